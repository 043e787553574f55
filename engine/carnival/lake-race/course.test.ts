// Building a Course over 10,000 seeds: every course can be finished, and no buoy needs a full circle.
import { describe, expect, it } from 'vitest';
import { LAKE_TILES } from '../../../data/carnival/lake-race';
import { MIN_OPEN, buildCourse, courseSpots, neighbourTable, openCrossings, rayCrossingCells, sweep, type Course, type RoundingBuoy } from './course';
import { center } from './hex';
import { LAKE_COLS, LAKE_ROWS, cellAt, cellIndex, lakeMap, type LakeMap } from './lake';
import { edgeTables, stepProgress, type Chart } from './plan';
import { CELLS } from './chart-shape';
import { generatorState, rollInt, stallHash } from '../../core';

/** Single steps (a die showing 1, or only turning) from any start space: can the finish be reached at all? */
function finishable(map: LakeMap, course: Course): boolean {
  const t = edgeTables(map, course);
  const chart = { ...t, value: new Uint16Array(0) } as Chart;
  const seen = new Uint8Array(8 * CELLS * 6);
  const queue: number[] = [];
  const key = (stage: number, debt: number, cell: number, h: number) => ((stage * 2 + debt) * CELLS + cell) * 6 + h;
  for (const z of course.startZone)
    for (let h = 0; h < 6; h++) {
      const k = key(0, 0, cellIndex(z), h);
      seen[k] = 1;
      queue.push(k);
    }
  while (queue.length) {
    const k = queue.pop()!;
    const h = k % 6;
    const cell = Math.floor(k / 6) % CELLS;
    const p = Math.floor(k / 6 / CELLS);
    const stage = p >> 1;
    const debt = p & 1;
    for (let turn = -1; turn <= 1; turn++) {
      const h2 = (h + turn + 6) % 6;
      // only turning
      const still = key(stage, debt, cell, h2);
      if (!seen[still]) {
        seen[still] = 1;
        queue.push(still);
      }
      const e = cell * 6 + h2;
      if (t.next[e] < 0) continue;
      const pr = stepProgress(chart, stage, debt, e);
      if (pr < 0) continue;
      if (pr >> 3 >= 4) return true;
      const nk = key(pr >> 3, pr & 7, t.next[e], h2);
      if (!seen[nk]) {
        seen[nk] = 1;
        queue.push(nk);
      }
    }
  }
  return false;
}

function shuffled(rng: number[], n: number): [number[], number[]] {
  const out = Array.from({ length: n }, (_, i) => i);
  let g = rng;
  for (let i = n - 1; i > 0; i--) {
    const [j, next] = rollInt(g, 0, i);
    g = next;
    [out[i], out[j]] = [out[j], out[i]];
  }
  return [out, g];
}

describe('Building a Course, over 10,000 seeds', () => {
  it('Building a Course: every course of every seed can be finished, and no buoy needs a complete circle', () => {
    const ids = LAKE_TILES.map((t) => t.id);
    let courses = 0;
    for (let seed = 0; seed < 10_000; seed++) {
      let g = generatorState(`course-${seed}`);
      const [perm, g1] = shuffled(g, 6);
      g = g1;
      const map = lakeMap(seed % 2 ? 'light' : 'dark', perm.map((i) => ids[i]));
      const letter = (['A', 'B', 'C'] as const)[seed % 3];
      const spots = courseSpots(map, letter);
      const [order] = shuffled(g, 4);
      const course = buildCourse(map, letter, order.map((i) => spots[i]));
      // "When you go towards the next buoy, you don't have to cross your old path from the former buoy": turning
      // round each buoy in its arrow's sense from where you came to where you go passes its ray once, inside one turn
      const marks = [mid(course), ...course.rounding.map((b) => b.at), mid(course)];
      course.rounding.forEach((b, k) => {
        const from = unit(marks[k], b.at);
        const to = unit(marks[k + 2], b.at);
        expect(sweep(from, b.ray, b.sense), `seed ${seed} buoy ${k + 1}`).toBeLessThanOrEqual((sweep(from, to, b.sense) || 2 * Math.PI) + 1e-9); // a hairpin: one U-turn
      });
      expect(course.startZone.length, `seed ${seed} start zone`).toBeGreaterThanOrEqual(6);
      expect(finishable(map, course), `seed ${seed} finishable`).toBe(true);
      courses++;
    }
    expect(courses).toBe(10_000);
  }, 600_000);
});

function mid(c: Course) {
  const a = center(c.buoy0);
  const b = center(c.finishBuoy);
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
function unit(p: { x: number; y: number }, o: { x: number; y: number }) {
  const l = Math.hypot(p.x - o.x, p.y - o.y);
  return { x: (p.x - o.x) / l, y: (p.y - o.y) / l };
}

/** openCrossings as it was: rayCrossingCells for every step from every space met (course.ts keeps each space's side). */
function openCrossingsSlow(rb: RoundingBuoy, water: Uint8Array): number {
  const next = neighbourTable();
  const seen = new Uint8Array(LAKE_COLS * LAKE_ROWS);
  let count = 0;
  let lastQ = NaN;
  let lastR = NaN;
  for (let d = 0.5; d < 40; d += 0.5) {
    const r = Math.round((rb.at.y + rb.ray.y * d) / 1.5);
    const q = Math.round((rb.at.x + rb.ray.x * d) / Math.sqrt(3) - r / 2);
    if (cellAt(q, r) < 0 && d > 3) break;
    if (q === lastQ && r === lastR) continue;
    lastQ = q;
    lastR = r;
    for (let dq = -1; dq <= 1; dq++)
      for (let dr = -1; dr <= 1; dr++) {
        const c = cellAt(q + dq, r + dr);
        if (c < 0 || !water[c] || seen[c]) continue;
        seen[c] = 1;
        for (let dir = 0; dir < 6; dir++) {
          const m = next[c * 6 + dir];
          if (m < 0 || !water[m]) continue;
          if (rayCrossingCells(rb, c, m) > 0) count++;
          if (count >= MIN_OPEN) return count;
        }
      }
  }
  return count;
}

describe('Building a Course: how open a buoy ray is', () => {
  it('openCrossings counts as rayCrossingCells step by step does, for rays every way round every spot', () => {
    const ids = LAKE_TILES.map((t) => t.id);
    let g = generatorState(31);
    for (let seed = 0; seed < 40; seed++) {
      const [perm, g1] = shuffled(g, 6);
      g = g1;
      const map = lakeMap(seed % 2 ? 'light' : 'dark', perm.map((i) => ids[i]));
      const water = new Uint8Array(LAKE_COLS * LAKE_ROWS);
      for (let c = 0; c < water.length; c++) water[c] = map.land[c] ? 0 : 1;
      for (const spot of map.spots)
        for (let k = 0; k < 72; k++) {
          const a = (k * Math.PI) / 36 + seed * 0.01;
          const rb: RoundingBuoy = { hex: spot.hex, at: center(spot.hex), ray: { x: Math.cos(a), y: Math.sin(a) }, sense: k % 2 ? 1 : -1, keep: 'left' };
          expect(openCrossings(rb, water), `seed ${seed} angle ${k}`).toBe(openCrossingsSlow(rb, water));
        }
    }
  });
});

describe('Building a Course: the courses themselves stay as they were', () => {
  // "Building a Course" (003, Setup): the buoys' rays, arrows, start zone and finish line of 3,000 seeded courses (1,000
  // lakes of both sides, each letter with its spots in a seeded order), digested. Taken from the tree before the speed
  // work of issue 27 (slice LAKE), which changed how openCrossings and roundingBuoy count, not what they choose: any
  // change to a course changes the crews' charts and every race on it, so a change here must be a change of the rules.
  it('buildCourse gives the same 3,000 courses, digested, as before its speed work', () => {
    const ids = LAKE_TILES.map((t) => t.id);
    let g = generatorState(27);
    const courses: Course[] = [];
    const swap = (list: unknown[], n: number) => {
      for (let k = n - 1; k > 0; k--) {
        const [j, g1] = rollInt(g, 0, k);
        g = g1;
        [list[k], list[j]] = [list[j], list[k]];
      }
    };
    for (let i = 0; i < 1000; i++) {
      const order = [...ids];
      swap(order, order.length);
      const map = lakeMap(i % 2 ? 'light' : 'dark', order);
      for (const letter of ['A', 'B', 'C'] as const) {
        const spots = courseSpots(map, letter);
        swap(spots, spots.length);
        courses.push(buildCourse(map, letter, spots));
      }
    }
    expect(courses).toHaveLength(3000);
    expect(stallHash(courses)).toBe('6bba1794fbb3e47b');
  });
});

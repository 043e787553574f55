// Building a Course over 10,000 seeds: every course can be finished, and no buoy needs a full circle.
import { describe, expect, it } from 'vitest';
import { LAKE_TILES } from '../../../data/carnival/lake-race';
import { buildCourse, courseSpots, sweep, type Course } from './course';
import { center } from './hex';
import { cellIndex, lakeMap, type LakeMap } from './lake';
import { CELLS, edgeTables, stepProgress, type Chart } from './plan';
import { rollInt, seedRng } from '../stall-kit';
import { seedNumber } from './race';

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
      let g = seedRng(seedNumber(`course-${seed}`));
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

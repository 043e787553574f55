// The crews' chart (plan.ts solve, a breadth-first search that walks back along headings) held to the plain
// definition it speeds up: moves to go by levels over every move (a turn of at most 60 degrees, then a straight run of
// 1..MAX_RUN water spaces), each state's value one more than its best landing's.
import { describe, expect, it } from 'vitest';
import { lakeRace } from './engine';
import { courseOf, lakeOf } from './race';
import { courseKey } from './bounded';
import { chartOf, edgeTables, slot, stepProgress, type Chart } from './plan';
import { CELLS, MAX_RUN, UNREACHABLE } from './chart-shape';
import { cellHex, type LakeMap } from './lake';
import { blockedCells, crossesFinish, neighbourTable, rayCrossing, type Course } from './course';

/** Moves to go for every (stage, debt, cell, heading), level by level from the moves that finish. */
function slowChart(map: LakeMap, course: Course): Uint16Array {
  const t = edgeTables(map, course);
  const chart = { ...t, value: new Uint16Array(0) } as Chart;
  const states = 8 * CELLS * 6;
  // each state's landings (slots), or -1 in the list when one of its moves finishes
  const landings: number[][] = [];
  for (let i = 0; i < states; i++) {
    const h = i % 6;
    const cell = Math.floor(i / 6) % CELLS;
    const layer = Math.floor(i / 6 / CELLS);
    const out: number[] = [];
    landings.push(out);
    if (t.blocked[cell]) continue;
    for (let turn = -1; turn <= 1; turn++) {
      const h2 = (h + turn + 6) % 6;
      let stage = layer >> 1;
      let debt = layer & 1;
      let c = cell;
      for (let k = 1; k <= MAX_RUN; k++) {
        const e = c * 6 + h2;
        if (t.next[e] < 0) break;
        const p = stepProgress(chart, stage, debt, e);
        if (p < 0) break;
        if (p >> 3 >= 4) {
          out.push(-1);
          break;
        }
        stage = p >> 3;
        debt = p & 7;
        c = t.next[e];
        out.push(slot(stage, debt, c, h2));
      }
    }
  }
  const value = new Uint16Array(states).fill(UNREACHABLE);
  for (let i = 0; i < states; i++) if (landings[i].includes(-1)) value[i] = 1;
  for (let level = 1; ; level++) {
    let changed = false;
    for (let i = 0; i < states; i++)
      if (value[i] === UNREACHABLE && landings[i].some((l) => l >= 0 && value[l] === level)) {
        value[i] = level + 1;
        changed = true;
      }
    if (!changed) break;
  }
  return value;
}

describe('Lake Race crews chart (plan.ts)', () => {
  it('solve gives every state the moves to go of the plain search by levels, on stall courses', () => {
    for (let i = 0; i < 6; i++) {
      const s = lakeRace.start({ seed: 9001 + i * 7919, deck: [], discard: [] });
      const map = lakeOf(s);
      const course = courseOf(s);
      const chart = chartOf(map, course, `plan-test:${i}:${courseKey(s)}`);
      const want = slowChart(map, course);
      let differ = 0;
      for (let k = 0; k < want.length; k++) if (chart.value[k] !== want[k]) differ++;
      expect(differ).toBe(0);
      const t = edgeTables(map, course);
      // each step's crossings are the rules' own (course.ts, by hexes), worked out for every step of the lake
      const blocked = blockedCells(map, course);
      const steps = neighbourTable();
      for (let e = 0; e < CELLS * 6; e++) {
        const c = Math.floor(e / 6);
        const to = steps[e];
        const water = !blocked[c] && to >= 0 && !blocked[to];
        expect(t.next[e]).toBe(water ? to : -1);
        if (!water) continue;
        for (let k = 0; k < 3; k++) expect(t.cross[k][e], `ray ${k} step ${e}`).toBe(rayCrossing(course.rounding[k], cellHex(c), cellHex(to)));
        expect(t.finish[e]).toBe(crossesFinish(course, cellHex(c), cellHex(to)) ? 1 : 0);
      }
      // a plain step is a water step that crosses no ray and not the finish (the crews' walks skip stepProgress there)
      for (let e = 0; e < CELLS * 6; e++) {
        const plain = t.next[e] >= 0 && t.cross.every((c) => c[e] === 0) && t.finish[e] === 0;
        expect(chart.plain[e], `step ${e}`).toBe(plain ? 1 : 0);
        expect(t.plain[e]).toBe(chart.plain[e]);
      }
    }
  });
});

// The crews' chart of a course: for every water space, heading and progress (buoys rounded, wrong-way crossings to
// undo), the fewest moves still needed to finish, where one move is a turn of at most 60 degrees and a straight run of
// 1..MAX_RUN spaces through water. Derived from the same rounding geometry as the rules, and cached per course.
import { step } from './hex';
import { LAKE_COLS, LAKE_ROWS, cellHex, cellIndex, type LakeMap } from './lake';
import { crossesFinish, isBlocked, rayCrossing, type Course } from './course';

export const CELLS = LAKE_COLS * LAKE_ROWS;
export const MAX_RUN = 9;
export const UNREACHABLE = 999;
const DEBTS = 2;
const PROGRESS = 4 * DEBTS;
const STATES = PROGRESS * CELLS * 6;

export interface Chart {
  /** next water cell along each (cell, heading) edge, -1 when land, a buoy or the quay is there */
  next: Int16Array;
  /** crossing of each edge over buoy k's ray (k = 0..2), in the arrow's sense */
  cross: Int8Array[];
  finish: Uint8Array;
  /** moves to go, indexed by `slot(stage, debt, cell, heading)` */
  value: Uint16Array;
}

export const slot = (stage: number, debt: number, cell: number, heading: number) => ((stage * DEBTS + debt) * CELLS + cell) * 6 + heading;

/** One step's effect on progress, packed as stage * 8 + debt (stage 4: finished); debts beyond the chart give -1. */
export function stepProgress(chart: Chart, stage: number, debt: number, edge: number): number {
  for (;;) {
    if (stage >= 4) return 32;
    if (stage === 3) return chart.finish[edge] ? 32 : stage * 8 + debt;
    const s = chart.cross[stage][edge];
    if (s === 0) return stage * 8 + debt;
    if (s < 0) return debt + 1 >= DEBTS ? -1 : stage * 8 + debt + 1;
    if (debt > 0) return stage * 8 + debt - 1;
    stage += 1;
    debt = 0;
  }
}

const charts = new Map<string, Chart>();

/** Working buffers for solve(), reused from chart to chart (the engine is single-threaded and solve never nests). */
const scratch = {
  trans: new Int8Array(PROGRESS * CELLS * 6),
  count: new Int32Array(STATES + 1),
  landings: new Int32Array(STATES * MAX_RUN),
  runStart: new Int32Array(STATES + 1),
  fill: new Int32Array(STATES + 1),
  rev: new Int32Array(STATES * MAX_RUN),
  queue: new Int32Array(STATES),
};

/** The chart already made for a course key, if any: lets a caller skip deriving the lake and course on a hit. */
export function chartCached(key: string): Chart | undefined {
  return charts.get(key);
}

export function chartOf(map: LakeMap, course: Course, key: string): Chart {
  const hit = charts.get(key);
  if (hit) return hit;
  const t = edgeTables(map, course);
  const chart: Chart = { next: t.next, cross: t.cross, finish: t.finish, value: new Uint16Array(STATES).fill(UNREACHABLE) };
  solve(chart, t.blocked);
  if (charts.size > 64) charts.clear();
  charts.set(key, chart);
  return chart;
}

/** The lake as a graph of single steps between water spaces, with each step's rounding and finishing effect. */
export function edgeTables(map: LakeMap, course: Course): Omit<Chart, 'value'> & { blocked: Uint8Array } {
  const next = new Int16Array(CELLS * 6).fill(-1);
  const cross = [0, 1, 2].map(() => new Int8Array(CELLS * 6));
  const finish = new Uint8Array(CELLS * 6);
  const blocked = new Uint8Array(CELLS);
  for (let c = 0; c < CELLS; c++) blocked[c] = isBlocked(map, course, cellHex(c)) ? 1 : 0;
  for (let c = 0; c < CELLS; c++) {
    if (blocked[c]) continue;
    const h = cellHex(c);
    for (let d = 0; d < 6; d++) {
      const n = step(h, d);
      const ni = cellIndex(n);
      if (ni < 0 || blocked[ni]) continue;
      const e = c * 6 + d;
      next[e] = ni;
      for (let k = 0; k < 3; k++) cross[k][e] = rayCrossing(course.rounding[k], h, n);
      finish[e] = crossesFinish(course, h, n) ? 1 : 0;
    }
  }
  return { next, cross, finish, blocked };
}

/** Breadth-first from the finish backwards over whole moves. A "run" (cell, heading after the turn, progress) lands on
 *  up to MAX_RUN states; a state's moves are the runs of its own cell and progress with heading -1, 0 or +1. */
function solve(chart: Chart, blocked: Uint8Array): void {
  const { next, value } = chart;
  // each edge's effect on each progress layer, looked up rather than recomputed in the runs below
  const EDGES = CELLS * 6;
  const { trans, count, landings, runStart, fill, rev, queue } = scratch;
  count.fill(0);
  for (let p = 0; p < PROGRESS; p++)
    for (let e = 0; e < EDGES; e++) trans[p * EDGES + e] = next[e] < 0 ? -1 : stepProgress(chart, p >> 1, p & 1, e);
  // landings of every run, and for each landing state the runs that reach it (compressed rows)
  let nLand = 0;
  const finishers: number[] = [];
  for (let p = 0; p < PROGRESS; p++) {
    for (let c = 0; c < CELLS; c++) {
      for (let h = 0; h < 6; h++) {
        const run = (p * CELLS + c) * 6 + h;
        runStart[run] = nLand;
        if (blocked[c]) continue;
        let cell = c;
        let pr = (p >> 1) * 8 + (p & 1);
        for (let len = 1; len <= MAX_RUN; len++) {
          const e = cell * 6 + h;
          const n = next[e];
          if (n < 0) break;
          pr = trans[((pr >> 3) * DEBTS + (pr & 7)) * EDGES + e];
          if (pr < 0) break;
          if (pr >> 3 >= 4) {
            finishers.push(run);
            break;
          }
          cell = n;
          const land = (((pr >> 3) * DEBTS + (pr & 7)) * CELLS + cell) * 6 + h;
          landings[nLand++] = land;
          count[land + 1]++;
        }
      }
    }
  }
  runStart[STATES] = nLand;
  // fill reverse rows: for each landing, the runs that reach it
  for (let i = 0; i < STATES; i++) count[i + 1] += count[i];
  fill.set(count);
  for (let run = 0; run < STATES; run++)
    for (let i = runStart[run]; i < runStart[run + 1]; i++) rev[fill[landings[i]]++] = run;
  let head = 0;
  let tail = 0;
  const reach = (run: number, v: number) => {
    // the states whose turn (-1, 0, +1) lines them up with this run's heading
    const h = run % 6;
    const baseRun = run - h;
    for (let t = -1; t <= 1; t++) {
      const s = baseRun + ((h - t + 6) % 6);
      if (value[s] === UNREACHABLE) {
        value[s] = v;
        queue[tail++] = s;
      }
    }
  };
  for (const run of finishers) reach(run, 1);
  while (head < tail) {
    const s = queue[head++];
    const v = value[s] + 1;
    for (let i = count[s]; i < count[s + 1]; i++) reach(rev[i], v);
  }
}

/** Moves to go from a space, heading and progress (finished: 0). */
export function movesToGo(chart: Chart, cell: number, heading: number, stage: number, debt: number): number {
  if (stage >= 4) return 0;
  if (cell < 0) return UNREACHABLE;
  return chart.value[slot(stage, Math.min(debt, DEBTS - 1), cell, heading)];
}

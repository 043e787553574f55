// The crews' chart of a course: for every water space, heading and progress (buoys rounded, wrong-way crossings to
// undo), the fewest moves still needed to finish, where one move is a turn of at most 60 degrees and a straight run of
// 1..MAX_RUN spaces through water. Derived from the same rounding geometry as the rules, and cached per course.
import { LAKE_COLS, LAKE_ROWS, type LakeMap } from './lake';
import { Bounded } from './bounded';
import { blockedCells, crossesFinishCells, neighbourTable, rayCrossingCells, type Course } from './course';

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

/** about 44 kB a chart: the few most recent courses (a campaign's races rarely repeat one) */
const charts = new Bounded<string, Chart>(64);

/** Working buffers for solve(), reused from chart to chart (the engine is single-threaded and solve never nests). */
const scratch = {
  trans: new Int8Array(PROGRESS * CELLS * 6),
  count: new Int32Array(STATES + 1),
  landings: new Int32Array(STATES * MAX_RUN),
  runStart: new Int32Array(STATES + 1),
  rev: new Int32Array(STATES * MAX_RUN),
  queue: new Int32Array(STATES),
  finishers: new Int32Array(STATES),
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
  charts.set(key, chart);
  return chart;
}

/** The lake as a graph of single steps between water spaces, with each step's rounding and finishing effect. */
export function edgeTables(map: LakeMap, course: Course): Omit<Chart, 'value'> & { blocked: Uint8Array } {
  const next = new Int16Array(CELLS * 6).fill(-1);
  const cross = [0, 1, 2].map(() => new Int8Array(CELLS * 6));
  const finish = new Uint8Array(CELLS * 6);
  const blocked = new Uint8Array(blockedCells(map, course));
  const steps = neighbourTable();
  for (let c = 0; c < CELLS; c++) {
    if (blocked[c]) continue;
    for (let d = 0; d < 6; d++) {
      const e = c * 6 + d;
      const ni = steps[e];
      if (ni < 0 || blocked[ni]) continue;
      next[e] = ni;
      for (let k = 0; k < 3; k++) cross[k][e] = rayCrossingCells(course.rounding[k], c, ni);
      finish[e] = crossesFinishCells(course, c, ni) ? 1 : 0;
    }
  }
  return { next, cross, finish, blocked };
}

/** Breadth-first from the finish backwards over whole moves. A "run" (cell, heading after the turn, progress) lands on
 *  up to MAX_RUN states; a state's moves are the runs of its own cell and progress with heading -1, 0 or +1.
 *  Progress is handled as a layer (stage * DEBTS + debt, FINISHED past the finish): run and state indices are
 *  (layer * CELLS + cell) * 6 + heading, the chart's slot(). */
function solve(chart: Chart, blocked: Uint8Array): void {
  const { next, value } = chart;
  const EDGES = CELLS * 6;
  const FINISHED = PROGRESS;
  const { trans, count, landings, runStart, rev, queue, finishers } = scratch;
  // each edge's effect on each progress layer (-1: land ahead, or more wrong-way crossings than the chart keeps)
  const { cross, finish } = chart;
  for (let p = 0; p < PROGRESS; p++)
    for (let e = 0; e < EDGES; e++) {
      if (next[e] < 0) {
        trans[p * EDGES + e] = -1;
        continue;
      }
      // most steps cross no ray and not the finish: they leave every layer as it is
      if (cross[0][e] === 0 && cross[1][e] === 0 && cross[2][e] === 0 && finish[e] === 0) {
        trans[p * EDGES + e] = p;
        continue;
      }
      const pr = stepProgress(chart, p >> 1, p & 1, e);
      trans[p * EDGES + e] = pr < 0 ? -1 : pr >> 3 >= 4 ? FINISHED : (pr >> 3) * DEBTS + (pr & 7);
    }
  // landings of every run, and for each landing state the runs that reach it (compressed rows)
  count.fill(0);
  let nLand = 0;
  let nFin = 0;
  for (let p = 0; p < PROGRESS; p++) {
    for (let c = 0; c < CELLS; c++) {
      const base = (p * CELLS + c) * 6;
      if (blocked[c]) {
        for (let h = 0; h < 6; h++) runStart[base + h] = nLand;
        continue;
      }
      for (let h = 0; h < 6; h++) {
        runStart[base + h] = nLand;
        let cell = c;
        let layer = p;
        for (let len = 1; len <= MAX_RUN; len++) {
          const e = cell * 6 + h;
          const n = next[e];
          if (n < 0) break;
          layer = trans[layer * EDGES + e];
          if (layer < 0) break;
          if (layer === FINISHED) {
            finishers[nFin++] = base + h;
            break;
          }
          cell = n;
          const land = (layer * CELLS + cell) * 6 + h;
          landings[nLand++] = land;
          count[land + 1]++;
        }
      }
    }
  }
  runStart[STATES] = nLand;
  // count becomes each landing state's row start; queue is borrowed as the rows' fill pointers
  for (let i = 0; i < STATES; i++) count[i + 1] += count[i];
  const fill = queue;
  fill.set(count.subarray(0, STATES));
  for (let run = 0; run < STATES; run++)
    for (let i = runStart[run], end = runStart[run + 1]; i < end; i++) rev[fill[landings[i]]++] = run;
  let head = 0;
  let tail = 0;
  // a run is a move for the states whose turn (-1, 0, +1) lines them up with its heading
  const reach = (run: number, v: number) => {
    const h = run % 6;
    const baseRun = run - h;
    let s = baseRun + (h === 5 ? 0 : h + 1);
    if (value[s] === UNREACHABLE) {
      value[s] = v;
      queue[tail++] = s;
    }
    s = run;
    if (value[s] === UNREACHABLE) {
      value[s] = v;
      queue[tail++] = s;
    }
    s = baseRun + (h === 0 ? 5 : h - 1);
    if (value[s] === UNREACHABLE) {
      value[s] = v;
      queue[tail++] = s;
    }
  };
  for (let i = 0; i < nFin; i++) reach(finishers[i], 1);
  while (head < tail) {
    const s = queue[head++];
    const v = value[s] + 1;
    for (let i = count[s], end = count[s + 1]; i < end; i++) reach(rev[i], v);
  }
}

/** Moves to go from a space, heading and progress (finished: 0). */
export function movesToGo(chart: Chart, cell: number, heading: number, stage: number, debt: number): number {
  if (stage >= 4) return 0;
  if (cell < 0) return UNREACHABLE;
  return chart.value[slot(stage, Math.min(debt, DEBTS - 1), cell, heading)];
}

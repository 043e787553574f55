// The crews' chart of a course: for every water space, heading and progress (buoys rounded, wrong-way crossings to
// undo), the fewest moves still needed to finish, where one move is a turn of at most 60 degrees and a straight run of
// 1..MAX_RUN spaces through water. Derived from the same rounding geometry as the rules, and cached per course.
import type { LakeMap } from './lake';
import { Bounded } from './bounded';
import { chartSearch, type ChartSearch } from './chart-search';
import { CELLS, DEBTS, EDGES, PROGRESS, STAGE3_DEBT, STATES, UNREACHABLE } from './chart-shape';
import { blockedCells, crossesFinishCells, neighbourTable, packedSides, rayCrossingCells, type Course } from './course';


export interface Chart {
  /** next water cell along each (cell, heading) edge, -1 when land, a buoy or the quay is there */
  next: Int16Array;
  /** crossing of each edge over buoy k's ray (k = 0..2), in the arrow's sense */
  cross: Int8Array[];
  finish: Uint8Array;
  /** 1 for each water step that crosses no ray and not the finish: a step that leaves any progress as it is (the
   *  search and the crews' walks skip stepProgress on these, most steps) */
  plain: Uint8Array;
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

/** solve()'s working tables and its search (chart-search.ts: in WebAssembly where it may run), reused from chart to
 *  chart (the engine is single-threaded and solve never nests); made on the first chart. */
let search: ChartSearch | null = null;
const searchHere = (): ChartSearch => (search ??= chartSearch());

/** Which search solve() runs here: 'wasm' under Node, 'js' in the window (chart-search.ts says why). */
export function chartSearchKind(): ChartSearch['kind'] {
  return searchHere().kind;
}

/** A chart's three ray-crossing tables, written out rather than mapped: Array.prototype.map now and then hands back a
 *  holey array, a second hidden class for the functions that read `cross[k]` (V8 then recompiles them). */
function crossTables(): Int8Array[] {
  return [new Int8Array(EDGES), new Int8Array(EDGES), new Int8Array(EDGES)];
}

/** The chart already made for a course key, if any: lets a caller skip deriving the lake and course on a hit. */
export function chartCached(key: string): Chart | undefined {
  return charts.get(key);
}

export function chartOf(map: LakeMap, course: Course, key: string): Chart {
  const hit = charts.get(key);
  if (hit) return hit;
  // the arrays of the chart the cache last let go of are filled anew: making a chart's arrays cost about a tenth of
  // solving it (a rollout's every race has a new course). Nothing else keeps a chart: crews keep only the one they
  // asked for last (crew.ts chartFor), the most recently used, and a chart let go is the least recently used.
  // (a chart of its own all the same: one compared by identity is never mistaken for the new one)
  const chart: Chart = spare ? { next: spare.next, cross: spare.cross, finish: spare.finish, plain: spare.plain, value: spare.value } : newChart();
  spare = undefined;
  fillChart(chart, map, course, searchHere());
  spare = charts.set(key, chart);
  return chart;
}

/** A chart of the course made afresh (no cache) by the given search: chart-search.test.ts holds the WebAssembly and
 *  JavaScript searches to the same charts. */
export function chartWith(map: LakeMap, course: Course, by: ChartSearch): Chart {
  const chart = newChart();
  fillChart(chart, map, course, by);
  return chart;
}

function newChart(): Chart {
  return { next: new Int16Array(EDGES), cross: crossTables(), finish: new Uint8Array(EDGES), plain: new Uint8Array(EDGES), value: new Uint16Array(STATES) };
}

/** The course's steps and moves to go, written into the chart's arrays (whatever they held before). */
function fillChart(chart: Chart, map: LakeMap, course: Course, by: ChartSearch): void {
  const blocked = blockedCells(map, course);
  fillEdgeTables(map, course, blocked, chart, by.tables.back);
  solve(chart, by);
  copyStage3(chart.value);
}

/** The chart the cache let go of last, if any: chartOf's next chart is made in its arrays. */
let spare: Chart | undefined;

/** Per lake space, its sides packed (course.ts packedSides: a bit per buoy's ray, 8 when behind the finish): edgeTables'
 *  scratch, filled anew for each course (the engine is single-threaded and edgeTables never nests). */
const sides = new Uint8Array(CELLS);

/** The lake as a graph of single steps between water spaces, with each step's rounding and finishing effect. */
export function edgeTables(map: LakeMap, course: Course): Omit<Chart, 'value'> & { blocked: Uint8Array } {
  const blocked = new Uint8Array(blockedCells(map, course));
  const t = { next: new Int16Array(EDGES), cross: crossTables(), finish: new Uint8Array(EDGES), plain: new Uint8Array(EDGES), blocked };
  fillEdgeTables(map, course, blocked, t);
  return t;
}

/** edgeTables, written into a chart's arrays (whatever they held before); `back`, when given, gets each step's way
 *  back (solve's table: the step into each space along each heading from the water space behind it, -1 where none),
 *  written in the same pass, since each step p -> c along h is the one step into c along h. */
function fillEdgeTables(map: LakeMap, course: Course, blocked: Uint8Array, out: Omit<Chart, 'value'>, back: Int16Array | null = null): void {
  const { next, cross, finish, plain } = out;
  crossing.count = 0;
  crossing.of = next;
  crossing.back = back;
  next.fill(-1);
  for (const c of cross) c.fill(0);
  finish.fill(0);
  plain.fill(0);
  if (back) back.fill(-1);
  const steps = neighbourTable();
  // a step crosses a ray or the finish line only between spaces on different sides of it: most steps need no sums.
  // Each space's sides as one number (a bit per ray, and the finish's): a step between spaces of the same sides
  // crosses nothing, which is most steps, told by one comparison
  const side = packedSides(course, sides);
  for (let c = 0; c < CELLS; c++) {
    if (blocked[c]) continue;
    const sc = side[c];
    for (let d = 0; d < 6; d++) {
      const e = c * 6 + d;
      const ni = steps[e];
      if (ni < 0 || blocked[ni]) continue;
      next[e] = ni;
      if (back) back[ni * 6 + d] = e;
      const differ = sc ^ side[ni];
      if (differ === 0) {
        plain[e] = 1;
        continue;
      }
      for (let k = 0; k < 3; k++) if (differ & (1 << k)) cross[k][e] = rayCrossingCells(course.rounding[k], c, ni);
      if (sc & 8 && differ & 8) finish[e] = crossesFinishCells(course, c, ni) ? 1 : 0;
      plain[e] = cross[0][e] === 0 && cross[1][e] === 0 && cross[2][e] === 0 && finish[e] === 0 ? 1 : 0;
      if (plain[e] === 0) crossing.edges[crossing.count++] = e;
    }
  }
}

/** The steps the last fillEdgeTables found to cross a ray or the finish (a few hundred of the lake's 2,016), in order:
 *  solve works out their effect on each layer without scanning every step again. Scratch: filled anew by each call. */
const crossing = { edges: new Int16Array(EDGES), count: 0, of: null as Int16Array | null, back: null as Int16Array | null };

/** The chart's values by a breadth-first search back from the finish (chart-search.ts searchInJs and
 *  wasm/chart-search.ts say how), on the tables worked out here from the chart's steps: each step's way back, and its
 *  effect on each progress layer. */
function solve(chart: Chart, by: ChartSearch): void {
  const { next, plain } = chart;
  const { before, finishing, back, value } = by.tables;
  by.tables.plain.set(plain);
  before.fill(0);
  finishing.fill(0);
  value.fill(UNREACHABLE);
  // the step into each space along each heading from the water space behind it (-1 when there is none) was written
  // by fillEdgeTables with the steps themselves, for this chart, into this search's table
  if (crossing.back !== back) throw new Error("solve needs the way back fillEdgeTables writes with the chart's steps, into its own search's table");
  // each step's effect on each layer, inverted: most steps cross no ray and not the finish and leave layers as they are
  // (the others are listed by fillEdgeTables, which filled this chart's tables last)
  if (crossing.of !== next) throw new Error("solve needs the steps of its own chart's edge tables, filled just before");
  for (let i = 0; i < crossing.count; i++) {
    const e = crossing.edges[i];
    for (let p = 0; p < STAGE3_DEBT; p++) {
      const pr = stepProgress(chart, p >> 1, p & 1, e);
      if (pr < 0) continue; // more wrong-way crossings than the chart keeps: no move takes this step from p
      if (pr >> 3 >= 4) finishing[e] |= 1 << p;
      else before[e * PROGRESS + (pr >> 3) * DEBTS + (pr & 7)] |= 1 << p;
    }
  }
  by.run();
  chart.value.set(value);
}

/** The last layer (stage 3 with a debt) moves exactly as stage 3 without one: no step changes the debt once all three
 *  buoys are rounded (stepProgress), and no other layer leads into it, so its values are stage 3's, copied rather
 *  than searched again. (Apart from solve: V8 compiles solve while inside its loop, and a call after the loop that it
 *  has never run would make it compile solve again.) */
function copyStage3(value: Uint16Array): void {
  value.copyWithin(STAGE3_DEBT * EDGES, (STAGE3_DEBT - 1) * EDGES, STAGE3_DEBT * EDGES);
}

/** Moves to go from a space, heading and progress (finished: 0). */
export function movesToGo(chart: Chart, cell: number, heading: number, stage: number, debt: number): number {
  if (stage >= 4) return 0;
  if (cell < 0) return UNREACHABLE;
  return chart.value[slot(stage, Math.min(debt, DEBTS - 1), cell, heading)];
}

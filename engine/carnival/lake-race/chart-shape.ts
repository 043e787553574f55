// The dimensions of a crews' chart (plan.ts), shared by the code that builds charts and the search that fills them in
// (chart-search.ts). The WebAssembly search (wasm/chart-search.ts) restates MAX_RUN, PROGRESS and UNREACHABLE:
// chart-search.test.ts holds its charts to the JavaScript search's, so the two cannot drift apart unseen.
import { LAKE_COLS, LAKE_ROWS } from './lake';

export const CELLS = LAKE_COLS * LAKE_ROWS;
/** steps of the lake: a space and one of its six headings (cell * 6 + heading) */
export const EDGES = CELLS * 6;
/** the longest straight run of a move, in spaces */
export const MAX_RUN = 9;
/** moves to go from a state no sequence of moves finishes from */
export const UNREACHABLE = 999;
/** wrong-way crossings a chart keeps count of, per stage (0 or 1) */
export const DEBTS = 2;
/** progress layers: stage (0..3) * DEBTS + debt */
export const PROGRESS = 4 * DEBTS;
export const STATES = PROGRESS * EDGES;
/** the progress layer of stage 3 with a wrong-way crossing to undo, the last one (copied from stage 3's: copyStage3) */
export const STAGE3_DEBT = 3 * DEBTS + 1;
if (EDGES > 2048) throw new Error(`a chart's search packs a step (cell * 6 + heading) in 11 bits; the lake has ${CELLS} spaces`);

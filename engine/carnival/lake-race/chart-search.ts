// The main loop of plan.ts's chart solve, a breadth-first search over the tables solve fills in, and where it runs: in
// WebAssembly (wasm/chart-search.ts, compiled into chart-search-wasm.ts) under Node (the service, the advisor's workers,
// the simulator, the tests), else in the JavaScript below. The window's own Lake Race takes the JavaScript: the
// renderer's CSP lets no WebAssembly compile, and a person's race searches one chart a race, where the advisor's
// rollouts search hundreds a question. The JavaScript walks back from one state at a time; the WebAssembly searches
// level by level over bit sets (wasm/chart-search.ts says why). Both give every state its fewest moves to go
// (chart-search.test.ts holds their charts equal over hundreds of courses), so which one ran never changes a value.
import { CHART_SEARCH_WASM } from './chart-search-wasm';
import { EDGES, MAX_RUN, PROGRESS, STATES, UNREACHABLE } from './chart-shape';

/** solve's working tables, laid out in one buffer: in the WebAssembly module's memory, or in an ArrayBuffer of the
 *  same layout for the JavaScript walk. */
export interface SearchTables {
  /** per step (cell * 6 + heading): 1 when it crosses no ray and not the finish */
  plain: Uint8Array;
  /** per step and progress layer after it: the layers before it that lead there (a bit each) */
  before: Uint8Array;
  /** per step: the layers before it from which it finishes the course (a bit each) */
  finishing: Uint8Array;
  /** per step: the step along the heading that leads into its cell, -1 if none */
  back: Int16Array;
  /** per state: moves to go, UNREACHABLE until valued */
  value: Uint16Array;
  /** the JavaScript walk's, per run (the chart's slot layout): 0 until it is met as a move (its states are then
   *  valued), then the fewest steps from it to a landing or finish it has been met from */
  reached: Uint8Array;
  /** the JavaScript walk's states to take, packed as layer << 14 | heading << 11 | the step into the state from the
   *  space behind it (cell * 6 + heading; under 2048): unpacked by shifts, where a division by the layer's size cost
   *  a third of the search. The WebAssembly search keeps its bit planes and lists here instead */
  queue: Int32Array;
}

export interface ChartSearch {
  kind: 'wasm' | 'js';
  tables: SearchTables;
  /** searches the tables as filled: `value` holds the chart afterwards */
  run(): void;
}

/** Byte offsets of each table from `base`, each on an 8-byte boundary. */
function layout(base: number) {
  const at: Record<keyof SearchTables, number> = { plain: 0, before: 0, finishing: 0, back: 0, value: 0, reached: 0, queue: 0 };
  let end = base;
  const put = (k: keyof SearchTables, bytes: number) => {
    at[k] = end;
    end += Math.ceil(bytes / 8) * 8;
  };
  put('plain', EDGES);
  put('before', EDGES * PROGRESS);
  put('finishing', EDGES);
  put('back', EDGES * 2);
  put('value', STATES * 2);
  put('reached', STATES);
  put('queue', STATES * 4);
  return { at, end };
}

function views(buffer: ArrayBuffer, at: Record<keyof SearchTables, number>): SearchTables {
  return {
    plain: new Uint8Array(buffer, at.plain, EDGES),
    before: new Uint8Array(buffer, at.before, EDGES * PROGRESS),
    finishing: new Uint8Array(buffer, at.finishing, EDGES),
    back: new Int16Array(buffer, at.back, EDGES),
    value: new Uint16Array(buffer, at.value, STATES),
    reached: new Uint8Array(buffer, at.reached, STATES),
    queue: new Int32Array(buffer, at.queue, STATES),
  };
}

/** Under Node only (the renderer has no `process`; see the top of this file). */
function wasmAllowed(): boolean {
  return typeof WebAssembly === 'object' && typeof process === 'object' && typeof process.versions?.node === 'string';
}

interface SearchExports {
  memory: WebAssembly.Memory;
  search(edges: number, plain: number, before: number, finishing: number, back: number, value: number, reached: number, queue: number): void;
}

/** The search with its tables; `only: 'js'` asks for the JavaScript walk wherever it runs (the tests, to hold the two
 *  to each other). */
export function chartSearch(only?: 'js'): ChartSearch {
  if (only !== 'js' && wasmAllowed()) {
    const bytes = Uint8Array.from(atob(CHART_SEARCH_WASM), (c) => c.charCodeAt(0));
    const wasm = new WebAssembly.Instance(new WebAssembly.Module(bytes), {}).exports as unknown as SearchExports;
    // the tables go above whatever the module keeps in its memory, which is grown to hold them
    const { at, end } = layout(wasm.memory.buffer.byteLength);
    wasm.memory.grow(Math.ceil((end - wasm.memory.buffer.byteLength) / 65536));
    const tables = views(wasm.memory.buffer, at);
    return { kind: 'wasm', tables, run: () => wasm.search(EDGES, at.plain, at.before, at.finishing, at.back, at.value, at.reached, at.queue) };
  }
  const { at, end } = layout(0);
  const tables = views(new ArrayBuffer(end), at);
  return { kind: 'js', tables, run: () => searchInJs(tables) };
}

/** Breadth-first from the finish backwards over whole moves. A "run" (progress layer, cell, heading after the turn)
 *  lands on up to MAX_RUN states straight ahead; a state's moves are the runs of its own cell and layer with heading
 *  -1, 0 or +1. Layers are stage * DEBTS + debt; run and state indices are (layer * CELLS + cell) * 6 + heading, the
 *  chart's slot(). Instead of listing every run's landings and inverting them, each state taken from the queue walks
 *  back against its heading (at most MAX_RUN steps), carrying the set of layers that step into it, and so meets every
 *  run that lands on it: the same graph, the same breadth-first values, without the landing lists. */
export function searchInJs(t: SearchTables): void {
  const { plain, before, finishing, back, value, reached, queue } = t;
  // Queue entries: states whose value is known and that some step leads into, in breadth-first order. Each walk
  // starts from a step `e` (cell * 6 + heading) with the `layers` (a bit each) that take it: first every step that
  // finishes the course (value 1), then for each state taken from the queue the step into it from the space behind.
  // The runs taking step e first, and those starting up to MAX_RUN - 1 steps further back along the heading, all land
  // where e's run does: each not yet met is a move of value v for the states that turn onto its heading (first met
  // is at its least value, breadth-first). A run remembers the fewest steps it was met from: when that is no more
  // than now, the walk from there went on to every run behind it that can reach this landing, so that layer's walk
  // ends.
  reached.fill(0);
  let tail = 0;
  let head = 0;
  let seed = 0;
  // the queue holds its states in order of value, so a state's value is known by where it stands (no read of the
  // chart per state taken): the states of `level` end at `levelEnd`
  let level = 0;
  let levelEnd = 0;
  for (;;) {
    let layers = 0;
    let h = 0;
    let e = 0;
    let v = 0;
    if (seed < EDGES) {
      while (seed < EDGES && finishing[seed] === 0) seed++;
      if (seed === EDGES) continue;
      e = seed++;
      layers = finishing[e];
      h = e % 6;
      v = 1;
    } else if (head < tail) {
      if (head === levelEnd) {
        level++;
        levelEnd = tail;
      }
      const q = queue[head++];
      const layer = q >> 14;
      h = (q >> 11) & 7;
      // the step into this state from the space behind it (queued with it), in the layers that step leads into this one
      e = q & 2047;
      layers = plain[e] ? 1 << layer : before[e * PROGRESS + layer];
      v = level + 1;
    } else break;
    const left = h === 5 ? -5 : 1;
    const right = h === 0 ? 5 : -1;
    // walked step by step back along the heading (e: the run's first step, cell * 6 + heading)
    for (let d = 1; layers !== 0; d++) {
      const behind = e;
      // mostly a single layer: its bit is taken without a loop over bits
      let m = layers;
      for (;;) {
        const bit = m & -m;
        const p = 31 - Math.clz32(bit);
        const run = p * EDGES + behind;
        const met = reached[run];
        if (met !== 0) {
          if (met <= d) layers &= ~bit;
          else reached[run] = d;
        } else {
          reached[run] = d;
          // a state valued here is queued only when a step leads into it (water behind it), with that step: no run
          // lands on the others
          if (value[run + left] === UNREACHABLE) {
            value[run + left] = v;
            const into = back[behind + left];
            if (into >= 0) queue[tail++] = (p << 14) | ((h + left) << 11) | into;
          }
          if (value[run] === UNREACHABLE) {
            value[run] = v;
            const into = back[behind];
            if (into >= 0) queue[tail++] = (p << 14) | (h << 11) | into;
          }
          if (value[run + right] === UNREACHABLE) {
            value[run + right] = v;
            const into = back[behind + right];
            if (into >= 0) queue[tail++] = (p << 14) | ((h + right) << 11) | into;
          }
        }
        m ^= bit;
        if (m === 0) break;
      }
      if (d >= MAX_RUN || layers === 0) break;
      const pe = back[behind];
      if (pe < 0) break;
      if (!plain[pe]) {
        let into = 0;
        for (let m = layers; m !== 0; m &= m - 1) into |= before[pe * PROGRESS + 31 - Math.clz32(m & -m)];
        layers = into;
      }
      e = pe;
    }
  }
}

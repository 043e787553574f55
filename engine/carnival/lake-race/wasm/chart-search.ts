// AssemblyScript, compiled to WebAssembly by `npm run build:wasm` into ../chart-search-wasm.ts (the bytes, committed;
// chart-search.test.ts holds them to this source). The breadth-first walk of plan.ts's solve, step for step as the
// JavaScript one in ../chart-search.ts (the reference it is tested against): the same queue, the same order, the same
// values. It works on the tables solve fills in this module's memory, at the byte offsets it is handed; it allocates
// nothing. Why WebAssembly: this loop is a tenth or more of the advisor's rollouts once the strong player races, and
// V8's code for it ran 1.5 times slower than this (typed-array loads and stores, each checked, in a tight loop).

/** Sentinel of a state no move sequence finishes from (chart-shape.ts UNREACHABLE). */
const UNREACHABLE: u16 = 999;
/** Progress layers (chart-shape.ts PROGRESS) and the longest straight run (chart-shape.ts MAX_RUN). */
const PROGRESS: i32 = 8;
const MAX_RUN: i32 = 9;

/** Values one state the run `run` (layer p, the state's own step index `behind`, heading hh) lands on, if it has none
 *  yet, and queues it. Written without branches (a select and an add of 0 or 1): which states are new is beyond a
 *  branch predictor, and the queue slot written past `tail` when nothing is queued is simply overwritten. The state
 *  is queued by its own index, not by the step into it: the step is looked up once when it is taken, not three times
 *  a run here, and a state with no water behind it (no step into it) is dropped then (issue 27, slice LAKE3: about
 *  7% less time a chart). The JavaScript walk drops such states here instead; the states walked, their order and the
 *  values are the same (chart-search.test.ts). */
@inline function land(value: usize, queue: usize, run: i32, behind: i32, hh: i32, p: i32, v: i32, tail: i32): i32 {
  const at = value + (<usize>run << 1);
  const old = load<u16>(at);
  const fresh = <i32>(old == UNREACHABLE);
  store<u16>(at, select<u16>(<u16>v, old, fresh != 0));
  store<i32>(queue + (<usize>tail << 2), (p << 14) | (hh << 11) | behind);
  return tail + fresh;
}

/** The search itself (chart-search.ts searchInJs says each step's why). `edges`: lake spaces * 6; the others are
 *  byte offsets of the search's tables in this memory (chart-search.ts SearchTables, filled by plan.ts solve): plain (u8 per step), before (u8 per step and layer), finishing
 *  (u8 per step), back (i16 per step), value (u16 per state, UNREACHABLE where not yet valued), reached (u8 per run,
 *  zeroed) and queue (i32 per state). */
export function search(edges: i32, plain: usize, before: usize, finishing: usize, back: usize, value: usize, reached: usize, queue: usize): void {
  let tail = 0;
  let head = 0;
  let seed = 0;
  let level = 0;
  let levelEnd = 0;
  while (true) {
    let layers = 0;
    let h = 0;
    let e = 0;
    let v = 0;
    if (seed < edges) {
      while (seed < edges && load<u8>(finishing + <usize>seed) == 0) seed++;
      if (seed == edges) continue;
      e = seed++;
      layers = <i32>load<u8>(finishing + <usize>e);
      h = e % 6;
      v = 1;
    } else if (head < tail) {
      if (head == levelEnd) {
        level++;
        levelEnd = tail;
      }
      const q = load<i32>(queue + (<usize>head << 2));
      head++;
      const layer = q >> 14;
      h = (q >> 11) & 7;
      // the step into this state from the space behind it; none: no run lands on the state, so nothing to walk
      e = <i32>load<i16>(back + (<usize>(q & 2047) << 1));
      if (e < 0) continue;
      layers = load<u8>(plain + <usize>e) ? 1 << layer : <i32>load<u8>(before + <usize>(e * PROGRESS + layer));
      v = level + 1;
    } else break;
    // no layer leads into this one along that step (a step that crosses a ray or the finish): nothing to walk. Without
    // this the walk below took bit -1 of an empty set (layer -1: runs outside the tables, whatever lay before them in
    // memory) where the JavaScript walk does nothing; found in issue 27, slice LAKE3, about 45 walks a chart
    if (layers == 0) continue;
    const left = h == 5 ? -5 : 1;
    const right = h == 0 ? 5 : -1;
    let d = 1;
    // a walk in one layer (most walks): the same steps as the loop over layers below, without its bit loop; a step
    // that crosses a ray or the finish may hand on several layers, and the walk goes on below (about a tenth less time
    // a chart than the loop over bits alone)
    while ((layers & (layers - 1)) == 0) {
      const p = 31 - clz(layers);
      const base = p * edges;
      while (true) {
        const run = base + e;
        const met = <i32>load<u8>(reached + <usize>run);
        // met before from no further than here (met in 1..d), as one unsigned comparison
        if (<u32>(met - 1) < <u32>d) { layers = 0; break; }
        store<u8>(reached + <usize>run, <u8>d);
        if (met == 0) {
          tail = land(value, queue, run + left, e + left, h + left, p, v, tail);
          tail = land(value, queue, run, e, h, p, v, tail);
          tail = land(value, queue, run + right, e + right, h + right, p, v, tail);
        }
        if (d >= MAX_RUN) { layers = 0; break; }
        const pe = <i32>load<i16>(back + (<usize>e << 1));
        if (pe < 0) { layers = 0; break; }
        e = pe;
        d++;
        if (load<u8>(plain + <usize>pe) == 0) {
          layers = <i32>load<u8>(before + <usize>(pe * PROGRESS + p));
          break;
        }
      }
      if (layers == 0) break;
    }
    if (layers == 0) continue;
    // several layers at once (a step that crosses a ray or the finish can lead into a state from several)
    for (; layers != 0; d++) {
      const behind = e;
      let m = layers;
      while (true) {
        const bit = m & -m;
        const p = 31 - clz(bit);
        const run = p * edges + behind;
        const met = <i32>load<u8>(reached + <usize>run);
        if (met != 0) {
          if (met <= d) layers &= ~bit;
          else store<u8>(reached + <usize>run, <u8>d);
        } else {
          store<u8>(reached + <usize>run, <u8>d);
          tail = land(value, queue, run + left, behind + left, h + left, p, v, tail);
          tail = land(value, queue, run, behind, h, p, v, tail);
          tail = land(value, queue, run + right, behind + right, h + right, p, v, tail);
        }
        m ^= bit;
        if (m == 0) break;
      }
      if (d >= MAX_RUN || layers == 0) break;
      const pe = <i32>load<i16>(back + (<usize>behind << 1));
      if (pe < 0) break;
      if (load<u8>(plain + <usize>pe) == 0) {
        let into = 0;
        for (let mm = layers; mm != 0; mm &= mm - 1) into |= <i32>load<u8>(before + <usize>(pe * PROGRESS + (31 - clz(mm & -mm))));
        layers = into;
      }
      e = pe;
    }
  }
}

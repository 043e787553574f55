// AssemblyScript, compiled to WebAssembly by `npm run build:wasm` into ../chart-search-wasm.ts (the bytes, committed;
// chart-search.test.ts holds them to this source). plan.ts's solve as a breadth-first search by levels over bit sets:
// the same values as the JavaScript walk in ../chart-search.ts (the reference it is tested against), which takes one
// state at a time. It works on the tables solve fills in this module's memory, at the byte offsets it is handed; it
// allocates nothing. Why WebAssembly: this search is a tenth or more of the advisor's rollouts once the strong player
// races, and of the random-bot campaigns; V8's code for the walk ran 1.5 times slower than the same walk here.
//
// Why bit sets (issue 27, Lake Race crews, 2 Dec): the lake is 336 spaces, so the spaces of one layer and heading are
// six 64-bit words, and a step back along a heading is a shift of those words by the step's distance in the lake's
// row-major numbering (two distances a heading, by the row's parity: a mask each), two steps or four a single shift
// (as many rows of each parity). The runs of up to MAX_RUN steps that land on a level's states are then eight shifts
// a layer and heading, by doubling, where the walk paid a branch no predictor can guess on every run met and every
// state landed on. Runs through a step that crosses a ray or the finish (a few hundred such steps a lake) change
// layer there: they are walked one by one, as the JavaScript walk does, from the crossing steps a level reaches.
// About 0.55-0.6 of the walk's time a chart (stall courses, the two modules side by side in one process).

/** Progress layers (chart-shape.ts PROGRESS) and the longest straight run (chart-shape.ts MAX_RUN). */
const PROGRESS: i32 = 8;
const MAX_RUN: i32 = 9;
/** words of a plane (the lake's spaces, a bit each): 336 spaces (chart-shape.ts CELLS; search() checks) */
const W: i32 = 6;
/** a plane's bytes: its W words and two words of zeros either side, which a shift by up to four steps (two rows of
 *  the lake, under 128 spaces) reads past its ends instead of testing for them */
const GUARD: usize = 2 << 3;
const PLANE: usize = (<usize>W << 3) + 2 * GUARD;

/** Word i of the plane at `x` moved so that bit c holds bit c + d (|d| < 128; 0 beyond the plane's ends). */
@inline function shiftedBy(x: usize, i: i32, d: i32): u64 {
  const at = x + (<usize>(i + (d >> 6)) << 3);
  const r = <u64>(d & 63);
  // the high word's part shifted in two steps, so that it gives 0 when r is 0 (a wasm shift by 64 is by 0)
  return (load<u64>(at) >> r) | ((load<u64>(at + 8) << 1) << (63 - r));
}

/** `out` = `x` (or nothing) with the spaces one plain step back from `x` along a heading (distance `da` from the spaces
 *  of `ma`, `db` from those of `mb`). `out` may be `x`. */
@inline function oneBack(out: usize, x: usize, keep: bool, da: i32, ma: usize, db: i32, mb: usize): void {
  // words from the last down: word i of the result reads words i - 1 .. i + 1 of x, and x may be out
  const up = da > 0;
  for (let k = 0; k < W; k++) {
    const i = up ? k : W - 1 - k;
    const o = <usize>i << 3;
    let w = shiftedBy(x, i, da) & load<u64>(ma + o);
    if (db != 0) w |= shiftedBy(x, i, db) & load<u64>(mb + o);
    if (keep) w |= load<u64>(x + o);
    store<u64>(out + o, w);
  }
}

/** `out` = `x` with the spaces `d` back along a heading from it by plain steps (the spaces of `m`, where such a
 *  straight line of plain steps starts). `out` may be `x`. */
@inline function farBack(out: usize, x: usize, d: i32, m: usize): void {
  const up = d > 0;
  for (let k = 0; k < W; k++) {
    const i = up ? k : W - 1 - k;
    const o = <usize>i << 3;
    store<u64>(out + o, load<u64>(x + o) | (shiftedBy(x, i, d) & load<u64>(m + o)));
  }
}

@inline function setBit(plane: usize, c: i32): void {
  const at = plane + (<usize>(c >> 6) << 3);
  store<u64>(at, load<u64>(at) | (<u64>1 << <u64>(c & 63)));
}

@inline function hasBit(plane: usize, c: i32): bool {
  return ((load<u64>(plane + (<usize>(c >> 6) << 3)) >> <u64>(c & 63)) & 1) != 0;
}

/** The search. `edges`: lake spaces * 6; the others are byte offsets of the search's tables in this memory
 *  (chart-search.ts SearchTables, filled by plan.ts solve): plain (u8 per step), before (u8 per step and layer),
 *  finishing (u8 per step), back (i16 per step), value (u16 per state, UNREACHABLE where not yet valued); `reached` is
 *  the JavaScript walk's alone, and `queue` (4 bytes a state) is this search's scratch: its planes and step table.
 *
 *  A state (layer p, space c, heading h) is valued at level L + 1 when it is not yet valued and a run from it (turn to
 *  h - 1, h or h + 1, then 1..MAX_RUN steps) lands on a state of level L; at level 1, when a run takes a step that
 *  finishes. So per heading and layer: the runs that land on level L's states, or (level 1) whose last step is one
 *  that finishes, as planes; then the level's states from the runs either side. */
export function search(edges: i32, plain: usize, before: usize, finishing: usize, back: usize, value: usize, reached: usize, queue: usize): void {
  const cells = edges / 6;
  if (cells > W * 64) unreachable();
  // the scratch. Per heading: the plain steps back by kind (distance, and the spaces each is taken from), two and four
  // steps back, the spaces a crossing step leads to (the step is the way back into them), and each plain step's next
  // space.
  // Per layer and heading: the states valued so far, those of the last level, and the runs of this one. Per layer:
  // what the runs of a heading reach by plain steps (a crossing step from there may start a longer run)
  // (every plane's words at a multiple of PLANE past here, its guards of zeros between)
  let at = queue + GUARD;
  const maskA = at;
  at += 6 * PLANE;
  const maskB = at;
  at += 6 * PLANE;
  const two = at;
  at += 6 * PLANE;
  const four = at;
  at += 6 * PLANE;
  const crossTo = at;
  at += 6 * PLANE;
  const valued = at;
  at += <usize>(PROGRESS * 6) * PLANE;
  const front = at;
  at += <usize>(PROGRESS * 6) * PLANE;
  const runs = at;
  at += <usize>(PROGRESS * 6) * PLANE;
  const near = at;
  at += <usize>PROGRESS * PLANE;
  const deltaA = at;
  at += 32;
  const deltaB = at;
  at += 32;
  const ahead = at;
  at += <usize>edges << 1;
  memory.fill(queue, 0, at - queue);

  // the steps, read from the way back: the step e into space n along h comes from space e / 6
  for (let h = 0; h < 6; h++) {
    for (let n = 0; n < cells; n++) {
      const e = <i32>load<i16>(back + (<usize>(n * 6 + h) << 1));
      if (e < 0) continue;
      const c = e / 6;
      if (load<u8>(plain + <usize>e)) {
        store<i16>(ahead + (<usize>e << 1), <i16>n);
        const d = n - c;
        const da = load<i32>(deltaA + (<usize>h << 2));
        if (da == 0 || da == d) {
          store<i32>(deltaA + (<usize>h << 2), d);
          setBit(maskA + <usize>h * PLANE, c);
        } else {
          store<i32>(deltaB + (<usize>h << 2), d);
          setBit(maskB + <usize>h * PLANE, c);
        }
      } else setBit(crossTo + <usize>h * PLANE, n);
    }
    // two plain steps along a heading cross two rows of different parity (or none): one distance, whatever the row
    const da = load<i32>(deltaA + (<usize>h << 2));
    const db = load<i32>(deltaB + (<usize>h << 2));
    const d2 = db != 0 ? da + db : 2 * da;
    const ma = maskA + <usize>h * PLANE;
    const mb = maskB + <usize>h * PLANE;
    const t2 = two + <usize>h * PLANE;
    const t4 = four + <usize>h * PLANE;
    // where two plain steps start: a plain step to where one starts; four: two to where two start
    for (let i = 0; i < W; i++) {
      const o = <usize>i << 3;
      const one = load<u64>(ma + o) | load<u64>(mb + o);
      let w = shiftedBy(ma, i, da) | shiftedBy(mb, i, da);
      if (db != 0) w = (w & load<u64>(ma + o)) | ((shiftedBy(ma, i, db) | shiftedBy(mb, i, db)) & load<u64>(mb + o));
      else w &= one;
      store<u64>(t2 + o, w);
    }
    for (let i = 0; i < W; i++) {
      const o = <usize>i << 3;
      store<u64>(t4 + o, load<u64>(t2 + o) & shiftedBy(t2, i, d2));
    }
  }

  // level 1 starts from the spaces whose step finishes, in the layers it finishes from: runs of one step already
  for (let c = 0; c < cells; c++)
    for (let h = 0; h < 6; h++)
      for (let m = <i32>load<u8>(finishing + <usize>(c * 6 + h)); m != 0; m &= m - 1) setBit(front + <usize>(ctz(m) * 6 + h) * PLANE, c);

  for (let level = 1; ; level++) {
    // the steps a level-1 run takes before its landing: its finishing step
    const taken = level == 1 ? 1 : 0;
    for (let h = 0; h < 6; h++) {
      const da = load<i32>(deltaA + (<usize>h << 2));
      const db = load<i32>(deltaB + (<usize>h << 2));
      const d2 = db != 0 ? da + db : 2 * da;
      const ma = maskA + <usize>h * PLANE;
      const mb = maskB + <usize>h * PLANE;
      const t2 = two + <usize>h * PLANE;
      const t4 = four + <usize>h * PLANE;
      const to = crossTo + <usize>h * PLANE;
      let live = 0;
      let toCross: u64 = 0;
      for (let p = 0; p < PROGRESS; p++) {
        const y = front + <usize>(p * 6 + h) * PLANE;
        const r = runs + <usize>(p * 6 + h) * PLANE;
        const s = near + <usize>p * PLANE;
        let any: u64 = 0;
        for (let i = 0; i < W; i++) any |= load<u64>(y + (<usize>i << 3));
        if (any == 0) {
          memory.fill(r, 0, <usize>W << 3);
          continue;
        }
        live |= 1 << p;
        // by doubling: 1, 1..2, 1..4, 1..8 steps back by plain steps
        oneBack(s, y, false, da, ma, db, mb);
        oneBack(s, s, true, da, ma, db, mb);
        farBack(s, s, d2, t2);
        farBack(s, s, 2 * d2, t4);
        // the runs: 1..9 steps back (level 1: the finishing spaces and 1..8 back from them)
        if (taken == 0) oneBack(r, s, true, da, ma, db, mb);
        else {
          for (let i = 0; i < W; i++) {
            const o = <usize>i << 3;
            store<u64>(r + o, load<u64>(y + o) | load<u64>(s + o));
          }
        }
        // and the spaces 0..8 back, where a crossing step may lead in
        for (let i = 0; i < W; i++) {
          const o = <usize>i << 3;
          const w = load<u64>(s + o) | load<u64>(y + o);
          store<u64>(s + o, w);
          toCross |= w & load<u64>(to + o);
        }
      }
      if (toCross == 0) continue;
      // runs through a step that crosses a ray or the finish: for the last such step of a run, the plain steps after
      // it to the landing, then the run walked back from it as the JavaScript walk does (layers change on the way)
      for (let m = live; m != 0; m &= m - 1) {
        const q = ctz(m);
        const y = front + <usize>(q * 6 + h) * PLANE;
        const s = near + <usize>q * PLANE;
        for (let i = 0; i < W; i++) {
          for (let hits = load<u64>(s + (<usize>i << 3)) & load<u64>(to + (<usize>i << 3)); hits != 0; hits &= hits - 1) {
            const n = i * 64 + <i32>ctz(hits);
            // the fewest plain steps from n to a landing in layer q, within what the run may still take
            let from = 0;
            let cell = n;
            while (!hasBit(y, cell)) {
              const ne = cell * 6 + h;
              if (from + 2 + taken > MAX_RUN || !load<u8>(plain + <usize>ne)) {
                from = -1;
                break;
              }
              cell = <i32>load<i16>(ahead + (<usize>ne << 1));
              from++;
            }
            if (from < 0) continue;
            // the runs that take the crossing step into n then: from its space, and back from there
            const e = <i32>load<i16>(back + (<usize>(n * 6 + h) << 1));
            let layers = <i32>load<u8>(before + <usize>(e * PROGRESS + q));
            let c = e / 6;
            for (let d = from + 1 + taken; layers != 0; d++) {
              for (let l = layers; l != 0; l &= l - 1) setBit(runs + <usize>(ctz(l) * 6 + h) * PLANE, c);
              if (d >= MAX_RUN) break;
              const pe = <i32>load<i16>(back + (<usize>(c * 6 + h) << 1));
              if (pe < 0) break;
              if (!load<u8>(plain + <usize>pe)) {
                let into = 0;
                for (let l = layers; l != 0; l &= l - 1) into |= <i32>load<u8>(before + <usize>(pe * PROGRESS + ctz(l)));
                layers = into;
              }
              c = pe / 6;
            }
          }
        }
      }
    }
    // the level's states: not valued before, and a run of this level on their heading or a turn either side
    let found = false;
    for (let p = 0; p < PROGRESS; p++) {
      for (let h = 0; h < 6; h++) {
        const rl = runs + <usize>(p * 6 + (h == 0 ? 5 : h - 1)) * PLANE;
        const rh = runs + <usize>(p * 6 + h) * PLANE;
        const rr = runs + <usize>(p * 6 + (h == 5 ? 0 : h + 1)) * PLANE;
        const done = valued + <usize>(p * 6 + h) * PLANE;
        const now = front + <usize>(p * 6 + h) * PLANE;
        for (let i = 0; i < W; i++) {
          const o = <usize>i << 3;
          const old = load<u64>(done + o);
          let fresh = (load<u64>(rl + o) | load<u64>(rh + o) | load<u64>(rr + o)) & ~old;
          store<u64>(now + o, fresh);
          if (fresh == 0) continue;
          found = true;
          store<u64>(done + o, old | fresh);
          const first = (p * cells + i * 64) * 6 + h;
          for (; fresh != 0; fresh &= fresh - 1) store<u16>(value + (<usize>(first + <i32>ctz(fresh) * 6) << 1), <u16>level);
        }
      }
    }
    if (!found) break;
  }
}

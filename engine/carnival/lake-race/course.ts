// "Building a Course": buoys 0-3 on the course's four spots, the start/finish tile by buoy 0, the finish buoy at
// its other end, the arrows of buoys 1-3 and the start and finish directions. All derived from the buoy order.
import { DIRECTIONS, center, step, type Hex } from './hex';
import { LAKE_COLS, LAKE_ROWS, cellAt, cellHex, cellIndex, type CourseLetter, type LakeMap } from './lake';

export interface Vec {
  x: number;
  y: number;
}

/** A buoy to round: rounding means the boat's path crosses `ray` (from the buoy outward) in `sense`. */
export interface RoundingBuoy {
  hex: Hex;
  at: Vec;
  /** unit vector of the ray, pointing away from the turn the course makes at this buoy */
  ray: Vec;
  /** +1: crossing from the ray's negative side to its positive side (cross(ray, p - buoy) grows) */
  sense: 1 | -1;
  /** the arrow printed on the buoy: keep the buoy on your left or on your right while rounding */
  keep: 'left' | 'right';
}

export interface Course {
  letter: CourseLetter;
  /** buoys 0..3 in order, then the finish buoy */
  buoy0: Hex;
  finishBuoy: Hex;
  rounding: RoundingBuoy[];
  /** the start/finish tile: three water hexes between buoy 0 and the finish buoy */
  tile: Hex[];
  /** unit normal of the start/finish line pointing the way boats start (towards buoy 1) */
  startNormal: Vec;
  /** unit normal pointing the way boats finish (away from buoy 3's side) */
  finishNormal: Vec;
  /** hexes on or behind the start tile where boats may be placed, front first */
  startZone: Hex[];
}

export const TILE_LENGTH = 3;

const sub = (a: Vec, b: Vec): Vec => ({ x: a.x - b.x, y: a.y - b.y });
const dot = (a: Vec, b: Vec) => a.x * b.x + a.y * b.y;
export const cross = (a: Vec, b: Vec) => a.x * b.y - a.y * b.x;
const norm = (a: Vec): Vec => {
  const l = Math.hypot(a.x, a.y);
  return { x: a.x / l, y: a.y / l };
};

/** The spots of a course's letter, in the lake's order. */
export function courseSpots(map: LakeMap, letter: CourseLetter): number[] {
  const out: number[] = [];
  map.spots.forEach((s, i) => s.letter === letter && out.push(i));
  if (out.length !== 4) throw new Error(`the lake must have 4 ${letter}-spots, has ${out.length}`);
  return out;
}

/** Building a Course: `order` holds the spot index for buoys 0, 1, 2, 3. */
export function buildCourse(map: LakeMap, letter: CourseLetter, order: readonly number[]): Course {
  // the lists here are pushed, not mapped: a map inlined into optimised code hands back a holey array and the builtin a
  // packed one, so every few hundred races buildCourse met the other kind and was deoptimised and compiled again in
  // each of the advisor's workers ("wrong map")
  const spots: LakeMap['spots'][number][] = [];
  for (let i = 0; i < order.length; i++) spots.push(map.spots[order[i]]);
  const buoy0 = spots[0].hex;
  // "Place the start/finish tile at the side where you see the character under the start (0) buoy."
  const tile: Hex[] = [];
  for (let n = 1; n <= 3; n++) tile.push(step(buoy0, spots[0].gate, n));
  // "Place the finish buoy at the other end of the start/finish tile."
  const finishBuoy = step(buoy0, spots[0].gate, TILE_LENGTH + 1);
  const c0 = center(buoy0);
  const c1 = center(finishBuoy);
  const mid = { x: (c0.x + c1.x) / 2, y: (c0.y + c1.y) / 2 };
  const along = norm(sub(c1, c0));
  const perp = { x: -along.y, y: along.x };
  const b: Vec[] = [];
  for (let i = 1; i < spots.length; i++) b.push(center(spots[i].hex));
  // "Choose the easiest start and finish directions": start towards buoy 1, finish coming from buoy 3's side.
  const startSign = dot(sub(b[0], c0), perp) >= 0 ? 1 : -1;
  const startNormal = { x: perp.x * startSign, y: perp.y * startSign };
  const side3 = dot(sub(b[2], c0), perp);
  const finishSign = side3 === 0 ? startSign : side3 > 0 ? -1 : 1;
  const finishNormal = { x: perp.x * finishSign, y: perp.y * finishSign };
  // open water for the whole course (not land, not one of its buoys), worked out once, not once per candidate ray
  const water = new Uint8Array(LAKE_COLS * LAKE_ROWS);
  for (let c = 0; c < water.length; c++) water[c] = map.land[c] ? 0 : 1;
  for (let i = 0; i <= spots.length; i++) {
    const c = cellIndex(i < spots.length ? spots[i].hex : finishBuoy);
    if (c >= 0) water[c] = 0;
  }
  // written out rather than mapped (map's array is now and then holey: a second hidden class to every reader), and
  // without a closure per buoy: each candidate ray's openness is counted on `water` directly
  const rounding = [
    roundingBuoy(spots[1].hex, mid, b[1], water),
    roundingBuoy(spots[2].hex, b[0], b[2], water),
    roundingBuoy(spots[3].hex, b[1], mid, water),
  ];
  const course: Course = { letter, buoy0, finishBuoy, rounding, tile, startNormal, finishNormal, startZone: [] };
  course.startZone = startZone(map, course);
  return course;
}

/** "Place these arrows so that boats don't have to turn a complete circle around one buoy": the ray points out of
 *  the turn the course makes at the buoy (away from both the previous and the next mark), and the arrow's sense is the
 *  way round from the previous mark's side to the next mark's side that crosses that ray. Where the outward bisector
 *  runs straight into the quay with no water to pass through, the ray swings towards open water, staying inside that
 *  arc, so rounding stays possible and still needs no full circle. */
export function roundingBuoy(hex: Hex, prev: Vec, next: Vec, water: Uint8Array | null = null): RoundingBuoy {
  const at = center(hex);
  const a = norm(sub(prev, at));
  const n = norm(sub(next, at));
  let bis = { x: -(a.x + n.x), y: -(a.y + n.y) };
  if (Math.hypot(bis.x, bis.y) < 1e-9) bis = { x: -a.y, y: a.x };
  bis = norm(bis);
  const sense: 1 | -1 = cross(bis, n) >= 0 ? 1 : -1;
  const keep = sense < 0 ? 'left' : 'right';
  // no water given: every ray counts as open, and the bisector stands
  if (!water) return { hex, at, ray: bis, sense, keep };
  // the arc from the previous mark's direction round (in `sense`) to the next mark's direction; the bisector is its middle
  const arc = sweep(a, n, sense) || 2 * Math.PI; // a hairpin: the way round is a whole U-turn
  const base = Math.atan2(bis.y, bis.x);
  // the best ray as numbers: the candidates are counted without a ray object each (about 40 a course)
  let bestX = bis.x;
  let bestY = bis.y;
  let bestOpen = crossingsOf(at.x, at.y, bis.x, bis.y, sense, water);
  for (let k = 1; bestOpen < MIN_OPEN && k <= 12; k++) {
    for (let sign = 1; sign >= -1; sign -= 2) {
      const off = sign * k * (Math.PI / 36);
      if (Math.abs(off) > arc / 2 - Math.PI / 18) continue;
      const rx = Math.cos(base + off);
      const ry = Math.sin(base + off);
      const open = crossingsOf(at.x, at.y, rx, ry, sense, water);
      if (open > bestOpen) {
        bestX = rx;
        bestY = ry;
        bestOpen = open;
      }
    }
  }
  return { hex, at, ray: bestX === bis.x && bestY === bis.y ? bis : { x: bestX, y: bestY }, sense, keep };
}

/** Water-to-water steps that cross a ray needed before it counts as open. */
export const MIN_OPEN = 6;

/** The angle swept turning from direction `from` to direction `to` in `sense` (+1: the way cross() grows), in [0, 2pi). */
export function sweep(from: Vec, to: Vec, sense: 1 | -1): number {
  const d = sense * (Math.atan2(to.y, to.x) - Math.atan2(from.y, from.x));
  return ((d % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
}

/** Rounding a buoy: the signed crossing of one straight step a->b over the buoy's ray (+1 in the arrow's sense,
 *  -1 against it, 0 none). Points on the ray's line count as its positive side, so chained steps never double-count. */
export function rayCrossing(buoy: RoundingBuoy, a: Hex, b: Hex): -1 | 0 | 1 {
  const pa = sub(center(a), buoy.at);
  const pb = sub(center(b), buoy.at);
  const sa = cross(buoy.ray, pa);
  const sb = cross(buoy.ray, pb);
  const ca = sa >= -1e-9;
  const cb = sb >= -1e-9;
  if (ca === cb) return 0;
  const t = sa / (sa - sb);
  const x = { x: pa.x + (pb.x - pa.x) * t, y: pa.y + (pb.y - pa.y) * t };
  if (dot(x, buoy.ray) <= 0) return 0;
  const raw = cb ? 1 : -1;
  return (raw * buoy.sense) as -1 | 1;
}

/** "To complete a course you must reach or pass the finish tile": the step a->b crosses (or lands on) the line
 *  between buoy 0 and the finish buoy, between them, in the finish direction. */
export function crossesFinish(course: Course, a: Hex, b: Hex): boolean {
  const c0 = center(course.buoy0);
  const c1 = center(course.finishBuoy);
  const sa = dot(sub(center(a), c0), course.finishNormal);
  const sb = dot(sub(center(b), c0), course.finishNormal);
  if (!(sa < -1e-9 && sb >= -1e-9)) return false;
  const t = sa / (sa - sb);
  const pa = center(a);
  const pb = center(b);
  const x = { x: pa.x + (pb.x - pa.x) * t - c0.x, y: pa.y + (pb.y - pa.y) * t - c0.y };
  const along = sub(c1, c0);
  const u = dot(x, along) / dot(along, along);
  return u > 0 && u < 1;
}

/** Progress through a course: `stage` buoys rounded (4 = finished); `debt` wrong-way crossings of the next buoy's
 *  ray still to undo (crossing it backwards and then forwards again is not a rounding). */
export interface Progress {
  stage: number;
  debt: number;
}

/** Buoys are rounded in order 1, 2, 3, then the finish is reached or passed. */
export function advanceProgress(course: Course, p: Progress, a: Hex, b: Hex): Progress {
  let { stage, debt } = p;
  for (;;) {
    if (stage >= 4) return { stage, debt };
    if (stage === 3) return crossesFinish(course, a, b) ? { stage: 4, debt: 0 } : { stage, debt };
    const s = rayCrossing(course.rounding[stage], a, b);
    if (s === 0) return { stage, debt };
    if (s < 0) return { stage, debt: debt + 1 };
    if (debt > 0) return { stage, debt: debt - 1 };
    stage += 1;
    debt = 0;
  }
}

/** advanceProgress for a step between two lake spaces by index, changing `p` in place: the same rules on the same
 *  arithmetic (rayCrossingCells, crossesFinishCells), without points or a progress object per step (every move
 *  of every boat walks its path through this). */
export function advanceProgressCells(course: Course, p: Progress, a: number, b: number): void {
  for (;;) {
    if (p.stage >= 4) return;
    if (p.stage === 3) {
      if (crossesFinishCells(course, a, b)) {
        p.stage = 4;
        p.debt = 0;
      }
      return;
    }
    const s = rayCrossingCells(course.rounding[p.stage], a, b);
    if (s === 0) return;
    if (s < 0) {
      p.debt += 1;
      return;
    }
    if (p.debt > 0) {
      p.debt -= 1;
      return;
    }
    p.stage += 1;
    p.debt = 0;
  }
}

/** Buoys are obstacles: a boat crashing into one stops in front of it. */
export function buoyHexes(course: Course): Hex[] {
  return [course.buoy0, ...course.rounding.map((b) => b.hex), course.finishBuoy];
}

export function isBlocked(map: LakeMap, course: Course, h: Hex): boolean {
  const i = cellIndex(h);
  if (i < 0) return true;
  return blockedCells(map, course)[i] === 1;
}

/** 1 for each lake space that is land or holds a buoy, derived once per course (courses are never changed once built). */
export function blockedCells(map: LakeMap, course: Course): Uint8Array {
  // the course asked for last (every heading of every move asks), checked before the WeakMap's look-up
  const last = lastBlocked;
  if (last !== null && last.course === course && last.map === map) return last.cells;
  let table = blockedCache.get(course);
  if (!table || table.map !== map) {
    const cells = new Uint8Array(map.land);
    for (const b of buoyHexes(course)) {
      const k = cellIndex(b);
      if (k >= 0) cells[k] = 1;
    }
    table = { map, cells };
    blockedCache.set(course, table);
  }
  lastBlocked = { course, map, cells: table.cells };
  return table.cells;
}
let lastBlocked: { course: Course; map: LakeMap; cells: Uint8Array } | null = null;
/** land or buoy per lake space, derived once per course (courses are never changed once built) */
const blockedCache = new WeakMap<Course, { map: LakeMap; cells: Uint8Array }>();

/** crossesFinish for a step between two lake spaces by index: the same arithmetic, on the spaces' stored centres. */
export function crossesFinishCells(course: Course, a: number, b: number): boolean {
  const { x, y } = cellCentres();
  const c0 = center(course.buoy0);
  const nx = course.finishNormal.x;
  const ny = course.finishNormal.y;
  const sa = (x[a] - c0.x) * nx + (y[a] - c0.y) * ny;
  const sb = (x[b] - c0.x) * nx + (y[b] - c0.y) * ny;
  if (!(sa < -1e-9 && sb >= -1e-9)) return false;
  const c1 = center(course.finishBuoy);
  const t = sa / (sa - sb);
  const ix = x[a] + (x[b] - x[a]) * t - c0.x;
  const iy = y[a] + (y[b] - y[a]) * t - c0.y;
  const ax = c1.x - c0.x;
  const ay = c1.y - c0.y;
  const u = (ix * ax + iy * ay) / (ax * ax + ay * ay);
  return u > 0 && u < 1;
}

/** Choosing Start Positions: "on or behind the start tile", within two hexes of it, front first. */
function startZone(map: LakeMap, course: Course): Hex[] {
  const c0 = center(course.buoy0);
  const c1 = center(course.finishBuoy);
  const along = sub(c1, c0);
  // per space, read by index: land or buoy, and already in the zone (the tile's spaces overlap within two hexes)
  const blocked = blockedCells(map, course);
  const inZone = new Uint8Array(LAKE_COLS * LAKE_ROWS);
  /** d: how far behind the start line; a: how far along it from buoy 0 (the tie-break), each worked out once */
  const out: { h: Hex; d: number; a: number }[] = [];
  // each space's centre read from the table (the same numbers center() gives), and a hex made only for a space kept:
  // a campaign builds a course once a race, too seldom for V8 to optimise this, so the fewer steps the better
  const { x, y } = cellCentres();
  const nx = course.startNormal.x;
  const ny = course.startNormal.y;
  const length2 = dot(along, along);
  for (const t of course.tile) {
    for (let dq = -2; dq <= 2; dq++)
      for (let dr = -2; dr <= 2; dr++) {
        // hexDistance from the tile's space, within two
        if ((Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2 > 2) continue;
        const c = cellAt(t.q + dq, t.r + dr);
        if (c < 0 || inZone[c] || blocked[c] === 1) continue;
        const px = x[c] - c0.x;
        const py = y[c] - c0.y;
        const side = px * nx + py * ny;
        const a = px * along.x + py * along.y;
        const u = a / length2;
        if (side > 1e-9 || u <= 0 || u >= 1) continue;
        inZone[c] = 1;
        out.push({ h: { q: t.q + dq, r: t.r + dr }, d: -side, a });
      }
  }
  out.sort((x, y) => x.d - y.d || x.a - y.a);
  // pushed rather than mapped (map's array is now and then holey: a second hidden class to every reader)
  const zone: Hex[] = [];
  for (const o of out) zone.push(o.h);
  return zone;
}

/** Each lake space's neighbour along each heading (cell * 6 + heading), -1 off the lake: pure grid geometry, built
 *  once, so openCrossings can walk steps by index instead of making a hex per step. */
let neighbours: Int16Array | null = null;
export function neighbourTable(): Int16Array {
  if (neighbours) return neighbours;
  const cells = LAKE_COLS * LAKE_ROWS;
  const t = new Int16Array(cells * 6);
  for (let c = 0; c < cells; c++) for (let d = 0; d < 6; d++) t[c * 6 + d] = cellIndex(step(cellHex(c), d));
  neighbours = t;
  return t;
}

/** Per lake space, the spaces at axial offsets (-1..1, -1..1) from it (nine, dq then dr, -1 off the lake): the spaces
 *  openCrossings looks at around each point of a ray, read rather than worked out point by point. */
let boxes: Int16Array | null = null;
function boxTable(): Int16Array {
  if (boxes) return boxes;
  const cells = LAKE_COLS * LAKE_ROWS;
  const t = new Int16Array(cells * 9);
  for (let c = 0; c < cells; c++) {
    const h = cellHex(c);
    for (let k = 0; k < 9; k++) t[c * 9 + k] = cellAt(h.q + ((k / 3) | 0) - 1, h.r + (k % 3) - 1);
  }
  boxes = t;
  return t;
}

/** Each lake space's centre (as center() gives it), so crossings can be worked out without making points. */
let centres: { x: Float64Array; y: Float64Array } | null = null;
export function cellCentres(): { x: Float64Array; y: Float64Array } {
  if (centres) return centres;
  const cells = LAKE_COLS * LAKE_ROWS;
  const x = new Float64Array(cells);
  const y = new Float64Array(cells);
  for (let c = 0; c < cells; c++) {
    const p = center(cellHex(c));
    x[c] = p.x;
    y[c] = p.y;
  }
  centres = { x, y };
  return centres;
}

/** rayCrossing for a step between two lake spaces by index: the same arithmetic, on the spaces' stored centres. */
export function rayCrossingCells(buoy: RoundingBuoy, a: number, b: number): -1 | 0 | 1 {
  const { x, y } = cellCentres();
  const pax = x[a] - buoy.at.x;
  const pay = y[a] - buoy.at.y;
  const pbx = x[b] - buoy.at.x;
  const pby = y[b] - buoy.at.y;
  const rx = buoy.ray.x;
  const ry = buoy.ray.y;
  const sa = rx * pay - ry * pax;
  const sb = rx * pby - ry * pbx;
  const ca = sa >= -1e-9;
  const cb = sb >= -1e-9;
  if (ca === cb) return 0;
  const t = sa / (sa - sb);
  const ix = pax + (pbx - pax) * t;
  const iy = pay + (pby - pay) * t;
  if (ix * rx + iy * ry <= 0) return 0;
  const raw = cb ? 1 : -1;
  return (raw * buoy.sense) as -1 | 1;
}

/** Per lake space, its sides of the course's three rays and of the finish line, packed in one number: bit k (k = 0..2)
 *  when it lies on buoy k's ray's positive side (rayCrossingCells' `sa >= -1e-9`), 8 when it lies behind the finish
 *  line (crossesFinishCells' `sa < -1e-9`), the same arithmetic: a step can cross a ray or the finish only between
 *  spaces on different sides, so only those steps need the crossing sums (plan.ts fillEdgeTables). One pass over the
 *  spaces, where there were four (issue 27, slice LAKE3). */
export function packedSides(course: Course, out: Uint8Array): Uint8Array {
  const { x, y } = cellCentres();
  const [b0, b1, b2] = course.rounding;
  const a0x = b0.at.x, a0y = b0.at.y, r0x = b0.ray.x, r0y = b0.ray.y;
  const a1x = b1.at.x, a1y = b1.at.y, r1x = b1.ray.x, r1y = b1.ray.y;
  const a2x = b2.at.x, a2y = b2.at.y, r2x = b2.ray.x, r2y = b2.ray.y;
  const c0 = center(course.buoy0);
  const nx = course.finishNormal.x;
  const ny = course.finishNormal.y;
  for (let a = 0; a < out.length; a++) {
    const xa = x[a];
    const ya = y[a];
    const s0 = r0x * (ya - a0y) - r0y * (xa - a0x) >= -1e-9 ? 1 : 0;
    const s1 = r1x * (ya - a1y) - r1y * (xa - a1x) >= -1e-9 ? 2 : 0;
    const s2 = r2x * (ya - a2y) - r2y * (xa - a2x) >= -1e-9 ? 4 : 0;
    const behind = (xa - c0.x) * nx + (ya - c0.y) * ny < -1e-9 ? 8 : 0;
    out[a] = s0 | s1 | s2 | behind;
  }
  return out;
}

const SQRT3 = Math.sqrt(3);
/** The offset between the centres of a space and its neighbour along each heading (hex.ts center, DIRECTIONS). */
const STEP_DX = DIRECTIONS.map((d) => SQRT3 * (d.q + d.r / 2));
const STEP_DY = DIRECTIONS.map((d) => 1.5 * d.r);
/** Beyond this distance from a ray's line a space and all six of its neighbours (centres sqrt 3 apart) lie on the
 *  same side of it, with room for rounding in the sums. */
const NEAR_LINE = SQRT3 + 1e-6;

/** Scratch for openCrossings: a stamp per lake space, bumped per call instead of clearing. */
let seenStamp = new Uint32Array(0);
let stamp = 0;

/** How many water-to-water steps cross the buoy's ray (either way): zero means the buoy could never be rounded.
 *  A step is counted once by (cell, heading); `water` is 1 for each lake space a boat may enter. */
export function openCrossings(rb: RoundingBuoy, water: Uint8Array): number {
  return crossingsOf(rb.at.x, rb.at.y, rb.ray.x, rb.ray.y, rb.sense, water);
}

/** openCrossings of the ray from (ax, ay) along (rx, ry) rounded in `sense`. */
function crossingsOf(ax: number, ay: number, rx: number, ry: number, sense: 1 | -1, water: Uint8Array): number {
  const next = neighbourTable();
  const cells = LAKE_COLS * LAKE_ROWS;
  if (seenStamp.length !== cells) seenStamp = new Uint32Array(cells);
  if (++stamp === 0xffffffff) {
    seenStamp.fill(0);
    stamp = 1;
  }
  const seen = seenStamp;
  const now = stamp;
  const { x, y } = cellCentres();
  const box = boxTable();
  let count = 0;
  // the headings whose step moves a space's centre away from the ray's line by more than rounding could undo (the
  // step's offset across the line, `rx * dy - ry * dx`, beyond 1e-6): from a space on the line's positive side such a
  // step stays on it, from one on the negative side a step the other way stays there, so neither crosses and neither
  // is looked at (about half of the steps; the count is the same, issue 27, slice LAKE3)
  let awayPositive = 0;
  let awayNegative = 0;
  for (let dir = 0; dir < 6; dir++) {
    const off = rx * STEP_DY[dir] - ry * STEP_DX[dir];
    if (off > 1e-6) awayPositive |= 1 << dir;
    else if (off < -1e-6) awayNegative |= 1 << dir;
  }
  // walk outward along the ray and look at the steps from each space around each point it passes; a space looked at
  // once has had every step from it counted, so looking again (the points are closer together than the spaces) adds
  // nothing and is skipped
  let lastQ = NaN;
  let lastR = NaN;
  for (let d = 0.5; d < 40; d += 0.5) {
    const px = ax + rx * d;
    const py = ay + ry * d;
    const r = Math.round(py / 1.5);
    const q = Math.round(px / SQRT3 - r / 2);
    const here = cellAt(q, r);
    if (here < 0 && d > 3) break;
    // the same space as the point before: every space around it has been looked at
    if (q === lastQ && r === lastR) continue;
    lastQ = q;
    lastR = r;
    // the spaces around it from the table (a point off the lake, near the buoy, works them out)
    for (let k = 0; k < 9; k++) {
      const c = here >= 0 ? box[here * 9 + k] : cellAt(q + ((k / 3) | 0) - 1, r + (k % 3) - 1);
      if (c < 0 || !water[c] || seen[c] === now) continue;
      seen[c] = now;
      const pax = x[c] - ax;
      const pay = y[c] - ay;
      const sa = rx * pay - ry * pax;
      // a space further than a step (sqrt 3) from the ray's line has every neighbour on its own side: no step from it
      // crosses, so its six steps need no look (most spaces around the ray's points; the count is the same)
      if (sa > NEAR_LINE || sa < -NEAR_LINE) continue;
      const away = sa >= -1e-9 ? awayPositive : awayNegative;
      for (let dir = 0; dir < 6; dir++) {
        if (away & (1 << dir)) continue;
        const m = next[c * 6 + dir];
        if (m < 0 || !water[m]) continue;
        // rayCrossingCells(rb, c, m) > 0: the same arithmetic, so the same count. Each side is worked out where it is
        // needed: a sum of four numbers costs less than keeping it per space for the call (issue 27, fifth pass)
        const pbx = x[m] - ax;
        const pby = y[m] - ay;
        const sb = rx * pby - ry * pbx;
        const ca = sa >= -1e-9;
        const cb = sb >= -1e-9;
        if (ca !== cb) {
          const t = sa / (sa - sb);
          const ix = pax + (pbx - pax) * t;
          const iy = pay + (pby - pay) * t;
          if (ix * rx + iy * ry > 0 && (cb ? 1 : -1) * sense > 0) count++;
        }
        if (count >= MIN_OPEN) return count;
      }
    }
  }
  return count;
}

// "Second: Turning your Speedboat" and "Third: Moving", with "Damage" and "Passing Boats".
import { DIRECTIONS, step, turn, type Hex } from './hex';
import { advanceProgressCells, blockedCells, type Course, type Progress } from './course';
import { cellAt, cellIndex, type LakeMap } from './lake';

/** Four or more damage counters sink the boat for this race. */
export const SINK_AT = 4;

export interface HeadingOption {
  /** -1 right, 0 straight on, +1 left */
  turn: -1 | 0 | 1;
  heading: number;
  /** water hexes straight ahead before land, a buoy or the quay, up to the speed */
  water: number;
  /** whether the rules let the boat take this heading now */
  allowed: boolean;
  /** the hexes the boat passes, in order, ending where it stops */
  path: Hex[];
  end: Hex;
  /** damage counters a crash on this heading costs (0 if none) */
  damage: number;
}

/** How far a boat can go straight before land or a buoy, up to `speed`. */
export function waterAhead(map: LakeMap, course: Course, from: Hex, heading: number, speed: number): number {
  // isBlocked on each space ahead, reading the course's blocked table once and making no hexes
  const blocked = blockedCells(map, course);
  const d = DIRECTIONS[heading];
  let n = 0;
  while (n < speed) {
    const c = cellAt(from.q + d.q * (n + 1), from.r + d.r * (n + 1));
    if (c < 0 || blocked[c] === 1) break;
    n++;
  }
  return n;
}

/** What the rules ask of a heading, for the check and the move: a HeadingOption without its spaces, which only the
 *  move taken needs (runPath), and how many spaces the boat goes before it stops. Every boat's every move asks for
 *  these, and a list of spaces per heading was most of the work. */
export type HeadingReach = Omit<HeadingOption, 'path' | 'end'> & { travelled: number };

/** Turning: "You must choose a direction where you can move by the total"; if all three crash, "you must take the
 *  direction with the longest straight path through water"; ties are the player's choice. Speed 0 only turns. */
export function headingReaches(
  map: LakeMap,
  course: Course,
  from: Hex,
  heading: number,
  speed: number,
  occupied: readonly Hex[],
): HeadingReach[] {
  // loops rather than map/filter/some: every boat's every move asks for these
  const opts: HeadingReach[] = [];
  let longest = 0;
  for (let i = 0; i < 3; i++) {
    const o = headingReach(map, course, from, heading, (i - 1) as -1 | 0 | 1, speed, occupied);
    opts.push(o);
    if (o.water > longest) longest = o.water;
  }
  // the headings that go all the way when any can (water never exceeds the speed), else those with the longest water
  for (const o of opts) o.allowed = o.water === longest;
  return opts;
}

/** One heading of headingReaches (the turn `t` from `heading`), its `allowed` left false for the caller to judge among
 *  the three: a crew's planned steer, chosen among the allowed ones already, asks for the one it takes alone. */
export function headingReach(
  map: LakeMap,
  course: Course,
  from: Hex,
  heading: number,
  t: -1 | 0 | 1,
  speed: number,
  occupied: readonly Hex[],
): HeadingReach {
  const h = turn(heading, t);
  const water = waterAhead(map, course, from, h, speed);
  return { turn: t, heading: h, water, allowed: false, travelled: freeRun(from, h, water, occupied), damage: speed - water };
}

/** Passing Boats: pass through other boats but never end on one; stay on the last free space reached. How many of
 *  the first `water` spaces along a heading the boat goes (worked out without making the spaces). */
function freeRun(from: Hex, heading: number, water: number, occupied: readonly Hex[]): number {
  const d = DIRECTIONS[heading];
  for (let n = water; n >= 1; n--) {
    const q = from.q + d.q * n;
    const r = from.r + d.r * n;
    let taken = false;
    for (let k = 0; !taken && k < occupied.length; k++) taken = occupied[k].q === q && occupied[k].r === r;
    if (!taken) return n;
  }
  return 0;
}

/** The spaces a straight run of `travelled` passes, in order, ending where it stops (new hexes, the caller's own). */
export function runPath(from: Hex, heading: number, travelled: number): Hex[] {
  const out: Hex[] = [];
  for (let n = 1; n <= travelled; n++) out.push(step(from, heading, n));
  return out;
}

/** headingReaches with each heading's spaces: the path up to the stop and the space it stops on. */
export function headingOptions(
  map: LakeMap,
  course: Course,
  from: Hex,
  heading: number,
  speed: number,
  occupied: readonly Hex[],
): HeadingOption[] {
  const opts: HeadingOption[] = [];
  for (const o of headingReaches(map, course, from, heading, speed, occupied)) {
    const path = runPath(from, o.heading, o.travelled);
    opts.push({ turn: o.turn, heading: o.heading, water: o.water, allowed: o.allowed, path, end: o.travelled > 0 ? path[o.travelled - 1] : from, damage: o.damage });
  }
  return opts;
}

/** The progress a straight move makes: each step is checked for rounding the next buoy or crossing the finish. */
export function progressAlong(course: Course, p: Progress, from: Hex, path: readonly Hex[]): Progress {
  const out = { stage: p.stage, debt: p.debt };
  let a = cellIndex(from);
  for (const h of path) {
    const b = cellIndex(h);
    advanceProgressCells(course, out, a, b);
    a = b;
  }
  return out;
}

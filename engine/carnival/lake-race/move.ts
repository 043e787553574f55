// "Second: Turning your Speedboat" and "Third: Moving", with "Damage" and "Passing Boats".
import { DIRECTIONS, sameHex, step, turn, type Hex } from './hex';
import { advanceProgress, blockedCells, type Course, type Progress } from './course';
import { cellAt, type LakeMap } from './lake';

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

/** Passing Boats: pass through other boats but never end on one; stay on the last free space reached. */
export function stopSpace(path: readonly Hex[], from: Hex, occupied: readonly Hex[]): { end: Hex; travelled: number } {
  for (let i = path.length - 1; i >= 0; i--) {
    let taken = false;
    for (let k = 0; !taken && k < occupied.length; k++) taken = sameHex(occupied[k], path[i]);
    if (!taken) return { end: path[i], travelled: i + 1 };
  }
  return { end: from, travelled: 0 };
}

/** Turning: "You must choose a direction where you can move by the total"; if all three crash, "you must take the
 *  direction with the longest straight path through water"; ties are the player's choice. Speed 0 only turns. */
export function headingOptions(
  map: LakeMap,
  course: Course,
  from: Hex,
  heading: number,
  speed: number,
  occupied: readonly Hex[],
): HeadingOption[] {
  // loops rather than map/filter/some: every boat's every move asks for these
  const opts: HeadingOption[] = [];
  let longest = 0;
  for (let i = 0; i < 3; i++) {
    const t = (i - 1) as -1 | 0 | 1;
    const h = turn(heading, t);
    const water = waterAhead(map, course, from, h, speed);
    const full: Hex[] = [];
    for (let i = 0; i < water; i++) full.push(step(from, h, i + 1));
    const { end, travelled } = stopSpace(full, from, occupied);
    // the path is the spaces up to the stop: the list of all `water` spaces cut short (it is not shared)
    full.length = travelled;
    opts.push({ turn: t, heading: h, water, allowed: false, path: full, end, damage: speed - water });
    if (water > longest) longest = water;
  }
  // the headings that go all the way when any can (water never exceeds the speed), else those with the longest water
  for (const o of opts) o.allowed = o.water === longest;
  return opts;
}

/** The progress a straight move makes: each step is checked for rounding the next buoy or crossing the finish. */
export function progressAlong(course: Course, p: Progress, from: Hex, path: readonly Hex[]): Progress {
  let prev = from;
  let out = p;
  for (const h of path) {
    out = advanceProgress(course, out, prev, h);
    prev = h;
  }
  return out;
}

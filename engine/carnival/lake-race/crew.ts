// Crow crews: a planner that picks dice and a heading to round the buoys in order without crashing.
// A cautious crew fears damage and runs on at most 3 dice; a bold one accepts more risk for more speed.
import { LastCourse, courseKey } from './bounded';
import { cellIndex } from './lake';
import { chartCached, chartOf, movesToGo, stepProgress, type Chart } from './plan';
import { UNREACHABLE } from './chart-shape';
import { DIE_FACES, MAX_DICE, holdList, sumDistribution, total } from './dice';
import { SINK_AT } from './move';
import { courseOf, freeStarts, lakeOf, racing } from './race';
import type { LakeAction, LakeState } from './state';

const TEMPERAMENT = {
  cautious: { maxDice: 3, damageCost: 3, riskCost: 1.5 },
  bold: { maxDice: 4, damageCost: 1.5, riskCost: 0.3 },
} as const;

const MAX_SPEED = 18;

/** sum probabilities by fresh dice, as Float64Arrays: one kind of array for bestRoll to read, whatever the count (as
 *  plain arrays the one for 0 dice, [1], was an array of small integers and the rest arrays of doubles) */
const dists = Array.from({ length: 8 }, (_, k) => Float64Array.from(sumDistribution(k)));

const lastChart = new LastCourse<Chart>();

export function chartFor(s: LakeState): Chart {
  const last = lastChart.get(s);
  if (last) return last;
  const key = courseKey(s);
  // the chart is a pure function of this key (side, tile order, race, buoy order), so a hit needs no lake or course
  return lastChart.set(s, chartCached(key) ?? chartOf(lakeOf(s), courseOf(s), key));
}

/** What one crew decision reads again and again: the chart, the boat, the spaces other boats hold, and its number
 *  (the stamp of the headings worked out for it, below). */
interface Decision {
  chart: Chart;
  b: LakeState['boats'][number];
  taken: number[];
  id: number;
}

let decisions = 0;

/** What the last decision's headings were worked out for (valueHeading reads no more of the state), copied: a crews'
 *  turn changes its state in place (engine.ts crewTurns). */
const lastAsked = { id: 0, chart: null as Chart | null, q: 0, r: 0, stage: 0, debt: 0, damage: 0, crew: '' as string | null, taken: [] as number[] };

function decisionOf(s: LakeState, chart: Chart, seat: number): Decision {
  const b = s.boats[seat];
  const taken = takenCells(s, seat);
  // a boat's steer right after its roll (or the same choice asked again) sees the same boat and boats around it:
  // it keeps the last decision's number, so the headings worked out for the roll are read, not walked again
  const m = lastAsked;
  const pos = b.pos!;
  let same = m.chart === chart && m.q === pos.q && m.r === pos.r && m.stage === b.stage && m.debt === b.debt && m.damage === b.damage;
  same = same && m.crew === b.crew && m.taken.length === taken.length;
  for (let i = 0; same && i < taken.length; i++) same = m.taken[i] === taken[i];
  if (!same) {
    m.id = ++decisions;
    m.chart = chart;
    m.q = pos.q;
    m.r = pos.r;
    m.stage = b.stage;
    m.debt = b.debt;
    m.damage = b.damage;
    m.crew = b.crew;
    m.taken = taken;
  }
  return { chart, b, taken, id: m.id };
}

/** occupied(s, seat) as lake space indices, in the same order, without the list of hexes in between. */
function takenCells(s: LakeState, seat: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.boats.length; i++) {
    const b = s.boats[i];
    if (i !== seat && b.pos && racing(b)) out.push(cellIndex(b.pos));
  }
  return out;
}

/** Per heading, what a decision asks about it: how far its water goes (up to the speeds asked for) and the value a
 *  straight move of each speed 1..top leaves (index heading * SPEEDS + speed). Worked out the first time a decision
 *  asks about the heading (turning only asks about five of the six), for every speed up to `top` at once: a roll
 *  weighs every speed its dice can show on three headings, twice more when it weighs turning only. `top` is the
 *  fastest the decision can move (three a die it may run on: 9 for a cautious crew, 12 for a bold one, 3 after a
 *  crash), not MAX_SPEED: the speeds beyond it were walked and valued and never read (issue 27, slice LAKE). Module
 *  scratch stamped with the decision's number: decisions never nest, and typed arrays are dearer to make than the
 *  work they hold. */
const SPEEDS = MAX_SPEED + 1;
const headingWater = new Int8Array(6);
const headingValue = new Float64Array(6 * SPEEDS);
/** per heading, the least of its values over speeds 1..headingTop: no roll facing near it that moves at most that
 *  fast can do better (turnOnlyMayWin) */
const headingLeast = new Float64Array(6);
const headingStamp = new Float64Array(6);
/** per heading, the fastest speed its values were worked out for in the decision of its stamp */
const headingTop = new Int8Array(6);
/** the walk along one heading: the space after each step and the progress (stage * 8 + debt) there */
const walkCells = new Int16Array(MAX_SPEED);
const walkProgress = new Int8Array(MAX_SPEED);

/** Walk a heading as far as the water goes (at most `top` spaces), then value a move of each speed up to `top`:
 *  moves to go from where it stops (the last space not held by another boat), plus the cost of any damage when the
 *  water is shorter than the speed. Asked again in the same decision for no faster a move, the values stand. */
function valueHeading(d: Decision, heading: number, top: number): void {
  if (headingStamp[heading] === d.id && headingTop[heading] >= top) return;
  headingStamp[heading] = d.id;
  headingTop[heading] = top;
  const { chart, b, taken } = d;
  const t = TEMPERAMENT[b.crew ?? 'cautious'];
  const from = cellIndex(b.pos!);
  let cell = from;
  let st = b.stage;
  let db = Math.min(b.debt, 1);
  let n = 0;
  const { next, plain } = chart;
  // the water beyond `top` spaces is never asked about: min(speed, water) is the same for every speed up to `top`
  while (n < top) {
    const e = cell * 6 + heading;
    const to = next[e];
    if (to < 0) break;
    // most steps cross nothing and leave the progress as it is (a finished walk's too: stage 4, debt 0)
    if (plain[e] === 0) {
      const p = stepProgress(chart, st, db, e);
      if (p < 0) db = 1;
      else {
        st = p >> 3;
        db = p & 7;
      }
    }
    cell = to;
    walkCells[n] = cell;
    walkProgress[n] = st * 8 + db;
    n++;
  }
  headingWater[heading] = n;
  const out = heading * SPEEDS;
  // a move of `speed` <= n stops on the last of its first `speed` spaces not held by another boat: the space the
  // move one shorter stops on, unless the new space is free (then its moves to go are looked up, once)
  let stop = movesToGo(chart, from, heading, b.stage, Math.min(b.debt, 1));
  let endStage = b.stage;
  let least = Infinity;
  for (let speed = 1; speed <= n; speed++) {
    const cell = walkCells[speed - 1];
    let free = true;
    for (let k = 0; free && k < taken.length; k++) free = taken[k] !== cell;
    if (free) {
      endStage = walkProgress[speed - 1] >> 3;
      stop = movesToGo(chart, cell, heading, endStage, walkProgress[speed - 1] & 7);
    }
    headingValue[out + speed] = stop;
    if (stop < least) least = stop;
  }
  // longer moves stop where a move of n does and crash for the rest
  for (let speed = n + 1; speed <= top; speed++) {
    const damage = speed - n;
    const sinks = b.damage + damage >= SINK_AT;
    const v = stop + (sinks ? (endStage >= 4 ? 5 : 200) : 1 + damage * t.damageCost);
    headingValue[out + speed] = v;
    if (v < least) least = v;
  }
  headingLeast[heading] = least;
}

/** Per speed (index = speed, 1..the last call's `top`; entries above it are left from earlier calls): the value of the
 *  best heading the rules allow, and whether it crashes. */
interface BySpeed {
  value: Float64Array;
  crash: Uint8Array;
}

/** bestBySpeed's answer, filled anew by each call: its one reader (bestRoll) is done with it before the next call,
 *  and typed arrays this size are made outside the JS heap, which costs more than the work they hold. */
const bySpeed: BySpeed = { value: new Float64Array(MAX_SPEED + 1), crash: new Uint8Array(MAX_SPEED + 1) };

/** For every speed 1..`top` (index = speed), the value of the best heading the rules allow at that speed, for the
 *  boat facing `facing`: bestTurn at each speed, with the three headings looked up once rather than once a speed. */
function bestBySpeed(d: Decision, facing: number, top: number): BySpeed {
  const out = bySpeed;
  out.value[0] = UNREACHABLE;
  out.crash[0] = 0;
  const h0 = (facing + 5) % 6;
  const h1 = facing;
  const h2 = (facing + 1) % 6;
  valueHeading(d, h0, top);
  valueHeading(d, h1, top);
  valueHeading(d, h2, top);
  const w0 = headingWater[h0];
  const w1 = headingWater[h1];
  const w2 = headingWater[h2];
  for (let speed = 1; speed <= top; speed++) {
    // as bestTurn: the headings that go furthest (all of `speed` when any can), the first (turn -1, 0, +1) of least value
    const r0 = Math.min(speed, w0);
    const r1 = Math.min(speed, w1);
    const r2 = Math.min(speed, w2);
    const longest = Math.max(r0, r1, r2);
    let v = Infinity;
    if (r0 === longest) v = headingValue[h0 * SPEEDS + speed];
    if (r1 === longest && headingValue[h1 * SPEEDS + speed] < v) v = headingValue[h1 * SPEEDS + speed];
    if (r2 === longest && headingValue[h2 * SPEEDS + speed] < v) v = headingValue[h2 * SPEEDS + speed];
    out.value[speed] = v;
    // every allowed heading goes `longest` spaces: a crash when that is short of the speed
    out.crash[speed] = longest < speed ? 1 : 0;
  }
  return out;
}

/** bestTurn's answer, filled anew by each call (read at once by its caller; no object per heading and speed). */
const turnPick = { turn: 0 as -1 | 0 | 1, value: 0, longest: 0 };

/** Steering at `speed` for the boat facing `facing`: the rules allow only the headings that go furthest through
 *  water (all of `speed` when any can); among those the crew takes the first (turn -1, 0, +1) of least value. */
function bestTurn(d: Decision, facing: number, speed: number): typeof turnPick {
  let longest = 0;
  for (let i = 0; i < 3; i++) {
    const h = (facing + i + 5) % 6;
    valueHeading(d, h, speed);
    longest = Math.max(longest, Math.min(speed, headingWater[h]));
  }
  let found = false;
  for (let i = 0; i < 3; i++) {
    const h = (facing + i + 5) % 6;
    if (Math.min(speed, headingWater[h]) !== longest) continue;
    const v = headingValue[h * SPEEDS + speed];
    if (!found || v < turnPick.value) {
      turnPick.value = v;
      turnPick.turn = (i - 1) as -1 | 0 | 1;
      found = true;
    }
  }
  turnPick.longest = longest;
  return turnPick;
}

/** bestRoll's expected values by (total held, dice rolled afresh), each valid for the call whose number it is stamped
 *  with (a number per call instead of clearing; bestRoll never nests). Held totals reach 3 * MAX_DICE. */
const expected = new Float64Array((3 * MAX_DICE + 1) * (MAX_DICE + 2));
const expectedStamp = new Float64Array((3 * MAX_DICE + 1) * (MAX_DICE + 2));
let expectedCall = 0;

/** The most dice the boat's crew may run on in its next roll: one more than it has, within its temperament. */
function mostDice(b: Decision['b']): number {
  return Math.min(MAX_DICE, b.dice.length + 1, TEMPERAMENT[b.crew ?? 'cautious'].maxDice);
}

/** The fastest a roll of the boat's next choice can move: three a die. */
const rollTop = (b: Decision['b']) => Math.min(MAX_SPEED, DIE_FACES * mostDice(b));

/** The best roll (at least one die) for the boat facing `facing`, and its expected value. */
function bestRoll(d: Decision, facing: number): { value: number; action: LakeAction } {
  const b = d.b;
  const t = TEMPERAMENT[b.crew ?? 'cautious'];
  const n = b.dice.length;
  const most = mostDice(b);
  // no choice below rolls faster than its dice can show
  const by = bestBySpeed(d, facing, rollTop(b));
  const stamp = ++expectedCall;
  let bestV = Infinity;
  // the best choice so far as counts (no hold list made for a choice a later one beats)
  let bestDice = 1;
  let best1 = 0;
  let best2 = 0;
  let best3 = 0;
  // rollActions(b.dice) in its order (dice count, then how many 1s, 2s and 3s held), as counts: the hold of the
  // best choice alone is made into a list
  let have1 = 0;
  let have2 = 0;
  let have3 = 0;
  for (const x of b.dice) {
    if (x === 1) have1++;
    else if (x === 2) have2++;
    else if (x === 3) have3++;
  }
  for (let dice = Math.max(1, n - 1); dice <= most; dice++)
    for (let h1 = 0; h1 <= have1; h1++)
      for (let h2 = 0; h2 <= have2; h2++)
        for (let h3 = 0; h3 <= have3; h3++) {
          const holds = h1 + h2 + h3;
          if (holds > dice) continue;
          const held = h1 + 2 * h2 + 3 * h3;
          const fresh = dice - holds;
          // a choice's value depends only on the total held and the dice rolled afresh: choices sharing both (holding
          // a 3, or a 1 and a 2) get the same sum, worked out once per call
          const key = held * (MAX_DICE + 2) + fresh;
          let v: number;
          if (expectedStamp[key] === stamp) v = expected[key];
          else {
            const dist = dists[fresh];
            v = 0;
            let risk = 0;
            // sums below `fresh` cannot be rolled (probability 0)
            for (let sum = fresh; sum < dist.length; sum++) {
              const p = dist[sum];
              const i = Math.min(MAX_SPEED, held + sum);
              v += p * by.value[i];
              if (by.crash[i]) risk += p;
            }
            v += risk * t.riskCost;
            expected[key] = v;
            expectedStamp[key] = stamp;
          }
          if (v < bestV - 1e-9) {
            bestV = v;
            bestDice = dice;
            best1 = h1;
            best2 = h2;
            best3 = h3;
          }
        }
  return { value: bestV, action: { type: 'roll', hold: holdList(best1, best2, best3), dice: bestDice } };
}

/** Only turning (no dice) is worth it when the boat then starts better facing another way; costed as a turn lost,
 *  and since each such turn must strictly improve the start, a crew never turns in circles. */
function turnOnly(d: Decision): { value: number; turn: -1 | 0 | 1 } {
  const b = d.b;
  let best = { value: Infinity, turn: 0 as -1 | 0 | 1 };
  for (const t of [-1, 1] as const) {
    const v = 1 + bestRoll(d, (b.heading + t + 6) % 6).value;
    if (v < best.value) best = { value: v, turn: t };
  }
  return best;
}

/** Whether turnOnly could beat a roll worth `roll`, judged without weighing its rolls: a roll facing f is worth no
 *  less than the least value of the headings f - 1, f, f + 1 at the speeds its dice can show (an expectation over
 *  outcomes no better than the best), so turning first is worth at least 1 more than the least over the five headings
 *  the two turns face. Most turns it cannot win, and this spares its two rolls. The margin covers the rounding in a
 *  sum of probabilities. (A least over more speeds than the roll can show is lower still: still a bound, so a heading
 *  worked out further earlier in the decision serves as it is.) */
function turnOnlyMayWin(d: Decision, roll: number): boolean {
  const f = d.b.heading;
  const top = rollTop(d.b);
  let least = Infinity;
  for (let i = -2; i <= 2; i++) {
    const h = (f + i + 6) % 6;
    valueHeading(d, h, top);
    if (headingLeast[h] < least) least = headingLeast[h];
  }
  return 1 + least < roll + 1e-6;
}

/** The crew's whole choice for the current phase. */
export function crewAction(s: LakeState): LakeAction {
  if (!s.boats[s.current].crew) throw new Error(`seat ${s.current} is crewed by a person, not crows`);
  return plannedMove(s);
}

/** The crews' planner's choice for whichever boat has the turn: a crew's by its temperament, a person's boat as a
 *  cautious crew would sail it (how the strong player sails the Lake Race stall, engine/bots/stalls.ts). */
export function plannedMove(s: LakeState): LakeAction {
  const seat = s.current;
  const b = s.boats[seat];
  const chart = chartFor(s);
  if (s.phase === 'place') {
    let best: LakeAction | null = null;
    let bestV = Infinity;
    freeStarts(s).forEach((h, i) => {
      for (let heading = 0; heading < 6; heading++) {
        const v = movesToGo(chart, cellIndex(h), heading, 0, 0) + i * 0.01;
        if (v < bestV) {
          bestV = v;
          best = { type: 'place', q: h.q, r: h.r, heading };
        }
      }
    });
    if (!best) throw new Error('no free start space for a crew boat');
    return best;
  }
  if (s.phase === 'roll') {
    const d = decisionOf(s, chart, seat);
    const roll = bestRoll(d, b.heading);
    if (b.dice.length <= 1 && turnOnlyMayWin(d, roll.value) && turnOnly(d).value < roll.value) return { type: 'roll', hold: [], dice: 0 };
    return roll.action;
  }
  if (s.phase === 'steer') {
    const speed = total(b.dice);
    if (speed === 0) return { type: 'steer', turn: turnOnly(decisionOf(s, chart, seat)).turn };
    return { type: 'steer', turn: bestTurn(decisionOf(s, chart, seat), b.heading, speed).turn };
  }
  if (s.phase === 'raceOver') return { type: 'nextRace' };
  throw new Error(`no crew move in phase ${s.phase}`);
}


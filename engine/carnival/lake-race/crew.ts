// Crow crews: a planner that picks dice and a heading to round the buoys in order without crashing.
// A cautious crew fears damage and runs on at most 3 dice; a bold one accepts more risk for more speed.
import { sameHex } from './hex';
import { LastCourse, courseKey } from './bounded';
import { cellIndex } from './lake';
import { chartCached, chartOf, movesToGo, stepProgress, UNREACHABLE, type Chart } from './plan';
import { MAX_DICE, sumDistribution, total } from './dice';
import { SINK_AT } from './move';
import { courseOf, freeStarts, lakeOf, racing } from './race';
import type { LakeAction, LakeState } from './state';

const TEMPERAMENT = {
  cautious: { maxDice: 3, damageCost: 3, riskCost: 1.5 },
  bold: { maxDice: 4, damageCost: 1.5, riskCost: 0.3 },
} as const;

const MAX_SPEED = 18;

const dists = Array.from({ length: 8 }, (_, k) => sumDistribution(k));

const lastChart = new LastCourse<Chart>();

export function chartFor(s: LakeState): Chart {
  const last = lastChart.get(s);
  if (last) return last;
  const key = courseKey(s);
  // the chart is a pure function of this key (side, tile order, race, buoy order), so a hit needs no lake or course
  return lastChart.set(s, chartCached(key) ?? chartOf(lakeOf(s), courseOf(s), key));
}

/** Walk one heading as far as the water goes (up to MAX_SPEED), remembering the progress after each step. */
function walk(chart: Chart, b: LakeState['boats'][number], heading: number): { cells: number[]; progress: number[] } {
  let cell = cellIndex(b.pos!);
  let st = b.stage;
  let db = Math.min(b.debt, 1);
  const cells: number[] = [];
  const progress: number[] = [];
  while (cells.length < MAX_SPEED) {
    const e = cell * 6 + heading;
    const n = chart.next[e];
    if (n < 0) break;
    const p = stepProgress(chart, st, db, e);
    cell = n;
    if (p < 0) db = 1;
    else {
      st = p >> 3;
      db = p & 7;
    }
    cells.push(cell);
    progress.push(st * 8 + db);
  }
  return { cells, progress };
}

/** What one crew decision reads again and again: the chart, the boat, the spaces other boats hold, and each
 *  heading's walk (made the first time a heading is asked about; turning only asks about five of the six). */
interface Decision {
  chart: Chart;
  b: LakeState['boats'][number];
  taken: number[];
  walks: (ReturnType<typeof walk> | null)[];
}

function decisionOf(s: LakeState, chart: Chart, seat: number): Decision {
  return { chart, b: s.boats[seat], taken: takenCells(s, seat), walks: [null, null, null, null, null, null] };
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

function walkOf(d: Decision, heading: number): ReturnType<typeof walk> {
  return (d.walks[heading] ??= walk(d.chart, d.b, heading));
}

/** The value a straight move of `speed` along a walked heading leaves: moves to go, plus the cost of any damage
 *  (no object made: the crews' hot loop asks this for every heading and speed). */
function outcomeValue(chart: Chart, b: LakeState['boats'][number], heading: number, w: ReturnType<typeof walk>, speed: number, taken: readonly number[]): number {
  const t = TEMPERAMENT[b.crew ?? 'cautious'];
  const water = Math.min(speed, w.cells.length);
  let k = water - 1;
  while (k >= 0 && taken.includes(w.cells[k])) k--;
  const endCell = k >= 0 ? w.cells[k] : cellIndex(b.pos!);
  const endStage = k >= 0 ? w.progress[k] >> 3 : b.stage;
  const endDebt = k >= 0 ? w.progress[k] & 7 : Math.min(b.debt, 1);
  let value = movesToGo(chart, endCell, heading, endStage, endDebt);
  const damage = speed - water;
  if (damage > 0) {
    const sinks = b.damage + damage >= SINK_AT;
    value += sinks ? (endStage >= 4 ? 5 : 200) : 1 + damage * t.damageCost;
  }
  return value;
}

/** Per speed 0..MAX_SPEED: the value of the best heading the rules allow, and whether it crashes. */
interface BySpeed {
  value: Float64Array;
  crash: Uint8Array;
}

/** bestBySpeed's answer, filled anew by each call: its one reader (bestRoll) is done with it before the next call,
 *  and typed arrays this size are made outside the JS heap, which costs more than the work they hold. */
const bySpeed: BySpeed = { value: new Float64Array(MAX_SPEED + 1), crash: new Uint8Array(MAX_SPEED + 1) };

/** For every speed 1..MAX_SPEED (index = speed), the value of the best heading the rules allow at that speed,
 *  for the boat facing `facing`. */
function bestBySpeed(d: Decision, facing: number): BySpeed {
  const out = bySpeed;
  out.value[0] = UNREACHABLE;
  out.crash[0] = 0;
  for (let speed = 1; speed <= MAX_SPEED; speed++) {
    const t = bestTurn(d, facing, speed);
    out.value[speed] = t.value;
    // every allowed heading goes `longest` spaces: a crash when that is short of the speed
    out.crash[speed] = t.longest < speed ? 1 : 0;
  }
  return out;
}

/** bestTurn's answer, filled anew by each call (read at once by its caller; no object per heading and speed). */
const turnPick = { turn: 0 as -1 | 0 | 1, value: 0, longest: 0 };

/** Steering at `speed` for the boat facing `facing`: the rules allow only the headings that go furthest through
 *  water (all of `speed` when any can); among those the crew takes the first (turn -1, 0, +1) of least value. */
function bestTurn(d: Decision, facing: number, speed: number): typeof turnPick {
  let longest = 0;
  for (let i = 0; i < 3; i++) longest = Math.max(longest, Math.min(speed, walkOf(d, (facing + i + 5) % 6).cells.length));
  let found = false;
  for (let i = 0; i < 3; i++) {
    const h = (facing + i + 5) % 6;
    const w = walkOf(d, h);
    if (Math.min(speed, w.cells.length) !== longest) continue;
    const v = outcomeValue(d.chart, d.b, h, w, speed, d.taken);
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

/** The best roll (at least one die) for the boat facing `facing`, and its expected value. */
function bestRoll(d: Decision, facing: number): { value: number; action: LakeAction } {
  const b = d.b;
  const t = TEMPERAMENT[b.crew ?? 'cautious'];
  const by = bestBySpeed(d, facing);
  const stamp = ++expectedCall;
  let best: LakeAction = { type: 'roll', hold: [], dice: 1 };
  let bestV = Infinity;
  // rollChoices(b.dice) in its order (dice count, then how many 1s, 2s and 3s held), as counts: the hold of the
  // best choice alone is made into a list
  let have1 = 0;
  let have2 = 0;
  let have3 = 0;
  for (const x of b.dice) {
    if (x === 1) have1++;
    else if (x === 2) have2++;
    else if (x === 3) have3++;
  }
  const n = b.dice.length;
  for (let dice = Math.max(1, n - 1); dice <= Math.min(MAX_DICE, n + 1, t.maxDice); dice++)
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
            for (let sum = 0; sum < dist.length; sum++) {
              const p = dist[sum];
              if (p === 0) continue;
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
            best = { type: 'roll', hold: holdList(h1, h2, h3), dice };
          }
        }
  return { value: bestV, action: best };
}

/** The held dice, sorted, as rollChoices lists them. */
function holdList(ones: number, twos: number, threes: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < ones; i++) out.push(1);
  for (let i = 0; i < twos; i++) out.push(2);
  for (let i = 0; i < threes; i++) out.push(3);
  return out;
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
    if (b.dice.length <= 1 && turnOnly(d).value < roll.value) return { type: 'roll', hold: [], dice: 0 };
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

export const isSameHex = sameHex;

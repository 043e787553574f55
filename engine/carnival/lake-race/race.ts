// The flow of a race and the series, in the order of the rules: building the course, choosing start positions,
// each turn (roll, turn, move), the end of a course, victory points, and the next race.
import type { AnyEvent } from '../../contract';
import { IllegalStallAction } from '../stall-kit';
import { generatorState, rollInt, stallHash } from '../../core';
import { LAKE_TILES } from '../../../data/carnival/lake-race';
import { HEADING_NAMES, hexKey, sameHex, type Hex } from './hex';
import { lakeMap, type LakeMap } from './lake';
import { Bounded, LastCourse, courseKey } from './bounded';
import { buildCourse, courseSpots, type Course } from './course';
import { diceText, rollActions, rollDice, rollRefusal, total } from './dice';
import { headingOptions, headingReach, headingReaches, progressAlong, runPath, SINK_AT, type HeadingOption, type HeadingReach } from './move';
import { heldAfterRace, racePoints } from './scoring';
import {
  COURSE_LETTERS,
  LakeSetupSchema,
  MAX_TURNS,
  type BoatState,
  type LakeAction,
  type LakeSetup,
  type LakeSetupInput,
  type LakeState,
} from './state';

/** Shuffles `out` in place (Fisher-Yates), a fresh array of the caller's. Numbers only: V8's store in the swap,
 *  once it has seen an array of strings, turns the next array of numbers it swaps into an array of anything, so the
 *  buoy order would come in two hidden classes to every function reading it; the tiles are shuffled as indices. */
function shuffle(rng: number[], out: number[]): [number[], number[]] {
  let g = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = rollInt(g, 0, i);
    g = next;
    const t = out[i];
    out[i] = out[j];
    out[j] = t;
  }
  return [out, g];
}

let lastLake: LakeMap | null = null;
/** the tiles array the last lake was asked for with (a race's states share it: never changed in place, cloneState) */
let lastLakeTiles: readonly string[] | null = null;
export function lakeOf(s: LakeState): LakeMap {
  // the lake asked for last (a race asks many times a turn): the same tiles array, or checked tile by tile before
  // building a key
  const m = lastLake;
  if (m && m.side === s.setup.side) {
    if (s.tiles === lastLakeTiles) return m;
    let same = m.order.length === s.tiles.length;
    for (let i = 0; same && i < m.order.length; i++) same = m.order[i] === s.tiles[i];
    if (same) {
      lastLakeTiles = s.tiles;
      return m;
    }
  }
  lastLakeTiles = s.tiles;
  return (lastLake = lakeMap(s.setup.side, s.tiles));
}

const courseCache = new Bounded<string, Course>(256);
const lastCourse = new LastCourse<Course>();
export function courseOf(s: LakeState): Course {
  const last = lastCourse.get(s);
  if (last) return last;
  const key = courseKey(s);
  let c = courseCache.get(key);
  if (!c) {
    c = buildCourse(lakeOf(s), COURSE_LETTERS[s.race], s.buoys);
    courseCache.set(key, c);
  }
  return lastCourse.set(s, c);
}

/** Setup: fit the six lake tiles in random order; roll for the start player; build course A. */
export function newLakeState(input: LakeSetupInput, stall: LakeState['stall'] = null): LakeState {
  return newLakeStateFrom(LakeSetupSchema.parse(input), stall);
}

/** newLakeState for a setup already in LakeSetupSchema's output form (the stall builds its own, valid by making). */
export function newLakeStateFrom(setup: LakeSetup, stall: LakeState['stall'] = null): LakeState {
  let rng = generatorState(setup.seed);
  const [slots, g1] = shuffle(rng, LAKE_TILES.map((_, i) => i));
  // pushed rather than mapped (startingBoats says why)
  const tiles: string[] = [];
  for (const i of slots) tiles.push(LAKE_TILES[i].id);
  rng = g1;
  let startPlayer = setup.startPlayer ?? -1;
  if (startPlayer < 0) [startPlayer, rng] = rollInt(rng, 0, setup.boats.length - 1);
  if (startPlayer >= setup.boats.length) throw new Error(`start player ${startPlayer} is not one of ${setup.boats.length} boats`);
  const s: LakeState = {
    v: 1,
    setup,
    rng,
    tiles,
    race: 0,
    buoys: [],
    startPlayer,
    phase: 'place',
    current: 0,
    placing: [],
    boats: startingBoats(setup),
    finishOrder: [],
    scores: noScores(setup.boats.length),
    results: [],
    ledger: [],
    stall,
  };
  startRace(s);
  return s;
}

/** The boats before race A, in seating order. Pushed one by one, as copyBoats copies them: Array.prototype.map now
 *  and then hands back a holey array (when V8 leaves its fast path midway), and boats in a second kind of array are
 *  a second hidden class to every function that reads them (V8 then recompiles those functions, a cost paid again
 *  and again in the advisor's rollouts that play the race). */
function startingBoats(setup: LakeSetup): BoatState[] {
  const out: BoatState[] = [];
  for (const b of setup.boats)
    out.push({ boat: b.boat, name: b.name, crew: b.crew, pos: null, heading: 0, dice: [], damage: 0, heldDamage: 0, stage: 0, debt: 0, turns: 0, finishedTurn: null, sunk: false });
  return out;
}

/** Each boat copied, pushed one by one (startingBoats says why not map). */
function copyBoats(boats: readonly BoatState[]): BoatState[] {
  const out: BoatState[] = [];
  for (let i = 0; i < boats.length; i++) out.push(copyBoat(boats[i]));
  return out;
}

/** A boat copied field by field, in startingBoats' order (the same hidden class): a literal V8 builds at once, where a
 *  spread copies property by property through a generic path (issue 27, slice LAKE3). */
function copyBoat(b: BoatState): BoatState {
  return {
    boat: b.boat,
    name: b.name,
    crew: b.crew,
    pos: b.pos,
    heading: b.heading,
    dice: b.dice,
    damage: b.damage,
    heldDamage: b.heldDamage,
    stage: b.stage,
    debt: b.debt,
    turns: b.turns,
    finishedTurn: b.finishedTurn,
    sunk: b.sunk,
  };
}

/** A score of 0 per boat, pushed one by one (startingBoats says why not map). */
function noScores(boats: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < boats; i++) out.push(0);
  return out;
}

/** Building a Course (buoys 0-3 at random on the letter's spots) and Choosing Start Positions: the start player's
 *  right-hand neighbour places first, then counter-clockwise, so the start player places last. */
function startRace(s: LakeState): void {
  const letter = COURSE_LETTERS[s.race];
  const [order, g] = shuffle(s.rng, courseSpots(lakeOf(s), letter));
  s.rng = g;
  s.buoys = order;
  const n = s.boats.length;
  s.placing = Array.from({ length: n }, (_, i) => (s.startPlayer - 1 - i + 2 * n) % n);
  s.current = s.placing[0];
  s.phase = 'place';
  s.finishOrder = [];
  for (const b of s.boats) {
    Object.assign(b, { pos: null, heading: 0, dice: [], damage: b.heldDamage, stage: 0, debt: 0, turns: 0, finishedTurn: null, sunk: false });
  }
  s.ledger.push(`Race ${letter}: ${s.boats[s.startPlayer].name} starts; ${s.boats[s.current].name} places first.`);
}

/** Boats that block a space: placed and still racing. A sunk boat is out of the race, and a boat that has finished
 *  leaves the water after its finishing move, so neither blocks the finish line for the others. */
export function occupied(s: LakeState, except: number): Hex[] {
  const out: Hex[] = [];
  for (let i = 0; i < s.boats.length; i++) {
    const b = s.boats[i];
    if (i !== except && b.pos && racing(b)) out.push(b.pos);
  }
  return out;
}

export const racing = (b: BoatState) => !b.sunk && b.finishedTurn === null;

/** Free start spaces: on or behind the start tile, not taken ("Two boats cannot share one space"). */
export function freeStarts(s: LakeState): Hex[] {
  const taken = occupied(s, -1);
  // loops rather than filter and some (a closure each): every placing crew and person asks
  const out: Hex[] = [];
  for (const h of courseOf(s).startZone) if (!holds(taken, h)) out.push(h);
  return out;
}

/** Whether `hexes` holds the space `h`. */
function holds(hexes: readonly Hex[], h: Hex): boolean {
  for (let i = 0; i < hexes.length; i++) if (sameHex(hexes[i], h)) return true;
  return false;
}

export function steerOptions(s: LakeState): HeadingOption[] {
  const b = s.boats[s.current];
  if (s.phase !== 'steer' || !b.pos) return [];
  return headingOptions(lakeOf(s), courseOf(s), b.pos, b.heading, total(b.dice), occupied(s, s.current));
}

/** The options last worked out and everything they are a function of (lake, course, place, heading, speed, the other
 *  boats' spaces): a campaign lists the legal steers and then checks each, asking for the same options each time. */
let lastSteer: { lake: LakeMap; course: Course; q: number; r: number; heading: number; speed: number; taken: Hex[]; opts: HeadingReach[] } | null = null;

/** steerOptions without their spaces (headingReaches), remembered while nothing they depend on changes. Read only:
 *  the rules never change an option. */
function sharedSteerOptions(s: LakeState): HeadingReach[] {
  const b = s.boats[s.current];
  if (s.phase !== 'steer' || !b.pos) return [];
  const lake = lakeOf(s);
  const course = courseOf(s);
  const speed = total(b.dice);
  const taken = occupied(s, s.current);
  const m = lastSteer;
  let same = !!m && m.lake === lake && m.course === course && m.q === b.pos.q && m.r === b.pos.r && m.heading === b.heading;
  same = same && m!.speed === speed && m!.taken.length === taken.length;
  for (let i = 0; same && i < taken.length; i++) same = sameHex(m!.taken[i], taken[i]);
  if (same) return m!.opts;
  const opts = headingReaches(lake, course, b.pos, b.heading, speed, taken);
  // the spaces copied one by one (map's array is now and then holey: startingBoats)
  const kept: Hex[] = [];
  for (const h of taken) kept.push({ q: h.q, r: h.r });
  lastSteer = { lake, course, q: b.pos.q, r: b.pos.r, heading: b.heading, speed, taken: kept, opts };
  return opts;
}

export function legalLakeActions(s: LakeState): LakeAction[] {
  switch (s.phase) {
    // the lists pushed in loops, not made by flatMap, map and filter with a closure and an array per step: the random
    // bot asks for the person's every move (issue 27, slice LAKE3); the same actions in the same order
    case 'place': {
      const out: LakeAction[] = [];
      for (const h of freeStarts(s)) for (let heading = 0; heading < 6; heading++) out.push({ type: 'place', q: h.q, r: h.r, heading });
      return out;
    }
    case 'roll':
      return rollActions(s.boats[s.current].dice);
    case 'steer': {
      const out: LakeAction[] = [];
      for (const o of sharedSteerOptions(s)) if (o.allowed) out.push({ type: 'steer', turn: o.turn });
      return out;
    }
    case 'raceOver':
      return [{ type: 'nextRace' }];
    case 'seriesOver':
      return [];
  }
}

/** Why an action is refused (null: allowed). `opts`: the steer options of `s` when the caller has them already. */
export function refusal(s: LakeState, a: LakeAction, opts?: HeadingReach[]): string | null {
  if (!a || typeof a !== 'object') return 'That is not a Lake Race action.';
  switch (a.type) {
    case 'place': {
      if (s.phase !== 'place') return 'Boats are placed only before the race starts.';
      if (!Number.isInteger(a.heading) || a.heading < 0 || a.heading > 5) return "Point the boat's front at a side of its hexagon, not at a corner.";
      const h = { q: a.q, r: a.r };
      if (!holds(courseOf(s).startZone, h)) return 'Place your boat on or behind the start tile.';
      if (holds(occupied(s, -1), h)) return 'Two boats cannot share one space.';
      return null;
    }
    case 'roll':
      if (s.phase !== 'roll') return s.phase === 'steer' ? 'You have rolled already: now turn and move.' : 'It is not time to roll.';
      if (!Array.isArray(a.hold)) return 'Say which dice you hold.';
      return rollRefusal(s.boats[s.current].dice, a);
    case 'steer': {
      if (s.phase !== 'steer') return 'Roll your dice before turning and moving.';
      const options = opts ?? sharedSteerOptions(s);
      const o = options.find((x) => x.turn === a.turn);
      if (!o) return 'Turn 60 degrees left or right, or keep your heading.';
      if (!o.allowed) {
        const speed = total(s.boats[s.current].dice);
        return options.some((x) => x.water === speed)
          ? `Pick a heading with room to sail all ${speed} spaces.`
          : `Every direction crashes: you must take one with the longest straight water path (${Math.max(...options.map((x) => x.water))} spaces).`;
      }
      return null;
    }
    case 'nextRace':
      return s.phase === 'raceOver' ? null : 'The next race starts when this one is over.';
    default:
      return 'That is not a Lake Race action.';
  }
}

/** Apply one action (no crew turns after it). */
export function applyLake(prev: LakeState, a: LakeAction): { state: LakeState; events: AnyEvent[] } {
  const s = cloneState(prev);
  const events: AnyEvent[] = [];
  applyLakeOwned(s, a, events);
  // the copy's ledger holds only this action's lines (cloneState): the kept lines go before them
  s.ledger = keptLedger(prev.ledger, s.ledger);
  return { state: s, events };
}

/** applyLake on a state the caller owns outright (one applyLake made and no one else has seen), changed in place and
 *  its ledger left to grow past LEDGER_LINES until the caller trims it (trimLedger): the crews' turns in a row, whose
 *  states in between no one sees, so they need no copies (the lines kept at the end are the same). */
export function applyLakeOwned(s: LakeState, a: LakeAction, events: AnyEvent[]): void {
  // a steer's options are worked out once, for the check and the move alike
  const opts = steerOf(s, a);
  const why = refusal(s, a, opts);
  if (why) throw new IllegalStallAction(why);
  act(s, a, opts, events);
}

/** applyLakeOwned for a crew's move, which the crews' planner chose among the moves the rules allow (a roll of the
 *  dice it may hold and count, a steer of the longest water, a free start): not checked again (engine.ts crewTurns;
 *  crew.test.ts holds every crew move to applyLake, which refuses what refusal() would). */
export function applyPlannedOwned(s: LakeState, a: LakeAction, events: AnyEvent[]): void {
  act(s, a, a.type === 'steer' && s.phase === 'steer' ? plannedSteer(s, a.turn) : undefined, events);
}

/** The one heading a planned steer takes (the planner chose it among the allowed ones): its reach alone, as
 *  sharedSteerOptions would give it among the three, which no check needs here (moveBoat reads only this one). */
function plannedSteer(s: LakeState, t: -1 | 0 | 1): HeadingReach[] {
  const b = s.boats[s.current];
  const o = headingReach(lakeOf(s), courseOf(s), b.pos!, b.heading, t, total(b.dice), occupied(s, s.current));
  o.allowed = true;
  return [o];
}

/** The ledger's last LEDGER_LINES lines, in place (after applyLakeOwned; applyLake keeps them as it copies, keptLedger). */
export function trimLedger(s: LakeState): void {
  if (s.ledger.length > LEDGER_LINES) s.ledger.splice(0, s.ledger.length - LEDGER_LINES);
}

function steerOf(s: LakeState, a: LakeAction): HeadingReach[] | undefined {
  return a && typeof a === 'object' && a.type === 'steer' && s.phase === 'steer' ? sharedSteerOptions(s) : undefined;
}

/** An event, told and written in the ledger. */
function tell(s: LakeState, events: AnyEvent[], e: AnyEvent): void {
  events.push(e);
  s.ledger.push(e.text);
}

/** An allowed action, done to `s` in place. */
function act(s: LakeState, a: LakeAction, opts: HeadingReach[] | undefined, events: AnyEvent[]): void {
  const b = s.boats[s.current];
  switch (a.type) {
    case 'place': {
      b.pos = { q: a.q, r: a.r };
      b.heading = a.heading;
      tell(s, events, { type: 'placed', seat: s.current, text: `${b.name} takes the start, heading ${HEADING_NAMES[a.heading]}.` });
      s.placing.shift();
      if (s.placing.length > 0) s.current = s.placing[0];
      else {
        s.phase = 'roll';
        s.current = s.startPlayer;
      }
      break;
    }
    case 'roll': {
      const r = rollDice(s.rng, a);
      s.rng = r.rng;
      b.dice = r.dice;
      b.turns += 1;
      s.phase = 'steer';
      const held = a.hold.length ? `holds ${diceText(a.hold)}` : 'holds nothing';
      const text =
        a.dice === 0
          ? `${b.name} runs without dice: speed 0, only turning.`
          : `${b.name} ${held}, rolls ${r.rolled.length ? diceText(r.rolled) : 'nothing'}: ${diceText(r.dice)}, speed ${total(r.dice)}.`;
      tell(s, events, { type: 'rolled', seat: s.current, held: a.hold, rolled: r.rolled, dice: r.dice, speed: total(r.dice), chance: r.rolled.length > 0, text });
      break;
    }
    case 'steer':
      moveBoat(s, a.turn, events, opts!);
      nextTurn(s, events);
      break;
    case 'nextRace':
      for (const x of s.boats) x.heldDamage = heldAfterRace(x);
      s.race += 1;
      s.startPlayer = (s.startPlayer + 1) % s.boats.length;
      startRace(s);
      tell(s, events, { type: 'raceStarted', race: COURSE_LETTERS[s.race], text: s.ledger[s.ledger.length - 1] });
      s.ledger.pop();
      break;
  }
}

/** The ledger keeps its last 160 lines: the lines before an action, then the ones it added, made in one copy. */
function keptLedger(before: readonly string[], added: readonly string[]): string[] {
  const out = before.slice(Math.max(0, before.length + added.length - LEDGER_LINES));
  for (let i = Math.max(0, added.length - LEDGER_LINES); i < added.length; i++) out.push(added[i]);
  return out;
}

const LEDGER_LINES = 160;

/** Third: Moving, with Damage ("the remainder of your movement total is the number of damage counters"). */
function moveBoat(s: LakeState, t: -1 | 0 | 1, events: AnyEvent[], opts: HeadingReach[]): void {
  const b = s.boats[s.current];
  const opt = opts.find((o) => o.turn === t)!;
  const from = b.pos!;
  // the spaces of the move taken, made for it: the event's path, and the state's place a space of its own
  const path = runPath(from, opt.heading, opt.travelled);
  const last = opt.travelled > 0 ? path[opt.travelled - 1] : from;
  const end = { q: last.q, r: last.r };
  const before = b.stage;
  const p = progressAlong(courseOf(s), { stage: b.stage, debt: b.debt }, from, path);
  b.heading = opt.heading;
  b.pos = end;
  b.stage = p.stage;
  b.debt = p.debt;
  const speed = total(b.dice);
  const turned = t === 0 ? '' : t > 0 ? ' turns left and' : ' turns right and';
  tell(s, events, {
    type: 'moved',
    seat: s.current,
    from,
    to: end,
    heading: opt.heading,
    path,
    text: speed === 0 ? `${b.name} turns to ${HEADING_NAMES[opt.heading]}.` : `${b.name}${turned} runs ${path.length} ${HEADING_NAMES[opt.heading]}.`,
  });
  for (let k = before; k < Math.min(p.stage, 3); k++) tell(s, events, { type: 'rounded', seat: s.current, buoy: k + 1, text: `${b.name} rounds buoy ${k + 1}.` });
  if (p.stage === 4 && before < 4) {
    b.finishedTurn = b.turns;
    s.finishOrder.push(s.current);
    tell(s, events, { type: 'finished', seat: s.current, place: s.finishOrder.length, text: `${b.name} crosses the finish, place ${s.finishOrder.length}.` });
  }
  if (opt.damage > 0) {
    b.damage += opt.damage;
    b.dice = [];
    tell(s, events, { type: 'crashed', seat: s.current, damage: opt.damage, text: `${b.name} crashes: ${opt.damage} damage (${b.damage} in all) and loses all dice.` });
    if (b.damage >= SINK_AT) {
      b.sunk = true;
      tell(s, events, { type: 'sank', seat: s.current, text: `${b.name} sinks and is out of this race.` });
    }
  }
}

/** "Now your left-hand neighbor starts their turn": the next boat still racing, clockwise. */
function nextTurn(s: LakeState, events: AnyEvent[]): void {
  const n = s.boats.length;
  for (let i = 1; i <= n; i++) {
    const seat = (s.current + i) % n;
    if (racing(s.boats[seat])) {
      if (s.boats[seat].turns >= MAX_TURNS) break;
      s.current = seat;
      s.phase = 'roll';
      return;
    }
  }
  endRace(s, events);
}

function endRace(s: LakeState, events: AnyEvent[]): void {
  const points = racePoints(s.boats, s.finishOrder, s.race, s.setup.scoreVariant);
  points.forEach((p, i) => (s.scores[i] += p));
  const result = {
    letter: COURSE_LETTERS[s.race],
    order: [...s.finishOrder],
    sunk: s.boats.flatMap((b, i) => (b.sunk ? [i] : [])),
    unfinished: s.boats.flatMap((b, i) => (!b.sunk && b.finishedTurn === null ? [i] : [])),
    points,
  };
  s.results.push(result);
  s.phase = s.race + 1 < s.setup.races ? 'raceOver' : 'seriesOver';
  const line = points.map((p, i) => `${s.boats[i].name} ${p}`).join(', ');
  tell(s, events, { type: 'raceOver', race: result.letter, points, text: `Race ${result.letter} is over. Points: ${line}.` });
}

export function lakeHash(s: LakeState): string {
  return stallHash(s);
}

export const hexLabel = hexKey;

/** A copy of the parts an action changes in place (placing, boats, finish order, scores, results). The rest is
 *  shared with the state before: setup and tiles never change; rng, buoys and a boat's place and dice are only ever
 *  replaced, never changed in place; a race result is never changed once recorded; the stall's deck and discard are
 *  handed back untouched. The ledger starts empty: it collects the action's own lines, and applyLake puts the kept
 *  lines before them once the action is done (keptLedger). */
function cloneState(p: LakeState): LakeState {
  return {
    ...p,
    placing: [...p.placing],
    boats: copyBoats(p.boats),
    finishOrder: [...p.finishOrder],
    scores: [...p.scores],
    results: [...p.results],
    ledger: [],
  };
}

// Which actions are legal now (rulebook 5 town by day, 6 night at home, pending decisions, 3 brews at any time, 7
// the Guild's quests): the handlers' tables and the walk that lists them. A pure function of the state; rules.ts
// hands the list out as legalActions, and a RolloutSession (rollout-session.ts) lists a town turn in two parts with
// townList's `leaveOut` and `ends`.
import type { Handler } from './handler';
import { coppersandHandlers } from './locations/coppersand';
import { scrapyardHandlers } from './locations/scrapyard';
import { carnivalHandlers } from './locations/carnival';
import { gladeHandlers } from './locations/glade';
import { chemistsHandlers } from './locations/chemists';
import { marketHandlers } from './locations/market';
import { minersHandlers } from './locations/miners';
import { crowsNestHandlers } from './locations/crowsNest';
import { nightHandlers } from './night';
import { canDrink, useItem } from './items';
import { checkDecision, decisionCandidates, pluggedAnswers } from './decisions';
import { guildLegal, questActionsOnto } from './quests/index';
import { timeLeft } from './time';
import type { Action, GameState } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one table holds the handlers of every action type; each narrows its own action
export type AnyHandler = Handler<any>;

export const TOWN: AnyHandler[] = [
  ...coppersandHandlers, ...scrapyardHandlers, ...carnivalHandlers, ...gladeHandlers,
  ...chemistsHandlers, ...marketHandlers, ...minersHandlers, ...crowsNestHandlers,
];
export const NIGHT: AnyHandler[] = nightHandlers;
export const BY_TYPE = new Map<string, { h: AnyHandler; where: 'town' | 'night' | 'free' }>([
  ...TOWN.map((h) => [h.type, { h, where: 'town' as const }] as const),
  ...NIGHT.map((h) => [h.type, { h, where: 'night' as const }] as const),
  [useItem.type, { h: useItem as AnyHandler, where: 'free' as const }],
]);

/** A handler as legalList walks it: the five fields it reads, in one object shape for every handler. The handlers'
 *  own literals come in a dozen shapes (each has its own optional fields), so reading h.quick, h.legal, h.time... at
 *  one place in legalList went through V8's slow megamorphic look-up five times per handler per town turn; a single
 *  shape is read from the inline cache. The functions are the handler's own (none uses `this`). */
interface Offer {
  /** the handler's action type (a town turn's first part may leave some types out, LeftOut) */
  type: string;
  quick: ((s: GameState) => boolean) | null;
  legal: ((s: GameState, out: Action[]) => void) | null;
  candidates: (s: GameState) => readonly Action[];
  time: (s: GameState) => number;
  check: (s: GameState, a: Action) => string | null;
}

function offersOf(list: readonly AnyHandler[]): Offer[] {
  return list.map((h) => ({ type: h.type, quick: h.quick ?? null, legal: h.legal ?? null, candidates: h.candidates, time: h.time, check: h.check }));
}
const TOWN_OFFERS = offersOf(TOWN);
const NIGHT_OFFERS = offersOf(NIGHT);
/** The brews drunk at any time, offered by day, by night and in a mine: the same one-shape walk as the others. */
const FREE_OFFER = offersOf([useItem as AnyHandler])[0];

/** Rulebook 5: by day, in town (not in a mine, not mid-decision). */
export function inTownByDay(s: GameState): boolean {
  return s.phase === 'day' && s.place.at === 'town';
}

/** Rulebook 6: at night, at home. */
export function atHomeByNight(s: GameState): boolean {
  return s.phase === 'night' && s.place.at === 'night';
}

/** Every action legal now, complete, in the order the table shows them (a fresh array or a plug's own list). */
export function legalList(s: GameState): Action[] {
  if (s.status !== 'playing') return [];
  if (s.pending.length > 0) {
    const d = s.pending[0];
    // a stall's legalActions and the quest plugin's are complete and legal already (their contract): checking each
    // again would ask them for their whole list once per answer
    if (d.kind === 'stall' || d.kind === 'quest') return withBrews(s, pluggedAnswers(s, d));
    // a loop, not a filter with a closure: the answers are often a frozen list (handler.ts offered), which the
    // filter took on a slow path (after every draw of a gathering, for one)
    const answers = decisionCandidates(s, d);
    const legal: Action[] = [];
    for (let i = 0; i < answers.length; i++) if (checkDecision(s, d, answers[i]) === null) legal.push(answers[i]);
    FREE_OFFER.legal!(s, legal);
    return legal;
  }
  const out: Action[] = [];
  if (inTownByDay(s)) return townList(s, NOTHING_LEFT_OUT, out, null);
  if (s.place.at === 'mine') {
    questActionsOnto(s, out);
  } else if (atHomeByNight(s)) {
    const left = timeLeft(s);
    for (let i = 0; i < NIGHT_OFFERS.length; i++) pushOffer(s, NIGHT_OFFERS[i], left, out);
  }
  FREE_OFFER.legal!(s, out);
  return out;
}

/** A decision's answers and, after them, the brews that may be drunk now (3: "at any time", so while a decision
 *  waits too). `answers` is the plug's own list: it is added to only through a copy, and only when a brew is on offer. */
function withBrews(s: GameState, answers: Action[]): Action[] {
  if (!canDrink(s)) return answers;
  const out = answers.slice();
  FREE_OFFER.legal!(s, out);
  return out;
}

/** A town turn's legal actions onto `out`, in order (the town's handlers, the Guild's quests, the brews), without the
 *  types `leaveOut` leaves out ('quest' leaves out the Guild's); where each place's actions end is noted in `ends` when
 *  given (a RolloutSession's first part, for its rest). rules.ts handlerReason without its whereReason, which is null
 *  for every town handler by day, and with the hours left read once: the same two tests, the time asked once a handler (it is the same
 *  for each of its actions, Handler.time), and a handler whose actions all take too long is not asked for them. Index
 *  loops: the handlers' lists come fresh or frozen (handler.ts offered), and a for-of over both kinds of array at one
 *  place made an iterator object per list. */
export function townList(s: GameState, leaveOut: LeftOut, out: Action[], ends: Int32Array | null): Action[] {
  const left = timeLeft(s);
  const skip = leaveOut.byPlace;
  for (let i = 0; i < PLACES; i++) {
    if (skip[i] === 0) pushPlace(s, i, left, out);
    if (ends !== null) ends[i] = out.length;
  }
  return out;
}

/** A town turn's places in townList's order: the town's handlers, then the Miners' Guild's quests, then the brews. */
export const PLACES = TOWN_OFFERS.length + 2;

/** The legal actions of place `i` of a town turn (PLACES' order) onto `out`. */
export function pushPlace(s: GameState, i: number, left: number, out: Action[]): void {
  if (i < TOWN_OFFERS.length) pushOffer(s, TOWN_OFFERS[i], left, out);
  else if (i === TOWN_OFFERS.length) pushGuild(s, out);
  else FREE_OFFER.legal!(s, out);
}

/** Action types a town turn's first list leaves out (rollout-session.ts townWithout), read by townList as a flag per
 *  place in its order (the town's handlers, the Guild, the brews): a flag read for each place, where a look-up of the
 *  type in a Set cost a hashed search per handler per town turn. */
export interface LeftOut {
  readonly types: ReadonlySet<string>;
  /** 1 where the place's actions are left out, by townList's order */
  readonly byPlace: Uint8Array;
}

/** The LeftOut for these types ('quest': the Guild's quests), made once by a caller that keeps it. */
export function leftOut(types: Iterable<string>): LeftOut {
  const set = new Set(types);
  const byPlace = new Uint8Array(PLACES);
  for (let i = 0; i < TOWN_OFFERS.length; i++) byPlace[i] = set.has(TOWN_OFFERS[i].type) ? 1 : 0;
  byPlace[TOWN_OFFERS.length] = set.has('quest') ? 1 : 0;
  byPlace[TOWN_OFFERS.length + 1] = set.has(FREE_OFFER.type) ? 1 : 0;
  return { types: set, byPlace };
}

const NOTHING_LEFT_OUT = leftOut([]);

/** One handler's legal actions onto `out` (`left`: the hours left, read once per list). */
function pushOffer(s: GameState, h: Offer, left: number, out: Action[]): void {
  if ((h.quick !== null && !h.quick(s)) || h.time(s) > left) return;
  if (h.legal !== null) h.legal(s, out);
  else {
    const candidates = h.candidates(s);
    for (let j = 0; j < candidates.length; j++) if (h.check(s, candidates[j]) === null) out.push(candidates[j]);
  }
}

/** The Miners' Guild's quests open now onto `out` (town by day). */
function pushGuild(s: GameState, out: Action[]): void {
  pushAll(out, guildLegal(s));
}

/** Whether it is a town turn by day with no decision pending (the turns a RolloutSession may list in two parts). */
export function isTownTurn(s: GameState): boolean {
  return s.status === 'playing' && s.pending.length === 0 && inTownByDay(s);
}

/** Every action of `list` onto `out` (an index loop: legalList's lists come from several places, and a for-of over
 *  them at one place made an iterator object a time). */
function pushAll(out: Action[], list: readonly Action[]): void {
  for (let i = 0; i < list.length; i++) out.push(list[i]);
}

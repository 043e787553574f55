// The dispatcher: which actions exist where, and the one door through which an action changes the state.
// Town by day (rulebook 5), night at home (6), pending decisions, free actions, and the quest and stall plugs.
import { MAX_GEMS } from './character';
import type { ActionInfo } from './contract';
import { beginDraft, finish, type Owned } from './draft';
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
import { applyDecision, checkDecision, decisionCandidates, describeAnswer, pluggedAnswers } from './decisions';
import { applyQuestAction, checkQuestAction, describeQuest, guildCandidates, guildLegal, questActions } from './quests/index';
import { settle } from './turn';
import { timeLeft } from './time';
import { shapeReason } from './actionShape';
import type { Action, CheckResult, GameEvent, GameState } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one list holds handlers of every action type; each narrows its own
type AnyHandler = Handler<any>;

const TOWN: AnyHandler[] = [
  ...coppersandHandlers, ...scrapyardHandlers, ...carnivalHandlers, ...gladeHandlers,
  ...chemistsHandlers, ...marketHandlers, ...minersHandlers, ...crowsNestHandlers,
];
const NIGHT: AnyHandler[] = nightHandlers;
const BY_TYPE = new Map<string, { h: AnyHandler; where: 'town' | 'night' | 'free' }>([
  ...TOWN.map((h) => [h.type, { h, where: 'town' as const }] as const),
  ...NIGHT.map((h) => [h.type, { h, where: 'night' as const }] as const),
  [useItem.type, { h: useItem as AnyHandler, where: 'free' as const }],
]);

/** A handler as legalList walks it: the five fields it reads, in one object shape for every handler. The handlers'
 *  own literals come in a dozen shapes (each has its own optional fields), so reading h.quick, h.legal, h.time... at
 *  one place in legalList went through V8's slow megamorphic look-up five times per handler per town turn; a single
 *  shape is read from the inline cache. The functions are the handler's own (none uses `this`). */
interface Offer {
  /** the handler's action type (legalInTownWithout leaves some types out) */
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

/** Thrown by applyAction for an action check() refuses; the message is the player's sentence. */
export class IllegalAction extends Error {
  constructor(public readonly reason: string) {
    super(reason);
    this.name = 'IllegalAction';
  }
}

/** Rulebook 5: by day, in town (not in a mine, not mid-decision). */
function inTownByDay(s: GameState): boolean {
  return s.phase === 'day' && s.place.at === 'town';
}

/** Rulebook 6: at night, at home. */
function atHomeByNight(s: GameState): boolean {
  return s.phase === 'night' && s.place.at === 'night';
}

function whereReason(s: GameState, where: 'town' | 'night' | 'free'): string | null {
  if (where === 'town') {
    if (s.place.at === 'mine') return 'You are in a mine: you leave only by its exit.';
    if (s.phase === 'night') return "It is night: you can't visit any Locations until daybreak.";
    return null;
  }
  if (where === 'night') return atHomeByNight(s) ? null : s.place.at === 'mine' ? 'You are in a mine.' : 'Sleep, dinner and work are for the night.';
  return null;
}

function handlerReason(s: GameState, h: AnyHandler, where: 'town' | 'night' | 'free', a: Action): string | null {
  const w = whereReason(s, where);
  if (w) return w;
  const t = h.time(s);
  if (t > timeLeft(s)) return `That takes ${t} hourglass squares; only ${timeLeft(s)} left before the card flips.`;
  return h.check(s, a);
}

/** check(): ok, or why not in one sentence. Never throws for a player's mistake. */
export function check(s: GameState, a: Action): CheckResult {
  const r = reasonFor(s, a);
  return r === null ? { ok: true } : { ok: false, reason: r };
}

function reasonFor(s: GameState, a: Action): string | null {
  const shape = shapeReason(a);
  if (shape) return shape;
  if (s.status !== 'playing') return `The game is over: ${s.endReason ?? s.status}`;
  // 3: a brew is drunk "at any time", so also while a decision waits (mid-fight, before fleeing, between draws)
  if (a.type === 'useItem') return useItem.check(s, a);
  if (s.pending.length > 0) return checkDecision(s, s.pending[0], a);
  if (a.type === 'quest') return checkQuestAction(s, a);
  const entry = BY_TYPE.get(a.type);
  if (!entry) return `"${a.type}" answers a decision that is not in front of you.`;
  if (s.place.at === 'mine' && entry.where !== 'free') return 'You are in a mine: you leave only by its exit.';
  return handlerReason(s, entry.h, entry.where, a);
}

/** The last list legalActions returned and the state it was for (a private copy of the list, so a caller changing
 *  its array cannot add to it; two variables, not a record made at every legalActions). applyAction trusts exactly
 *  these action objects for exactly that state: every one of them passed reasonFor's checks (or is a stall's or
 *  quest's own legal answer, legal by their contract) when the list was built, and a state never changes, so
 *  checking it again would find it legal again. The bots' loop asks legalActions then applies one of its actions,
 *  every turn: the second check was a twentieth of a campaign. Like states, actions are values: an action object is
 *  not changed after the engine hands it out (many are made once and handed out frozen, handler.ts offered). */
let trustedState: GameState | null = null;
let trustedLegal: readonly Action[] = [];

/** legalActions(): every action legal now, complete. */
export function legalActions(s: GameState): Action[] {
  const out = legalList(s);
  trust(s, out.slice());
  return out;
}

/** Marks `list` as the actions applyAction trusts for `s` (see trustedLegal). */
function trust(s: GameState, list: readonly Action[]): void {
  trustedState = s;
  trustedLegal = list;
}

/** legalActions for a rollout's own loop (bots/campaign.ts playOut, the advisor's and the planner's), which only
 *  reads the list, lends it to its bot and applies one of its actions: the list itself is trusted, without the private
 *  copy legalActions keeps against a caller that changes its list (that copy was about a fiftieth of a rollout). The
 *  caller and the bots it lends the list to must not change it (Bot.choose never does). */
export function legalInRollout(s: GameState): readonly Action[] {
  const out = legalList(s);
  trust(s, out);
  return out;
}

/** Whether `a` is one of the very action objects legalActions last returned for this very state. */
function isTrusted(state: GameState, a: Action): boolean {
  return trustedState === state && trustedLegal.includes(a);
}

function legalList(s: GameState): Action[] {
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
  if (s.place.at === 'mine') pushAll(out, questActions(s));
  else if (atHomeByNight(s)) {
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
 *  given (legalInTownWithout's, for legalInTownRest). handlerReason without its whereReason, which is null for every town
 *  handler by day, and with the hours left read once: the same two tests, the time asked once a handler (it is the same
 *  for each of its actions, Handler.time), and a handler whose actions all take too long is not asked for them. Index
 *  loops: the handlers' lists come fresh or frozen (handler.ts offered), and a for-of over both kinds of array at one
 *  place made an iterator object per list. */
function townList(s: GameState, leaveOut: LeftOut, out: Action[], ends: Int32Array | null): Action[] {
  const left = timeLeft(s);
  const skip = leaveOut.byPlace;
  for (let i = 0; i < PLACES; i++) {
    if (skip[i] === 0) pushPlace(s, i, left, out);
    if (ends !== null) ends[i] = out.length;
  }
  return out;
}

/** A town turn's places in townList's order: the town's handlers, then the Miners' Guild's quests, then the brews. */
const PLACES = TOWN_OFFERS.length + 2;

/** The legal actions of place `i` of a town turn (PLACES' order) onto `out`. */
function pushPlace(s: GameState, i: number, left: number, out: Action[]): void {
  if (i < TOWN_OFFERS.length) pushOffer(s, TOWN_OFFERS[i], left, out);
  else if (i === TOWN_OFFERS.length) pushGuild(s, out);
  else FREE_OFFER.legal!(s, out);
}

/** Action types a town turn's first list leaves out (legalInTownWithout), read by townList as a flag per place in its
 *  order (the town's handlers, the Guild, the brews): a flag read for each place, where a look-up of the type in a
 *  Set cost a hashed search per handler per town turn. */
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

/** A town turn's list made in two parts (legalInTownWithout, then legalInTownRest): the state, the types left out,
 *  the first part, and where each handler's actions end in it (the town's handlers in order, the Guild, the brews). */
const part = {
  state: null as GameState | null,
  /** the state's turn when listed (a state changed in place since then has another) */
  turn: -1,
  leftOut: null as LeftOut | null,
  list: [] as readonly Action[],
  ends: new Int32Array(PLACES),
};

/** Whether it is a town turn by day with no decision pending (legalInTownWithout's turns). */
export function isTownTurn(s: GameState): boolean {
  return s.status === 'playing' && s.pending.length === 0 && inTownByDay(s);
}

/** For a rollout's player that weighs some actions first and the rest only when those fall short (the strong player
 *  prices every hour below a free action worth taking, engine/bots/strong.ts): a town turn's legal actions without
 *  the types in `leaveOut` ('quest' leaves out the Guild's quests), in legalActions' order. Like legalInRollout's, the
 *  list is trusted for this state and must not be changed; legalInTownRest(s) then makes the whole list from it
 *  without asking the handlers already asked. Only for isTownTurn states. */
export function legalInTownWithout(s: GameState, leaveOut: LeftOut): readonly Action[] {
  if (!isTownTurn(s)) throw new Error('legalInTownWithout: not a town turn by day');
  const out = townList(s, leaveOut, [], part.ends);
  part.state = s;
  part.turn = s.turn;
  part.leftOut = leaveOut;
  part.list = out;
  trust(s, out);
  return out;
}

/** The whole legal list of the state legalInTownWithout was last asked about: its actions, the same objects, with the
 *  left-out handlers' actions in their places (legalActions' list, trusted like legalInRollout's). For any other
 *  state, legalInRollout. */
export function legalInTownRest(s: GameState): readonly Action[] {
  const omitted = part.leftOut;
  if (part.state !== s || part.turn !== s.turn || omitted === null) return legalInRollout(s);
  const first = part.list;
  const ends = part.ends;
  const out: Action[] = [];
  const left = timeLeft(s);
  const skip = omitted.byPlace;
  let k = 0;
  for (let i = 0; i < PLACES; i++) {
    if (skip[i] === 0) {
      for (const end = ends[i]; k < end; k++) out.push(first[k]);
    } else pushPlace(s, i, left, out);
  }
  part.state = null;
  trust(s, out);
  return out;
}

/** Every action of `list` onto `out` (an index loop: legalList's lists come from several places, and a for-of over
 *  them at one place made an iterator object a time). */
function pushAll(out: Action[], list: readonly Action[]): void {
  for (let i = 0; i < list.length; i++) out.push(list[i]);
}

/** applyAction(): pure; one copy of the state, the rule, then everything owed at the end of the action. */
export function applyAction(state: GameState, a: Action): { state: GameState; events: GameEvent[] } {
  return applyWith(state, a, false);
}

/** applyAction for the advisor's rollouts, which read only how a campaign ends: the same next state except that
 *  nothing is written to its ledger (it keeps the input's) and no events are made. Every rule runs as in
 *  applyAction (no rule reads the ledger or the events); engine/rollout.test.ts holds the two to the same states
 *  but for the ledger. Not for play: a player's ledger must be whole.
 *  With `own` (draft.ts ownedByRollout, one per rollout), what the rollout copied itself is changed in place: the
 *  state returned may be the very object passed in, so the caller must drop the one it passed and never hand
 *  another holder a state of the rollout (engine/owned.test.ts). The state a rollout starts from is never changed. */
export function applyInRollout(state: GameState, a: Action, own: Owned | null = null): GameState {
  return applyWith(state, a, true, own).state;
}

function applyWith(state: GameState, a: Action, quiet: boolean, own: Owned | null = null): { state: GameState; events: GameEvent[] } {
  if (!isTrusted(state, a)) {
    const reason = reasonFor(state, a);
    if (reason !== null) throw new IllegalAction(reason);
  }
  const c = beginDraft(state, quiet, own);
  // a state changed in place is no longer the one legalActions listed (the same object, other contents)
  if (c.s === state) {
    trustedState = null;
    part.state = null;
  }
  c.s.turn++;
  // a brew drunk while a decision waits leaves the decision where it is (items.ts useItem)
  if (a.type === 'useItem') useItem.apply(c, a);
  else if (c.s.pending.length > 0) applyDecision(c, c.s.pending[0], a);
  else if (a.type === 'quest') applyQuestAction(c, a);
  else BY_TYPE.get(a.type)!.h.apply(c, a);
  settle(c);
  return finish(c);
}

/** Rulebook 8's purse (60 Gems at most) against a trade's pay: what the purse would keep, when less than it pays. */
function cappedGain(s: GameState, h: AnyHandler, a: Action): { pays: number; kept: number; cap: number } | null {
  const pays = h.gems ? h.gems(s, a) : 0;
  if (pays <= 0 || s.gems + pays <= MAX_GEMS) return null;
  return { pays, kept: Math.max(0, MAX_GEMS - s.gems), cap: MAX_GEMS };
}

/** describeActions(): every legal action with its label, plus the refused ones shown here with their reasons. */
export function describeActions(s: GameState): ActionInfo[] {
  if (s.status !== 'playing') return [];
  const out: ActionInfo[] = [];
  if (s.pending.length > 0) {
    const d = s.pending[0];
    for (const a of decisionCandidates(s, d)) {
      const r = checkDecision(s, d, a);
      out.push({ action: a, ...describeAnswer(s, d, a), legal: r === null, ...(r ? { reason: r } : {}) });
    }
    // 3: the brews stay on offer while a decision waits ("at any time"), shown in their own group beside its answers
    for (const a of useItem.candidates(s)) out.push(info(s, useItem as AnyHandler, a, useItem.check(s, a)));
    return out;
  }
  if (s.place.at === 'mine') {
    for (const a of questActions(s)) out.push({ action: a, ...describeQuest(s, a), legal: true });
  } else {
    const list = inTownByDay(s) ? TOWN : atHomeByNight(s) ? NIGHT : [];
    const where = inTownByDay(s) ? 'town' : 'night';
    for (const h of list) {
      for (const a of h.candidates(s)) {
        const r = handlerReason(s, h, where, a);
        out.push(info(s, h, a, r));
      }
    }
    if (inTownByDay(s)) {
      for (const a of guildCandidates(s)) {
        const r = checkQuestAction(s, a);
        out.push({ action: a, ...describeQuest(s, a), legal: r === null, ...(r ? { reason: r } : {}) });
      }
    }
  }
  for (const a of useItem.candidates(s)) out.push(info(s, useItem as AnyHandler, a, useItem.check(s, a)));
  return out;
}

function info(s: GameState, h: AnyHandler, a: Action, reason: string | null): ActionInfo {
  const capped = reason === null ? cappedGain(s, h, a) : null;
  return {
    action: a,
    label: capped ? `${h.label(s, a)}: you can hold only ${capped.cap}, gain ${capped.kept}` : h.label(s, a),
    ...(capped ? { capped } : {}),
    ...(h.detail ? { detail: h.detail(s, a) } : {}),
    group: h.group(s),
    time: h.time(s),
    rule: h.rule,
    legal: reason === null,
    ...(reason ? { reason } : {}),
  };
}

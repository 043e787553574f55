// One door for change (README.md): applyAction copies the state once into a draft, rules change the draft
// through a Ctx, and the draft is returned as the new state. Nothing outside a Ctx ever mutates a GameState.
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { GameEvent, GameState, LedgerEntry } from './types';
import { ownedList, setOwnedList, type MineParts, type Owned, type SharedList } from './owned';

type Generator = ReturnType<typeof xoroshiro128plusFromState>;

export interface Ctx {
  /** the draft: a private copy, free to change */
  s: GameState;
  events: GameEvent[];
  /** the live generator, created on first use and written back to s.rng by finish() */
  g: Generator | null;
  /** the quest engine's mine copied for this action (engine/quests/mine.ts draftMine), so it is copied once */
  mine?: unknown;
  /** the mine's tokens, flags, kept Specials, changed chambers and movers copied for this action (engine/quests/mine.ts
   *  draftPart), each on its first change, so each is copied once */
  mineParts?: MineParts;
  /** this action's ledger lines: s.ledger stays the previous state's array (shared, never changed) until finish()
   *  appends these in one copy, rather than a copy at the start and a regrowth on the first push (in a session's own
   *  state whose ledger the session copied itself: that ledger, appended to in place, see beginDraft) */
  lines: LedgerEntry[];
  /** which of the shared parts (SHARED) this draft has copied already, as bits */
  owned: number;
  /** a rollout's draft (rollout-session.ts, a session without the ledger): emit() records nothing, neither event nor ledger line. No rule reads
   *  the ledger or the events, so the state comes out the same but for its ledger, which stays the input's. */
  quiet: boolean;
  /** a rollout's record of what it has copied already (owned.ts Owned, kept by its RolloutSession), or null: copy on
   *  write as usual (always null for applyAction) */
  own: Owned | null;
}

/** Parts of the state a draft shares with the previous state until a rule first changes one (copy on write): most
 *  actions change none of them, and copying each of them on every action was most of beginDraft's allocation. A rule
 *  changes them only through draftList and draftSides (character.ts, supply.ts, time.ts, story.ts, effects.ts,
 *  decisions.ts, setup.ts, locations/carnival.ts, quests/attempt.ts, quests/fight.ts, quests/chambers.ts; a rule may
 *  also replace one whole); engine/draft.test.ts holds every legal action to leaving the state it was applied to unchanged. */
const SHARED = { rucksack: 1, supply: 2, history: 4, questsAttempted: 8, sides: 16, discard: 32, deck: 64, stallsPlayed: 128 } as const;

/** The draft's own copy of one of the shared lists, made on the first change this action. The list is read and
 *  written by its name (listOf, setList), not as c.s[k]: every caller names its list, so once inlined the switch folds
 *  to one named field, where the keyed reads of the state, SHARED and the Owned record were megamorphic look-ups on
 *  every change of a list (the deck at every draw). */
export function draftList<K extends SharedList>(c: Ctx, k: K): GameState[K] {
  const bit = sharedBit(k);
  if ((c.owned & bit) === 0) {
    c.owned |= bit;
    const own = c.own;
    const list = listOf(c.s, k);
    // a list this rollout copied in an earlier action is its own already
    if (own !== null && ownedList(own, k) === list) return list as GameState[K];
    const copy = list.slice();
    setList(c.s, k, copy);
    if (own !== null) setOwnedList(own, k, copy);
    return copy as GameState[K];
  }
  return listOf(c.s, k) as GameState[K];
}

function sharedBit(k: SharedList): number {
  switch (k) {
    case 'rucksack': return SHARED.rucksack;
    case 'supply': return SHARED.supply;
    case 'history': return SHARED.history;
    case 'questsAttempted': return SHARED.questsAttempted;
    case 'discard': return SHARED.discard;
    case 'deck': return SHARED.deck;
    case 'stallsPlayed': return SHARED.stallsPlayed;
  }
}

function listOf(s: GameState, k: SharedList): unknown[] {
  switch (k) {
    case 'rucksack': return s.rucksack;
    case 'supply': return s.supply;
    case 'history': return s.history;
    case 'questsAttempted': return s.questsAttempted;
    case 'discard': return s.discard;
    case 'deck': return s.deck;
    case 'stallsPlayed': return s.stallsPlayed;
  }
}

function setList(s: GameState, k: SharedList, v: unknown[]): void {
  switch (k) {
    case 'rucksack': s.rucksack = v as GameState['rucksack']; return;
    case 'supply': s.supply = v as GameState['supply']; return;
    case 'history': s.history = v as GameState['history']; return;
    case 'questsAttempted': s.questsAttempted = v as GameState['questsAttempted']; return;
    case 'discard': s.discard = v as GameState['discard']; return;
    case 'deck': s.deck = v as GameState['deck']; return;
    case 'stallsPlayed': s.stallsPlayed = v as GameState['stallsPlayed']; return;
  }
}

/** The draft's own copy of the Locations' sides, made on the first flip this action. */
export function draftSides(c: Ctx): GameState['sides'] {
  if ((c.owned & SHARED.sides) === 0) {
    c.owned |= SHARED.sides;
    const own = c.own;
    if (own !== null && own.lists.sides === c.s.sides) return c.s.sides;
    c.s.sides = { ...c.s.sides };
    if (own !== null) own.lists.sides = c.s.sides;
  }
  return c.s.sides;
}

/** A copy of the parts an action usually changes; unchanged nested data (setup, ledger entries, quest) is shared, and
 *  so are the parts in SHARED until a rule first changes one.
 *  The ledger is only appended to, by emit(), and finish() writes the new array (see Ctx.lines). `events` false: the
 *  caller reads only the state (a RolloutSession), so emit() writes the ledger line and makes no event. */
export function beginDraft(state: GameState, quiet = false, own: Owned | null = null, events = true): Ctx {
  // a rollout's own state (made by its last action) is changed in place: nobody else holds it
  if (own !== null && own.state === state) {
    if (own.pending !== state.pending) own.pending = state.pending = state.pending.slice();
    // a ledger the session copied itself is this action's list of lines too: emit() appends straight to it
    const lines = quiet ? NONE : own.ledger === state.ledger ? state.ledger : [];
    return { s: state, events: quiet || !events ? NONE : [], g: null, mine: undefined, mineParts: undefined, lines, owned: 0, quiet, own };
  }
  // shared until changed: rucksack, supply, sides, history, questsAttempted, discard, deck, stallsPlayed (see
  // SHARED), and place, which rules only ever replace whole
  const s = copyTop(state);
  s.pending = state.pending.slice();
  if (own !== null) {
    own.state = s;
    own.pending = s.pending;
  }
  return { s, events: quiet || !events ? NONE : [], g: null, mine: undefined, mineParts: undefined, lines: quiet ? NONE : [], owned: 0, quiet, own };
}

/** A quiet draft's events and ledger lines: emit() adds none, so one frozen empty list serves every quiet action
 *  (two arrays fewer per rollout action; frozen, so a push that slipped past `quiet` would throw, not leak). */
const NONE: never[] = Object.freeze([]) as unknown as never[];

/** GameState's keys in the order newGame writes them (engine/setup.ts), which every state made by the engine keeps. */
const STATE_KEYS = [
  'v', 'setup', 'rng', 'status', 'endReason', 'turn', 'day', 'phase', 'timer', 'character', 'gems', 'lives', 'pep',
  'strength', 'agility', 'xp', 'levelReached', 'rucksack', 'supply', 'place', 'sides', 'storyEndSide', 'deck', 'discard',
  'seerKnown', 'storyEndPending', 'storyEnds', 'stallsPlayed', 'pending', 'quest', 'questsAttempted', 'ledger', 'history',
] as const;

/** Whether `o` has exactly these keys, in this order (and nothing else): then a literal written out with them copies
 *  it exactly, as a spread would (copyState here, copyMine in engine/quests/mine.ts). */
export function hasKeys(o: object, keys: readonly string[]): boolean {
  let i = 0;
  for (const k in o) if (k !== keys[i++]) return false;
  return i === keys.length;
}

/** { ...state } written out, for a state with exactly STATE_KEYS in order (the same keys, order and values). V8 copies
 *  an object literal of named fields about twenty times faster than it spreads a 33-key object, and beginDraft runs
 *  once per action; a state with other keys or another order (a hand-made fixture, an old save) is spread as before.
 *  engine/draft.test.ts holds the two copies to the same JSON text. */
function copyState(s: GameState): GameState {
  return {
    v: s.v, setup: s.setup, rng: s.rng, status: s.status, endReason: s.endReason, turn: s.turn, day: s.day, phase: s.phase,
    timer: s.timer, character: s.character, gems: s.gems, lives: s.lives, pep: s.pep, strength: s.strength,
    agility: s.agility, xp: s.xp, levelReached: s.levelReached, rucksack: s.rucksack, supply: s.supply, place: s.place,
    sides: s.sides, storyEndSide: s.storyEndSide, deck: s.deck, discard: s.discard, seerKnown: s.seerKnown,
    storyEndPending: s.storyEndPending, storyEnds: s.storyEnds, stallsPlayed: s.stallsPlayed, pending: s.pending,
    quest: s.quest, questsAttempted: s.questsAttempted, ledger: s.ledger, history: s.history,
  };
}

/** The copy beginDraft makes of a state before it copies the pending decisions: { ...s }, written out when the keys are
 *  newGame's (engine/draft.test.ts holds the two to the same text, and the engine's own states to the fast one). */
export const copyTop = (s: GameState): GameState => (hasKeys(s, STATE_KEYS) ? copyState(s) : { ...s });

/** exported for engine/draft.test.ts: whether a state takes copyTop's written-out copy */
export const isPlainState = (s: GameState): boolean => hasKeys(s, STATE_KEYS);

export function finish(c: Ctx): { state: GameState; events: GameEvent[] } {
  if (c.g) c.s.rng = c.g.getState().slice();
  // lines written straight into the session's own ledger are in place already (beginDraft)
  if (c.lines.length > 0 && c.lines !== c.s.ledger) {
    const own = c.own;
    if (own !== null && own.ledger === c.s.ledger) {
      // a ledger this session copied itself is seen by no other state (owned.ts): append in place
      const ledger = c.s.ledger;
      for (const line of c.lines) ledger.push(line);
    } else {
      c.s.ledger = c.s.ledger.concat(c.lines);
      if (own !== null) own.ledger = c.s.ledger;
    }
    c.lines = [];
  }
  return { state: c.s, events: c.events };
}

function gen(c: Ctx): Generator {
  if (!c.g) c.g = xoroshiro128plusFromState(c.s.rng);
  return c.g;
}

/** A die roll, 1..6 (every roll in the game goes through the state's generator). */
export function rollDie(c: Ctx): number {
  return uniformInt(gen(c), 1, 6);
}

export function randomInt(c: Ctx, from: number, to: number): number {
  return uniformInt(gen(c), from, to);
}

/** Fisher-Yates with the state's generator. */
export function shuffleInPlace<T>(c: Ctx, xs: T[]): void {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = uniformInt(gen(c), 0, i);
    const t = xs[i];
    xs[i] = xs[j];
    xs[j] = t;
  }
}

/** Record an event: returned to the caller and written in the ledger in plain words. A quiet draft (a rollout's)
 *  records nothing; the busiest call sites, whose words cost look-ups (card and chamber names, plurals), test
 *  `c.quiet` first so a rollout does not build words only to drop them (about 300 events a rollout). */
export function emit(c: Ctx, type: string, text: string, extra?: { chance?: boolean; [k: string]: unknown }): void {
  if (c.quiet) return;
  const chance = extra !== undefined && extra.chance === true;
  // A session's draft keeps no events (nobody reads them; only its ledger): the event and the walk over `extra`'s
  // keys, a look-up per key over extras of many shapes, were a twentieth of a random-bot campaign.
  if (c.events !== NONE) {
    // Built field by field rather than by spread and `delete` (once per event, the hottest allocation of an action):
    // the same keys in the same order as { type, text, ...extra } with a false `chance` left out.
    const ev: GameEvent = { type, text };
    if (extra !== undefined) {
      for (const k in extra) if (k !== 'chance' || extra.chance) (ev as Record<string, unknown>)[k] = extra[k];
    }
    c.events.push(ev);
  }
  const s = c.s;
  const n = c.lines === s.ledger ? s.ledger.length + 1 : s.ledger.length + c.lines.length + 1;
  c.lines.push(chance ? { n, day: s.day, phase: s.phase, type, text, chance: true } : { n, day: s.day, phase: s.phase, type, text });
}

// The bots' door to the rules (rules.ts stays a function of its arguments): a RolloutSession lists and applies
// actions for one player's loop and keeps, for that loop alone, what makes the loop fast:
// - trust: the list it last handed out and the state it was for. Every action on it passed the rules' checks when the
//   list was made, and a state never changes (but see `inPlace`), so apply() does not check those very objects again
//   (the second check was a twentieth of a campaign); any other action is checked in full and refused with its
//   sentence (IllegalAction).
// - a town turn in two parts (townWithout, then townRest): a player that weighs the free actions first asks for the
//   hours only when the free ones fall short (engine/bots/strong.ts chooseStrongInRollout).
// - in place (`inPlace`, owned.ts): the states a rollout made itself, which nobody else holds, are changed in place.
// Bots, the advisor and the benchmarks make one per loop (a rollout, a campaign, a worker's batch); two sessions
// never see each other's lists, and a state from anywhere may be handed to any session.
import type { LeftOut } from './offers';
import { isTownTurn, legalList, leftOut, PLACES, pushPlace, townList } from './offers';
import { applyLegal } from './apply';
import { IllegalAction, reasonFor } from './rules';
import { ownedByRollout, type Owned } from './owned';
import { timeLeft } from './time';
import type { Action, GameState } from './types';

export { isTownTurn, leftOut, type LeftOut };

export interface SessionOptions {
  /** true: every action writes its ledger lines, as applyAction does (a bot's whole campaign, which is kept or
   *  reported). false: nothing is written (the advisor's rollouts read only how a campaign ends): the same next
   *  state but for its ledger, which stays the input's (engine/rollout.test.ts). */
  ledger: boolean;
  /** true: what this session copied itself since begin() is changed in place (owned.ts), so the state apply()
   *  returns may be the very object passed in: the caller must drop each state it passes and never hand another
   *  holder a state of the session. The state a rollout starts from is never changed (engine/owned.test.ts). */
  inPlace: boolean;
}

const NO_ACTIONS: readonly Action[] = Object.freeze([]);

export class RolloutSession {
  /** the state of the list handed out last, and that list (never changed once handed out: Bot.choose reads it) */
  private trustedState: GameState | null = null;
  private trustedLegal: readonly Action[] = NO_ACTIONS;
  /** a town turn's first part (townWithout): its state, the state's turn when listed (a state changed in place since
   *  has another), what it left out, its list, and where each place's actions end in it (offers.ts townList) */
  private partState: GameState | null = null;
  private partTurn = -1;
  private partLeftOut: LeftOut | null = null;
  private partList: readonly Action[] = NO_ACTIONS;
  private partEnds: Int32Array | null = null;
  /** what the current rollout copied (inPlace only): a fresh record at each begin(), none before the first (copy on
   *  write as applyAction does) */
  private own: Owned | null = null;
  private readonly quiet: boolean;
  private readonly inPlace: boolean;

  constructor(options: SessionOptions) {
    this.quiet = !options.ledger;
    this.inPlace = options.inPlace;
  }

  /** A new rollout: forgets what the last one copied (its states are its caller's to drop) and what it listed. */
  begin(): void {
    if (this.inPlace) this.own = ownedByRollout();
    this.forget();
  }

  /** Every action legal now, as legalActions lists them; trusted by apply() for this state. The caller and the bots it
   *  lends the list to must not change it (Bot.choose never does). */
  legal(s: GameState): readonly Action[] {
    const out = legalList(s);
    this.trust(s, out);
    return out;
  }

  /** For a player that weighs some actions first and the rest only when those fall short: a town turn's legal actions
   *  without the types in `leaveOut` ('quest' leaves out the Guild's quests), in legalActions' order, trusted like
   *  legal()'s; townRest(s) then makes the whole list from it without asking the handlers already asked. Only for
   *  isTownTurn states (rulebook 5). */
  townWithout(s: GameState, leaveOut: LeftOut): readonly Action[] {
    if (!isTownTurn(s)) throw new Error('townWithout: not a town turn by day');
    // made on first use: a random bot's campaign session never lists a town turn in parts, and a typed array is a
    // dear allocation beside a campaign's (a hundredth of one)
    const ends = (this.partEnds ??= new Int32Array(PLACES));
    const out = townList(s, leaveOut, [], ends);
    this.partState = s;
    this.partTurn = s.turn;
    this.partLeftOut = leaveOut;
    this.partList = out;
    this.trust(s, out);
    return out;
  }

  /** The whole legal list of the state townWithout was last asked about: its actions, the same objects, with the
   *  left-out handlers' actions in their places (legalActions' list, trusted). For any other state, legal(s). */
  townRest(s: GameState): readonly Action[] {
    const omitted = this.partLeftOut;
    if (this.partState !== s || this.partTurn !== s.turn || omitted === null) return this.legal(s);
    const first = this.partList;
    const ends = this.partEnds!;
    const out: Action[] = [];
    const left = timeLeft(s);
    const skip = omitted.byPlace;
    let k = 0;
    for (let i = 0; i < PLACES; i++) {
      if (skip[i] === 0) {
        for (const end = ends[i]; k < end; k++) out.push(first[k]);
      } else pushPlace(s, i, left, out);
    }
    this.partState = null;
    this.trust(s, out);
    return out;
  }

  /** `a` applied to `s`: unchecked when it is one of the very objects this session last listed for this very state,
   *  else checked, and refused with the player's sentence (IllegalAction). With `ledger` false nothing is written to
   *  the ledger; with `inPlace` the state returned may be `s` itself (see SessionOptions). */
  apply(s: GameState, a: Action): GameState {
    if (!(this.trustedState === s && this.trustedLegal.includes(a))) {
      const reason = reasonFor(s, a);
      if (reason !== null) throw new IllegalAction(reason);
    }
    // the session hands back the state alone, so the draft makes no events (its ledger lines are written all the same)
    const next = applyLegal(s, a, this.quiet, this.own, false).state;
    // a state changed in place is no longer the one listed (the same object, other contents)
    if (next === s) this.forget();
    return next;
  }

  private trust(s: GameState, list: readonly Action[]): void {
    this.trustedState = s;
    this.trustedLegal = list;
  }

  private forget(): void {
    this.trustedState = null;
    this.trustedLegal = NO_ACTIONS;
    this.partState = null;
  }
}

/** A session for the advisor's and the planner's rollouts: no ledger, its own states changed in place. Call begin()
 *  before each rollout. */
export function rolloutSession(): RolloutSession {
  return new RolloutSession({ ledger: false, inPlace: true });
}

/** A session for a bot's whole campaign: the ledger written as applyAction writes it. By default every state is kept
 *  as made (nothing changed in place). `inPlace` (engine/bots/campaign.ts playCampaign, the engine's benchmark): a
 *  campaign played forward whose caller drops each state it passes, so the states the session made are changed in
 *  place and each action's ledger lines are appended to the ledger the session copied (owned.ts), not to a new copy
 *  of the whole ledger per action; the states are the same, the ledger's lines too (engine/owned.test.ts). */
export function campaignSession(inPlace = false): RolloutSession {
  const session = new RolloutSession({ ledger: true, inPlace });
  session.begin();
  return session;
}

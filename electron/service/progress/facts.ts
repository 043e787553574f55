// What a campaign did that records and achievements read (issue 29), folded action by action from the states the
// engine produces. The fold is pure and runs twice: as each action is played (stored with the campaign), and over
// the whole saved history when the save file is checked (campaignFacts), so what is stored can always be recomputed.
import { content } from '../../../data';
import { applyAction, hoursLeft, newGame, type Action, type GameSetup, type GameState } from '../../../engine';
import type { AnyAction, AnyEvent } from '../../../contract';

/** The six numbered Locations (set-up 2), the ones a daybreak can flip. */
export const NUMBERED: readonly string[] = content.locations.filter((l) => l.number !== null).map((l) => l.id);

export interface Payment {
  day: number;
  phase: 'day' | 'night';
  /** hourglass squares left before the end of day 3 (rulebook 4, 6) */
  hoursLeft: number;
  /** the action that paid, counted from 1 */
  seq: number;
  /** the Crows' Nest showed its red side when paid (rulebook 9's option, or a flip) */
  red: boolean;
}

export interface CampaignFacts {
  /** bumped when the fold changes: facts of another version are recomputed */
  v: 1;
  /** actions folded in */
  actions: number;
  character: string;
  harder: GameSetup['harder'];
  status: GameState['status'];
  mostGems: number;
  /** the action after which mostGems was first held (0: at the set-up) */
  mostGemsAt: number;
  paid: Payment | null;
  lives: number;
  pep: number;
  gems: number;
  level: number;
  /** most numbered Locations showing red at once */
  mostRed: number;
  /** quests left with the goal complete (section 7), by id */
  questsDone: string[];
  /** fewest watches of a Copperfin Relay won at the stall */
  relayWatches: number | null;
  /** best place of the person's boat in a Lake Race at the stall */
  lakePlace: { place: number; boats: number } | null;
}

export const FACTS_VERSION = 1;

const redCount = (s: GameState) => NUMBERED.filter((id) => s.sides[id as keyof GameState['sides']] === 'red').length;

/** The facts of a campaign at its set-up. */
export function startFacts(state: GameState): CampaignFacts {
  return {
    v: FACTS_VERSION,
    actions: 0,
    character: state.character,
    harder: state.setup.harder,
    status: state.status,
    mostGems: state.gems,
    mostGemsAt: 0,
    paid: null,
    lives: state.lives,
    pep: state.pep,
    gems: state.gems,
    level: state.levelReached,
    mostRed: redCount(state),
    questsDone: [],
    relayWatches: null,
    lakePlace: null,
  };
}

/** The facts after one more action: `before` and `after` are the states around it, `events` what it said. */
export function foldFacts(f: CampaignFacts, before: GameState, action: AnyAction, after: GameState, events: readonly AnyEvent[]): CampaignFacts {
  const seq = f.actions + 1;
  const next: CampaignFacts = {
    ...f,
    actions: seq,
    status: after.status,
    lives: after.lives,
    pep: after.pep,
    gems: after.gems,
    level: Math.max(f.level, after.levelReached),
    mostRed: Math.max(f.mostRed, redCount(after)),
  };
  if (after.gems > f.mostGems) {
    next.mostGems = after.gems;
    next.mostGemsAt = seq;
  }
  if (action.type === 'payCrows') {
    next.paid = { day: before.day, phase: before.phase, hoursLeft: hoursLeft(before.day, before.phase, before.timer), seq, red: before.sides.crowsNest === 'red' };
  }
  for (const e of events) {
    if (e.type === 'questDone' && typeof e.quest === 'string' && !next.questsDone.includes(e.quest)) next.questsDone = [...next.questsDone, e.quest].sort();
    if (e.type !== 'stallEnd') continue;
    if (typeof e.watches === 'number' && (next.relayWatches === null || e.watches < next.relayWatches)) next.relayWatches = e.watches;
    if (typeof e.place === 'number' && typeof e.boats === 'number' && (next.lakePlace === null || e.place < next.lakePlace.place)) {
      next.lakePlace = { place: e.place, boats: e.boats };
    }
  }
  return next;
}

/** The facts of a whole saved history, replayed from the set-up: what the stored facts must equal. */
export function campaignFacts(setup: GameSetup, actions: readonly AnyAction[]): CampaignFacts {
  let state = newGame(setup);
  let facts = startFacts(state);
  for (const action of actions) {
    const { state: after, events } = applyAction(state, action as Action);
    facts = foldFacts(facts, state, action, after, events);
    state = after;
  }
  return facts;
}

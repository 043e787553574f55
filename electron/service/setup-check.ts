// What a set-up must be before the engine is asked to start from it, said in sentences at the door: an engine that is
// handed an unknown character or a deck-top it cannot lay throws a programmer's error (engine/setup.ts), which once
// reached the player as a 500 "Something went wrong". And what an ordinary campaign may not be: the lesson's arranged
// deck and a daily's seed are not for it (docs/saves.md, "What counts").
import { character as characterCard, content, STORY_IDS } from '../../data';
import type { GameSetup } from '../../engine';
import { ServiceError } from './errors';

/** Today's campaign's seeds (engine/daily.ts dailySetup: `daily-YYYY-MM-DD`). */
export const DAILY_SEED = /^daily-/;

/** Why the engine cannot start from this set-up, in a sentence; null when it can. */
export function setupProblem(setup: GameSetup): string | null {
  if (!characterCard(setup.character)) {
    return `There is no character called "${setup.character}"; choose one of ${content.characters.map((c) => c.name).join(', ')}.`;
  }
  if (setup.deckTop) {
    const unknown = setup.deckTop.filter((id) => !STORY_IDS.includes(id));
    if (unknown.length) return `The set-up's deck-top names no Story card called ${unknown.map((u) => `"${u}"`).join(', ')}.`;
    const twice = setup.deckTop.find((id, i) => setup.deckTop!.indexOf(id) !== i);
    if (twice) return `The set-up's deck-top names the Story card "${twice}" twice; each card is in the deck once.`;
  }
  return null;
}

/** What keeps a set-up from being an ordinary campaign's (one from create, or brought in by import): the lesson's
 *  arranged deck, or a daily's seed, whose campaign would be the day's own and could be scouted before (or beside)
 *  the counted start. Null for an ordinary set-up. */
export function notOrdinary(setup: GameSetup): 'arranged deck' | 'daily seed' | null {
  if (setup.deckTop) return 'arranged deck';
  if (DAILY_SEED.test(setup.seed)) return 'daily seed';
  return null;
}

/** The set-up of an ordinary campaign (create): one the engine starts from, and not one notOrdinary refuses. */
export function requireOrdinarySetup(setup: GameSetup): void {
  const not = notOrdinary(setup);
  if (not === 'arranged deck') throw new ServiceError('invalid-input', 'An arranged deck is for the lesson only; a new campaign starts from a shuffled deck, so leave out setup.deckTop.');
  if (not === 'daily seed') {
    throw new ServiceError('invalid-input', `Seeds beginning "daily-" are kept for today's campaign; start it from Today's campaign, or choose another seed.`);
  }
  requireStartable(setup);
}

/** The date of the daily campaign a set-up is (its seed `daily-YYYY-MM-DD`), or null for any other set-up. A branch
 *  keeps its parent's set-up, so a branch of a daily is found by this too. */
export function dailyDateOf(setup: GameSetup): string | null {
  return /^daily-(\d{4}-\d{2}-\d{2})$/.exec(setup.seed)?.[1] ?? null;
}

export function requireStartable(setup: GameSetup): void {
  const problem = setupProblem(setup);
  if (problem) throw new ServiceError('invalid-input', problem);
}

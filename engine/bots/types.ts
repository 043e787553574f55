// What a bot is: a pure choice among the legal actions. Given the same state and a generator in the same
// state it always chooses the same action; it never reads the game's own generator or hidden deck order
// (look-ahead goes through ./determinize, which reshuffles what the player cannot know).
import type { GameSetup } from '../contract';
import type { Action, GameState } from '../index';
import type { RandomGenerator } from './rng';
import type { RolloutSession } from '../rollout-session';

export interface Bot {
  name: string;
  /** The set-up choices a player makes before the first turn (rulebook 3). */
  setup(character: string, rng: RandomGenerator): Pick<GameSetup, 'startingSkill' | 'plusOneStat'>;
  /** Chooses one of `legal` (never empty, and never changed: a rollout's list is the one the rules trust); advances
   *  only the generator it is lent. */
  choose(state: GameState, legal: readonly Action[], rng: RandomGenerator): Action;
  /** Optional, for rollouts (campaign.ts playOut): the very choice choose(state, legalActions(state), rng) makes, with
   *  the same dice, asking the rollout's session only for the actions it could choose (rollout-session.ts
   *  townWithout), so the action it returns is one the session trusts. */
  chooseInRollout?(state: GameState, rng: RandomGenerator, session: RolloutSession): Action;
}

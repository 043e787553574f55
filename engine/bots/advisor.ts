// The advisor's arithmetic ("what are my chances?"): for each legal action, play it on states equally likely
// from the player's seat (./determinize) and let the strong bot finish the campaign; the share of wins is the
// estimated chance, quoted with its 95% interval. Rollout j of action i always uses the same dice, so a job
// split across any number of workers adds up to the same figures.
import { legalActions, type Action, type GameState } from '../index';
import { MAX_ACTIONS, playOut } from './campaign';
import { applyInRollout } from '../rules';
import { ownedByRollout } from '../draft';
import { determinize } from './determinize';
import { botRng, type RandomGenerator } from './rng';
import { wilson, type Proportion } from './stats';
import { strongBot } from './strong';
import type { Bot } from './types';

export interface ActionChance {
  action: Action;
  wins: number;
  rollouts: number;
  /** the estimated chance of winning after this action, with its 95% interval */
  chance: Proportion;
}

/** Wins in rollouts [from, to) of legal action `index` from `state`. */
export function rollouts(state: GameState, legal: readonly Action[], index: number, from: number, to: number, seed: string, bot: Bot = strongBot): number {
  let wins = 0;
  for (let j = from; j < to; j++) if (rolloutWon(state, legal[index], botRng(`${seed}/${index}/${j}`), bot)) wins++;
  return wins;
}

/** One rollout: `action` played on a state equally likely from the player's seat, then `bot` to the end.
 *  Only how it ends is counted, so it writes no ledger (applyInRollout), and it changes the states it made itself in
 *  place (ownedByRollout: nobody else sees them); `state` is never changed. */
export function rolloutWon(state: GameState, action: Action, rng: RandomGenerator, bot: Bot = strongBot): boolean {
  const own = ownedByRollout();
  const start = applyInRollout(determinize(state, rng), action, own);
  return playOut(start, bot, rng, MAX_ACTIONS, own).final.status === 'won';
}

/** The ranking from per-action win counts, best first (ties keep the engine's order). */
export function rank(legal: readonly Action[], wins: readonly number[], perAction: number): ActionChance[] {
  return legal
    .map((action, i) => ({ action, wins: wins[i], rollouts: perAction, chance: wilson(wins[i], perAction) }))
    .map((x, i) => ({ x, i }))
    .sort((a, b) => b.x.wins - a.x.wins || a.i - b.i)
    .map(({ x }) => x);
}

/** The whole ranking in this thread (tests, and a one-core measure for the benchmark). */
export function advise(state: GameState, perAction: number, seed: string, bot: Bot = strongBot): ActionChance[] {
  const legal = legalActions(state);
  const wins = legal.map((_, i) => rollouts(state, legal, i, 0, perAction, seed, bot));
  return rank(legal, wins, perAction);
}

// The planner: heuristics plus Monte Carlo rollouts (issue 7's "strong planner"). The strong player's scores name
// the few actions worth weighing; each is then played on states equally likely from the player's seat
// (./determinize) and finished by the strong player, and the one that wins most often is taken. Rollouts cost a
// whole campaign each, so the planner weighs only close calls: a choice the heuristics settle by a wide margin is
// taken as the strong player would take it. The balance table uses the strong player (10,000 campaigns a setting
// would take days with this one); the planner's own figures are in data/README.md.
import type { Action, GameState } from '../index';
import { rolloutWon } from './advisor';
import { botRng, randomInt, type RandomGenerator } from './rng';
import { chooseStrong, scoreAction, situation, strongBot, STRONG_WEIGHTS } from './strong';
import type { Bot } from './types';

export interface PlannerOptions {
  /** at most this many of the best-scored actions are weighed */
  candidates: number;
  /** rollouts per weighed action */
  rollouts: number;
  /** an action is weighed only when its score is within this many Gem-equivalents of the best */
  margin: number;
}

export const PLANNER_OPTIONS: PlannerOptions = { candidates: 3, rollouts: 16, margin: 2 };

/** The actions worth weighing, best score first (the strong player's own pick is always the first). */
export function closeCalls(state: GameState, legal: readonly Action[], o: PlannerOptions): Action[] {
  const x = situation(state);
  const scored = legal.map((a, i) => ({ a, i, v: scoreAction(x, a, STRONG_WEIGHTS) }));
  scored.sort((p, q) => q.v - p.v || p.i - q.i);
  const best = scored[0].v;
  return scored.filter((s, k) => k < o.candidates && s.v >= best - o.margin).map((s) => s.a);
}

/** Wins of each candidate over the same rollouts: rollout j of every candidate starts from the same determinized
 *  state and the same dice, so the comparison measures the actions rather than the luck of their samples. */
export function weigh(state: GameState, candidates: readonly Action[], rollouts: number, seed: number): number[] {
  const wins = candidates.map(() => 0);
  for (let j = 0; j < rollouts; j++) {
    candidates.forEach((a, k) => {
      if (rolloutWon(state, a, botRng(`${seed}/${j}`))) wins[k]++;
    });
  }
  return wins;
}

export function createPlannerBot(o: PlannerOptions = PLANNER_OPTIONS, name = 'planner'): Bot {
  return {
    name,
    setup: strongBot.setup,
    choose(state: GameState, legal: readonly Action[], rng: RandomGenerator): Action {
      // a stall game's own moves, and choices with nothing close, are the strong player's
      if (legal.length === 1 || legal[0].type === 'stall') return chooseStrong(state, legal, rng);
      const close = closeCalls(state, legal, o);
      if (close.length === 1) return chooseStrong(state, legal, rng);
      const wins = weigh(state, close, o.rollouts, randomInt(rng, -0x80000000, 0x7fffffff));
      // ties go to the better score: the rollouts found no difference the heuristics had not
      let pick = 0;
      for (let k = 1; k < close.length; k++) if (wins[k] > wins[pick]) pick = k;
      return close[pick];
    },
  };
}

export const plannerBot: Bot = createPlannerBot();

// The advisor's arithmetic ("what are my chances?"): for each legal action, play it on states equally likely
// from the player's seat (./determinize) and let the strong bot finish the campaign; the share of wins is the
// estimated chance, quoted with its 95% interval. Rollout j of action i always uses the same dice, so a job
// split across any number of workers adds up to the same figures.
import { legalActions, type Action, type GameState } from '../index';
import { MAX_ACTIONS, playOut } from './campaign';
import { rolloutSession, type RolloutSession } from '../rollout-session';
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
  /** how its rollouts ended, counted by OUTCOMES' index (issue 24, item 9): why the lost ones were lost, when the won
   *  ones paid; absent where only wins were counted */
  outcomes?: number[];
}

/** How a rollout ends, in the words the advisor gives its reasons in (issue 24, item 9). A won rollout by the day the
 *  Crows were paid; a lost one by what ended it (engine/time.ts, character.ts and the Crows' Nest say which). */
export const OUTCOMES = [
  'pays the Crows on day 1', 'pays the Crows on day 2', 'pays the Crows on day 3',
  'falls short of the Gems', 'runs out of Lives in a mine', 'runs out of Lives', 'is still in a mine when day 3 ends',
  "loses on the Crows' chart", 'goes on past the rollout limit',
] as const;
const WON_FIRST = 0;

/** Which of OUTCOMES a finished rollout's last state is. */
export function outcomeOf(final: GameState): number {
  if (final.status === 'won') return WON_FIRST + Math.min(2, Math.max(0, final.day - 1));
  if (final.status === 'playing') return 8;
  if (final.lives === 0) return final.place.at === 'mine' ? 4 : 5;
  const why = final.endReason ?? '';
  if (/still in the mine/.test(why)) return 6;
  if (/before you paid/.test(why)) return 3;
  return 7;
}

/** The reasons in words, most frequent first, each with its share of the action's rollouts ("falls short of the Gems:
 *  22%"); the lost ones and the won ones apart, and nothing under 1 in 100 said. */
export function reasonsOf(outcomes: readonly number[], rollouts: number): { lost: string[]; won: string[] } {
  const said = (from: number, to: number) =>
    outcomes
      .map((n, i) => ({ n, i }))
      .filter(({ n, i }) => i >= from && i < to && n > 0 && n * 100 >= rollouts)
      .sort((a, b) => b.n - a.n || a.i - b.i)
      .map(({ n, i }) => `${OUTCOMES[i]}: ${Math.round((100 * n) / rollouts)}%`);
  return { lost: said(3, OUTCOMES.length), won: said(0, 3) };
}

/** Wins in rollouts [from, to) of legal action `index` from `state`. */
export function rollouts(state: GameState, legal: readonly Action[], index: number, from: number, to: number, seed: string, bot: Bot = strongBot): number {
  let wins = 0;
  // one session for the loop, begun afresh by each rollout
  const session = rolloutSession();
  for (let j = from; j < to; j++) if (rolloutWon(state, legal[index], botRng(`${seed}/${index}/${j}`), bot, session)) wins++;
  return wins;
}

/** Rollouts [from, to) of legal action `index`, each one's outcome added to `tally` (OUTCOMES' index); the same dice as
 *  rollouts(), so its wins are the same. Returns the wins. */
export function tallyRollouts(state: GameState, legal: readonly Action[], index: number, from: number, to: number, seed: string, tally: number[], bot: Bot = strongBot): number {
  let wins = 0;
  const session = rolloutSession();
  for (let j = from; j < to; j++) {
    const k = rolloutOutcome(state, legal[index], botRng(`${seed}/${index}/${j}`), bot, session);
    tally[k]++;
    if (k < 3) wins++;
  }
  return wins;
}

/** One rollout as rolloutWon plays it, told by how it ended (OUTCOMES' index). */
export function rolloutOutcome(state: GameState, action: Action, rng: RandomGenerator, bot: Bot = strongBot, session: RolloutSession = rolloutSession()): number {
  return outcomeOf(playRollout(state, action, rng, bot, session).final);
}

/** One rollout as rolloutOutcome plays it: how it ended (OUTCOMES' index) and its length, the actions it played
 *  (the adaptive advisor's budget counts them: a rollout's time goes with its length, engine/bots/advisor-race.ts). */
export function rolloutEnd(state: GameState, action: Action, rng: RandomGenerator, bot: Bot = strongBot, session: RolloutSession = rolloutSession()): { outcome: number; length: number } {
  const { final, actions } = playRollout(state, action, rng, bot, session);
  return { outcome: outcomeOf(final), length: actions + 1 };
}

/** One rollout: `action` played on a state equally likely from the player's seat, then `bot` to the end.
 *  Only how it ends is counted, so it writes no ledger, and it changes the states it made itself in place (a
 *  rolloutSession: nobody else sees them); `state` is never changed. `session` may serve many rollouts, one at a
 *  time (a loop's or a worker's). */
export function rolloutWon(state: GameState, action: Action, rng: RandomGenerator, bot: Bot = strongBot, session: RolloutSession = rolloutSession()): boolean {
  return playRollout(state, action, rng, bot, session).final.status === 'won';
}

/** The last state of one rollout (the session's: read it, do not keep it), and the bot's actions after `action`. */
function playRollout(state: GameState, action: Action, rng: RandomGenerator, bot: Bot, session: RolloutSession): { final: GameState; actions: number } {
  session.begin();
  const start = session.apply(determinize(state, rng), action);
  return playOut(start, bot, rng, MAX_ACTIONS, session);
}

/** The ranking from per-action win counts, best first (ties keep the engine's order). */
export function rank(legal: readonly Action[], wins: readonly number[], perAction: number, outcomes?: readonly number[][]): ActionChance[] {
  return legal
    .map((action, i) => ({ action, wins: wins[i], rollouts: perAction, chance: wilson(wins[i], perAction), ...(outcomes ? { outcomes: outcomes[i].slice() } : {}) }))
    .map((x, i) => ({ x, i }))
    .sort((a, b) => b.x.wins - a.x.wins || a.i - b.i)
    .map(({ x }) => x);
}

/** The whole ranking in this thread (tests, and a one-core measure for the benchmark). */
export function advise(state: GameState, perAction: number, seed: string, bot: Bot = strongBot): ActionChance[] {
  const legal = legalActions(state);
  // the same rollouts as the pool's, each one's ending counted too (the reasons), so both rankings are equal
  const outcomes = legal.map(() => new Array<number>(OUTCOMES.length).fill(0));
  const wins = legal.map((_, i) => tallyRollouts(state, legal, i, 0, perAction, seed, outcomes[i], bot));
  return rank(legal, wins, perAction, outcomes);
}

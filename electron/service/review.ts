// Issue 25, the post-game review: every decision of a campaign ranked by the advisor (strong-bot rollouts in the
// pool's worker threads), one position after another in campaign order, so the first marks come within seconds and
// the screen draws them as they arrive. What it sums up:
// - a decision's cost: the best action's estimated win chance minus the taken one's (points of win chance);
// - luck: from the chance after the action taken to the best chance at the next decision (or the outcome, 100 or 0,
//   after the last), the swing that the cards, dice and shuffles between the two made.
import { describeActions, legalActions, type Action, type GameState } from '../../engine';
import { canonicalJson } from '../../engine/index';
import type { ActionChance } from '../../engine/bots/index';
import type { Review, ReviewDecision } from './api';

/** One position where the player had a choice: the state before action `step`, and the path that reached it. */
export interface DecisionPoint {
  step: number;
  state: GameState;
  path: Action[];
  action: Action;
}

/** The positions with more than one legal action (a forced move is no decision), in the order they are ranked: the
 *  fewest legal actions first, so the first marks come while the threads are still cold (a cold pool's first ranking of
 *  a 21-action turn took 9.6 s on the bench campaign; a 2-action one is ten times cheaper), then by step. */
export function decisionPoints(states: readonly GameState[], actions: readonly Action[]): DecisionPoint[] {
  const out: (DecisionPoint & { legal: number })[] = [];
  for (let k = 0; k < actions.length; k++) {
    if (states[k].status !== 'playing') break;
    const legal = legalActions(states[k]).length;
    if (legal > 1) out.push({ step: k + 1, state: states[k], path: actions.slice(0, k), action: actions[k], legal });
  }
  return out.sort((a, b) => a.legal - b.legal || a.step - b.step).map(({ legal: _, ...p }) => p);
}

/** Puts a decision in its place by step (they arrive in ranking order, the review lists them in campaign order). */
export function insertByStep(decisions: ReviewDecision[], d: ReviewDecision): void {
  let i = decisions.length;
  while (i > 0 && decisions[i - 1].step > d.step) i--;
  decisions.splice(i, 0, d);
}

const points = (p: number) => Math.round(p * 1000) / 10;

/** A ranking in the review's words: the taken action found by its canonical JSON (key order aside). */
export function decisionOf(point: DecisionPoint, ranked: readonly ActionChance[]): ReviewDecision {
  const labels = new Map(describeActions(point.state).map((i) => [canonicalJson(i.action), i.label]));
  const takenKey = canonicalJson(point.action);
  const label = (a: Action) => labels.get(canonicalJson(a)) ?? a.type;
  const taken = ranked.find((r) => canonicalJson(r.action) === takenKey) ?? ranked[ranked.length - 1];
  const best = ranked[0];
  const top = ranked.slice(0, 8);
  if (!top.includes(taken)) top.push(taken);
  return {
    step: point.step,
    taken: { label: label(taken.action), chance: taken.chance.p },
    best: { label: label(best.action), chance: best.chance.p },
    cost: Math.max(0, points(best.chance.p - taken.chance.p)),
    ranking: top.map((r) => ({ label: label(r.action), chance: r.chance.p, low: r.chance.lo, high: r.chance.hi, taken: r === taken })),
  };
}

/** The part of a decision's cost the rollouts can vouch for: the taken action's estimate below the best one's 95%
 *  interval. The best of several noisy estimates reads high (with 40 rollouts and ten actions of equal worth, by some 12
 *  points), so summing every gap would charge a player who chose well with the noise: on the bench campaign's 117
 *  greedy decisions the raw gaps came to some 1,000 points. */
export function sureCost(d: ReviewDecision): number {
  const low = d.ranking[0]?.low ?? d.best.chance;
  return low > d.taken.chance ? d.cost : 0;
}

/** The sums and the sentence over the decisions so far; `outcome` (1 won, 0 lost) once the campaign is over and
 *  every decision is in. A position's worth is the taken action's chance plus the decision's sure cost (the best
 *  action's chance where the taken one was clearly worse); luck is the swing from the chance after the action taken to
 *  the next position's worth (or the outcome), so choices and luck add up to the whole change from the first position
 *  to the end. */
export function summarise(decisions: readonly ReviewDecision[], outcome: number | null, pending = 0): Pick<Review, 'costliest' | 'choices' | 'luck' | 'sentence'> {
  let choices = 0;
  let luck = 0;
  decisions.forEach((d, i) => {
    choices += sureCost(d);
    const next = decisions[i + 1];
    const after = next ? next.taken.chance + sureCost(next) / 100 : outcome;
    if (after !== null && after !== undefined) luck += points(after - d.taken.chance);
  });
  const costliest = [...decisions].sort((a, b) => b.cost - a.cost || a.step - b.step).filter((d) => d.cost > 0).slice(0, 3).map((d) => d.step);
  const c = Math.round(choices);
  const l = Math.round(luck);
  const cards = l >= 0 ? `the cards and dice gave ${l} back` : `the cards and dice took ${-l} more`;
  // QA 3, item 8: a running review with none weighed yet has decisions to come, not none at all
  const sentence =
    decisions.length === 0
      ? pending > 0
        ? `Reviewing ${pending} decision${pending === 1 ? '' : 's'}; the first is still being weighed.`
        : 'No decision to review: every step had one legal action.'
      : `Your choices cost ${c} points of win chance; ${cards}.`;
  return { costliest, choices: Math.round(choices * 10) / 10, luck: Math.round(luck * 10) / 10, sentence };
}

// The advisor's judgement against its reference (issue 27): how often its best action is the reference's best, where
// the reference's best leads its second by more than 2 points, and its mean regret, the reference's win chance of the
// reference's best less that of the advisor's choice, in points. bench/advisor.ts prints both for each advisor.
import type { Action, GameState } from '../engine/index';
import type { ActionChance } from '../engine/bots/index';
import { positionState, type Reference, type ReferencePosition } from './advisor-reference';

/** The reference's lead, in points, above which a position counts for agreement. */
export const CLEAR_LEAD = 2;

export interface Judgement {
  /** positions where the reference's lead is clear, and how many of them the advisor's best matched */
  counted: number;
  agreed: number;
  /** agreed / counted, in percent */
  agreement: number;
  /** mean over every position, in points */
  regret: number;
  /** the largest single regret, in points, and where */
  worst: { points: number; id: string };
  /** rollouts the advisor spent, over every position */
  rollouts: number;
}

/** The reference's win chance of each legal action, in points. */
export function referencePoints(ref: Reference, p: ReferencePosition): number[] {
  return p.wins.map((w) => (100 * w) / ref.rolloutsPerAction);
}

/** The reference's best action and its lead over the second, in points. */
export function referenceBest(points: readonly number[]): { best: number; lead: number } {
  const order = points.map((v, i) => ({ v, i })).sort((a, b) => b.v - a.v || a.i - b.i);
  return { best: order[0].i, lead: order[0].v - (order[1]?.v ?? 0) };
}

/** Which legal action a ranking puts first. */
export function chosen(legal: readonly Action[], ranking: readonly ActionChance[]): number {
  const key = JSON.stringify(ranking[0].action);
  const i = legal.findIndex((a) => JSON.stringify(a) === key);
  if (i < 0) throw new Error(`The advisor chose an action that is not legal here: ${key}.`);
  return i;
}

/** Scores an advisor's rankings of the reference's positions (`rankings[k]` of `positions[k]`): its first choices. */
export function judgeRankings(ref: Reference, positions: readonly ReferencePosition[], rankings: readonly (readonly ActionChance[])[]): Judgement {
  let counted = 0;
  let agreed = 0;
  let regret = 0;
  let rollouts = 0;
  let worst = { points: 0, id: '' };
  positions.forEach((p, k) => {
    const { legal } = positionState(p);
    const ranking = rankings[k];
    rollouts += ranking.reduce((n, r) => n + r.rollouts, 0);
    const points = referencePoints(ref, p);
    const { best, lead } = referenceBest(points);
    const pick = chosen(legal, ranking);
    if (lead > CLEAR_LEAD) {
      counted++;
      if (pick === best) agreed++;
    }
    const r = points[best] - points[pick];
    regret += r;
    if (r > worst.points) worst = { points: r, id: p.id };
  });
  return { counted, agreed, agreement: counted ? (100 * agreed) / counted : 100, regret: regret / positions.length, worst, rollouts };
}

/** Asks `advisor` at every position of the reference (or those `only` keeps), in this thread, and scores it. */
export function judge(ref: Reference, advisor: (state: GameState, position: ReferencePosition) => ActionChance[], only: (p: ReferencePosition) => boolean = () => true): Judgement {
  const positions = ref.positions.filter(only);
  return judgeRankings(ref, positions, positions.map((p) => advisor(positionState(p).state, p)));
}

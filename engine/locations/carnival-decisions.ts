// Guide, Bay Carnival: the two decisions the carnival raises (locations/carnival.ts), as records for the decisions'
// table (engine/decisions.ts): the seer's cards put back in an order the player chooses, and a stall game in play,
// whose answers are its own engine's actions.
import { storyCard } from '../../data/index';
import { STALL_NAMES, stallGame } from '../carnival/registry';
import { cardView } from '../cardView';
import { answerInfo, type DecisionAnswers, type DecisionHandler } from '../decisionHandler';
import { emit } from '../draft';
import type { GameState, StallDecision } from '../types';
import { checkStall, playStall } from './carnival';

const RULE = 'Guide: Bay Carnival';

/** Every ordering of up to 4 cards (the seer's answers), each a fresh list. Which card goes where depends only on how
 *  many there are, so the orderings of the positions are worked out once per count and the cards read through them
 *  (the seer is met about once in ten rollouts, too seldom for the recursion's copies to be compiled fast). */
function permutations(xs: string[]): string[][] {
  const orders = positionOrders(xs.length);
  const out: string[][] = [];
  for (let k = 0; k < orders.length; k++) {
    const ix = orders[k];
    const order: string[] = [];
    for (let j = 0; j < ix.length; j++) order.push(xs[ix[j]]);
    out.push(order);
  }
  return out;
}

/** The orderings of the positions 0..n-1, in the order `orderings` lists them, made once per n. */
function positionOrders(n: number): readonly (readonly number[])[] {
  return (POSITION_ORDERS[n] ??= orderings(Array.from({ length: n }, (_, i) => i)));
}
const POSITION_ORDERS: (readonly (readonly number[])[])[] = [];

/** Every ordering of a list: the first item's orderings first, each followed by the orderings of the rest. */
function orderings<T>(xs: T[]): T[][] {
  if (xs.length <= 1) return [xs.slice()];
  const out: T[][] = [];
  xs.forEach((x, i) => {
    for (const rest of orderings([...xs.slice(0, i), ...xs.slice(i + 1)])) out.push([x, ...rest]);
  });
  return out;
}

/** Whether `list` includes every one of `items` (items.every with list.includes, without a closure: legalActions
 *  checks each of the seer's 24 orderings this way). */
function includesEach(list: readonly string[], items: readonly string[]): boolean {
  for (let i = 0; i < items.length; i++) if (!list.includes(items[i])) return false;
  return true;
}

const names = (ids: readonly string[]) => ids.map((id) => storyCard(id).name).join(', ');

/** Guide, Bay Carnival, the seer: the cards seen go back on the Story deck in any order, top first. */
export const seerDecision: DecisionHandler<'seerOrder'> = {
  answers: ['seerOrder'],
  candidates(s, d) {
    const orders = permutations(d.cards);
    const out: DecisionAnswers['seerOrder'][] = [];
    for (let i = 0; i < orders.length; i++) out.push({ type: 'seerOrder', order: orders[i] });
    return out;
  },
  check(s, d, a) {
    const ok = Array.isArray(a.order) && a.order.length === d.cards.length && includesEach(a.order, d.cards);
    return ok ? null : 'Return exactly the cards the seer showed, each once, in the order you want them (top first).';
  },
  apply(c, d, a) {
    const s = c.s;
    s.pending.shift();
    s.deck = [...a.order, ...s.deck];
    s.seerKnown = a.order.length;
    if (!c.quiet) emit(c, 'seerOrder', `You return the cards to the top of the Story deck: ${names(a.order)} (top first).`);
  },
  describe: (s, d, a) => answerInfo(`Top first: ${names(a.order)}`),
  title: () => "The seer's cards: put them back in any order",
  rule: () => RULE,
  prompt: () => 'Put the seer\'s cards back on the Story deck in the order you choose (top first).',
  view: (s, d) => ({ cards: d.cards.map(cardView), data: {} }),
};

/** A stall's answers: its engine's own legal list, each wrapped as a campaign action, a fresh array (legalActions
 *  hands it out). */
export function stallAnswers(s: GameState, d: StallDecision): DecisionAnswers['stall'][] {
  const game = stallGame(d.game);
  if (!game) return [];
  // a loop, not a map with a closure: asked at every move of a stall game, whose list may come frozen (a slow path)
  const inner: readonly { type: string }[] = game.legalActions(d.state);
  const out: DecisionAnswers['stall'][] = [];
  for (let i = 0; i < inner.length; i++) out.push({ type: 'stall', action: inner[i] });
  return out;
}

const finishFirst = (s: GameState, d: StallDecision) => `Finish your game of ${STALL_NAMES[d.game]} first.`;

/** Guide, Bay Carnival, the stalls: a carnival game in play takes only its own moves until it ends. */
export const stallDecision: DecisionHandler<'stall'> = {
  answers: ['stall'],
  candidates: stallAnswers,
  check: (s, d, a) => (typeof a.action !== 'object' || a.action === null ? finishFirst(s, d) : checkStall(s, d, a.action)),
  wrongAnswer: finishFirst,
  apply: (c, d, a) => playStall(c, d, a.action),
  describe(s, d, a) {
    // the stall engine's action, in words: its own label, else its type and then its fields ("sail to: market")
    const { type, label, ...rest } = a.action as { type: string; label?: string; [k: string]: unknown };
    if (typeof label === 'string') return answerInfo(label);
    const args = Object.entries(rest).map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
    return answerInfo(args.length ? `${type} (${args.join(', ')})` : type);
  },
  title: (s, d) => STALL_NAMES[d.game],
  rule: () => RULE,
  prompt: (s, d) => `You are playing ${STALL_NAMES[d.game]}.`,
  view: (s, d) => ({ cards: [], data: { game: d.game } }),
};

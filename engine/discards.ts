// The decisions that discard by the player's choice: rulebook 5's supply limit (raised by turn.ts settle), and the
// effects that say "discard N cards of a kind" or "N items" (penalties, rot, the Crows' demands; raised by
// effects.ts). Their records for the decisions' table (engine/decisions.ts).
import { itemWord, storyCard } from '../data/index';
import { removeItem } from './character';
import type { Ctx } from './draft';
import { answerInfo, type DecisionAnswers, type DecisionHandler } from './decisionHandler';
import { runEffects } from './effects';
import { cardsOf, discardSupplyCard, KIND_WORD } from './supply';
import type { DiscardExcessDecision, DiscardSupplyDecision, GameState } from './types';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Rulebook 5: one answer per card of the pile, one card at a time. */
function supplyAnswers(s: GameState, d: DiscardExcessDecision | DiscardSupplyDecision): DecisionAnswers['discardSupply'][] {
  // fresh lists are pushed, not mapped: Array.prototype.map now and then hands back a holey array, another kind of
  // array for legalList's loop over the answers, whose compiled code then deopted on the first question of a warm
  // advisor pool ("wrong map") and was compiled again in both workers
  const out: DecisionAnswers['discardSupply'][] = [];
  const cards = cardsOf(s, d.supply);
  for (let i = 0; i < cards.length; i++) out.push({ type: 'discard', card: cards[i].card });
  return out;
}

function checkSupplyAnswer(s: GameState, d: DiscardExcessDecision | DiscardSupplyDecision, a: DecisionAnswers['discardSupply']): string | null {
  return s.supply.some((x) => x.card === a.card && x.as === d.supply) ? null : `Choose one of your ${KIND_WORD[d.supply]} cards.`;
}

const discardCardInfo = (s: GameState, d: unknown, a: DecisionAnswers['discardSupply']) => answerInfo(`Discard ${storyCard(a.card).name}`);
const supplyView = (s: GameState, d: DiscardExcessDecision | DiscardSupplyDecision) => ({ cards: [], data: { supply: d.supply, count: d.count } });

/** Rulebook 5: more than 6 cards of a kind after an action. */
export const discardExcessDecision: DecisionHandler<'discardExcess'> = {
  answers: ['discard'],
  candidates: supplyAnswers,
  check: checkSupplyAnswer,
  apply(c: Ctx, d, a) {
    discardSupplyCard(c, a.card, 'Over the supply limit');
    if (d.count > 1) c.s.pending[0] = { ...d, count: d.count - 1 };
    else c.s.pending.shift();
  },
  describe: discardCardInfo,
  title: () => 'Too many cards in your supply',
  rule: () => '5',
  prompt: (s, d) => `Discard ${plural(d.count, `${KIND_WORD[d.supply]} card`)}: you may keep 6.`,
  view: supplyView,
};

/** An effect's "discard N cards of a kind" (a penalty, rot, a demand), the player choosing which. */
export const discardSupplyDecision: DecisionHandler<'discardSupply'> = {
  answers: ['discard'],
  candidates: supplyAnswers,
  check: checkSupplyAnswer,
  apply(c, d, a) {
    discardSupplyCard(c, a.card, d.reason);
    if (d.count > 1) c.s.pending[0] = { ...d, count: d.count - 1 };
    else { c.s.pending.shift(); runEffects(c, d.then, { why: d.reason }); }
  },
  describe: discardCardInfo,
  title: () => 'Discard from your supply',
  rule: () => '5',
  prompt: (s, d) => `${d.reason}: discard ${plural(d.count, `${KIND_WORD[d.supply]} card`)} of your choice.`,
  view: supplyView,
};

/** An effect's "discard N items from your rucksack" (the Crows' chart). */
export const discardItemDecision: DecisionHandler<'discardItem'> = {
  answers: ['discardItem'],
  candidates(s) {
    const out: DecisionAnswers['discardItem'][] = [];
    for (let i = 0; i < s.rucksack.length; i++) out.push({ type: 'discardItem', item: s.rucksack[i] });
    return out;
  },
  check: (s, d, a) => (s.rucksack.includes(a.item) ? null : 'Choose an item from your rucksack.'),
  apply(c, d, a) {
    removeItem(c, a.item, d.reason);
    if (d.count > 1 && c.s.rucksack.length > 0) c.s.pending[0] = { ...d, count: d.count - 1 };
    else { c.s.pending.shift(); runEffects(c, d.then, { why: d.reason }); }
  },
  describe: (s, d, a) => answerInfo(`Discard your ${itemWord(a.item)}`),
  title: () => 'Discard an item from your rucksack',
  rule: () => "Guide: The Crows' Nest",
  prompt: (s, d) => `${d.reason}: discard ${plural(d.count, 'item')} from your rucksack.`,
  view: (s, d) => ({ cards: [], data: { count: d.count } }),
};

// Rulebook 5, Story card instructions: an event card whose options the player chooses between, as a record for the
// decisions' table (engine/decisions.ts). The chosen option's effects run, then whatever the effect list had left.
import { storyCard } from '../data/index';
import { cardView } from './cardView';
import { answerInfo, type DecisionAnswers, type DecisionHandler } from './decisionHandler';
import { draftList, emit } from './draft';
import { runEffects } from './effects';

const optionsOf = (card: string) => storyCard(card).options!;

export const eventOptionDecision: DecisionHandler<'eventOption'> = {
  answers: ['option'],
  candidates(s, d) {
    const out: DecisionAnswers['eventOption'][] = [];
    const n = optionsOf(d.card).length;
    for (let index = 0; index < n; index++) out.push({ type: 'option', index });
    return out;
  },
  check(s, d, a) {
    const n = optionsOf(d.card).length;
    return Number.isInteger(a.index) && a.index >= 0 && a.index < n ? null : `Choose option 1 to ${n}.`;
  },
  apply(c, d, a) {
    c.s.pending.shift();
    const card = storyCard(d.card);
    const opt = card.options![a.index];
    if (!c.quiet) emit(c, 'option', `${card.name}: you choose "${opt.label}".`);
    draftList(c, 'discard').push(d.card);
    runEffects(c, [...opt.effects, ...d.then], { why: card.name });
  },
  describe: (s, d, a) => answerInfo(optionsOf(d.card)[a.index].label),
  title: () => 'An event: choose one option',
  rule: () => '5',
  prompt: (s, d) => `${storyCard(d.card).name}: choose one option.`,
  view: (s, d) => ({ cards: [cardView(d.card)], data: { options: optionsOf(d.card).map((o) => o.label) } }),
};

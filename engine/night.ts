// Rulebook 6, "Taking a Turn During Night Time": sleep, make dinner and/or work until daytime.
import { content, storyCard } from '../data/index';
import { gainGems, gainLives, gainPep, skillBonus } from './character';
import { handler, plural } from './handler';
import { cardsOf, discardSupplyCard, KIND_WORD } from './supply';
import { spendTime } from './time';

const RULE = '6: Taking a Turn During Night Time';
const N = content.rules.night;

/** Rulebook 6 (worked example 4): sleep moves the timer and gains 1 Pep. */
export const sleep = handler({
  type: 'sleep', rule: RULE, group: () => 'night', time: () => N.sleep.time,
  label: (s) => `Sleep (+${N.sleep.pep + skillBonus(s, 'sleepBonus', () => true, (e) => e.pep)} Pep)`,
  candidates: () => [{ type: 'sleep' }],
  check: () => null,
  apply: (c) => {
    spendTime(c, N.sleep.time);
    gainPep(c, N.sleep.pep + skillBonus(c.s, 'sleepBonus', () => true, (e) => e.pep), 'You sleep');
  },
});

/** Rulebook 6: make dinner from a fish or forageable card in your supply to gain a Life. */
export const dinner = handler({
  type: 'dinner', rule: RULE, group: () => 'night', time: () => N.dinner.time,
  label: (_s, a) => `Make dinner from ${storyCard(a.card).name} (+${plural(N.dinner.lives, 'Life', 'Lives')})`,
  detail: () => 'Discard a fish or forageable card from your supply.',
  candidates: (s) => [...cardsOf(s, 'fish'), ...cardsOf(s, 'forage')].map((x) => ({ type: 'dinner' as const, card: x.card })),
  check: (s, a) => {
    const sc = s.supply.find((x) => x.card === a.card);
    if (!sc || sc.as === 'material') return 'Dinner needs a fish or forageable card from your supply.';
    return null;
  },
  apply: (c, a) => {
    spendTime(c, N.dinner.time);
    const sc = c.s.supply.find((x) => x.card === a.card)!;
    discardSupplyCard(c, a.card, `Dinner (${KIND_WORD[sc.as]})`);
    gainLives(c, N.dinner.lives, 'A warm dinner');
    gainPep(c, N.dinner.pep, 'A warm dinner');
  },
});

/** Rulebook 6 (worked example 4): each work earns 2 Gems. */
export const work = handler({
  type: 'work', rule: RULE, group: () => 'night', time: () => N.work.time,
  label: (s) => `Work (+${plural(N.work.gems + skillBonus(s, 'workBonus', () => true, (e) => e.gems), 'Gem')})`,
  candidates: () => [{ type: 'work' }],
  check: () => null,
  apply: (c) => {
    spendTime(c, N.work.time);
    gainGems(c, N.work.gems + skillBonus(c.s, 'workBonus', () => true, (e) => e.gems), 'A night shift on the docks');
  },
});

export const nightHandlers = [sleep, dinner, work];

// Rulebook 6, "Taking a Turn During Night Time": sleep, make dinner and/or work until daytime.
import { content, storyCard } from '../data/index';
import { gainGems, gainLives, gainPep, skillTotals } from './character';
import { handler, offered, plural } from './handler';
import { discardSupplyCard, KIND_WORD } from './supply';
import { spendTime } from './time';

const RULE = '6: Taking a Turn During Night Time';
const N = content.rules.night;

const SLEEP = offered({ type: 'sleep' });
const WORK = offered({ type: 'work' });

/** Rulebook 6 (worked example 4): sleep moves the timer and gains 1 Pep. */
export const sleep = handler({
  type: 'sleep', rule: RULE, group: () => 'night', time: () => N.sleep.time,
  label: (s) => `Sleep (+${N.sleep.pep + skillTotals(s).sleepBonus} Pep)`,
  candidates: () => SLEEP,
  check: () => null,
  apply: (c) => {
    spendTime(c, N.sleep.time);
    gainPep(c, N.sleep.pep + skillTotals(c.s).sleepBonus, 'You sleep');
  },
});

/** Rulebook 6: make dinner from a fish or forageable card in your supply to gain a Life. */
export const dinner = handler({
  type: 'dinner', rule: RULE, group: () => 'night', time: () => N.dinner.time,
  label: (_s, a) => `Make dinner from ${storyCard(a.card).name} (+${plural(N.dinner.lives, 'Life', 'Lives')})`,
  detail: () => 'Discard a fish or forageable card from your supply.',
  // the fish cards, then the forageables: two loops rather than two filtered lists spread and mapped (every night turn)
  candidates: (s) => {
    const out: { type: 'dinner'; card: string }[] = [];
    for (const x of s.supply) if (x.as === 'fish') out.push({ type: 'dinner', card: x.card });
    for (const x of s.supply) if (x.as === 'forage') out.push({ type: 'dinner', card: x.card });
    return out;
  },
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
  label: (s) => `Work (+${plural(N.work.gems + skillTotals(s).workBonus, 'Gem')})`,
  candidates: () => WORK,
  check: () => null,
  apply: (c) => {
    spendTime(c, N.work.time);
    gainGems(c, N.work.gems + skillTotals(c.s).workBonus, 'A night shift on the docks');
  },
});

export const nightHandlers = [sleep, dinner, work];

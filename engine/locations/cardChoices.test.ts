// Issue 28, item 9 (Guide, The Scrapyard and Chemists' Guild): legalActions lists every choice of cards that pays for a
// sale or a recipe, each set of cards once, so the table can let the player choose which cards leave the supply.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STORY_IDS, storyCard } from '../../data/index';
import { legalActions } from '../index';
import { fixture, reason } from '../testkit';
import { sameCards } from './cardChoices';
import type { Action, GameState, SupplyKey } from '../types';

const PAID = ['sellForageables', 'craftGems', 'craftXp', 'craftTool', 'craftBrew'] as const;
type Paid = Extract<Action, { type: (typeof PAID)[number] }>;
const keyOf = (a: Paid) => `${a.type}:${'item' in a ? a.item : ''}:${a.cards.slice().sort().join('|')}`;

/** Every action of the five kinds, over every subset of the pile (and every item for the recipes), that check() takes. */
function everyPayableChoice(s: GameState, pile: SupplyKey): Set<string> {
  const cards = s.supply.filter((x) => x.as === pile).map((x) => x.card);
  const items = ['gloves', 'shovel', 'torch', 'clock', 'lifeBrew', 'pepBrew', 'xpBrew'] as const;
  const out = new Set<string>();
  for (let mask = 1; mask < 1 << cards.length; mask++) {
    const chosen = cards.filter((_, i) => mask & (1 << i));
    const tries: Paid[] = [
      { type: 'sellForageables', cards: chosen }, { type: 'craftGems', cards: chosen }, { type: 'craftXp', cards: chosen },
      ...items.map((item) => ({ type: 'craftTool' as const, item, cards: chosen })),
      ...items.map((item) => ({ type: 'craftBrew' as const, item, cards: chosen })),
    ];
    for (const a of tries) if (reason(s, a) === '') out.add(keyOf(a));
  }
  return out;
}

describe("Guide, The Scrapyard and Chemists' Guild: every choice of cards is a legal action (issue 28, item 9)", () => {
  it('legalActions lists each payable choice of cards exactly once, for materials and for forageables', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...STORY_IDS), { minLength: 1, maxLength: 6 }), fc.constantFrom<SupplyKey>('material', 'forage'), (cards, pile) => {
        const s = fixture({ supply: cards.map((card) => ({ card, as: pile })), rucksack: [] });
        const listed = legalActions(s).filter((a): a is Paid => (PAID as readonly string[]).includes(a.type)).map(keyOf);
        expect(new Set(listed).size).toBe(listed.length);
        expect(new Set(listed)).toEqual(everyPayableChoice(s, pile));
      }),
      { numRuns: 150 },
    );
  });

  it('two cards for Gems out of three material cards: three choices, the supply\'s first two suggested first', () => {
    const supply = ['the-gamblers', 'abandoned-cart', 'lost-purse'].map((card) => ({ card, as: 'material' as const }));
    const gems = legalActions(fixture({ supply })).filter((a) => a.type === 'craftGems');
    expect(gems.map((a) => (a as Paid).cards)).toEqual([
      ['the-gamblers', 'abandoned-cart'], ['the-gamblers', 'lost-purse'], ['abandoned-cart', 'lost-purse'],
    ]);
  });

  it('three forage cards showing one snail each: every two or three of them is a sale, each listed once, the suggested prefixes first', () => {
    // the sales that are not a prefix of the sorted pile ({1,3}, {2,3}) are listed after the prefixes, and the prefixes
    // ({1,2}, {1,2,3}) are not listed again among the other choices (chemists.ts forageSales, issue 27)
    const snails = STORY_IDS.filter((id) => storyCard(id).forage.icons.join() === 'snail').slice(0, 3);
    expect(snails).toHaveLength(3);
    const supply = snails.map((card) => ({ card, as: 'forage' as const }));
    const sales = legalActions(fixture({ supply, rucksack: [] })).filter((a) => a.type === 'sellForageables');
    const [a, b, c] = snails;
    expect(sales.map((x) => (x as Paid).cards)).toEqual([[a, b], [a, b, c], [a, c], [b, c]]);
  });

  it('sameCards: the same cards in any order, each as many times (what comparing the sorted ids said)', () => {
    const bySort = (a: string[], b: string[]) => a.slice().sort().join('|') === b.slice().sort().join('|');
    fc.assert(fc.property(fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 4 }), fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 4 }), (a, b) => {
      expect(sameCards(a, b)).toBe(bySort(a, b));
    }), { numRuns: 300 });
    expect(sameCards(['a', 'a', 'b'], ['a', 'b', 'b'])).toBe(false);
    expect(sameCards(['b', 'a'], ['a', 'b'])).toBe(true);
  });
});

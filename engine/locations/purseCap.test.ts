// Rulebook 8 (a purse holds 60 Gems at most) at the moment of a trade (issue 24, item 5): a sale whose pay the cap
// would swallow says so on its button, with what the purse keeps, and the table asks before it is taken.
import { describe, expect, it } from 'vitest';
import { describeActions } from '../index';
import { fixture } from '../testkit';

const FORAGE = ['lost-purse', 'glowworms'].map((card) => ({ card, as: 'forage' as const })); // two mushrooms

describe('Rulebook 8: the purse cap on a trade\'s button', () => {
  it('8: at 60 Gems a forageable sale says "you can hold only 60, gain 0" and carries what it pays and keeps', () => {
    const sale = describeActions(fixture({ gems: 60, supply: FORAGE })).find((d) => d.action.type === 'sellForageables')!;
    expect(sale.legal).toBe(true);
    expect(sale.label).toBe('Sell 2 mushrooms (2 Gems): you can hold only 60, gain 0');
    expect(sale.capped).toEqual({ pays: 2, kept: 0, cap: 60 });
  });

  it('8: at 59 Gems the purse keeps 1 of 2; below the cap nothing is said', () => {
    const at59 = describeActions(fixture({ gems: 59, supply: FORAGE })).find((d) => d.action.type === 'sellForageables')!;
    expect(at59.capped).toEqual({ pays: 2, kept: 1, cap: 60 });
    const at10 = describeActions(fixture({ gems: 10, supply: FORAGE })).find((d) => d.action.type === 'sellForageables')!;
    expect(at10.capped).toBeUndefined();
    expect(at10.label).toBe('Sell 2 mushrooms (2 Gems)');
  });

  it('8: the fishmonger, the Market\'s buyer and the Scrapyard\'s Gems warn alike', () => {
    const supply = [{ card: 'lost-purse', as: 'fish' as const }, { card: 'the-gamblers', as: 'material' as const }, { card: 'abandoned-cart', as: 'material' as const }];
    const infos = describeActions(fixture({ gems: 60, supply, rucksack: ['torch'] }));
    for (const type of ['sellFish', 'craftGems', 'sellItem']) {
      const d = infos.find((x) => x.action.type === type && x.legal);
      expect(d?.capped, type).toMatchObject({ kept: 0, cap: 60 });
    }
  });
});

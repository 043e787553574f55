// Rulebook 3, brews drunk at any time: the brews' legal list and canDrink read each item's use from a record made once
// (items.ts DRINKS, issue 27); held here to check()'s two tests (usable now, not wasted) for every item of the
// content, with any Lives and Pep (a full track of either included), and for a use written by hand.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { content } from '../data/index';
import { drinkable, drinkableCounted } from './items';
import type { GameState, ItemKey } from './types';

describe('3: which brews may be drunk', () => {
  it('drinkable, read from the items\' records, answers as check()\'s tests for every item, Lives and Pep', () => {
    const ids = content.items.map((i) => i.id as ItemKey);
    fc.assert(fc.property(fc.constantFrom(...ids), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), (id, lives, pep) => {
      const s = { lives, pep } as GameState;
      expect(drinkable(s, id)).toBe(drinkableCounted(s, id));
    }), { numRuns: 2000 });
    // the content has a brew wasted on full tracks and drunk below them, and items never drunk at any time
    const full = { lives: 4, pep: 4 } as GameState;
    const low = { lives: 1, pep: 1 } as GameState;
    expect(ids.some((id) => drinkableCounted(low, id) && !drinkableCounted(full, id))).toBe(true);
    expect(ids.some((id) => !drinkableCounted(low, id))).toBe(true);
  });
});

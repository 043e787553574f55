// How sentences count one of an item (items.json "article"): the Market's, the Chemists' and the Guild's labels
// and refusals read "a pair of gloves" and "an XP brew", never "a gloves" or "a XP brew".
import { describe, expect, it } from 'vitest';
import { freeItem, oneItemCapitalised, oneItem, itemWord, theItem } from './index';

describe('items in sentences', () => {
  it('one of each item, with its article', () => {
    expect(oneItem('shovel')).toBe('a shovel');
    expect(oneItem('gloves')).toBe('a pair of gloves');
    expect(oneItem('lifeBrew')).toBe('a Life brew');
    expect(oneItem('xpBrew')).toBe('an XP brew');
    expect(oneItemCapitalised('gloves')).toBe('A pair of gloves');
    expect(itemWord('gloves')).toBe('gloves');
  });
  it('a free one takes the "a" whatever the article', () => {
    expect(freeItem('shovel')).toBe('a free shovel');
    expect(freeItem('gloves')).toBe('a free pair of gloves');
    expect(freeItem('xpBrew')).toBe('a free XP brew');
  });
  it('the one named takes "the" and stays singular: "the pair of gloves leaves", never "the gloves leaves"', () => {
    expect(theItem('shovel')).toBe('the shovel');
    expect(theItem('gloves')).toBe('the pair of gloves');
    expect(theItem('xpBrew')).toBe('the XP brew');
  });
});

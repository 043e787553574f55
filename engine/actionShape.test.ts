import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ActionShape, shapeReason } from './actionShape';

describe('action shapes', () => {
  const samples: unknown[] = [
    { type: 'goFishing' }, { type: 'craftTool', item: 'gloves', cards: ['a', 'b'] }, { type: 'craftTool', item: 'hat', cards: [] },
    { type: 'relax', gain: 'life' }, { type: 'relax' }, { type: 'sellFish', sale: 'set', cards: ['x'] }, { type: 'option', index: 1.5 },
    { type: 'stall', action: { type: 'play' } }, { type: 'stall', action: 'play' }, { type: 'quest', action: { type: '' } },
    { type: 'seerOrder', order: ['a', 'b', 'c', 'd'] }, { type: 'nope' }, null, 3, [], { type: 7 },
  ];

  it('the hand-written check agrees with the zod schema', () => {
    for (const a of samples) expect(shapeReason(a) === null).toBe(ActionShape.safeParse(a).success);
    fc.assert(fc.property(fc.record({ type: fc.constantFrom('relax', 'perk', 'discard', 'buyTool', 'option'), gain: fc.string(), perk: fc.string(), card: fc.anything(), item: fc.string(), index: fc.anything() }, { requiredKeys: ['type'] }), (a) => {
      expect(shapeReason(a) === null).toBe(ActionShape.safeParse(a).success);
    }));
  });

  it('a malformed action gets a sentence, not a crash', () => {
    expect(shapeReason({ type: 'craftTool' })).toMatch(/missing something/);
    expect(shapeReason({ type: 'flyToMoon' })).toBe('There is no action called "flyToMoon" in this game.');
    expect(shapeReason({ type: 'toString' })).toBe('There is no action called "toString" in this game.');
    expect(shapeReason(null)).toMatch(/not an action/);
  });
});

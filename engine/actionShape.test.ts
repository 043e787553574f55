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

describe('canonicalAction: only the fields each action and inner action type has (issue 28, defect 3)', () => {
  it('leaves every legal action as its engine made it, quest and stall actions included', async () => {
    const { newGame, legalActions, applyAction } = await import('./index');
    const { canonicalAction } = await import('./actionShape');
    const seen = { quest: 0, stall: 0, all: 0 };
    for (let g = 0; g < 40; g++) {
      let s = newGame({ seed: `canon-${g}`, character: ['peth', 'wren', 'maudie', 'tobias'][g % 4], startingSkill: 0, plusOneStat: 'strength', harder: { storyEndRed: false, crowsNestRed: false, extraFlips: 0, hazardsPlusOne: false } });
      for (let step = 0; step < 400 && s.status === 'playing'; step++) {
        const legal = legalActions(s);
        if (!legal.length) break;
        for (const a of legal) {
          expect(JSON.stringify(canonicalAction(a))).toBe(JSON.stringify(a));
          if (a.type === 'quest' || a.type === 'stall') seen[a.type]++;
          seen.all++;
        }
        // prefer the Miners' Guild and the stalls when offered, so their inner actions are met often
        const inner = legal.filter((a) => a.type === 'quest' || a.type === 'stall' || a.type === 'visitStalls');
        const pool = inner.length && step % 3 !== 0 ? inner : legal;
        s = applyAction(s, pool[(step * 7 + g) % pool.length]).state;
      }
    }
    expect(seen.quest).toBeGreaterThan(0);
    expect(seen.stall).toBeGreaterThan(0);
  });

  it('drops a door\'s extra fields from stall and quest inner actions, however large', async () => {
    const { canonicalAction } = await import('./actionShape');
    const big = 'x'.repeat(200_000);
    expect(canonicalAction({ type: 'stall', action: { type: 'forage', call: 'high', pad: big } })).toEqual({ type: 'stall', action: { type: 'forage', call: 'high' } });
    expect(canonicalAction({ type: 'quest', action: { pad: big, type: 'move', to: 'c3' } })).toEqual({ type: 'quest', action: { type: 'move', to: 'c3' } });
    expect(canonicalAction({ type: 'quest', action: { type: 'draw' } })).toEqual({ type: 'quest', action: { type: 'draw' } });
    expect(canonicalAction({ type: 'stall', action: { type: 'whatever', pad: big } })).toEqual({ type: 'stall', action: { type: 'whatever' } });
  });
});

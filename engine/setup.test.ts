import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newGame, playerView } from './index';
import { GameSetupSchema } from './contract';
import { plainSetup } from './setup';
import { setup } from './testkit';
import { STORY_IDS } from '../data/index';

describe('set-up', () => {
  it('3: 2 Strength and 2 Agility, then +1 to the chosen stat; 0 XP; 4 Lives; 4 Pep; 2 Gems; the starting item', () => {
    const s = newGame(setup({ character: 'tobias', plusOneStat: 'strength' }));
    expect([s.strength, s.agility, s.xp, s.lives, s.pep, s.gems]).toEqual([3, 2, 0, 4, 4, 2]);
    expect(s.rucksack).toEqual(['shovel']);
    const w = newGame(setup({ character: 'wren', plusOneStat: 'agility' }));
    expect([w.strength, w.agility]).toEqual([2, 3]);
    expect(w.rucksack).toEqual(['gloves']);
  });

  it('3: only the chosen starting skill is active below LEVEL 3', () => {
    const v = playerView(newGame(setup({ character: 'peth', startingSkill: 1 })));
    expect(v.skills.map((k) => k.active)).toEqual([false, true]);
  });

  it('1: Locations blue side up, Story\'s End blue, 28 Story cards shuffled on it, timer on day 1\'s first square', () => {
    const s = newGame(setup());
    expect(Object.values(s.sides).every((x) => x === 'blue')).toBe(true);
    expect(s.storyEndSide).toBe('blue');
    expect([...s.deck].sort()).toEqual([...STORY_IDS].sort());
    expect(s.deck).not.toEqual(STORY_IDS);
    expect([s.day, s.phase, s.timer]).toEqual([1, 'day', 0]);
  });

  it('1: the same seed shuffles the same way; another seed differently', () => {
    expect(newGame(setup({ seed: 'a' })).deck).toEqual(newGame(setup({ seed: 'a' })).deck);
    expect(newGame(setup({ seed: 'a' })).deck).not.toEqual(newGame(setup({ seed: 'b' })).deck);
  });

  it('9: each harder option on its own: Story\'s End red, Crows\' Nest red, 1-3 rolled Location flips, hazards +1', () => {
    const h = (over: object) => newGame(setup({ harder: { storyEndRed: false, crowsNestRed: false, extraFlips: 0, hazardsPlusOne: false, ...over } }));
    expect(h({ storyEndRed: true }).storyEndSide).toBe('red');
    expect(h({ storyEndRed: true }).sides.crowsNest).toBe('blue');
    expect(h({ crowsNestRed: true }).sides.crowsNest).toBe('red');
    for (const n of [1, 2, 3]) {
      const s = h({ extraFlips: n });
      const red = Object.entries(s.sides).filter(([, side]) => side === 'red').map(([id]) => id);
      expect(red).toHaveLength(n);
      expect(red).not.toContain('miners');
      expect(red).not.toContain('crowsNest');
    }
    expect(h({ hazardsPlusOne: true }).setup.harder.hazardsPlusOne).toBe(true);
  });

  it('a setup naming an unknown character is a programmer error', () => {
    expect(() => newGame(setup({ character: 'nobody' }))).toThrow(/unknown character/);
  });
});

describe('set-up: the hand-written setup check', () => {
  // Rulebook 1, 3, 9 as GameSetupSchema states them: plainSetup must accept exactly what zod accepts (or leave the
  // doubtful ones to zod, never accept what zod refuses) and return zod's copy, keys in the same order.
  const value = fc.oneof(fc.constant(undefined), fc.constant(null), fc.boolean(), fc.integer({ min: -2, max: 5 }), fc.double(),
    fc.constantFrom('', 'x', 'peth', 'strength', 'agility', 'a'.repeat(33), 'a'.repeat(65)));
  const harder = fc.record({
    storyEndRed: fc.oneof(fc.boolean(), value), crowsNestRed: fc.oneof(fc.boolean(), value),
    extraFlips: fc.oneof(fc.integer({ min: -1, max: 4 }), value), hazardsPlusOne: fc.oneof(fc.boolean(), value),
    extra: value,
  }, { requiredKeys: [] });
  const setupLike = fc.record({
    seed: fc.oneof(fc.string({ maxLength: 70 }), value), character: fc.oneof(fc.constantFrom('peth', 'wren'), value),
    startingSkill: fc.oneof(fc.constantFrom(0, 1), value), plusOneStat: fc.oneof(fc.constantFrom('strength', 'agility'), value),
    harder: fc.oneof(harder, value), other: value,
  }, { requiredKeys: [] });

  it('1, 3, 9: plainSetup agrees with GameSetupSchema on any input, copy and key order included', () => {
    fc.assert(fc.property(fc.oneof(setupLike, value, fc.array(value)), (x) => {
      const z = GameSetupSchema.safeParse(x);
      const mine = plainSetup(x);
      if (!z.success) expect(mine).toBeNull();
      else if (mine !== null) {
        expect(JSON.stringify(mine)).toBe(JSON.stringify(z.data));
        expect(mine).not.toBe(x);
      }
    }), { numRuns: 3000 });
    // a valid setup in any key order is taken by hand, not left to zod
    const x = { harder: { hazardsPlusOne: false, extraFlips: 2, crowsNestRed: true, storyEndRed: false }, plusOneStat: 'agility', startingSkill: 1, character: 'wren', seed: 's' };
    expect(JSON.stringify(plainSetup(x))).toBe(JSON.stringify(GameSetupSchema.parse(x)));
    expect(plainSetup(x)).not.toBeNull();
  });
});

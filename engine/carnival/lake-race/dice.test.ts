// The dice's fast paths held to the plain ways they replace: one generator for a whole roll (rollDice) against a
// stall-kit rollInt per die, the ledger's dice text against join, the roll actions against the choices they list.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generatorState, rollInt } from '../../core';
import { DIE_FACES, MAX_DICE, diceText, holdList, rollActions, rollDice, type RollChoice } from './dice';

/** rollDice as it was: a rollInt per die, the held dice sorted by Array.prototype.sort. */
function rollDiceSlow(rng: readonly number[], choice: RollChoice) {
  let g = [...rng];
  const rolled: number[] = [];
  for (let i = choice.hold.length; i < choice.dice; i++) {
    const [v, next] = rollInt(g, 1, DIE_FACES);
    rolled.push(v);
    g = next;
  }
  return { dice: [...[...choice.hold].sort((x, y) => x - y), ...rolled], rolled, rng: g };
}

const die = fc.integer({ min: 1, max: DIE_FACES });

describe('Lake Race dice, fast paths', () => {
  it('rollDice rolls the same dice, keeps them in the same order and leaves the same generator as a rollInt per die', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(die, { maxLength: MAX_DICE }), fc.integer({ min: 0, max: MAX_DICE }), (seed, hold, extra) => {
        const choice = { hold, dice: Math.min(MAX_DICE, hold.length + extra) };
        const rng = generatorState(seed);
        const before = [...rng];
        const got = rollDice(rng, choice);
        expect(got).toEqual(rollDiceSlow(rng, choice));
        expect(got.rng).not.toBe(rng);
        expect(rng, 'the generator given is unchanged').toEqual(before);
      }),
      { numRuns: 500 },
    );
  });

  it("diceText writes a list of dice as join(' ') does", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1, max: 5 }), { maxLength: 9 }), (dice) => {
        expect(diceText(dice)).toBe(dice.join(' '));
      }),
    );
    // asked twice (the second answer from the table)
    expect(diceText([3, 1, 2])).toBe('3 1 2');
    expect(diceText([3, 1, 2])).toBe('3 1 2');
    expect(diceText([])).toBe('');
  });

  it('rollActions lists every choice once: dice count, then how many 1s, 2s and 3s held', () => {
    fc.assert(
      fc.property(fc.array(die, { maxLength: MAX_DICE }), (current) => {
        const want: { type: 'roll'; hold: number[]; dice: number }[] = [];
        const have = [0, 1, 2, 3].map((f) => current.filter((d) => d === f).length);
        for (let dice = Math.max(0, current.length - 1); dice <= Math.min(MAX_DICE, current.length + 1); dice++)
          for (let a = 0; a <= have[1]; a++)
            for (let b = 0; b <= have[2]; b++)
              for (let c = 0; c <= have[3]; c++) if (a + b + c <= dice) want.push({ type: 'roll', hold: holdList(a, b, c), dice });
        expect(rollActions(current)).toEqual(want);
      }),
    );
  });
});

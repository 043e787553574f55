// How the strong player finds its planned stall move among the legal ones (engine/bots/stalls.ts sameValue).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sameValue } from './stalls';
import { applyAction as lakeApplyAction, legalActions, newGame, sameLakeAction, type LakeAction, type LakeState } from '../carnival/lake-race';

const lakeApply = (s: LakeState, a: LakeAction): LakeState => lakeApplyAction(s, a).state;

describe('sameValue: a planned stall move matched to a legal one', () => {
  it('matches equal JSON values whatever their key order, and nothing else', () => {
    expect(sameValue({ type: 'roll', hold: [1, 3], dice: 2 }, { dice: 2, type: 'roll', hold: [1, 3] })).toBe(true);
    expect(sameValue({ type: 'roll', hold: [1, 3], dice: 2 }, { type: 'roll', hold: [3, 1], dice: 2 })).toBe(false);
    expect(sameValue({ type: 'roll', hold: [], dice: 2 }, { type: 'roll', hold: [], dice: 2, extra: 0 })).toBe(false);
    expect(sameValue({ type: 'steer', turn: 0 }, { type: 'steer', turn: -1 })).toBe(false);
    expect(sameValue({ a: [] }, { a: {} })).toBe(false);
    expect(sameValue({ a: null }, { a: null })).toBe(true);
    expect(sameValue({ a: null }, { a: 0 })).toBe(false);
  });
});

describe('sameLakeAction: the Lake Race planned move matched to a legal one', () => {
  it('agrees with sameValue on every pair of legal actions met in races, and on planned shapes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.array(fc.nat(), { minLength: 10, maxLength: 80 }), (seed, picks) => {
        let s = newGame({ seed, races: 1, boats: [{ boat: 'yellow', name: 'Y', crew: null }, { boat: 'red', name: 'R', crew: 'bold' }] });
        for (const p of picks) {
          const legal = legalActions(s);
          if (legal.length === 0) break;
          for (const a of legal) for (const b of legal) expect(sameLakeAction(a, b)).toBe(sameValue(a, b));
          // a copy made elsewhere (the planner's) is the same move
          const a = legal[p % legal.length];
          expect(sameLakeAction(structuredClone(a), a)).toBe(true);
          s = (lakeApply(s, a) ?? s);
        }
      }),
      { numRuns: 30 },
    );
    const kinds: LakeAction[] = [
      { type: 'roll', hold: [1, 3], dice: 2 },
      { type: 'roll', hold: [1], dice: 2 },
      { type: 'roll', hold: [1, 3], dice: 3 },
      { type: 'steer', turn: 0 },
      { type: 'place', q: 1, r: 2, heading: 3 },
      { type: 'place', q: 1, r: 2, heading: 4 },
      { type: 'nextRace' },
    ];
    for (const a of kinds) for (const b of kinds) expect(sameLakeAction(a, b)).toBe(sameValue(a, b));
  });
});

// Invariants under any legal sequence: one boat per space, damage never falls within a race, a sunk boat never moves;
// and the same setup with the same actions replays to the same hash; progress by space index is progress by hexes.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, legalActions, newGame, replay, stateHash } from './engine';
import { hexKey } from './hex';
import { lakeOf, newLakeState, racing } from './race';
import { advanceProgress, advanceProgressCells, buildCourse, courseSpots, neighbourTable } from './course';
import { LAKE_COLS, LAKE_ROWS, cellHex } from './lake';
import { COURSE_LETTERS, type LakeAction, type LakeSetupInput, type LakeState } from './state';

const setupArb = fc.record({
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  people: fc.integer({ min: 1, max: 3 }),
  crews: fc.integer({ min: 0, max: 2 }),
  side: fc.constantFrom('dark' as const, 'light' as const),
});

function setupOf(x: { seed: number; people: number; crews: number; side: 'dark' | 'light' }): LakeSetupInput {
  const colours = ['red', 'yellow', 'blue', 'green', 'black'] as const;
  const n = Math.max(2, x.people + x.crews);
  return {
    seed: x.seed,
    side: x.side,
    boats: Array.from({ length: n }, (_, i) => ({ boat: colours[i], name: colours[i], crew: i < x.people ? null : i % 2 ? 'bold' : 'cautious' })),
  };
}

function checkStep(before: LakeState, after: LakeState) {
  const afloat = after.boats.filter((b) => b.pos && racing(b)).map((b) => hexKey(b.pos!));
  expect(new Set(afloat).size, 'one boat per space').toBe(afloat.length);
  if (after.race === before.race)
    after.boats.forEach((b, i) => {
      expect(b.damage, 'damage never falls').toBeGreaterThanOrEqual(before.boats[i].damage);
      if (before.boats[i].sunk) {
        expect(b.pos, 'a sunk boat never moves').toEqual(before.boats[i].pos);
        expect(b.sunk).toBe(true);
      }
    });
}

describe('Lake Race properties', () => {
  it('any legal sequence keeps one boat per space, damage never falling and sunk boats still; replay gives the same hash', () => {
    fc.assert(
      fc.property(setupArb, fc.array(fc.nat(), { minLength: 20, maxLength: 140 }), (x, picks) => {
        const setup = setupOf(x);
        let s = newGame(setup);
        const taken: LakeAction[] = [];
        for (const p of picks) {
          const legal = legalActions(s);
          if (legal.length === 0) break;
          // lean towards rolling a few dice and moving, so races actually progress
          const a = legal[p % legal.length];
          const next = applyAction(s, a).state;
          checkStep(s, next);
          taken.push(a);
          s = next;
        }
        expect(stateHash(replay(setup, taken))).toBe(stateHash(s));
      }),
      { numRuns: 40 },
    );
  });
});

describe('Lake Race progress by space index', () => {
  it('Building a Course: a step between lake spaces rounds and finishes by index exactly as by hexes (advanceProgressCells = advanceProgress)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom('dark' as const, 'light' as const),
        fc.integer({ min: 0, max: 2 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(5), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 2 })), { minLength: 50, maxLength: 50 }),
        (seed, side, race, steps) => {
          const s = newLakeState({ seed, side, races: 3, boats: [{ boat: 'red', name: 'R', crew: null }, { boat: 'blue', name: 'B', crew: null }] });
          const lake = lakeOf(s);
          const course = buildCourse(lake, COURSE_LETTERS[race], courseSpots(lake, COURSE_LETTERS[race]));
          for (const [cell, heading, stage, debt] of steps) {
            const a = cell % (LAKE_COLS * LAKE_ROWS);
            const b = neighbourTable()[a * 6 + heading];
            if (b < 0) continue;
            const byIndex = { stage, debt };
            advanceProgressCells(course, byIndex, a, b);
            expect(byIndex).toEqual(advanceProgress(course, { stage, debt }, cellHex(a), cellHex(b)));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

// The person's legal moves and the place check (race.ts legalLakeActions, freeStarts, refusal), written as loops for
// speed (issue 27, slice LAKE3), held to their plain definitions from the rules: Choosing Start Positions ("on or behind
// the start tile"; "two boats cannot share one space": every free start space with each of the six headings, in the
// zone's order) and Turning (the allowed headings of steerOptions, in turn order). The campaign's random bot picks
// by index, so the order is part of the answer.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, legalActions, start } from './engine';
import { courseOf, freeStarts, legalLakeActions, occupied, refusal, steerOptions } from './race';
import { rollActions } from './dice';
import { sameHex } from './hex';
import type { LakeAction, LakeState } from './state';

/** legalLakeActions as the rules define it, with filter and map. */
function plainLegal(s: LakeState): LakeAction[] {
  switch (s.phase) {
    case 'place': {
      const taken = occupied(s, -1);
      const free = courseOf(s).startZone.filter((h) => !taken.some((t) => sameHex(t, h)));
      return free.flatMap((h) => [0, 1, 2, 3, 4, 5].map((heading) => ({ type: 'place' as const, q: h.q, r: h.r, heading })));
    }
    case 'roll':
      return rollActions(s.boats[s.current].dice);
    case 'steer':
      return steerOptions(s)
        .filter((o) => o.allowed)
        .map((o) => ({ type: 'steer' as const, turn: o.turn }));
    case 'raceOver':
      return [{ type: 'nextRace' }];
    case 'seriesOver':
      return [];
  }
}

/** Whether a place action is refused on where it goes, by the plain reading of the rules. */
function plainPlaceRefused(s: LakeState, q: number, r: number): boolean {
  const h = { q, r };
  return !courseOf(s).startZone.some((z) => sameHex(z, h)) || occupied(s, -1).some((o) => sameHex(o, h));
}

describe('Lake Race legal moves (race.ts)', () => {
  it('Choosing Start Positions and Turning: the legal lists, free starts and place checks are the plain ones, in the same order, over random stall races', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.array(fc.nat(), { minLength: 120, maxLength: 120 }), (seed, picks) => {
        let s = start({ seed, deck: [], discard: [] });
        let compared = 0;
        for (const pick of picks) {
          if (s.phase === 'seriesOver') break;
          expect(legalLakeActions(s)).toEqual(plainLegal(s));
          if (s.phase === 'place') {
            const taken = occupied(s, -1);
            expect(freeStarts(s)).toEqual(courseOf(s).startZone.filter((h) => !taken.some((t) => sameHex(t, h))));
            // every space around the start zone, in it or not, taken or free, and a heading off the six
            for (const z of courseOf(s).startZone)
              for (const [dq, dr] of [[0, 0], [1, 0], [0, 1], [-1, 1], [2, -1]]) {
                const a = { type: 'place' as const, q: z.q + dq, r: z.r + dr, heading: pick % 6 };
                expect(refusal(s, a) !== null, `place at ${a.q},${a.r}`).toBe(plainPlaceRefused(s, a.q, a.r));
              }
            expect(refusal(s, { type: 'place', q: courseOf(s).startZone[0].q, r: courseOf(s).startZone[0].r, heading: 6 })).not.toBeNull();
          }
          const legal = legalActions(s);
          s = applyAction(s, legal[pick % legal.length]).state;
          compared++;
        }
        expect(compared).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
  });
});

// Issue 27: the adaptive advisor judged by its answers. At a few positions of the reference fixture (one of each kind of
// moment, the cheapest to rank), where the reference's best leads its second by more than 5 points, the race's first
// choice is the reference's best. The fixture is made by scripts/make-advisor-reference.ts, never by a test.
import { describe, expect, it } from 'vitest';
import { adviseRacing } from '../../engine/bots/index';
import { loadReference, positionState, type ReferencePosition } from '../../bench/advisor-reference';
import { chosen, referenceBest, referencePoints } from '../../bench/advisor-judgement';
import { KINDS } from '../../bench/advisor-positions';

const ref = loadReference();
/** The lead, in points, that counts as clear for this test (the bench's agreement counts from 2). */
const CLEAR = 5;

/** Per kind of moment, the position whose best leads its second most, if by more than CLEAR (a kind where no best is
 *  that clear, such as the third day's town turns, whose actions are mostly alike by then, has none). */
function picked(): ReferencePosition[] {
  const lead = (p: ReferencePosition) => referenceBest(referencePoints(ref, p)).lead;
  // the first day's town turns have the longest rollouts (a whole campaign each): the bench judges those, this test
  // the other kinds, to stay a few seconds long
  return KINDS.filter((kind) => kind !== 'town-day-1').flatMap((kind) => {
    const clear = ref.positions.filter((p) => p.kind === kind && lead(p) > CLEAR);
    return clear.length ? [clear.reduce((a, b) => (lead(b) > lead(a) ? b : a))] : [];
  });
}

describe("the adaptive advisor against the reference (issue 27)", () => {
  it('the fixture holds 100 or more positions of every kind, each action with its wins', () => {
    expect(ref.positions.length).toBeGreaterThanOrEqual(100);
    expect(new Set(ref.positions.map((p) => p.kind))).toEqual(new Set(KINDS));
    expect(ref.rolloutsPerAction).toBeGreaterThanOrEqual(500);
  });

  it.each(picked().map((p) => [p.id, p] as const))('at %s its best is the reference\'s best', (_, p) => {
    const { state, legal } = positionState(p);
    const { best } = referenceBest(referencePoints(ref, p));
    expect(chosen(legal, adviseRacing(state, `reference-test/${p.id}`))).toBe(best);
  }, 60_000);
});

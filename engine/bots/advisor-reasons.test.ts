// Issue 24, item 9: the advisor's reasons come from the rollouts it already runs: the same dice, the same wins, and
// each rollout's ending counted once.
import { describe, expect, it } from 'vitest';
import { legalActions, newGame } from '../index';
import { NORMAL_HARDER } from '../contract';
import { OUTCOMES, outcomeOf, reasonsOf, rollouts, tallyRollouts } from './advisor';
import { fixture } from '../testkit';

describe("the advisor's reasons (issue 24, item 9)", () => {
  it('tallies every rollout once, with the wins rollouts() counts on the same dice', () => {
    const s = newGame({ seed: 'reasons', character: 'peth', startingSkill: 0, plusOneStat: 'strength', harder: NORMAL_HARDER });
    const legal = legalActions(s);
    for (const index of [0, legal.length - 1]) {
      const tally = new Array(OUTCOMES.length).fill(0);
      const wins = tallyRollouts(s, legal, index, 0, 12, 'seed', tally);
      expect(wins).toBe(rollouts(s, legal, index, 0, 12, 'seed'));
      expect(tally.reduce((a, b) => a + b, 0)).toBe(12);
      expect(tally[0] + tally[1] + tally[2]).toBe(wins);
    }
  });

  it('names how a campaign ended: short of the Gems, out of Lives in a mine or in town, stuck in a mine, paid on day n', () => {
    expect(OUTCOMES[outcomeOf(fixture({ status: 'won', day: 2 }))]).toBe('pays the Crows on day 2');
    expect(OUTCOMES[outcomeOf(fixture({ status: 'lost', lives: 0, place: { at: 'mine' } as never }))]).toBe('runs out of Lives in a mine');
    expect(OUTCOMES[outcomeOf(fixture({ status: 'lost', lives: 0 }))]).toBe('runs out of Lives');
    expect(OUTCOMES[outcomeOf(fixture({ status: 'lost', endReason: 'Day 3 ended before you paid the Crows. They are not patient birds.' }))]).toBe('falls short of the Gems');
    expect(OUTCOMES[outcomeOf(fixture({ status: 'lost', endReason: 'Day 3 ended while you were still in the mine.' }))]).toBe('is still in a mine when day 3 ends');
  });

  it('says the shares most frequent first, lost and won apart, leaving out what is under 1 in 100', () => {
    const counts = [0, 10, 20, 22, 9, 0, 0, 0, 0];
    expect(reasonsOf(counts, 100)).toEqual({ lost: ['falls short of the Gems: 22%', 'runs out of Lives in a mine: 9%'], won: ['pays the Crows on day 3: 20%', 'pays the Crows on day 2: 10%'] });
    expect(reasonsOf([0, 0, 0, 0, 0, 0, 0, 1, 0], 200).lost).toEqual([]);
  });
});

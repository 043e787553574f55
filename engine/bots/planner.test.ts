// The planner (issue 7: heuristics plus Monte Carlo rollouts): what it weighs, and that its weighing is fair.
import { describe, expect, it } from 'vitest';
import { legalActions, newGame } from '../index';
import { NORMAL_HARDER } from '../contract';
import { playCampaign } from './campaign';
import { closeCalls, createPlannerBot, weigh, PLANNER_OPTIONS } from './planner';
import { botRng } from './rng';
import { chooseStrong, strongBot } from './strong';

const setup = { seed: 'planner', character: 'wren', startingSkill: 0 as const, plusOneStat: 'agility' as const, harder: NORMAL_HARDER };

describe('the planner', () => {
  it('weighs the strong player\'s own pick first, and at most `candidates` actions within `margin` of it', () => {
    const state = newGame(setup);
    const legal = legalActions(state);
    const close = closeCalls(state, legal, PLANNER_OPTIONS);
    expect(close.length).toBeGreaterThanOrEqual(1);
    expect(close.length).toBeLessThanOrEqual(PLANNER_OPTIONS.candidates);
    expect(close[0]).toEqual(chooseStrong(state, legal, botRng('no ties here')));
    expect(closeCalls(state, legal, { ...PLANNER_OPTIONS, margin: 0, candidates: 1 })).toEqual([close[0]]);
  });

  it('gives every candidate the same rollouts: one action weighed twice wins the same number of times', () => {
    const state = newGame(setup);
    const a = legalActions(state)[0];
    const [x, y] = weigh(state, [a, a], 12, 99);
    expect(x).toBe(y);
  });

  it('with nothing to weigh it is the strong player, move for move', () => {
    const lone = createPlannerBot({ candidates: 1, rollouts: 4, margin: 0 }, 'planner-1');
    const a = playCampaign(setup, lone, botRng('same dice'));
    const b = playCampaign(setup, strongBot, botRng('same dice'));
    expect(a.actions).toEqual(b.actions);
  });
});

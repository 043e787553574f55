// The strong player at the Lake Race stall (guide, Bay Carnival): it sails its boat by the crews' own planner, as a
// cautious crew, so the advisor's estimate for "Play Lake Race" is of a race sailed well, not of a boat at random.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions } from '../index';
import { fixture } from '../testkit';
import type { Action, GameState } from '../types';
import { botRng } from './rng';
import { chooseStrong } from './strong';
import { stallMove, stallOdds } from './stalls';

const stallAnswers = (legal: Action[]) => legal.map((a) => (a as Extract<Action, { type: 'stall' }>).action);

/** One Lake Race from a town day, the strong player at the helm: its Gems won, and whether its own plan chose
 *  every move (stallMove: null would leave the move to the scores, which are level, and so to the dice). */
function race(seed: string): { won: number; planned: boolean } {
  let s: GameState = fixture({ gems: 10 }, { seed });
  s = applyAction(s, { type: 'visitStalls', game: 'lake-race' }).state;
  const rng = botRng(seed);
  let planned = true;
  for (let i = 0; i < 500 && s.pending[0]?.kind === 'stall'; i++) {
    const legal = legalActions(s);
    if (legal.length > 1 && stallMove(s, stallAnswers(legal)) === null) planned = false;
    s = applyAction(s, chooseStrong(s, legal, rng)).state;
  }
  expect(s.pending[0]?.kind).not.toBe('stall');
  return { won: s.gems - (10 - 2), planned };
}

describe('the strong player at the Lake Race', () => {
  it('Guide, Bay Carnival: it sails every move of the race by the planner and wins about a fair share of the prizes', () => {
    const races = Array.from({ length: 24 }, (_, i) => race(`lake-bot-${i}`));
    expect(races.every((r) => r.planned)).toBe(true);
    const mean = races.reduce((n, r) => n + r.won, 0) / races.length;
    // an even share of places pays about 3.3 Gems a race (stallOdds); sailed at random the boat won nothing
    expect(mean).toBeGreaterThan(2);
    expect(races.filter((r) => r.won >= 7).length).toBeGreaterThan(0);
  });

  it('Guide, Bay Carnival: it prices the stall at an even chance of each place among two or three crews', () => {
    const odds = stallOdds(fixture(), 'lake-race');
    // three boats pay 7/3/0, four pay 8/4/1/0: (10/3 + 13/4) / 2; first place (7 or 8 Gems) is the big win
    expect(odds.ev).toBeCloseTo((10 / 3 + 13 / 4) / 2, 9);
    expect(odds.pBig).toBeCloseTo((1 / 3 + 1 / 4) / 2, 9);
  });
});

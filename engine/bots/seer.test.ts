// The strong player and the seer (guide, Bay Carnival): it visits the seer when the seer-then-Fortune-Forage pair is
// worth more than an hour of gathering, puts the cards back, plays the stall next and calls the shown cards right.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions } from '../index';
import { fixture } from '../testkit';
import type { GameState } from '../types';
import { botRng } from './rng';
import { chooseStrong } from './strong';
import { stingOf, type ForageState } from '../carnival/fortune-forage';
import { QUESTS } from '../../data/quests/index';

/** a town day with the relay played, Bay Carnival still blue, and no quest left to tempt it (the quests score higher) */
const town = (over: Partial<GameState> = {}) => fixture({ gems: 10, stallsPlayed: ['relay'], questsAttempted: QUESTS.map((q) => q.id), ...over });

/** the strong player's moves from `s` until `until` holds (at most `n` moves) */
function playUntil(s: GameState, until: (s: GameState) => boolean, n = 40): { s: GameState; types: string[] } {
  const rng = botRng('seer-test');
  const types: string[] = [];
  for (let i = 0; i < n && !until(s); i++) {
    const a = chooseStrong(s, legalActions(s), rng);
    types.push(a.type === 'stall' ? `stall:${(a.action as { call?: string }).call}` : a.type);
    s = applyAction(s, a).state;
  }
  return { s, types };
}

describe('the strong player and the seer', () => {
  it('Guide, Bay Carnival: with the relay played and Bay Carnival still blue, it visits the seer, then Fortune Forage, and calls the four shown cards right', () => {
    const start = town();
    const { s, types } = playUntil(start, (x) => x.stallsPlayed.includes('fortune-forage') && x.pending[0]?.kind !== 'stall');
    expect(types.slice(0, 3)).toEqual(['visitSeer', 'seerOrder', 'visitStalls']);
    // four right calls are the 8 and the flip; the calls after are blind
    expect(s.sides.carnival).toBe('red');
    expect(s.xp).toBeGreaterThanOrEqual(1);
    expect(s.gems).toBeGreaterThanOrEqual(10 - 2 + 8);
  });
  it('Guide, Bay Carnival: at the stall the cards the seer showed are called as they are, the rest by the odds', () => {
    let s = town();
    s = playUntil(s, (x) => x.pending[0]?.kind === 'stall').s;
    const st = (s.pending[0] as { state: ForageState }).state;
    expect(st.foreseen).toBe(4);
    const shown = st.deck.slice(0, 4).map(stingOf);
    const { types } = playUntil(s, (x) => x.pending[0]?.kind !== 'stall');
    expect(types.slice(0, 4)).toEqual(shown.map((c) => `stall:${c}`));
  });
  it('Guide, Bay Carnival: once Fortune Forage is played the seer is worth no more than its help with the next draws', () => {
    const played = town({ stallsPlayed: ['relay', 'fortune-forage'] });
    const { types } = playUntil(played, () => false, 3);
    expect(types).not.toContain('visitSeer');
  });
});

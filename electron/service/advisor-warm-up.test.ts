// The advisor's warm-up states (issue 7): every character's first turn and a later town turn of its second day.
import { describe, expect, it } from 'vitest';
import { legalActions, replay, stateHash } from '../../engine/index';
import { content } from '../../data/index';
import { SETTLE, WARM_UP, warmPositions, warmRankings } from './advisor-warm-up';

describe('the advisor warm-up (issue 7)', () => {
  const positions = [...warmPositions()];
  const states = positions.map((p) => p.state);

  it('ranks each character first turn, then a town turn of its second day from the third hour on', () => {
    expect(states).toHaveLength(2 * content.characters.length);
    content.characters.forEach((c, i) => {
      const [first, later] = [states[2 * i], states[2 * i + 1]];
      expect(first.setup.character).toBe(c.id);
      expect([first.day, first.timer, first.ledger.length > 0]).toEqual([1, 0, true]);
      expect(later.setup.character).toBe(c.id);
      expect(later.day).toBe(2);
      expect(later.timer).toBeGreaterThanOrEqual(2);
      // a free choice in town, with something to rank
      expect([later.status, later.phase, later.place.at, later.pending.length]).toEqual(['playing', 'day', 'town', 0]);
      expect(legalActions(later).length).toBeGreaterThan(1);
    });
  });

  it('gives each state with its path: the actions that replay from its set-up to the same state', () => {
    for (const { state, path } of positions) expect(stateHash(replay(state.setup, path))).toBe(stateHash(state));
    expect(positions.filter((p) => p.path.length === 0)).toHaveLength(content.characters.length);
  });

  it('ranks every position at WARM_UP, then all of them again, in the same order, at SETTLE with other dice', () => {
    const rankings = [...warmRankings()];
    expect(rankings).toHaveLength(2 * positions.length);
    const [first, second] = [rankings.slice(0, positions.length), rankings.slice(positions.length)];
    for (const [round, { perAction, seed }] of [[first, WARM_UP], [second, SETTLE]] as const) {
      expect(round.map((r) => stateHash(r.state))).toEqual(states.map(stateHash));
      expect(round.map((r) => r.path)).toEqual(positions.map((p) => p.path));
      for (const r of round) expect([r.perAction, r.seed]).toEqual([perAction, seed]);
    }
    // the second round is the lighter one, and its dice are not the first round's
    expect(SETTLE.perAction).toBeLessThan(WARM_UP.perAction);
    expect(SETTLE.seed).not.toBe(WARM_UP.seed);
  });

  it('is the same every time (the states come from the set-ups and the strong player seeded by them)', () => {
    expect(JSON.stringify([...warmPositions()])).toBe(JSON.stringify(positions));
  });
});

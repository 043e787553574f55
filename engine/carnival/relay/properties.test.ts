// Property tests: any legal sequence of relay actions ends within six watches and keeps the rulebook's invariants.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RelayAction, RelayState } from '.';
import { applyAction, legalActions, relay } from '.';

/** play by choosing among the legal actions with the given picks; returns the states visited and the actions */
function playPicks(picks: number[], crew: string[] = []): { states: RelayState[]; actions: RelayAction[] } {
  let s = relay.newGame({ crew });
  const states = [s];
  const actions: RelayAction[] = [];
  for (const p of picks) {
    const legal = legalActions(s);
    if (legal.length === 0) break;
    const a = legal[p % legal.length];
    actions.push(a);
    s = applyAction(s, a).state;
    states.push(s);
  }
  return { states, actions };
}

describe('Relay properties', () => {
  it('Six watches: any legal sequence ends within six actions, with energy 0..5 and lamps never unlit', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(20), { minLength: 0, maxLength: 12 }), (picks) => {
        const { states } = playPicks(picks);
        expect(states.length).toBeLessThanOrEqual(7);
        for (let i = 0; i < states.length; i++) {
          const s = states[i];
          expect(s.energy).toBeGreaterThanOrEqual(0);
          expect(s.energy).toBeLessThanOrEqual(5);
          if (i > 0) for (const k of ['R', 'B', 'C'] as const) if (states[i - 1].lamps[k]) expect(s.lamps[k]).toBe(true);
          if (s.status === 'won') expect([s.dock, s.lamps.R && s.lamps.B && s.lamps.C]).toEqual(['D', true]);
        }
        const last = states[states.length - 1];
        if (picks.length >= 6 || legalActions(last).length === 0) expect(last.status === 'playing' && legalActions(last).length > 0).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('Replay: the same actions from a fresh relay reach the same hash', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(20), { maxLength: 6 }), fc.constantFrom<string[]>([], ['Ada', 'Bo'], ['A', 'B', 'C', 'D']), (picks, crew) => {
        const { states, actions } = playPicks(picks, crew);
        let again = relay.newGame({ crew });
        for (const a of actions) again = relay.applyAction(again, JSON.parse(JSON.stringify(a))).state;
        expect(relay.stateHash(again)).toBe(relay.stateHash(states[states.length - 1]));
      }),
      { numRuns: 300 },
    );
  });

  it('The legal list is complete: every action check() accepts is listed, and nothing else', () => {
    const all: RelayAction[] = [{ type: 'recharge' }, ...(['D', 'M', 'R', 'B', 'C'] as const).map((to) => ({ type: 'sail' as const, to }))];
    fc.assert(
      fc.property(fc.array(fc.nat(20), { maxLength: 6 }), (picks) => {
        const { states } = playPicks(picks);
        const s = states[states.length - 1];
        const listed = legalActions(s).map((a) => JSON.stringify(a));
        expect(all.filter((a) => relay.check(s, a).ok).map((a) => JSON.stringify(a))).toEqual(listed);
      }),
      { numRuns: 300 },
    );
  });
});

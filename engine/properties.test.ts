// Property tests (fast-check): from any seed and any sequence of legal actions the invariants hold, time never runs
// backward, replay gives the same stateHash, and an illegal action is refused with a reason and changes nothing.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, check, legalActions, newGame, replay, stateHash, describeActions, IllegalAction } from './index';
import { brokenInvariants, timeOrdinal } from './invariants';
import type { GameSetup } from './contract';
import type { Action, GameState } from './types';
import { setupArb } from './testkit';


/** Play by choosing legal actions with the given picks (each pick chooses among the legal actions). */
function play(setup: GameSetup, picks: number[], onStep?: (before: GameState, a: Action, after: GameState) => void): { state: GameState; actions: Action[] } {
  let s = newGame(setup);
  const actions: Action[] = [];
  for (const p of picks) {
    if (s.status !== 'playing') break;
    const legal = legalActions(s);
    expect(legal.length).toBeGreaterThan(0);
    const a = legal[p % legal.length];
    const next = applyAction(s, a).state;
    onStep?.(s, a, next);
    actions.push(a);
    s = next;
  }
  return { state: s, actions };
}

const picksArb = fc.array(fc.nat(1000), { minLength: 1, maxLength: 160 });

describe('properties', () => {
  it('bounds hold and the 28 Story cards are each somewhere exactly once, after every legal action', () => {
    fc.assert(fc.property(setupArb, picksArb, (setup, picks) => {
      expect(brokenInvariants(newGame(setup))).toEqual([]);
      play(setup, picks, (_b, a, after) => {
        const bad = brokenInvariants(after);
        if (bad.length) throw new Error(`${JSON.stringify(a)} broke: ${bad.join('; ')}`);
      });
    }), { numRuns: 120 });
  });

  it('4: time never runs backward', () => {
    fc.assert(fc.property(setupArb, picksArb, (setup, picks) => {
      play(setup, picks, (before, _a, after) => {
        expect(timeOrdinal(after)).toBeGreaterThanOrEqual(timeOrdinal(before));
        expect(after.ledger.length).toBeGreaterThanOrEqual(before.ledger.length);
        expect(after.history.length).toBeGreaterThanOrEqual(before.history.length);
      });
    }), { numRuns: 80 });
  });

  it('replay of the same setup and actions gives the same stateHash', () => {
    fc.assert(fc.property(setupArb, picksArb, (setup, picks) => {
      const { state, actions } = play(setup, picks);
      expect(stateHash(replay(setup, actions))).toBe(stateHash(state));
      expect(stateHash(JSON.parse(JSON.stringify(state)))).toBe(stateHash(state));
    }), { numRuns: 60 });
  });

  it('every legal action passes check, and describeActions marks exactly the legal ones legal', () => {
    fc.assert(fc.property(setupArb, picksArb, (setup, picks) => {
      const { state } = play(setup, picks);
      const legal = legalActions(state);
      for (const a of legal) expect(check(state, a)).toEqual({ ok: true });
      const described = describeActions(state);
      const key = (a: unknown) => JSON.stringify(a);
      expect(new Set(described.filter((d) => d.legal).map((d) => key(d.action)))).toEqual(new Set(legal.map(key)));
      for (const d of described.filter((x) => !x.legal)) expect(d.reason).toMatch(/\w/);
    }), { numRuns: 60 });
  });

  it('an illegal action is refused with a reason and changes nothing', () => {
    const junk: fc.Arbitrary<Action> = fc.oneof(
      fc.constant({ type: 'payCrows' } as Action),
      fc.constant({ type: 'sleep' } as Action),
      fc.constant({ type: 'perk', perk: 'merchant' } as Action),
      fc.constant({ type: 'discard', card: 'no-such-card' } as Action),
      fc.constant({ type: 'visitStalls', game: 'pest-race' } as Action),
      fc.constant({ type: 'buyBrew', item: 'xpBrew' } as Action),
      fc.constant({ type: 'nonsense' } as unknown as Action),
      fc.constant({ type: 'craftTool', item: 'gloves' } as unknown as Action),
    );
    fc.assert(fc.property(setupArb, picksArb, junk, (setup, picks, a) => {
      const { state } = play(setup, picks);
      const legal = legalActions(state).map((x) => JSON.stringify(x));
      fc.pre(!legal.includes(JSON.stringify(a)));
      const before = stateHash(state);
      const r = check(state, a);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.reason.length).toBeGreaterThan(5);
      expect(() => applyAction(state, a)).toThrow(IllegalAction);
      expect(stateHash(state)).toBe(before);
    }), { numRuns: 80 });
  });

  it('a whole campaign always ends, won or lost, within a bounded number of actions', () => {
    fc.assert(fc.property(setupArb, fc.integer({ min: 1, max: 1e6 }), (setup, seed) => {
      let r = seed;
      const picks = Array.from({ length: 3000 }, () => (r = (r * 1103515245 + 12345) & 0x7fffffff));
      const { state } = play(setup, picks);
      expect(state.status).not.toBe('playing');
      expect(state.endReason).toMatch(/\w/);
    }), { numRuns: 20 });
  });
});

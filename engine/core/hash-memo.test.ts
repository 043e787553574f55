// Issue 27: the digest taken with a campaign's memo (hash-memo.ts) is stateHash's, whatever the memo last saw. Saves
// store stateHash's digests (docs/saves.md), so a memo that ever gave another value would make a campaign refuse to
// resume; these properties play the sequences the service meets: actions, an undo (an earlier state of the same
// campaign), a new-luck branch, a replay from the set-up (every entry a new object of the same value), a state read
// back from JSON (a snapshot), and another campaign digested with the same memo.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, legalActions, newGame, newLuck, replay } from '../index';
import { setupArb } from '../testkit';
import type { GameSetup } from '../contract';
import type { Action, GameState } from '../types';
import { CampaignDigest, stateHash } from './hash';
import { HashMemo, stateHashWith } from './hash-memo';

type Step = { op: 'act'; pick: number } | { op: 'undo'; back: number } | { op: 'branch' } | { op: 'replay' } | { op: 'snapshot' } | { op: 'other' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 12, arbitrary: fc.nat(1000).map((pick) => ({ op: 'act' as const, pick })) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 6 }).map((back) => ({ op: 'undo' as const, back })) },
  { weight: 1, arbitrary: fc.constant({ op: 'branch' as const }) },
  { weight: 1, arbitrary: fc.constant({ op: 'replay' as const }) },
  { weight: 1, arbitrary: fc.constant({ op: 'snapshot' as const }) },
  { weight: 1, arbitrary: fc.constant({ op: 'other' as const }) },
);

/** One campaign as the service holds it: its set-up, the actions taken and every state along the way. */
interface Played {
  setup: GameSetup;
  actions: Action[];
  states: GameState[];
  /** false for a new-luck branch, whose first state is not its set-up's */
  fromSetup: boolean;
}

function start(setup: GameSetup): Played {
  return { setup, actions: [], states: [newGame(setup)], fromSetup: true };
}

describe('the campaign digest from a memo (issue 27, the act round trip)', () => {
  it('feeding the canonical text in pieces gives stateHash of the whole', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.array(fc.nat(), { maxLength: 6 }), (v, cuts) => {
        const text = JSON.stringify(v) ?? 'null';
        const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const digest = new CampaignDigest();
        let from = 0;
        for (const c of [...at, text.length]) {
          digest.feed(text.slice(from, c));
          from = c;
        }
        return digest.hex() === new CampaignDigest().feed(text).hex();
      }),
      { numRuns: 300 },
    );
    expect(new CampaignDigest().feed('{"a":').feed('[1,2]}').hex()).toBe(stateHash({ a: [1, 2] }));
  });

  it('is stateHash on any value: JSON of every shape, keys set in any order, undefined, NaN, -0 and functions inside', () => {
    const odd = fc.constantFrom(undefined, Number.NaN, -0, Infinity, () => 1, 'x\u00e9"\n\u2028', '\ud83d');
    const value = fc.letrec((tie) => ({
      v: fc.oneof({ depthSize: 'small' }, fc.jsonValue(), odd, fc.array(tie('v'), { maxLength: 12 }), fc.dictionary(fc.string({ maxLength: 5 }), tie('v'), { maxKeys: 6 })),
    })).v;
    fc.assert(fc.property(value, (v) => stateHashWith(v, new HashMemo()) === stateHash(v)), { numRuns: 1000 });
    const memo = new HashMemo();
    fc.assert(fc.property(fc.dictionary(fc.string({ maxLength: 5 }), value, { maxKeys: 8 }), (v) => stateHashWith(v, memo) === stateHash(v)), { numRuns: 500 });
    expect(stateHashWith({ b: [1, -0, 2.5, null, undefined, Number.NaN], a: { z: true, y: undefined, '10': 1, '2': 2 }, f: () => 1 }, memo)).toBe(
      stateHash({ a: { '2': 2, '10': 1, z: true }, b: [1, 0, 2.5, null, null, null], f: null }),
    );
  });

  it('is stateHash over random campaigns with undos, branches, replays, snapshots and another campaign, one memo throughout', () => {
    fc.assert(
      fc.property(setupArb, setupArb, fc.array(stepArb, { minLength: 1, maxLength: 90 }), (first, second, steps) => {
        const memo = new HashMemo();
        const campaigns = [start(first), start(second)];
        let c = campaigns[0];
        let state = c.states[0];
        expect(stateHashWith(state, memo)).toBe(stateHash(state));
        for (const step of steps) {
          if (step.op === 'act') {
            if (state.status !== 'playing') continue;
            const legal = legalActions(state);
            const action = legal[step.pick % legal.length];
            state = applyAction(state, action).state;
            c.actions.push(action);
            c.states.push(state);
          } else if (step.op === 'undo') {
            const keep = Math.max(0, c.actions.length - step.back);
            c.actions.length = keep;
            c.states.length = keep + 1;
            state = c.states[keep];
          } else if (step.op === 'branch') {
            state = newLuck(state, `${c.setup.seed}/${c.actions.length}`);
            const branch: Played = { setup: c.setup, actions: [], states: [state], fromSetup: false };
            campaigns[campaigns.indexOf(c)] = branch;
            c = branch;
          } else if (step.op === 'replay') {
            // every entry a new object of the same value
            state = c.fromSetup ? replay(c.setup, c.actions) : (JSON.parse(JSON.stringify(state)) as GameState);
          } else if (step.op === 'snapshot') {
            state = JSON.parse(JSON.stringify(state)) as GameState;
          } else {
            c = campaigns[campaigns.indexOf(c) === 1 ? 0 : 1];
            state = c.states[c.states.length - 1];
          }
          expect(stateHashWith(state, memo)).toBe(stateHash(state));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('is stateHash over plain values whose lists grow, shrink and have entries replaced or changed in place by copy', () => {
    const entry = fc.oneof(fc.jsonValue(), fc.constant(undefined));
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 4 }), fc.array(entry, { maxLength: 24 })),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 0, max: 3 }), entry), { maxLength: 30 }),
        (start, edits) => {
          const memo = new HashMemo();
          let value: Record<string, unknown[]> = start;
          expect(stateHashWith(value, memo)).toBe(stateHash(value));
          for (const [k, at, kind, x] of edits) {
            const keys = Object.keys(value);
            if (!keys.length) break;
            const key = keys[k % keys.length];
            const list = value[key].slice();
            // appended, cut back, an entry replaced by another value, an entry replaced by an equal copy
            if (kind === 0) list.push(x);
            else if (kind === 1) list.length = at % (list.length + 1);
            else if (list.length && kind === 2) list[at % list.length] = x;
            else if (list.length) list[at % list.length] = JSON.parse(JSON.stringify([list[at % list.length]]))[0];
            value = { ...value, [key]: list };
            expect(stateHashWith(value, memo)).toBe(stateHash(value));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

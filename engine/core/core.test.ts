// The shared core must give every digest, seed and roll the copies it replaced gave: the values below were taken
// with those copies (engine/random.ts, engine/bots/rng.ts, carnival/stall-kit.ts and lake-race's own seeding)
// before they were merged here, so a change to the core that moves any of them fails. The campaign's digest is
// pinned in engine/hash.test.ts and by the bots' behaviour lock.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { content } from '../../data/index';
import { stallGame } from '../carnival/registry';
import type { StallId } from '../types';
import { canonicalJson, generator, generatorState, randomInt, rollInt, seedFromText, seedOf, stallHash, stateHash } from './index';

const PINNED_STALLS: Record<StallId, string[]> = {
  'fortune-forage': ['84dc7e8e02d0bc50', '9cd82edaa0b0f9e0', '138c8a63f32fea4d'],
  'pest-race': ['42151d31d06ebf7c', 'dc4743519c34a023', 'df7549f202b99088', '2d5b196b83a3766a', '1b1f6add56eb0ca5', '6fc7ed32357ffc37'],
  relay: ['c21ddd5fc66ada4c', '0a39ccc3395ea141', '5fe5d9290462b0b0', '5d4edf98218d51c1', '7484ada4700fcd58', '918d70f7f728ea59', 'e217d62bff0299c9'],
  'lake-race': ['83d3b15fe2d21687', 'd2da9208b8966bd6', 'f31ae0cf7f06e426', 'ed89c310f7bc7457', 'fcf336d79f51c89b', 'd0c9f5279a855170', 'f8c0fffef4c30106'],
};

describe('the shared core (hashing, seeding, random numbers)', () => {
  it('each stall game, started from a fixed campaign seed and played six steps, digests as before the merge', () => {
    const deck = content.story.map((c) => c.id);
    for (const id of Object.keys(PINNED_STALLS) as StallId[]) {
      const game = stallGame(id)!;
      let s = game.start({ seed: 1234567, deck, discard: [], known: 1 });
      const digests = [stallHash(s)];
      for (let i = 0; i < 6; i++) {
        const legal = game.legalActions(s);
        if (!legal.length) break;
        s = game.applyAction(s, legal[i % legal.length]).state;
        digests.push(stallHash(s));
      }
      expect(digests, id).toEqual(PINNED_STALLS[id]);
      // the game's own stateHash is the core's stall digest
      expect(game.stateHash(s)).toBe(digests[digests.length - 1]);
    }
  });

  it('the two digests stay apart: the same value gives a campaign digest and a different stall digest', () => {
    const v = { day: 1, deck: ['a', 'b'], rng: [1, 2, 3, 4] };
    expect(stateHash(v)).toMatch(/^[0-9a-f]{16}$/);
    expect(stallHash(v)).toMatch(/^[0-9a-f]{16}$/);
    expect(stallHash(v)).not.toBe(stateHash(v));
  });

  it('the canonical text is JSON with sorted keys: it reads back to itself, whatever order the keys came in', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => canonicalJson(JSON.parse(canonicalJson(v))) === canonicalJson(v) && canonicalJson(v) === canonicalJson(JSON.parse(JSON.stringify(v)))), { numRuns: 500 });
    expect(canonicalJson({ b: 1, a: [2, { d: null, c: 'x' }] })).toBe('{"a":[2,{"c":"x","d":null}],"b":1}');
  });

  it('seeds from text and numbers as the campaign, the daily, the bots and the Lake Race seeded them', () => {
    expect(seedFromText('2026-12-02/character')).toBe(-1653633154);
    expect(seedFromText('x')).toBe(-49524601);
    expect(seedOf('x')).toBe(-49524601);
    expect(seedOf(42)).toBe(42);
    expect(seedOf(2 ** 32 + 5)).toBe(5);
  });

  it('generator states as a campaign (from its seed string) and a stall (from its 32-bit seed) held them', () => {
    expect(generatorState('peth-1')).toEqual([-1, -1262737477, 1262737476, 0]);
    expect(generatorState('')).toEqual([-1, 2128831034, -2128831035, 0]);
    expect(generatorState('é ünïcode')).toEqual([-1, 659560865, -659560866, 0]);
    expect(generatorState(7)).toEqual([-1, -8, 7, 0]);
    expect(generatorState(-5)).toEqual([-1, 4, -5, 0]);
    expect(generatorState(2 ** 31 - 1)).toEqual([-1, -2147483648, 2147483647, 0]);
  });

  it('rolls a stall die from a JSON state, and a bot die from a live generator, as before', () => {
    let g = generatorState(99);
    const rolls: number[] = [];
    for (let i = 0; i < 12; i++) {
      const [v, next] = rollInt(g, 1, 6);
      rolls.push(v);
      g = next;
    }
    expect(rolls).toEqual([5, 1, 2, 4, 1, 4, 4, 3, 1, 2, 3, 1]);
    const a = generator('advisor');
    const b = generator(31337);
    expect(Array.from({ length: 8 }, () => randomInt(a, 0, 99))).toEqual([4, 48, 81, 35, 66, 17, 12, 79]);
    expect(Array.from({ length: 8 }, () => randomInt(b, -3, 3))).toEqual([0, -3, -1, 1, 2, -1, 0, 1]);
  });

  it('rollInt leaves the state it was given unchanged (states are values)', () => {
    const s = generatorState(3);
    const copy = s.slice();
    rollInt(s, 1, 6);
    expect(s).toEqual(copy);
  });
});

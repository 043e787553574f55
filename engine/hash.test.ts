// stateHash: saves store these digests, so the canonical text and the digest are pinned to what the first
// implementation gave (computed with it before the single-pass rewrite), and checked against that implementation.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson, stateHash } from './hash';

/** The first implementation of the canonical text, kept as the reference the fast one must match byte for byte. */
function referenceJson(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  if (Array.isArray(v)) return `[${v.map(referenceJson).join(',')}]`;
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o).filter((k) => o[k] !== undefined).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${referenceJson(o[k])}`).join(',')}}`;
}

/** A state-like tree of fixed shape and content from a small linear congruential sequence (no engine rules in it,
 *  so other work on the engine cannot move these digests). */
function generatedState(seed: number, size: number): unknown {
  let x = seed >>> 0;
  const next = () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0);
  const names = ['day', 'phase', 'purse', 'zeta', 'alpha', 'Pep', 'life', 'hand', 'deck', 'log', '10', '2', 'é', 'rng'];
  const node = (depth: number): unknown => {
    const r = next() % 10;
    if (depth > 4 || r < 4) {
      const p = next() % 6;
      return p === 0 ? next() % 1000 : p === 1 ? `s${next() % 97}"\\\n` : p === 2 ? (next() & 1) === 1 : p === 3 ? null : p === 4 ? (next() % 1000) / 8 - 50 : undefined;
    }
    if (r < 7) return Array.from({ length: next() % 6 }, () => node(depth + 1));
    const o: Record<string, unknown> = {};
    const n = next() % 7;
    for (let i = 0; i < n; i++) o[names[next() % names.length]] = node(depth + 1);
    return o;
  };
  return { version: 1, items: Array.from({ length: size }, () => node(0)) };
}

const EDGES = {
  b: [1, -0, 2.5, null, undefined, 'x\u00e9"\n', Number.NaN, Infinity],
  a: { z: true, y: undefined, '10': 1, '2': 2 },
  f: () => 1,
  nested: [[], {}, [{}], { k: [] }],
};

describe('stateHash', () => {
  it('save verification: digests of fixed states are the ones the saves were written with', () => {
    expect(stateHash(EDGES)).toBe('0b8f69ae97467939');
    expect(stateHash(generatedState(7, 50))).toBe('87c90786a4a9c8bb');
    const big = generatedState(2026, 4000);
    expect(canonicalJson(big).length).toBe(818204);
    expect(stateHash(big)).toBe('91e2897a34fa3e20');
  });

  it('save verification: the canonical text is byte-identical to the first implementation', () => {
    expect(canonicalJson(EDGES)).toBe(referenceJson(EDGES));
    expect(canonicalJson(generatedState(2026, 4000))).toBe(referenceJson(generatedState(2026, 4000)));
    fc.assert(fc.property(fc.anything({ withNullPrototype: true, withObjectString: true }), (v) => canonicalJson(v) === referenceJson(v)), { numRuns: 500 });
  });

  it('save verification: key order does not change the digest', () => {
    expect(stateHash({ a: 1, b: [2, { d: 3, c: 4 }] })).toBe(stateHash({ b: [2, { c: 4, d: 3 }], a: 1 }));
  });
});

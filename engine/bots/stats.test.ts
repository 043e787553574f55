import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatProportion, wilson } from './stats';

describe('wilson interval (the report quotes every win rate with it)', () => {
  it('matches the textbook value for 50 wins in 100', () => {
    const w = wilson(50, 100);
    expect(w.p).toBe(0.5);
    expect(w.lo).toBeCloseTo(0.4038, 3);
    expect(w.hi).toBeCloseTo(0.5962, 3);
  });

  it('stays inside [0, 1] and around the observed rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, f) => {
        const k = Math.floor(f * n);
        const w = wilson(k, n);
        expect(w.lo).toBeGreaterThanOrEqual(0);
        expect(w.hi).toBeLessThanOrEqual(1);
        expect(w.lo).toBeLessThanOrEqual(w.p + 1e-12);
        expect(w.hi).toBeGreaterThanOrEqual(w.p - 1e-12);
      }),
    );
  });

  it('narrows as the number of campaigns grows', () => {
    const small = wilson(40, 100);
    const large = wilson(4000, 10000);
    expect(large.hi - large.lo).toBeLessThan(small.hi - small.lo);
    expect(formatProportion(large)).toBe('40.0% (39.0-41.0)');
  });

  it('refuses impossible counts', () => {
    expect(() => wilson(3, 2)).toThrow(/successes <= trials/);
  });
});

// The one walk of the effect vocabulary: a reading must name every kind (the type check fails otherwise: `npm test`
// runs it over this file), and each effect goes to its own kind's handler.
import { describe, expect, it } from 'vitest';
import { handlerOf, type Reading } from './effect-reading';
import type { Effect } from './schema';

type Tiny = { op: 'up' | 'down'; n: number } | { op: 'twice'; of: Tiny[] };

const SUM: Reading<Tiny, number, [scale: number]> = {
  up: (e, scale) => e.n * scale,
  down: (e, scale) => -e.n * scale,
  twice: (e, scale) => 2 * e.of.reduce((a, x) => a + handlerOf(SUM, x)(x, scale), 0),
};

describe('a reading of the effect vocabulary', () => {
  it('hands each effect to the handler of its own kind, with the reading\'s arguments', () => {
    const e: Tiny = { op: 'twice', of: [{ op: 'up', n: 3 }, { op: 'down', n: 1 }] };
    expect(handlerOf(SUM, e)(e, 10)).toBe(40);
  });

  it('does not compile when a kind of the vocabulary is left out', () => {
    // @ts-expect-error: 'twice' has no handler
    const partial: Reading<Tiny, number> = { up: (e) => e.n, down: (e) => -e.n };
    // @ts-expect-error: the data's vocabulary has more kinds than gainGems
    const short: Reading<Effect, string> = { gainGems: () => 'gain' };
    expect(Object.keys(partial)).toHaveLength(2);
    expect(Object.keys(short)).toHaveLength(1);
  });

  it('gives a handler the member of its kind only: a member carrying several ops narrows to the one', () => {
    const ops: Reading<Tiny, string> = { up: (e) => e.op, down: (e) => e.op, twice: (e) => e.op };
    expect(handlerOf(ops, { op: 'down', n: 1 })({ op: 'down', n: 1 })).toBe('down');
  });
});

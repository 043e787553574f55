// How the strong player finds its planned stall move among the legal ones (engine/bots/stalls.ts sameValue).
import { describe, expect, it } from 'vitest';
import { sameValue } from './stalls';

describe('sameValue: a planned stall move matched to a legal one', () => {
  it('matches equal JSON values whatever their key order, and nothing else', () => {
    expect(sameValue({ type: 'roll', hold: [1, 3], dice: 2 }, { dice: 2, type: 'roll', hold: [1, 3] })).toBe(true);
    expect(sameValue({ type: 'roll', hold: [1, 3], dice: 2 }, { type: 'roll', hold: [3, 1], dice: 2 })).toBe(false);
    expect(sameValue({ type: 'roll', hold: [], dice: 2 }, { type: 'roll', hold: [], dice: 2, extra: 0 })).toBe(false);
    expect(sameValue({ type: 'steer', turn: 0 }, { type: 'steer', turn: -1 })).toBe(false);
    expect(sameValue({ a: [] }, { a: {} })).toBe(false);
    expect(sameValue({ a: null }, { a: null })).toBe(true);
    expect(sameValue({ a: null }, { a: 0 })).toBe(false);
  });
});

// Issue 24, item 13: the end-of-run chart draws every change, a Life lost inside a mine included.
import { describe, expect, it } from 'vitest';
import { trailOf } from './runTrail';
import type { HistoryPoint, LedgerEntry } from '../../../contract/words';

const at = (timer: number, gems: number, lives: number, pep: number): HistoryPoint => ({ day: 1, phase: 'day', timer, gems, lives, pep });
const line = (n: number, type: string, text: string): LedgerEntry => ({ n, day: 1, phase: 'day', type, text });

describe('the run chart\'s points (issue 24, item 13)', () => {
  it('a Life lost and won back between two hourglass steps is a point of its own', () => {
    const history = [at(0, 2, 4, 4), at(1, 2, 4, 4), at(2, 6, 4, 3)];
    const ledger = [
      line(1, 'time', 'The timer moves to square 1 of 4.'),
      line(2, 'lives', 'Cave Crab: you lose 3 Lives. Lives: 1.'),
      line(3, 'lives', 'A Life brew: you gain 3 Lives. Lives: 4.'),
      line(4, 'gems', 'Loot: you gain 4 Gems. Purse: 6.'),
      line(5, 'pep', 'Flee: you lose 1 Pep. Pep: 3.'),
      line(6, 'time', 'The timer moves to square 2 of 4.'),
    ];
    const trail = trailOf(history, ledger, at(2, 6, 4, 3));
    expect(trail.map((p) => p.lives)).toEqual([4, 4, 1, 4, 4, 4, 4]);
    expect(Math.min(...trail.map((p) => p.lives))).toBe(1);
    expect(trail[trail.length - 1]).toEqual(at(2, 6, 4, 3));
  });

  it('a ledger that does not line up with the history leaves the history as it was, ending on the final count', () => {
    const history = [at(0, 2, 4, 4), at(1, 2, 4, 4)];
    expect(trailOf(history, [], at(1, 0, 0, 4))).toEqual([...history, at(1, 0, 0, 4)]);
  });
});

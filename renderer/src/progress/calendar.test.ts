// Issue 29: the daily calendar's month grid and the local date.
import { describe, expect, it } from 'vitest';
import { dayWords, localDate, monthGrid, shiftMonth } from './calendar';

describe('daily calendar', () => {
  it('lays a month out in weeks from Monday, with each played day and today marked', () => {
    const g = monthGrid('2026-12', [{ date: '2026-12-01', campaignId: 'a', status: 'won', score: 1300, saved: true }], '2026-12-02');
    expect(g.title).toBe('December 2026');
    expect(g.weeks[0].map((c) => c?.day ?? null)).toEqual([null, 1, 2, 3, 4, 5, 6]); // 1 Dec 2026 is a Tuesday
    expect(g.weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(g.weeks.every((w) => w.length === 7)).toBe(true);
    expect(g.weeks[0][1]?.entry?.status).toBe('won');
    expect(g.weeks[0][2]?.today).toBe(true);
    expect(dayWords(g.weeks[0][1]!)).toBe('2026-12-01: won, 1300 points');
    expect(dayWords(g.weeks[0][3]!)).toBe('2026-12-03: not played');
  });

  it('moves between months across a year end', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it("takes today's date from the player's own clock, not UTC", () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

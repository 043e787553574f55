// Issue 29, today's campaign: the set-up is a pure function of the date and the version (rulebook 1, 3, 9 chosen by
// the date), and the streaks of the calendar.
import { describe, expect, it } from 'vitest';
import { GameSetupSchema } from './contract';
import { addDays, dailySetup, isCalendarDate, streaks } from './daily';

describe('daily set-up (rulebook 1, 3, 9 chosen by the date)', () => {
  it('is the same set-up every time for the same date and version', () => {
    expect(dailySetup('2026-12-02', '0.1.0')).toEqual(dailySetup('2026-12-02', '0.1.0'));
    expect(dailySetup('2026-12-02', '0.1.0')).toMatchInlineSnapshot(`
      {
        "character": "peth",
        "harder": {
          "crowsNestRed": true,
          "extraFlips": 0,
          "hazardsPlusOne": false,
          "storyEndRed": false,
        },
        "plusOneStat": "agility",
        "seed": "daily-2026-12-02",
        "startingSkill": 0,
      }
    `);
  });

  it('differs between dates, and the dates of a year use every character, both skills, both stats and each harder option', () => {
    const year = Array.from({ length: 365 }, (_, i) => dailySetup(addDays('2026-01-01', i), '0.1.0'));
    expect(new Set(year.map((s) => JSON.stringify(s))).size).toBe(365); // the seed alone differs; the rest varies too
    expect(new Set(year.map((s) => s.character)).size).toBe(4);
    expect(new Set(year.map((s) => s.startingSkill)).size).toBe(2);
    expect(new Set(year.map((s) => s.plusOneStat)).size).toBe(2);
    for (const k of ['storyEndRed', 'crowsNestRed', 'hazardsPlusOne'] as const) {
      const on = year.filter((s) => s.harder[k]).length;
      expect(on).toBeGreaterThan(50);
      expect(on).toBeLessThan(140);
    }
    expect(new Set(year.map((s) => s.harder.extraFlips))).toEqual(new Set([0, 1, 2]));
    // consecutive days do not simply repeat a character
    const sameAsYesterday = year.filter((s, i) => i > 0 && s.character === year[i - 1].character && s.startingSkill === year[i - 1].startingSkill).length;
    expect(sameAsYesterday).toBeLessThan(100);
  });

  it('depends on the version too, and every set-up is one the set-up screen could make', () => {
    const days = Array.from({ length: 30 }, (_, i) => addDays('2026-12-01', i));
    const a = days.map((d) => dailySetup(d, '0.1.0'));
    const b = days.map((d) => dailySetup(d, '0.2.0'));
    expect(a.filter((s, i) => JSON.stringify({ ...s, seed: '' }) !== JSON.stringify({ ...b[i], seed: '' })).length).toBeGreaterThan(10);
    for (const s of [...a, ...b]) expect(GameSetupSchema.safeParse(s).success).toBe(true);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => dailySetup('2026-02-30', '0.1.0')).toThrow(/not a date/);
    expect(() => dailySetup('yesterday', '0.1.0')).toThrow(/not a date/);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
  });
});

describe('streaks of the daily calendar', () => {
  it('counts the current streak back from today, or from yesterday while today is still open', () => {
    const days = ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01'];
    expect(streaks(days, '2026-12-01')).toEqual({ current: 4, longest: 4 });
    expect(streaks(days, '2026-12-02')).toEqual({ current: 4, longest: 4 }); // today not played yet: not broken
    expect(streaks(days, '2026-12-03')).toEqual({ current: 0, longest: 4 }); // a whole day missed
  });

  it('finds the longest run apart from the current one, across a month and a year end', () => {
    const days = ['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-10', '2026-01-11'];
    expect(streaks(days, '2026-01-11')).toEqual({ current: 2, longest: 4 });
    expect(streaks([], '2026-01-11')).toEqual({ current: 0, longest: 0 });
  });
});

// Today's campaign (issue 29): one set-up per calendar date, the same for every player of the same version.
// Everything is derived from the date string and the version by a pure hash, so the service and the renderer's
// preview agree, and no clock is read here: the caller says which date it is (the player's local date).
import { CHARACTER_IDS, type GameSetup } from './contract';
import { seedFromText } from './core';

// the date check is shared with the doors' input schemas, so it lives in contract/ (issue 22)
import { DATE_PATTERN, isCalendarDate } from '../contract/dates';

export { DATE_PATTERN, isCalendarDate };

/** The date `days` after `date` (negative: before), both YYYY-MM-DD; calendar arithmetic, no time zone. */
export function addDays(date: string, days: number): string {
  const m = DATE_PATTERN.exec(date);
  if (!m) throw new Error(`not a date: ${date}`);
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** A number in 0..n-1 drawn from the date, the version and what it is for: independent draws per choice. */
function draw(base: string, what: string, n: number): number {
  return (seedFromText(`${base}/${what}`) >>> 0) % n;
}

/**
 * Rulebook 1, 3 and 9 chosen by the date instead of the player: character, starting skill, the stat that gets +1,
 * and the harder options (section 9), each with its own odds so most dailies are the plain game and some are harder.
 */
export function dailySetup(date: string, version: string): GameSetup {
  if (!isCalendarDate(date)) throw new Error(`dailySetup: "${date}" is not a date written YYYY-MM-DD`);
  const base = `daily/${version}/${date}`;
  const flips = draw(base, 'extraFlips', 10);
  return {
    seed: `daily-${date}`,
    character: CHARACTER_IDS[draw(base, 'character', CHARACTER_IDS.length)],
    startingSkill: draw(base, 'skill', 2) === 0 ? 0 : 1,
    plusOneStat: draw(base, 'stat', 2) === 0 ? 'strength' : 'agility',
    harder: {
      // one day in four each; the extra flips one day in five (1) or in ten (2)
      storyEndRed: draw(base, 'storyEndRed', 4) === 0,
      crowsNestRed: draw(base, 'crowsNestRed', 4) === 0,
      hazardsPlusOne: draw(base, 'hazardsPlusOne', 4) === 0,
      extraFlips: flips < 7 ? 0 : flips < 9 ? 1 : 2,
    },
  };
}

/**
 * The streaks of a calendar: `days` are the dates on which the counted daily was played to its end. The current
 * streak counts back from `today` (or from yesterday, when today's is not finished yet: the streak is not broken
 * until the day is over); the longest is the longest run of consecutive dates.
 */
export function streaks(days: readonly string[], today: string): { current: number; longest: number } {
  const set = new Set(days);
  let longest = 0;
  for (const d of set) {
    if (set.has(addDays(d, -1))) continue; // not the first day of a run
    let n = 1;
    while (set.has(addDays(d, n))) n++;
    longest = Math.max(longest, n);
  }
  let from = set.has(today) ? today : addDays(today, -1);
  let current = 0;
  while (set.has(from)) {
    current++;
    from = addDays(from, -1);
  }
  return { current, longest };
}

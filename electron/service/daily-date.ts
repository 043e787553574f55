// Which date's campaign is today's (issue 29; QA 2, item 4): a date that is today somewhere on Earth right now. The
// service's clock and the player's calendar need not share a time zone (a server in WSL or Docker keeps UTC, the
// browser the player's zone), so the service takes the date the page sends when that date is today in some zone,
// from UTC+14 to UTC-12, by the service's own clock (an instant, the same in every zone). A day to come is never
// shown before it has begun somewhere, and yesterday's campaign can be started only while it is still yesterday
// somewhere, not all through the next day.
const HOUR = 3_600_000;

/** The UTC calendar date of an instant, YYYY-MM-DD. */
function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The first and the last date that is today somewhere on Earth at `now`: D is today somewhere from D 00:00 at
 *  UTC+14 until D 24:00 at UTC-12. */
export function datesToday(now: Date): { earliest: string; latest: string } {
  return { earliest: utcDate(now.getTime() - 12 * HOUR), latest: utcDate(now.getTime() + 14 * HOUR) };
}

/** Why `date` is not today anywhere on Earth at `now`, in a sentence; null when it is today somewhere. */
export function dailyDateProblem(date: string, now: Date): string | null {
  const { earliest, latest } = datesToday(now);
  const clock = `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC by this computer's clock`;
  if (date > latest) return `The campaign for ${date} is not out yet: it is not ${date} anywhere in the world yet (${clock}).`;
  if (date < earliest) return `The campaign for ${date} is over: ${date} has ended everywhere in the world (${clock}), and today's campaign is the one for a date that is today somewhere.`;
  return null;
}

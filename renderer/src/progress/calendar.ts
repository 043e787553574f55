// The daily calendar as a month grid (issue 29): weeks from Monday, each day with the counted attempt's result.
import type { DailyDay } from '../api';

/** The player's local date, YYYY-MM-DD: today's campaign is the one of the date on the player's own calendar. */
export function localDate(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

export interface CalendarCell {
  date: string;
  day: number;
  /** the day's counted attempt, if one was started */
  entry: DailyDay | null;
  today: boolean;
}

export interface MonthGrid {
  /** "December 2026" */
  title: string;
  /** YYYY-MM */
  month: string;
  /** rows of seven: null before the 1st and after the last day */
  weeks: (CalendarCell | null)[][];
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The month of `month` (YYYY-MM) as weeks starting on Monday. */
export function monthGrid(month: string, entries: readonly DailyDay[], today: string): MonthGrid {
  const [y, m] = month.split('-').map(Number);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const firstWeekday = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7; // Monday 0
  const byDate = new Map(entries.map((e) => [e.date, e]));
  const cells: (CalendarCell | null)[] = Array.from({ length: firstWeekday }, () => null);
  for (let d = 1; d <= days; d++) {
    const date = `${month}-${String(d).padStart(2, '0')}`;
    cells.push({ date, day: d, entry: byDate.get(date) ?? null, today: date === today });
  }
  while (cells.length % 7) cells.push(null);
  const weeks: (CalendarCell | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return { title: `${MONTHS[m - 1]} ${y}`, month, weeks };
}

/** The month before or after `month` (YYYY-MM). */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${t.getUTCFullYear()}-${String(t.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** A day's result in words, for its cell's accessible name. */
export function dayWords(cell: CalendarCell): string {
  const e = cell.entry;
  if (!e) return `${cell.date}: not played`;
  const score = e.score !== null ? `, ${e.score} points` : '';
  const what = { won: 'won', lost: 'lost', playing: 'still being played', deleted: 'deleted before it ended' }[e.status];
  return `${cell.date}: ${what}${score}`;
}

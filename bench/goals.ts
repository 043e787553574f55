// Issue 27's table of goals, read from the figures of one `npm run bench` (scripts/bench.ts prints it after the
// modules' own table): each goal with the figures it compares and "met" or "NOT met". A figure another module did not
// produce in this run (a module left out with `npm run bench -- saves`, or one that failed) is said to be missing,
// never guessed. No `run` here: the bench runner imports only modules that export one.
import type { Figure } from './engine';

export interface Row {
  module: string;
  figure: Figure;
}

export interface Goal {
  /** the figure of the table */
  name: string;
  goal: string;
  /** the figures it reads, as they were measured, or null when one of them is missing from this run */
  check(rows: readonly Row[]): { value: string; met: boolean } | null;
}

const find = (rows: readonly Row[], module: string, name: RegExp): Figure | undefined =>
  rows.find((r) => r.module === module && name.test(r.figure.name))?.figure;

const ms = (v: number) => (v >= 100 ? `${Math.round(v)} ms` : `${v.toFixed(v >= 10 ? 1 : 2)} ms`);
const s = (v: number) => `${(v / 1000).toFixed(2)} s`;
/** the advisor module reports milliseconds or seconds; either is read as seconds here */
const seconds = (f: Figure) => (f.unit === 's' ? f.value : f.value / 1000);

// The advisor's goals are read from the adaptive advisor's rows: it is the one the service asks (the fixed-200 advisor's
// rows stand beside them in the advisor module's own table, for comparison).
export const GOALS: Goal[] = [
  {
    name: 'advisor ranking after warm-up, median',
    goal: 'at most 0.4 s',
    check(rows) {
      const f = find(rows, 'advisor', /^adaptive advisor ranking .*questions through a campaign, median/);
      return f ? { value: `${seconds(f).toFixed(2)} s`, met: seconds(f) <= 0.4 } : null;
    },
  },
  {
    name: 'advisor ranking, the slowest turn',
    goal: 'at most 0.6 s',
    check(rows) {
      const f = find(rows, 'advisor', /^adaptive advisor ranking .*the slowest of those turns/);
      return f ? { value: `${seconds(f).toFixed(2)} s`, met: seconds(f) <= 0.6 } : null;
    },
  },
  {
    name: 'advisor ranking, a cold pool asked at once',
    goal: 'at most 1.5 s',
    check(rows) {
      const f = find(rows, 'advisor', /^adaptive advisor ranking .*a cold pool asked at once/);
      return f ? { value: `${seconds(f).toFixed(2)} s`, met: seconds(f) <= 1.5 } : null;
    },
  },
  {
    name: 'random-bot campaigns a second, one core',
    goal: 'at least 5,000',
    check(rows) {
      const f = find(rows, 'engine', /^random-bot campaigns per second/);
      return f ? { value: `${Math.round(f.value).toLocaleString('en')}`, met: f.value >= 5000 } : null;
    },
  },
  {
    name: 'HTTP act round trip p99',
    goal: 'at most 10 ms, and at most 2x the append p99 of the same run',
    check(rows) {
      const http = find(rows, 'http', /^HTTP act round trip p99/);
      const append = find(rows, 'saves', /^action append p99/);
      if (!http || !append) return null;
      const ratio = http.value / append.value;
      // the bare exchange (bench/http.ts) is said beside it: the part of the round trip no work in the door removes
      const bare = http.reference ? `; the bare exchange alone ${ms(http.reference.value)}` : '';
      return { value: `${ms(http.value)}, ${ratio.toFixed(1)}x the append p99 (${ms(append.value)})${bare}`, met: http.value <= 10 && ratio <= 2 };
    },
  },
  {
    name: "action append p99 against one fsync'd write's p99",
    goal: 'at most 1.5x',
    check(rows) {
      const append = find(rows, 'saves', /^action append p99/);
      if (!append?.reference) return null;
      const ratio = append.value / append.reference.value;
      return { value: `${ratio.toFixed(2)}x (${ms(append.value)} against ${ms(append.reference.value)})`, met: ratio <= 1.5 };
    },
  },
  {
    name: 'built renderer JavaScript, gzipped',
    goal: 'at most 160 KiB',
    check(rows) {
      const f = find(rows, 'renderer', /^built renderer JavaScript, gzipped/);
      return f ? { value: `${Math.round(f.value)} KiB`, met: f.value <= 160 } : null;
    },
  },
  {
    name: 'server start to the table drawn, median',
    goal: 'at most 0.8 s',
    check(rows) {
      const f = find(rows, 'renderer', /^server start to the table drawn/);
      return f ? { value: s(f.value), met: f.value <= 800 } : null;
    },
  },
];

/** The goals as a table: figure, goal, this run's value, met or NOT met (or missing from this run). */
export function goalTable(rows: readonly Row[]): string {
  const lines = GOALS.map((g) => {
    const r = g.check(rows);
    return [g.name, g.goal, r ? r.value : 'not measured in this run', r ? (r.met ? 'met' : 'NOT met') : ''];
  });
  const head = ['issue 27: figure', 'goal', 'this run', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
  return [row(head), row(widths.map((w) => '-'.repeat(w))), ...lines.map(row)].join('\n');
}

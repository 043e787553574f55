// What a whole-file recovery copies back from the damaged file, table by table (QA item 2): the damaged file is moved
// aside and the newest good backup restored (database.ts), then everything that can still be read of the damaged file
// is added to it. Campaigns and stall games are salvaged game by game, each to its longest verified prefix
// (salvage.ts, stall-salvage.ts); every other table's rows are copied one by one, each row checked first, under the
// rule below. Every table of the schema needs a rule here: recovery-tables.test.ts fails for one without, so a table
// added by a later migration is never silently left behind by a recovery.
import type { Database } from 'better-sqlite3';
import { lessonRowReads } from './lesson';
import { resultReads, reviewReads } from './row-checks';

type Row = Record<string, unknown>;

export type TableRule =
  /** salvaged with its games' other tables, game by game (salvage.ts, stall-salvage.ts) */
  | { kind: 'games'; by: 'campaigns' | 'stall games' }
  /** rows copied one by one; `replace`: the damaged file's row (the newer) wins over the backup's, else the backup's
   *  stands and only rows it lacks are added. `what` names n rows for the player. */
  | { kind: 'rows'; key: string; replace: boolean; ok: (row: Row) => boolean; what: (n: number) => string; name: string; quiet?: true;
      /** whether a row that reads belongs in the rebuilt save; `unfit` names, for the player, n rows left out by it */
      fits?: (target: Database, row: Row) => boolean; unfit?: (n: number) => string;
      /** what the player has lost when rows do not read, where that is less than the rows: a table whose rows are
       *  also derived from another (the daily calendar from the campaigns) loses only what that cannot give back */
      lostWhat?: string };

const text = (x: unknown): x is string => typeof x === 'string' && x.length > 0;
const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

export const TABLE_RULES: Record<string, TableRule> = {
  campaigns: { kind: 'games', by: 'campaigns' },
  actions: { kind: 'games', by: 'campaigns' },
  snapshots: { kind: 'games', by: 'campaigns' },
  stall_games: { kind: 'games', by: 'stall games' },
  stall_game_actions: { kind: 'games', by: 'stall games' },
  // a finished campaign's result outlives its deletion (Statistics): the backup's stands, the file's newer ones join it.
  // QA2 item 2: a result is a record of a game that was finished, kept even when the salvage brought that game back
  // shorter (its ending lost): playing it to its end again writes the same row over it, so nothing is counted twice
  results: {
    kind: 'rows',
    key: 'campaign_id',
    replace: false,
    ok: resultReads,
    what: (n) => `the result of ${count(n, 'finished campaign', 'finished campaigns')}`,
    name: 'the results of finished campaigns',
  },
  stall_results: {
    kind: 'rows',
    key: 'game_id',
    replace: false,
    ok: (r) => text(r.game_id) && (r.kind === 'relay' || r.kind === 'lake-race') && (r.status === 'won' || r.status === 'lost'),
    what: (n) => `the result of ${count(n, 'finished Copperfin Relay or Lake Race game', 'finished Copperfin Relay and Lake Race games')}`,
    name: 'the results of finished Copperfin Relay and Lake Race games',
  },
  // a day's counted attempt is never taken back: without it, the day's daily would count a second time
  daily_attempts: {
    kind: 'rows',
    key: 'date',
    replace: false,
    ok: (r) => typeof r.date === 'string' && /^\d{4}-\d\d-\d\d$/.test(r.date) && text(r.campaign_id) && text(r.started_at),
    what: (n) => count(n, 'day of the daily calendar', 'days of the daily calendar'),
    name: 'the daily calendar',
    // a day whose counted campaign is still saved is read again from it (progress/counts.ts ATTEMPTS_SQL, QA 3 item 3)
    lostWhat: 'the days of the daily calendar whose counted campaign is no longer saved (the other days are read again from their campaigns)',
  },
  // the date each was first earned; which are held is counted again from the campaigns right after (GameService.open
  // syncs them), so the rows themselves are not news to the player
  achievements: { kind: 'rows', key: 'id', replace: false, ok: (r) => text(r.id) && text(r.campaign_id) && text(r.earned_at), what: (n) => count(n, 'achievement', 'achievements'), name: 'the achievements', quiet: true },
  // the step a lesson reached moves only forward, so the damaged file's (the newer) is the one to keep
  lessons: { kind: 'rows', key: 'campaign_id', replace: true, ok: lessonRowReads, what: (n) => `the step of ${count(n, 'lesson', 'lessons')}`, name: 'the lessons' },
  // QA2 item 2: a review reads a finished game; one whose campaign came back unfinished (its ending lost) would review
  // moves the campaign no longer holds, so it is left out, and made again when the campaign is finished
  reviews: {
    kind: 'rows',
    key: 'campaign_id',
    replace: false,
    ok: reviewReads,
    what: (n) => count(n, 'post-game review', 'post-game reviews'),
    name: 'the post-game reviews',
    fits: (target, r) => target.prepare("SELECT count(*) FROM campaigns WHERE id = ? AND status <> 'playing'").pluck().get(r.campaign_id) === 1,
    unfit: (n) => `${n === 1 ? 'the post-game review of a campaign' : `the post-game reviews of ${n} campaigns`} that came back unfinished (a review is made again when the campaign is finished)`,
  },
};

/** The tables a file holds, as SQLite lists them (none when even that cannot be read). */
export function tablesOf(db: Database): string[] {
  try {
    return db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[];
  } catch {
    return [];
  }
}

function columnsOf(db: Database, table: string): string[] {
  try {
    return (db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(table) as string[]).filter(Boolean);
  } catch {
    return [];
  }
}

/** What one table gave back. */
export interface TableCopy {
  table: string;
  /** rows added to (or, under `replace`, made newer in) the save file */
  added: number;
  /** rows the damaged file holds that were not brought back: unreadable, failing their check, or refused by SQLite */
  lost: number;
  /** whether the table could not be read to its end (a damaged page ends it) */
  cut: boolean;
  /** rows that read but were left out by the rule's `fits` */
  unfit: number;
}

/** Copies the rows of every table of rule 'rows' from `damaged` into `target`, row by row. The games' tables are left
 *  to their own salvage; a table the damaged file does not have (an older schema) gives nothing. `older`: `damaged` is
 *  a copy older than what `target` already holds (a damaged backup, read after the damaged file: QA2 fs3 item 3), so a
 *  row of it is only ever added where `target` has none of that key, never put over one, whatever the table's rule. */
export function copyTables(target: Database, damaged: Database, older = false): TableCopy[] {
  const out: TableCopy[] = [];
  const present = new Set(tablesOf(damaged));
  for (const [table, rule] of Object.entries(TABLE_RULES)) {
    if (rule.kind !== 'rows' || !present.has(table)) continue;
    // the columns both copies have: a damaged file of an earlier schema still gives what its columns hold
    const mine = new Set(columnsOf(target, table));
    const columns = columnsOf(damaged, table).filter((c) => mine.has(c));
    if (!columns.includes(rule.key)) continue;
    const replace = rule.replace && !older;
    const list = columns.map((c) => `"${c}"`).join(', ');
    const insert = target.prepare(`INSERT OR ${replace ? 'REPLACE' : 'IGNORE'} INTO "${table}" (${list}) VALUES (${columns.map(() => '?').join(', ')})`);
    const same = target.prepare(`SELECT ${list} FROM "${table}" WHERE "${rule.key}" = ?`);
    const copy: TableCopy = { table, added: 0, lost: 0, cut: false, unfit: 0 };
    try {
      for (const row of damaged.prepare(`SELECT ${list} FROM "${table}"`).iterate() as Iterable<Row>) {
        if (!rule.ok(row)) {
          copy.lost++;
          continue;
        }
        if (rule.fits && !rule.fits(target, row)) {
          copy.unfit++;
          continue;
        }
        const held = same.get(row[rule.key]) as Row | undefined;
        if (held && (!replace || columns.every((c) => held[c] === row[c]))) continue;
        try {
          // a row SQLite refuses (its campaign is not in the save file, for a review) is not brought back
          if (insert.run(...columns.map((c) => row[c])).changes > 0) copy.added++;
        } catch {
          copy.lost++;
        }
      }
    } catch {
      copy.cut = true;
    }
    out.push(copy);
  }
  return out;
}

/** The player's sentence for what damaged backups' tables added (none when they added nothing). What a backup does not
 *  hold readably is not said: it is an older copy, and what it lacks was said of the damaged file already. */
export function backupTablesSentence(copies: readonly TableCopy[], backups: number): string[] {
  const rule = (c: TableCopy) => TABLE_RULES[c.table] as Extract<TableRule, { kind: 'rows' }>;
  const added = new Map<string, number>();
  for (const c of copies) if (c.added > 0 && !rule(c).quiet) added.set(c.table, (added.get(c.table) ?? 0) + c.added);
  const back = [...added].map(([table, n]) => (TABLE_RULES[table] as Extract<TableRule, { kind: 'rows' }>).what(n));
  return back.length ? [`Also brought back from the damaged ${backups === 1 ? 'backup' : 'backups'}, where the damaged file no longer held them: ${joined(back)}.`] : [];
}

/** The player's sentences for what the tables gave back (empty when they gave nothing and lost nothing). */
export function tablesSentence(copies: readonly TableCopy[]): string[] {
  const sentences: string[] = [];
  const rule = (c: TableCopy) => TABLE_RULES[c.table] as Extract<TableRule, { kind: 'rows' }>;
  const back = copies.filter((c) => c.added > 0 && !rule(c).quiet).map((c) => rule(c).what(c.added));
  if (back.length) sentences.push(`Also brought back from the damaged file: ${joined(back)}.`);
  const lost = copies.filter((c) => c.lost > 0 || c.cut).map((c) => rule(c).lostWhat ?? (c.cut ? `some of ${rule(c).name}` : rule(c).what(c.lost)));
  if (lost.length) sentences.push(`Not brought back, because the damaged file does not hold them readably: ${joined(lost)}.`);
  const unfit = copies.filter((c) => c.unfit > 0 && rule(c).unfit).map((c) => rule(c).unfit!(c.unfit));
  if (unfit.length) sentences.push(`Left out: ${joined(unfit)}.`);
  return sentences;
}

function joined(parts: readonly string[]): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

// Every table of the save file's schema has a rule for a whole-file recovery (QA item 2): a table a later migration
// adds fails this test until it says how a recovery brings its rows back.
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from './migrations';
import { backupTablesSentence, copyTables, TABLE_RULES, tablesOf, tablesSentence } from './recovery-tables';

describe('recovery-tables', () => {
  it('has a rule for every table the migrations make, and none for a table they do not', () => {
    const db = new BetterSqlite3(':memory:');
    for (const step of MIGRATIONS) db.exec(step.sql);
    const tables = tablesOf(db).sort();
    db.close();
    expect(tables.filter((t) => !(t in TABLE_RULES))).toEqual([]);
    expect(Object.keys(TABLE_RULES).sort()).toEqual(tables);
  });

  it('says what came back and what did not in plain words', () => {
    expect(
      tablesSentence([
        { table: 'results', added: 2, lost: 0, cut: false, unfit: 0 },
        { table: 'achievements', added: 3, lost: 0, cut: false, unfit: 0 },
        { table: 'daily_attempts', added: 1, lost: 1, cut: false, unfit: 0 },
        { table: 'reviews', added: 0, lost: 0, cut: true, unfit: 0 },
      ]),
    ).toEqual([
      'Also brought back from the damaged file: the result of 2 finished campaigns and 1 day of the daily calendar.',
      'Not brought back, because the damaged file does not hold them readably: the days of the daily calendar whose counted campaign is no longer saved (the other days are read again from their campaigns) and some of the post-game reviews.',
    ]);
    // the calendar's rows are also read from the campaigns (QA 3 item 3), so a cut table loses only the deleted days
    expect(tablesSentence([{ table: 'daily_attempts', added: 0, lost: 0, cut: true, unfit: 0 }])).toEqual([
      'Not brought back, because the damaged file does not hold them readably: the days of the daily calendar whose counted campaign is no longer saved (the other days are read again from their campaigns).',
    ]);
    expect(tablesSentence([{ table: 'lessons', added: 0, lost: 0, cut: false, unfit: 0 }])).toEqual([]);
  });

  it("adds an older copy's rows only where the save has none of that key, whatever the table's rule (QA2 fs3 item 3)", () => {
    const made = () => {
      const db = new BetterSqlite3(':memory:');
      for (const step of MIGRATIONS) db.exec(step.sql);
      return db;
    };
    const save = made();
    const older = made();
    save.exec("INSERT INTO lessons (campaign_id, step, state) VALUES ('a', 5, 'active')");
    older.exec("INSERT INTO lessons (campaign_id, step, state) VALUES ('a', 2, 'active'), ('b', 3, 'active')");
    older.exec("INSERT INTO daily_attempts (date, campaign_id, started_at) VALUES ('2026-12-01', 'c', '2026-12-01T09:00:00.000Z')");
    const copies = copyTables(save, older, true);
    // a lesson's step only moves forward: the older copy's 2 never goes over the save's 5 (a damaged file's would)
    expect(save.prepare('SELECT campaign_id, step FROM lessons ORDER BY campaign_id').all()).toEqual([
      { campaign_id: 'a', step: 5 },
      { campaign_id: 'b', step: 3 },
    ]);
    expect(save.prepare('SELECT count(*) FROM daily_attempts').pluck().get()).toBe(1);
    expect(backupTablesSentence(copies, 1)).toEqual(['Also brought back from the damaged backup, where the damaged file no longer held them: 1 day of the daily calendar and the step of 1 lesson.']);
    save.close();
    older.close();
  });
});

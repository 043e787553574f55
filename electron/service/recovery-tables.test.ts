// Every table of the save file's schema has a rule for a whole-file recovery (QA item 2): a table a later migration
// adds fails this test until it says how a recovery brings its rows back.
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from './migrations';
import { TABLE_RULES, tablesOf, tablesSentence } from './recovery-tables';

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
      'Not brought back, because the damaged file does not hold them readably: 1 day of the daily calendar and some of the post-game reviews.',
    ]);
    expect(tablesSentence([{ table: 'lessons', added: 0, lost: 0, cut: false, unfit: 0 }])).toEqual([]);
  });
});

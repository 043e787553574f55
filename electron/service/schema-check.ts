// Whether a save file's tables are those its format number (PRAGMA user_version) says (QA item 6): a file whose number
// was changed (a v7 file marked 3, or -1) would have its migrations run again over tables that already exist, and
// fail at every start. Such a file is damaged, and is recovered as any other (database.ts): moved aside, the newest
// good backup restored, what can be read of it added.
import BetterSqlite3 from 'better-sqlite3';
import type { Database } from 'better-sqlite3';
import { LATEST_VERSION, MIGRATIONS } from './migrations';

/** table name -> its columns, sorted */
type Schema = Map<string, string>;

const made = new Map<number, Schema>();

function schemaOf(db: Database): Schema {
  const out: Schema = new Map();
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[];
  for (const t of tables) out.set(t, (db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(t) as string[]).sort().join(','));
  return out;
}

/** The tables and columns the migrations make up to `version`, made once in memory per version. */
function expected(version: number): Schema {
  const known = made.get(version);
  if (known) return known;
  const db = new BetterSqlite3(':memory:');
  try {
    for (const step of MIGRATIONS) if (step.version <= version) db.exec(step.sql);
    const schema = schemaOf(db);
    made.set(version, schema);
    return schema;
  } finally {
    db.close();
  }
}

/** Whether `db`'s tables are exactly those of format `version`: every table of ours it should have, with its columns,
 *  and none that only a later format makes. A table of another name (a player's own, an extension's) is let be. */
export function schemaFits(db: Database, version: number): boolean {
  if (!Number.isInteger(version) || version < 0 || version > LATEST_VERSION) return false;
  const want = expected(version);
  const ours = new Set(expected(LATEST_VERSION).keys());
  const have = schemaOf(db);
  for (const [table, columns] of want) if (have.get(table) !== columns) return false;
  for (const table of have.keys()) if (ours.has(table) && !want.has(table)) return false;
  return true;
}

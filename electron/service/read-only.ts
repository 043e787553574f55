// A look at a save file that changes nothing beside it (QA item 11): SQLite opening a file of WAL mode read-only makes
// a -shm (and an empty -wal) beside it when none is there, and leaves them when it closes, since a reader may not
// remove them. A refused file (a newer version's) or one moved aside was then found with files the game had added.
// This connection removes, when it closes, the ones its opening made; a -wal that was there before, which may hold
// the file's last commits, is never touched.
import { existsSync, rmSync, statSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import type { Database, Options } from 'better-sqlite3';

const BESIDE = ['-wal', '-shm'] as const;

function tidy(path: string, before: ReadonlySet<string>): void {
  for (const suffix of BESIDE) {
    if (before.has(suffix)) continue;
    try {
      // a -wal made by a reader holds nothing; one that somehow does is left, since it would hold commits
      if (suffix === '-wal' && existsSync(path + suffix) && statSync(path + suffix).size > 0) continue;
      rmSync(path + suffix, { force: true });
    } catch {
      // a folder that cannot be written keeps them; they hold nothing of the player's
    }
  }
}

/** Opens `path` only to read it; its close() removes the -wal and -shm its opening made. */
export function openToRead(path: string, options: Options = {}): Database {
  const before = new Set(BESIDE.filter((s) => existsSync(path + s)));
  let db: Database;
  try {
    db = new BetterSqlite3(path, { ...options, readonly: true, fileMustExist: true });
  } catch (err) {
    tidy(path, before);
    throw err;
  }
  const close = db.close.bind(db);
  db.close = () => {
    close();
    tidy(path, before);
    return db;
  };
  return db;
}

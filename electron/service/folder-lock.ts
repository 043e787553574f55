// One running game per save folder. Two copies on one folder (a second `npm start`, a desktop window and a browser
// edition) each keep their own copy of a campaign in memory and append actions the other never saw: the next open
// replays an impossible sequence and refuses the campaign for good.
//
// The lock is one the operating system keeps, so no file can fake it or outlive its holder: SQLite's own file lock
// (a POSIX lock on Unix, LockFileEx on Windows), held by an open exclusive transaction on `campaigns.lock`. The
// system drops it when the holding process ends, however it ends, so a stale lock cannot exist and a reused process
// id means nothing. The file's content means nothing either (an earlier build wrote a process id in it). Deleting the
// file while a copy runs frees only the start-up guard: the save file itself is held by the running copy's connection
// in SQLite's exclusive locking mode (database.ts), which a second copy cannot read past.
import { writeFileSync } from 'node:fs';
import { startFailure } from './disk-full';
import { join, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Database } from 'better-sqlite3';
import { ServiceError } from './errors';

export const LOCK_FILE = 'campaigns.lock';

export interface FolderLock {
  readonly path: string;
  /** lets go of this hold; the system lock goes with the last hold of this process */
  release(): void;
}

/** The sentence a second copy hears, whichever lock refused it. */
export function alreadyRunning(dataDir: string): ServiceError {
  return new ServiceError(
    'storage',
    `The game is already running with the save folder ${dataDir}. Close that copy first, or set CROWS_DATA_DIR to another folder: two copies writing one save file would spoil its campaigns.`,
  );
}

/** This process's holds, by folder. SQLite's locks belong to a process, and within one process SQLite answers a second
 *  connection's lock with an I/O error rather than "busy": a second open in the same process (two services on one
 *  folder) is refused here, by name, before SQLite is asked. */
const held = new Map<string, Database>();

function busy(err: unknown): boolean {
  return String((err as { code?: unknown }).code ?? '').startsWith('SQLITE_BUSY');
}

function takeSystemLock(path: string): Database {
  const db = new BetterSqlite3(path, { timeout: 0 });
  try {
    // the journal in memory: the lock file never gets a -journal beside it, not even after a kill
    db.pragma('journal_mode = MEMORY');
    db.exec('BEGIN EXCLUSIVE');
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}

export function lockFolder(dataDir: string): FolderLock {
  const path = join(dataDir, LOCK_FILE);
  const key = resolve(path);
  if (held.has(key)) throw alreadyRunning(dataDir);
  let db: Database;
  try {
    try {
      db = takeSystemLock(path);
    } catch (err) {
      // an earlier build's lock file (a process id, not a database): its content means nothing now
      if (!String((err as { code?: unknown }).code ?? '').startsWith('SQLITE_NOTADB')) throw err;
      writeFileSync(path, '');
      db = takeSystemLock(path);
    }
  } catch (err) {
    if (busy(err)) throw alreadyRunning(dataDir);
    // a full disk is said as such (disk-full.ts), not as a lock that failed
    throw startFailure(err, dataDir, `The save folder ${dataDir} could not be locked for this game (${(err as Error).message}).`);
  }
  held.set(key, db);
  return {
    path,
    release() {
      if (held.get(key) !== db) return;
      held.delete(key);
      db.close(); // closing ends the transaction, and the system lock with it
    },
  };
}

// Rotating backups of the save file, made with SQLite's online backup (db.backup) at each launch and
// before a migration. Names sort by time, so the newest good one is found without reading the files.
// A backup is written under a temporary name, checked, then renamed into place: a kill part way leaves no file that
// looks like a backup (only a `.partial`, cleared at the next start), and an old backup is rotated out only once the
// new one is known good.
import { accessSync, closeSync, constants, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Database } from 'better-sqlite3';
import { APPLICATION_ID } from './migrations';

export const BACKUP_FOLDER = 'backups';
export const DEFAULT_BACKUPS_KEPT = 5;
/** Backups taken during play (GameService SESSION_BACKUP_MS) are kept apart from the launch backups, three of them:
 *  one long session must not rotate every launch backup, and with it every older restore point, out. */
export const PLAY_BACKUPS_KEPT = 3;
export type BackupKind = 'launch' | 'play';
const NAME = /^campaigns-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z)-(\d\d)(-play)?\.db$/;
/** A backup being written (and the rollback journal SQLite keeps beside it while it writes). */
const PARTIAL = /^campaigns-.*\.db\.partial(-journal|-wal|-shm)?$/;
/** An earlier build wrote backups in place; a kill part way left the backup's journal beside it. */
const ORPHAN_JOURNAL = /^campaigns-.*\.db-journal$/;

export function backupDir(dataDir: string): string {
  return join(dataDir, BACKUP_FOLDER);
}

/** Backups newest first, as full paths. */
export function listBackups(dataDir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(backupDir(dataDir));
  } catch {
    return [];
  }
  return names
    .filter((n) => NAME.test(n))
    .sort()
    .reverse()
    .map((n) => join(backupDir(dataDir), n));
}

/** "2026-11-30 14:20" from a backup's file name, for a sentence to the player. */
export function backupTime(path: string): string {
  const m = NAME.exec(path.slice(path.lastIndexOf('/') + 1));
  if (!m) return 'an unknown time';
  const [d, t] = m[1].split('T');
  return `${d} ${t.slice(0, 5).replace('-', ':')} UTC`;
}

export function stamp(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

/** Removes what a kill left of a backup being written. Called at start, with the folder locked (no backup of this
 *  game can be under way). */
export function clearPartialBackups(dataDir: string): void {
  let names: string[];
  try {
    names = readdirSync(backupDir(dataDir));
  } catch {
    return;
  }
  for (const n of names) {
    if (!PARTIAL.test(n) && !ORPHAN_JOURNAL.test(n)) continue;
    try {
      rmSync(join(backupDir(dataDir), n), { force: true });
    } catch {
      // a folder that cannot be written keeps its debris; the backup it held was never a restore point
    }
  }
}

/** Whether a written backup is a whole save file of ours (integrity_check, as database.ts inspectFile, and the
 *  application id). The copy is switched out of WAL mode first: a backup is a single file, which reading (recovery,
 *  this check) never gives a -wal or -shm. */
function backupIsGood(path: string): boolean {
  let copy: Database | undefined;
  try {
    copy = new BetterSqlite3(path, { fileMustExist: true });
    copy.pragma('journal_mode = DELETE');
    return copy.pragma('application_id', { simple: true }) === APPLICATION_ID && copy.pragma('integrity_check', { simple: true }) === 'ok';
  } catch {
    return false;
  } finally {
    copy?.close();
  }
}

/** A rename made durable: the folder's entry is flushed too (where the system allows opening a folder). */
function syncFolder(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Windows cannot open a folder; NTFS journals the rename itself
  }
}

/** Copies the live database into a new backup file, then keeps only the newest `kept` of its kind (recovery reads
 *  both kinds, newest first). `rotate: false` leaves the older ones for the caller's rotateBackups, once the file has
 *  opened (database.ts): a start that fails must not push a good backup out for a copy of a file that did not open. */
export async function makeBackup(db: Database, dataDir: string, kept = DEFAULT_BACKUPS_KEPT, now = new Date(), kind: BackupKind = 'launch', rotate = true): Promise<string> {
  const dir = backupDir(dataDir);
  mkdirSync(dir, { recursive: true });
  accessSync(dir, constants.W_OK); // a read-only folder said as such (EACCES), not as "unable to open database file"
  const existing = new Set(readdirSync(dir));
  const suffix = kind === 'play' ? '-play' : '';
  const nameOf = (n: number) => `campaigns-${stamp(now)}-${String(n).padStart(2, '0')}${suffix}.db`;
  let n = 0;
  // two backups in the same millisecond get consecutive counters, so order stays total
  while (existing.has(nameOf(n))) n++;
  const path = join(dir, nameOf(n));
  const partial = `${path}.partial`;
  try {
    await db.backup(partial);
    if (!backupIsGood(partial)) throw new Error('the copy did not check out');
    renameSync(partial, path);
  } catch (err) {
    for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(partial + suffix, { force: true });
    throw err;
  }
  syncFolder(dir);
  if (rotate) rotateBackups(dataDir, kept, kind);
  return path;
}

/** QA2 item 3: a backup found damaged at a recovery is renamed out of the rotation ("….damaged.db", which the backup
 *  names above never match): it no longer holds one of the kept slots, nor is it tried as a restore point again, and
 *  nothing of it is deleted. Returns where it now is (where it was, when the folder cannot be written). */
export function setBackupAside(path: string): string {
  const aside = path.replace(/\.db$/, '.damaged.db');
  try {
    renameSync(path, aside);
    return aside;
  } catch {
    return path;
  }
}

/** Keeps only the newest `kept` backups of a kind. */
export function rotateBackups(dataDir: string, kept: number, kind: BackupKind): void {
  const sameKind = listBackups(dataDir).filter((b) => b.endsWith('-play.db') === (kind === 'play'));
  for (const old of sameKind.slice(kept)) rmSync(old, { force: true });
}

// Rotating backups of the save file, made with SQLite's online backup (db.backup) at each launch and
// before a migration. Names sort by time, so the newest good one is found without reading the files.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';

export const BACKUP_FOLDER = 'backups';
export const DEFAULT_BACKUPS_KEPT = 5;
/** Backups taken during play (GameService SESSION_BACKUP_MS) are kept apart from the launch backups, three of them:
 *  one long session must not rotate every launch backup, and with it every older restore point, out. */
export const PLAY_BACKUPS_KEPT = 3;
export type BackupKind = 'launch' | 'play';
const NAME = /^campaigns-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z)-(\d\d)(-play)?\.db$/;

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

/** Copies the live database into a new backup file, then keeps only the newest `kept` of its kind (recovery reads
 *  both kinds, newest first). */
export async function makeBackup(db: Database, dataDir: string, kept = DEFAULT_BACKUPS_KEPT, now = new Date(), kind: BackupKind = 'launch'): Promise<string> {
  const dir = backupDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const existing = new Set(readdirSync(dir));
  const suffix = kind === 'play' ? '-play' : '';
  const nameOf = (n: number) => `campaigns-${stamp(now)}-${String(n).padStart(2, '0')}${suffix}.db`;
  let n = 0;
  // two backups in the same millisecond get consecutive counters, so order stays total
  while (existing.has(nameOf(n))) n++;
  const path = join(dir, nameOf(n));
  await db.backup(path);
  const sameKind = listBackups(dataDir).filter((b) => b.endsWith('-play.db') === (kind === 'play'));
  for (const old of sameKind.slice(kept)) rmSync(old, { force: true });
  return path;
}

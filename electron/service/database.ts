// Opening the save file: the folder checked, the file classified (ours, empty, damaged, another program's,
// a newer schema), a damaged file moved aside and the newest good backup restored, then WAL + synchronous=FULL,
// a launch backup and the migrations. Every refusal is a sentence the player can act on.
import { accessSync, closeSync, constants, copyFileSync, existsSync, mkdirSync, openSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Database } from 'better-sqlite3';
import { ServiceError } from './errors';
import { APPLICATION_ID, LATEST_VERSION, MIGRATIONS } from './migrations';
import { DATABASE_FILE } from './paths';
import { backupDir, backupTime, clearPartialBackups, DEFAULT_BACKUPS_KEPT, listBackups, makeBackup, rotateBackups, setBackupAside, stamp } from './backups';
import { alreadyRunning, lockFolder, type FolderLock } from './folder-lock';
import { schemaFits } from './schema-check';
import { openToRead } from './read-only';
import { startFailure } from './disk-full';

export interface OpenOptions {
  backupsKept?: number;
  now?: () => Date;
  /** set on the second try after a migration failed and the file was recovered: it is not recovered twice */
  retried?: boolean;
}

export interface OpenedDatabase {
  db: Database;
  file: string;
  /** a sentence for the player when the file had to be recovered, or the launch backup could not be made */
  notice?: string;
  /** the damaged file, moved aside, when the file as a whole had to be recovered: its campaigns are salvaged row by
   *  row from it (salvage.ts) */
  aside?: string;
  /** the newest good backup, restored in place of a damaged file */
  restored?: string;
  /** backups newer than any good one that were damaged themselves, moved aside (QA2 item 3): what they still read is
   *  a source for the salvage as the damaged file is, newest first */
  damagedBackups?: string[];
  /** this game's hold on the folder (folder-lock.ts), released when the service closes */
  lock: FolderLock;
}

/** `format`: a damaged file whose format number does not match its tables (schema-check.ts) */
type Verdict = { kind: 'ours' | 'empty' | 'damaged' | 'not-ours'; format?: true } | { kind: 'newer'; version: number };

const SQLITE_HEADER = 'SQLite format 3\0';
/** Tables only a save file of ours holds (migrations.ts): with all of them, a file is ours whatever its header says. */
const OUR_TABLES = ['campaigns', 'actions', 'snapshots'];

function reasonOf(err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EROFS') return 'the disk is read-only';
  if (code === 'ENOTDIR' || code === 'EEXIST') return 'a file is in the way';
  if (code === 'ENOSPC') return 'the disk is full';
  return err instanceof Error ? err.message : String(err);
}

function prepareFolder(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (err) {
    throw new ServiceError(
      'storage',
      `The save folder ${dir} is missing and could not be made (${reasonOf(err)}). Set CROWS_DATA_DIR to a folder you can write to.`,
    );
  }
  if (!statSync(dir).isDirectory()) {
    throw new ServiceError('storage', `The save folder ${dir} is a file, not a folder. Set CROWS_DATA_DIR to a folder you can write to.`);
  }
  try {
    accessSync(dir, constants.W_OK);
  } catch {
    throw new ServiceError(
      'storage',
      `The save folder ${dir} is read-only, so campaigns cannot be saved. Make it writable or set CROWS_DATA_DIR to a folder you can write to.`,
    );
  }
}

function readHeader(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(16);
    const n = readSync(fd, buf, 0, 16, 0);
    return buf.subarray(0, n).toString('latin1');
  } finally {
    closeSync(fd);
  }
}

/** Looks at a file without changing it (read-only connection: no checkpoint, no header write). */
export function inspectFile(file: string, dataDir?: string): Verdict {
  if (statSync(file).size === 0) return { kind: 'empty' };
  if (readHeader(file) !== SQLITE_HEADER) return { kind: 'damaged' };
  let db: Database | undefined;
  try {
    // no wait: a copy holding the file (its exclusive lock) is a copy running, and is said so at once
    db = openToRead(file, { timeout: 0 });
    const appId = db.pragma('application_id', { simple: true }) as number;
    const tables = (db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as { n: number }).n;
    if (appId !== APPLICATION_ID) {
      if (appId === 0 && tables === 0) return { kind: 'empty' };
      // our own tables under another id: our file's header overwritten (the damage test found it), whose campaigns can
      // be salvaged, not another program's database, which is left alone
      const ours = db.prepare(`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN (${OUR_TABLES.map(() => '?').join(', ')})`).get(...OUR_TABLES) as { n: number };
      return ours.n === OUR_TABLES.length ? { kind: 'damaged' } : { kind: 'not-ours' };
    }
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > LATEST_VERSION) return { kind: 'newer', version };
    // QA item 6: a format number that does not match the tables (a v7 file marked 3, or -1) would fail its migrations
    // at every start, a dead end: it is damage, recovered as such
    if (!schemaFits(db, version)) return { kind: 'damaged', format: true };
    // integrity_check, not quick_check: quick_check passes a table whose rows are out of key order (a damaged key in
    // a page that otherwise reads), and such a table cannot be repaired in place, since a row sought by its key is not
    // found and one written again collides with it (the damage test's overwrites found this). The fuller check costs
    // about twice quick_check's milliseconds (3 against 1.5 ms on a 4.6 MB save).
    const check = db.pragma('integrity_check', { simple: true });
    return check === 'ok' ? { kind: 'ours' } : { kind: 'damaged' };
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    // SQLITE_ERROR and SQLITE_FORMAT from a file with SQLite's header: its header fields are nonsense ("unsupported
    // file format", a damaged schema), which is damage as much as a broken page is
    if (code.startsWith('SQLITE_CORRUPT') || code.startsWith('SQLITE_NOTADB') || code === 'SQLITE_ERROR' || code === 'SQLITE_FORMAT') return { kind: 'damaged' };
    if (code.startsWith('SQLITE_BUSY') && dataDir !== undefined) throw alreadyRunning(dataDir);
    throw startFailure(err, dataDir ?? dirname(file), `The save file ${file} could not be read (${reasonOf(err)}).`);
  } finally {
    db?.close();
  }
}

/** Moves a file (and its -wal, -shm) aside under a name saying why; nothing of the player's is ever deleted. */
function moveAside(dataDir: string, file: string, why: 'damaged' | 'empty', now: Date): string {
  const aside = join(dataDir, `campaigns.${why}-${stamp(now)}.db`);
  renameSync(file, aside);
  // QA2 (fs3) item 1: an empty -wal and a -shm are what any reader of a WAL file leaves beside it (a database browser, a
  // repair tool: the game's own looks tidy theirs, read-only.ts); they hold nothing, and carried along they sat beside
  // the file aside for good. A -wal with something in it may hold the file's last commits, so it goes with the file,
  // and its -shm with it, as before. The folder is locked: no copy of the game is using them.
  const wal = file + '-wal';
  const holds = existsSync(wal) && statSync(wal).size > 0;
  for (const suffix of ['-wal', '-shm']) {
    if (!existsSync(file + suffix)) continue;
    if (holds) renameSync(file + suffix, aside + suffix);
    else rmSync(file + suffix, { force: true });
  }
  return aside;
}

/** Moves a damaged file aside, then restores the newest backup that checks out. The campaigns are then salvaged row by
 *  row from the file aside (GameService.open, salvage.ts), so a restore loses no more than the damaged part. */
function recoverDamaged(dataDir: string, file: string, now: Date, why: 'damage' | 'format' = 'damage'): { notice: string; aside: string; restored?: string; damagedBackups: string[] } {
  const aside = moveAside(dataDir, file, 'damaged', now);
  const damaged =
    why === 'format'
      ? "The save file was damaged: the format number it gives is not that of the tables it holds, so it could not be brought up to this version's format."
      : 'The save file was damaged.';
  const damagedBackups: string[] = [];
  // QA2 (fs3) item 2: a backup that is empty (0 bytes, or a database with no table) was passed over but left in place,
  // holding one of the kept slots for good and looked at again at every recovery. A backup is never empty (makeBackup
  // renames only a checked copy of a save that has its tables), so it was emptied outside the game: it is set aside as
  // a damaged one is, but not read as a source, since it holds nothing, and the player reads where it went.
  const emptied: string[] = [];
  for (const backup of listBackups(dataDir)) {
    let verdict: Verdict;
    try {
      verdict = inspectFile(backup);
    } catch {
      continue;
    }
    if (verdict.kind === 'damaged') {
      damagedBackups.push(setBackupAside(backup));
      continue;
    }
    if (verdict.kind === 'empty') {
      emptied.push(`The backup from ${backupTime(backup)} was empty, so it was set aside as ${setBackupAside(backup)}.`);
      continue;
    }
    if (verdict.kind !== 'ours') continue;
    copyFileSync(backup, file);
    return {
      aside,
      restored: backup,
      damagedBackups,
      notice: [`${damaged} It was moved aside to ${aside} and the backup from ${backupTime(backup)} was restored, with what could be read of the damaged file added to it.`, ...emptied].join(' '),
    };
  }
  const read = damagedBackups.length ? ` and of the damaged ${damagedBackups.length === 1 ? 'backup' : 'backups'}` : '';
  return {
    aside,
    damagedBackups,
    notice: [`${damaged.slice(0, -1)} and no good backup was found. It was moved aside to ${aside}; a new save file was started with what could be read of it${read}.`, ...emptied].join(' '),
  };
}

/** 16 MB of WAL at 4 KB pages: about 2,000 actions played without a pause of IDLE_MS (idle-checkpoint.ts). */
export const AUTO_CHECKPOINT_PAGES = 4000;

function configure(db: Database): void {
  // held from the first write until the connection closes: no other connection, in this process or another, reads or
  // writes the file while this game runs (folder-lock.ts). Set before WAL, so the WAL index lives in this process's
  // memory (no -shm file, which another copy could otherwise use to read alongside).
  db.pragma('locking_mode = EXCLUSIVE');
  db.pragma('journal_mode = WAL');
  // FULL: in WAL mode, NORMAL may lose the last commits on power loss; an acknowledged action must survive
  db.pragma('synchronous = FULL');
  // issue 27: checkpoints are made when play pauses (idle-checkpoint.ts); the automatic one is only the safety net for
  // play that never pauses, so it no longer lands inside an ordinary action's commit every few hundred actions
  db.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
  db.pragma('foreign_keys = ON');
  // the exclusive lock taken now, not at the first action: a second copy is refused at its start
  db.exec('BEGIN EXCLUSIVE');
  db.exec('COMMIT');
}

function migrate(db: Database, from: number): void {
  for (const step of MIGRATIONS) {
    if (step.version <= from) continue;
    db.transaction(() => {
      db.exec(step.sql);
      db.pragma(`user_version = ${step.version}`);
    })();
  }
}

export async function openDatabase(dataDir: string, options: OpenOptions = {}): Promise<OpenedDatabase> {
  prepareFolder(dataDir);
  const lock = lockFolder(dataDir);
  try {
    const opened = await openLocked(dataDir, options);
    // the hold on the folder goes with the connection: whoever closes the save file lets the folder go
    const close = opened.db.close.bind(opened.db);
    opened.db.close = () => {
      close();
      lock.release();
      return opened.db;
    };
    return { ...opened, lock };
  } catch (err) {
    lock.release();
    // whatever the file system said (a folder where the file should be, a full disk), said as a sentence
    if (err instanceof ServiceError) throw err;
    throw startFailure(err, dataDir, `The save file in ${dataDir} could not be opened (${reasonOf(err)}).`);
  }
}

async function openLocked(dataDir: string, options: OpenOptions): Promise<Omit<OpenedDatabase, 'lock'>> {
  const now = options.now ?? (() => new Date());
  const file = join(dataDir, DATABASE_FILE);
  let notice: string | undefined;
  let aside: string | undefined;
  let restored: string | undefined;
  let damagedBackups: string[] | undefined;
  // a backup cut short by a kill is debris, never a restore point (backups.ts writes under a temporary name)
  clearPartialBackups(dataDir);
  if (existsSync(file)) {
    const verdict = inspectFile(file, dataDir);
    if (verdict.kind === 'not-ours') {
      throw new ServiceError(
        'storage',
        `${file} is not a Coppershell Bay save file (another program's database, perhaps); it has been left untouched. Move it away or set CROWS_DATA_DIR to another folder.`,
      );
    }
    if (verdict.kind === 'newer') {
      throw new ServiceError(
        'storage',
        `${file} was written by a newer version of the game (save format ${verdict.version}; this version knows up to ${LATEST_VERSION}). Update the game to open it; the file has not been changed.`,
      );
    }
    // an empty file where backups of campaigns exist was emptied (truncated, a failed copy), not started afresh:
    // opened as it is, every campaign would be gone, and five launches would rotate the good backups out
    const emptied = verdict.kind === 'empty' && listBackups(dataDir).length > 0;
    if (verdict.kind === 'damaged' || emptied) ({ notice, aside, restored, damagedBackups } = recoverDamaged(dataDir, file, now(), 'format' in verdict && verdict.format ? 'format' : 'damage'));
    else if (verdict.kind === 'empty' && statSync(file).size === 0) {
      // 0 bytes and no backup: whatever it held is gone, but the player hears so, and the file is kept as it was found
      const kept = moveAside(dataDir, file, 'empty', now());
      notice = `The save file was empty (0 bytes): whatever it held was lost outside the game, and there is no backup of it. It was kept aside as ${kept} and a new save file was started.`;
    }
  }
  if (existsSync(file)) {
    try {
      accessSync(file, constants.W_OK);
    } catch {
      throw new ServiceError('storage', `The save file ${file} is read-only, so campaigns cannot be saved. Make it writable.`);
    }
  }
  let db: Database;
  try {
    db = new BetterSqlite3(file, { timeout: 0 });
  } catch (err) {
    throw startFailure(err, dataDir, `The save file ${file} could not be opened (${reasonOf(err)}).`);
  }
  try {
    configure(db);
    // the look taken before (inspectFile, read-only) made a shared-memory index this connection never uses: with the
    // exclusive lock held nobody else can be using it either
    rmSync(`${file}-shm`, { force: true });
  } catch (err) {
    db.close();
    if (String((err as { code?: unknown }).code ?? '').startsWith('SQLITE_BUSY')) throw alreadyRunning(dataDir);
    throw startFailure(err, dataDir, `The save file ${file} could not be opened (${reasonOf(err)}).`);
  }
  const kept = options.backupsKept ?? DEFAULT_BACKUPS_KEPT;
  let launchBackup: string | undefined;
  try {
    const version = db.pragma('user_version', { simple: true }) as number;
    // a launch backup of every existing save; it is also the backup taken before any migration
    if (version > 0) {
      try {
        launchBackup = await makeBackup(db, dataDir, kept, now(), 'launch', false);
      } catch (err) {
        const why = `The launch backup could not be written to ${backupDir(dataDir)} (${reasonOf(err)})`;
        // a save file that needs a new format is never changed without a backup of it
        if (version < LATEST_VERSION) throw new ServiceError('storage', `${why}, and this save file needs a format update, which is only made after a backup. Make that folder writable and start again.`);
        notice = [notice, `${why}; the game plays on without a new backup. Make that folder writable to have backups again.`].filter(Boolean).join(' ');
      }
    }
    migrate(db, version);
  } catch (err) {
    db.close(); // the caller gets an error, not a connection: nothing of this file is left open
    // QA item 6: the copy of a file that did not open is no restore point, and must not have rotated a good one out
    if (launchBackup) rmSync(launchBackup, { force: true });
    // a migration SQLite refused over what the file holds (SQLITE_ERROR, SQLITE_CONSTRAINT: its tables are not those
    // its format number says) is damage, recovered as such once; a full disk or a failing drive is said as it is
    const code = String((err as { code?: unknown }).code ?? '');
    if (!options.retried && (code === 'SQLITE_ERROR' || code.startsWith('SQLITE_CONSTRAINT'))) {
      const recovered = recoverDamaged(dataDir, file, now(), 'format');
      const again = await openLocked(dataDir, { ...options, retried: true });
      return { ...again, notice: [recovered.notice, again.notice].filter(Boolean).join(' '), aside: recovered.aside, restored: recovered.restored, damagedBackups: recovered.damagedBackups };
    }
    if (err instanceof ServiceError) throw err;
    throw startFailure(err, dataDir, `The save file ${file} could not be brought up to this version's format (${reasonOf(err)}); it has been left as it was.`);
  }
  if (launchBackup) rotateBackups(dataDir, kept, 'launch');
  return { db, file, notice, aside, restored, damagedBackups };
}

// One running game per save folder. Two copies on one folder (a second `npm start`, a desktop window and a browser
// edition) each keep their own copy of a campaign in memory and append actions the other never saw: the next open
// replays an impossible sequence and refuses the campaign for good. The lock file holds the holder's process id;
// a lock whose process is gone (a crash, a kill) is taken over, and so is one of this very process (tests open and
// close services on one folder).
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ServiceError } from './errors';

export const LOCK_FILE = 'campaigns.lock';

export interface FolderLock {
  readonly path: string;
  /** removes the lock if it is still this process's */
  release(): void;
}

/** Whether a process with this id is running (signal 0 only asks; EPERM means it runs as another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(path: string): number | null {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export function lockFolder(dataDir: string, pid = process.pid): FolderLock {
  const path = join(dataDir, LOCK_FILE);
  const mine: FolderLock = { path, release: () => void (holderOf(path) === pid && rmSync(path, { force: true })) };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (placeLock(path, pid)) return mine;
    const other = holderOf(path);
    if (other !== null && other !== pid && processAlive(other)) {
      throw new ServiceError(
        'storage',
        `The game is already running with the save folder ${dataDir} (process ${other}). Close that copy first, or set CROWS_DATA_DIR to another folder: two copies writing one save file would spoil its campaigns. (If no other copy is running, delete ${path}.)`,
      );
    }
    // its holder stopped without closing (a crash), is this very process, or the file holds no process id
    takeOver(path, other, pid);
  }
  throw new ServiceError('storage', `The save folder ${dataDir} could not be locked for this game: another copy keeps taking the lock.`);
}

/** Creates the lock file with the process id already in it, or finds one there (false). The id is written to a file
 *  of this process's own, then linked into place: a link fails where a file exists, and a lock is never seen empty
 *  (created, then written, another copy could read nothing in between and take it for stale). */
function placeLock(path: string, pid: number): boolean {
  const own = `${path}.${pid}.new`;
  writeFileSync(own, String(pid));
  try {
    linkSync(own, path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw new ServiceError('storage', `The save folder ${dirname(path)} could not be locked for this game (${(err as Error).message}).`);
  } finally {
    rmSync(own, { force: true });
  }
}

/** Moves a stale lock (held by `stale`) out of the way. Renamed, not removed: two copies taking over the same stale
 *  lock at once would otherwise each remove it, the second removing the first's fresh one. If what was moved is no
 *  longer the stale lock (another copy's fresh one came in between), it is put back. */
export function takeOver(path: string, stale: number | null, pid: number): void {
  const moved = `${path}.${pid}.stale`;
  try {
    renameSync(path, moved);
  } catch {
    return; // moved already by another copy: look again
  }
  if (holderOf(moved) !== stale) {
    try {
      linkSync(moved, path);
    } catch {
      // a lock is in place again: it stands
    }
  }
  rmSync(moved, { force: true });
}

// One running game per save folder. Two copies on one folder (a second `npm start`, a desktop window and a browser
// edition) each keep their own copy of a campaign in memory and append actions the other never saw: the next open
// replays an impossible sequence and refuses the campaign for good. The lock file holds the holder's process id;
// a lock whose process is gone (a crash, a kill) is taken over, and so is one of this very process (tests open and
// close services on one folder).
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
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
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      try {
        writeSync(fd, String(pid));
      } finally {
        closeSync(fd);
      }
      return { path, release: () => void (holderOf(path) === pid && rmSync(path, { force: true })) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new ServiceError('storage', `The save folder ${dataDir} could not be locked for this game (${(err as Error).message}).`);
      }
      const other = holderOf(path);
      if (other !== null && other !== pid && processAlive(other)) {
        throw new ServiceError(
          'storage',
          `The game is already running with the save folder ${dataDir} (process ${other}). Close that copy first, or set CROWS_DATA_DIR to another folder: two copies writing one save file would spoil its campaigns. (If no other copy is running, delete ${path}.)`,
        );
      }
      rmSync(path, { force: true }); // its holder stopped without closing, or is this very process
    }
  }
  throw new ServiceError('storage', `The save folder ${dataDir} could not be locked for this game: another copy keeps taking the lock.`);
}

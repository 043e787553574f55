// A full disk at the start said as such (QA2 item 7): with the disk full, opening the save file fails inside SQLite
// (SQLITE_FULL, or a bare "disk I/O error" when it cannot grow the file beside it that a WAL save needs), and the start
// read "The save file ... could not be read (disk I/O error)", which sounds like a damaged save. Every failure of the
// open path goes through startFailure, which tells a full disk apart by the free space left in the save folder.
import { statfsSync } from 'node:fs';
import { ServiceError } from './errors';

/** Bytes free to this user in the folder's file system; undefined when the system cannot say. */
export type FreeSpace = (dir: string) => number | undefined;

export const freeSpace: FreeSpace = (dir) => {
  try {
    const s = statfsSync(dir);
    return Number(s.bavail) * Number(s.bsize);
  } catch {
    return undefined;
  }
};

/** Below this the disk is full for a save: SQLite needs whole pages (4 KB each) to open and write a WAL file, and a
 *  disk that fills leaves a few odd blocks rather than exactly none. */
const NEARLY_NOTHING = 64 * 1024;

/** Whether `err` is the disk holding `dir` being full: SQLite's or the system's own word for it, or an input/output
 *  error (which a failing drive gives too) while the folder has nearly no room left. */
export function isDiskFull(err: unknown, dir: string, free: FreeSpace = freeSpace): boolean {
  const code = String((err as { code?: unknown } | null)?.code ?? '');
  if (code === 'SQLITE_FULL' || code === 'ENOSPC') return true;
  const message = err instanceof Error ? err.message : String(err);
  if (!code.startsWith('SQLITE_IOERR') && !code.startsWith('EIO') && !/disk I\/O error/i.test(message)) return false;
  const left = free(dir);
  return left !== undefined && left < NEARLY_NOTHING;
}

/** The sentence for a start refused by a full disk. */
export function diskFullSentence(dir: string): string {
  return `The disk holding the save folder ${dir} is full, so the game cannot start. Your saves are untouched: nothing was written to them. Make some room on that disk and start the game again.`;
}

/** A failure of the open path as the player reads it: a full disk said as such, anything else as `otherwise`. */
export function startFailure(err: unknown, dir: string, otherwise: string, free: FreeSpace = freeSpace): ServiceError {
  if (isDiskFull(err, dir, free)) return new ServiceError('storage', diskFullSentence(dir));
  return new ServiceError('storage', otherwise);
}

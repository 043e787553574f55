// QA2 item 7: a start with the disk full says the disk is full and that the saves are untouched, never that the save
// file "could not be read". A full disk needs root to make for real, so the failures SQLite and the system give are
// put through the one function every failure of the open path goes through (database.ts, folder-lock.ts).
import { describe, expect, it } from 'vitest';
import { diskFullSentence, isDiskFull, startFailure } from './disk-full';

const sqlite = (code: string, message: string) => Object.assign(new Error(message), { code });
const otherwise = 'The save file /saves/campaigns.db could not be read (disk I/O error).';

describe('a full disk at the start', () => {
  it("is said as such for SQLite's and the system's own word for it, whatever space is reported", () => {
    for (const err of [sqlite('SQLITE_FULL', 'database or disk is full'), Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })]) {
      expect(isDiskFull(err, '/saves', () => 1e9)).toBe(true);
      const refusal = startFailure(err, '/saves', otherwise, () => 1e9);
      expect(refusal.code).toBe('storage');
      expect(refusal.message).toBe(diskFullSentence('/saves'));
    }
  });

  it('is told from a failing drive by the free space: a disk I/O error with no room left is a full disk', () => {
    const io = sqlite('SQLITE_IOERR_WRITE', 'disk I/O error');
    // before: "The save file ... could not be read (disk I/O error)", which reads as a damaged save
    expect(startFailure(io, '/saves', otherwise, () => 0).message).toBe(
      'The disk holding the save folder /saves is full, so the game cannot start. Your saves are untouched: nothing was written to them. Make some room on that disk and start the game again.',
    );
    expect(startFailure(sqlite('SQLITE_IOERR', 'disk I/O error'), '/saves', otherwise, () => 4096).message).toContain('is full');
    // room left: the drive itself failed, said as it was
    expect(startFailure(io, '/saves', otherwise, () => 50e9).message).toBe(otherwise);
    // the system cannot say how much is free: not guessed to be full
    expect(startFailure(io, '/saves', otherwise, () => undefined).message).toBe(otherwise);
  });

  it('leaves every other failure as it was', () => {
    expect(isDiskFull(sqlite('SQLITE_CORRUPT', 'database disk image is malformed'), '/saves', () => 0)).toBe(false);
    expect(isDiskFull(Object.assign(new Error('permission denied'), { code: 'EACCES' }), '/saves', () => 0)).toBe(false);
  });
});

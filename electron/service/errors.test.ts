// What a refusal says at the door (toErrorBody): SQLite's own failures are told as what happened and what to do.
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ServiceError, toErrorBody } from './errors';

/** A real SqliteError with the given code (its constructor is better-sqlite3's own). */
function sqliteError(code: string): Error {
  const SqliteError = (BetterSqlite3 as unknown as { SqliteError: new (message: string, code: string) => Error }).SqliteError;
  return new SqliteError('disk I/O error', code);
}

describe('toErrorBody', () => {
  it("a ServiceError's own sentence and code pass as they are", () => {
    expect(toErrorBody(new ServiceError('conflict', 'Not now.'))).toEqual({ error: { code: 'conflict', message: 'Not now.' } });
  });

  it("SQLite's failures are sentences a player can act on, never its own words", () => {
    const io = toErrorBody(sqliteError('SQLITE_IOERR_SHORT_READ')).error;
    expect(io.code).toBe('storage');
    expect(io.message).toMatch(/^The save file could not be read or written .* Close the game and open it again/);
    expect(io.message).not.toMatch(/I\/O error|SQLITE/);
    expect(toErrorBody(sqliteError('SQLITE_FULL')).error.message).toMatch(/the disk is full\. Nothing was changed/);
    expect(toErrorBody(sqliteError('SQLITE_CORRUPT')).error.message).toMatch(/newest backup restored/);
    expect(toErrorBody(sqliteError('SQLITE_READONLY_DBMOVED')).error.message).toMatch(/read-only/);
  });

  it('anything else is a fault of the service, said as such', () => {
    expect(toErrorBody(new TypeError('x is undefined')).error).toEqual({ code: 'storage', message: 'Something went wrong inside the game service: x is undefined' });
  });

  it('never shows a file path or a stack trace in that sentence (issue 28)', () => {
    const err = new Error("ENOENT: no such file or directory, open '/home/p/.local/share/coppershell-bay/campaigns.db'\n    at Object.openSync (node:fs:573:3)");
    expect(toErrorBody(err).error.message).toBe("Something went wrong inside the game service: ENOENT: no such file or directory, open '(a file)'");
    expect(toErrorBody(new Error('C:\\Users\\p\\AppData\\x.db is busy')).error.message).toBe('Something went wrong inside the game service: (a file) is busy');
  });
});

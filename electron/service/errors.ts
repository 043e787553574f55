// Refusals a player can read. Both doors carry them as { error: { code, message } } (api.ts, ApiErrorBody);
// anything else thrown inside the service is a programmer error and is reported as a storage failure.
import type { ApiErrorBody } from './api';

export type ErrorCode = ApiErrorBody['error']['code'];

export class ServiceError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

/** The HTTP status each refusal travels with in the browser edition. */
export const STATUS_OF: Record<ErrorCode, number> = {
  'invalid-input': 400,
  'illegal-action': 422,
  'not-found': 404,
  storage: 500,
  conflict: 409,
  forbidden: 403,
  stale: 409,
};

/** The refusal of a move made from a view the table has left: the same sentence at every door (act, undo, a stall
 *  game's move); the renderer shows it over the table as it is now. */
export const STALE_SENTENCE = 'The table moved on since this window last saw it (another window, or a second click); it is shown as it is now.';
export const staleError = (): ServiceError => new ServiceError('stale', STALE_SENTENCE);

export function toErrorBody(err: unknown): ApiErrorBody {
  if (err instanceof ServiceError) return { error: { code: err.code, message: err.message } };
  const storage = storageSentence(err);
  if (storage) return { error: { code: 'storage', message: storage } };
  return { error: { code: 'storage', message: `Something went wrong inside the game service: ${plainDetail(err)}` } };
}

/** An unexpected error's first line, without the file paths it may name: an answer never shows the player (or a page
 *  probing the door) where the game's files are, nor a stack trace. */
export function plainDetail(err: unknown): string {
  const first = (err instanceof Error ? err.message : String(err)).split('\n')[0].slice(0, 200);
  return first.replace(/(?:[A-Za-z]:\\|\/)[^\s'"`()]*[\\/][^\s'"`()]*/g, '(a file)');
}

/** SQLite's own failures (the file changed or cut under the running game, the disk full or failing), said as what
 *  happened and what to do, rather than as "disk I/O error". */
export function storageSentence(err: unknown): string | null {
  const code = String((err as { code?: unknown } | null)?.code ?? '');
  if (code.startsWith('SQLITE_FULL')) return 'The save file could not be written: the disk is full. Nothing was changed; free some space and try again.';
  if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CORRUPT') || code.startsWith('SQLITE_NOTADB')) {
    return 'The save file could not be read or written (the disk reported an error, or the file was changed outside the game). Nothing more was changed. Close the game and open it again: a damaged save file is then moved aside and the newest backup restored.';
  }
  if (code.startsWith('SQLITE_READONLY')) return 'The save file has become read-only, so this could not be saved. Make it writable and try again.';
  return null;
}

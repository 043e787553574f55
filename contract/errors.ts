// How both doors carry a refusal: { error: { code, message } }, the message one sentence a player can read.

/** The service's refusal codes: a bad input, an action the rules refuse, an unknown id, a save that failed, a call
 *  that clashes with one in progress, a caller that is not our page, and a move made from a view of the table the game
 *  has since left (another window, a second click): nothing applied, the caller shows the table as it is now. */
export const ERROR_CODES = ['invalid-input', 'illegal-action', 'not-found', 'storage', 'conflict', 'forbidden', 'stale'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A refusal a player can read; both doors carry it as { error: { code, message } }. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string };
}

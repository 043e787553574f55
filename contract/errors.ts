// How both doors carry a refusal: { error: { code, message } }, the message one sentence a player can read.

/** The service's refusal codes: a bad input, an action the rules refuse, an unknown id, a save that failed, a call
 *  that clashes with one in progress, a caller that is not our page. */
export const ERROR_CODES = ['invalid-input', 'illegal-action', 'not-found', 'storage', 'conflict', 'forbidden'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A refusal a player can read; both doors carry it as { error: { code, message } }. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string };
}

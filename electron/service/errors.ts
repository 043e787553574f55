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
};

export function toErrorBody(err: unknown): ApiErrorBody {
  if (err instanceof ServiceError) return { error: { code: err.code, message: err.message } };
  const detail = err instanceof Error ? err.message : String(err);
  return { error: { code: 'storage', message: `Something went wrong inside the game service: ${detail}` } };
}

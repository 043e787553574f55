import { ApiError } from '../api';

/** A sentence for the player from anything a call threw; programmer errors keep their message for the report. */
export function sentenceOf(e: unknown): string {
  if (e instanceof ApiError) return e.message;
  if (e instanceof Error) return `Something went wrong: ${e.message}`;
  return 'Something went wrong.';
}

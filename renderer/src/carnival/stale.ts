// A stall game's move names the move count of the board the player saw (actStallGame's `moves`); the service refuses a
// move made from a board the game has since left (a second window, a second click) as 'stale', with nothing played.
// The screen then shows the game as it is now, with the service's sentence.
import { ApiError, useApi, type StallGameResult } from '../api';

/** The game as it is now when `e` is the stale refusal (null otherwise, or when it cannot be read: the sentence
 *  stands either way). */
export async function nowIfStale(e: unknown, id: string): Promise<StallGameResult | null> {
  if (!(e instanceof ApiError) || e.code !== 'stale') return null;
  return useApi().openStallGame({ id }).catch(() => null);
}

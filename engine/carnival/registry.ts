// The stall games a campaign can play at Bay Carnival ("visit the stalls"), as the rules look them up. The games
// themselves are the entries of games.ts; this module only lets a test put a stand-in in one game's place.
import type { StallGame } from './types';
import type { StallId } from '../types';
import { STALL_GAMES, STALL_GAME_IDS } from './games';

export type AnyStallGame = StallGame<any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any game of the table, whatever its state

/** Every stall game of the two Carnival cards, in the order they are listed (games.ts). */
export const STALL_IDS: StallId[] = STALL_GAME_IDS;
export const STALL_NAMES = Object.fromEntries(STALL_GAME_IDS.map((id) => [id, STALL_GAMES[id].name])) as Record<StallId, string>;

const games = new Map<StallId, AnyStallGame>(STALL_GAME_IDS.map((id) => [id, STALL_GAMES[id].engine]));

/** Put a game in the place of one of the table's (tests that try a stand-in). */
export function registerStall(game: AnyStallGame): void {
  games.set(game.id, game);
}

/** Take a game out (tests that check a stall with no game behind it; they put it back after). */
export function unregisterStall(id: StallId): void {
  games.delete(id);
}

export function stallGame(id: StallId): AnyStallGame | undefined {
  return games.get(id);
}

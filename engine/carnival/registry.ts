// The stall games a campaign can play at Bay Carnival ("visit the stalls"). Each game's engineer adds one import
// and one registerStall line below when the game is ready; until then it is listed as "coming in a later release".
import type { StallGame } from './types';
import type { StallId } from '../types';

export type AnyStallGame = StallGame<any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the registry holds games of different state, action and view types

/** Every stall game of the two Carnival cards, in the order they are listed. */
export const STALL_IDS: StallId[] = ['fortune-forage', 'pest-race', 'relay', 'lake-race'];
export const STALL_NAMES: Record<StallId, string> = {
  'fortune-forage': 'Fortune Forage',
  'pest-race': 'Pest Race',
  relay: 'Copperfin Relay',
  'lake-race': 'Lake Race',
};

const games = new Map<StallId, AnyStallGame>();

/** Make a stall game playable in campaigns (the id is the game's own). */
export function registerStall(game: AnyStallGame): void {
  games.set(game.id, game);
}

/** Remove a game (tests that register a stand-in use this to clean up). */
export function unregisterStall(id: StallId): void {
  games.delete(id);
}

export function stallGame(id: StallId): AnyStallGame | undefined {
  return games.get(id);
}

// ---- registered games (one line each; add yours here) ----

import { fortuneForage } from './fortune-forage';
import { pestRace } from './pest-race';
import { relay } from './relay';
import { lakeRace } from './lake-race';
registerStall(fortuneForage);
registerStall(pestRace);
registerStall(relay);
registerStall(lakeRace);

// The one table of Bay Carnival's stall games (rulebook guide, Bay Carnival: "visit the stalls"). The ids, the names,
// the engines, the views and which games can be played on their own from the title screen are all read from here, so
// a fifth stall game is one entry below plus its own folder (docs: engine/carnival/README.md, "Adding a stall game").
import type { StallGame } from './types';
import type { StallId } from '../../contract/words';
import { fortuneForage, type ForageView } from './fortune-forage';
import { pestRace, type PestRaceView } from './pest-race';
import { relay, type RelayView } from './relay';
import { lakeRace, type LakeView } from './lake-race';

/** One stall game: its engine and what the rest of the program needs to know about it. */
export interface StallEntry<V> {
  /** the game's name as players read it */
  name: string;
  // the entry's engine is typed by its own state and action inside its folder; outside, only its view's type is kept
  engine: StallGame<any, any, V>; // eslint-disable-line @typescript-eslint/no-explicit-any -- each game's state and action types stay private to its folder
  /** true when the title screen offers the game on its own, played and saved through the game service */
  standAlone: boolean;
  /** where its rules come from: the rulebook section or the seed rulebook that fixes them */
  section: string;
}

/** Every stall game of the two Carnival cards, in the order the stalls are listed. */
export const STALL_GAMES = {
  'fortune-forage': entry<ForageView, false>({ name: 'Fortune Forage', engine: fortuneForage, standAlone: false, section: 'Guide, Bay Carnival' }),
  'pest-race': entry<PestRaceView, false>({ name: 'Pest Race', engine: pestRace, standAlone: false, section: 'Guide, Bay Carnival' }),
  relay: entry<RelayView, true>({ name: 'Copperfin Relay', engine: relay, standAlone: true, section: 'Copperfin Relay rulebook (seed 000)' }),
  'lake-race': entry<LakeView, true>({ name: 'Lake Race', engine: lakeRace, standAlone: true, section: 'Lake Race rulebook (seed 003)' }),
};

/** Keeps each entry's view type and whether it stands alone in the table's type. */
function entry<V, A extends boolean>(e: StallEntry<V> & { standAlone: A }): StallEntry<V> & { standAlone: A } {
  return e;
}

type Table = typeof STALL_GAMES;
/** A stall game's id: the keys of the table. */
export type StallGameId = keyof Table;
/** The view each game's engine draws, by id. */
export type StallViewOf<K extends StallGameId> = Table[K] extends StallEntry<infer V> ? V : never;
/** A stall game being played in a campaign, as the player sees it: which game, and its own typed view. */
export type StallSeatView = { [K in StallGameId]: { game: K; name: string; view: StallViewOf<K> | null; price?: number } }[StallGameId];

// the table's keys are exactly the stall ids the contract names (contract/words.ts): a game added to one and not the
// other fails to compile here
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const STALL_TABLE_MATCHES_THE_CONTRACT: Same<StallGameId, StallId> = true;

export const STALL_GAME_IDS = Object.keys(STALL_GAMES) as StallGameId[];

/** The games the title screen offers on their own (Copperfin Relay and the Lake Race series). */
export type StandAloneId = { [K in StallGameId]: Table[K]['standAlone'] extends true ? K : never }[StallGameId];
export const STAND_ALONE_IDS = STALL_GAME_IDS.filter((id): id is StandAloneId => STALL_GAMES[id].standAlone);

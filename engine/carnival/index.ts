// The stall games' public entry (issue 22; docs/architecture.md): everything outside engine/ that plays, shows or
// measures a stall game imports it from here. Each game is an engine of its own (README.md beside this file); the
// names below carry the game's name where two games share a verb (applyAction, newGame), so a caller can import
// several games at once.

// The games a campaign can play at Bay Carnival, and their names
export { STALL_IDS, STALL_NAMES, stallGame, type AnyStallGame } from './registry';
// the one table of stall games (issue 22): ids, names, engines, views, which stand alone
export { STALL_GAMES, STALL_GAME_IDS, STAND_ALONE_IDS } from './games';
export type { StallEntry, StallGameId, StallSeatView, StallViewOf, StandAloneId } from './games';
export type { StallContext, StallGame, StallOutcome } from './types';

// Copperfin Relay (seed 000)
export {
  relay, freshRelay, relayView, relayPrize, inspectCrossing, solutionWalk, rechargeGain,
  applyAction as applyRelayAction, check as checkRelay, legalActions as relayLegalActions,
  DOCKS, DOCK_NAMES, LAMP_DOCKS, MAX_ENERGY, TOTAL_WATCHES, crossingCost, isLampDock, RelayActionSchema, RelaySetupSchema,
} from './relay/index';
export type { CrossingReport, Dock, LampDock, RelayAction, RelaySetup, RelayState, RelayView, SolutionStep } from './relay/index';

// Lake Race (seed 003), a stall and a three-race series of its own
export {
  lakeRace, newGame as newLakeRace, applyAction as applyLakeAction, check as checkLake, legalActions as lakeLegalActions,
  playerView as lakeView, replay as replayLake, stateHash as lakeStateHash, crewAction, plannedMove, evenShareOdds,
  BOATS, COURSE_LETTERS, MAX_TURNS, LakeSetupSchema, sameLakeAction, HEADING_NAMES, LAKE_STALL,
} from './lake-race/index';
export type { BoatId, Hex, LakeAction, LakeSetup, LakeSetupInput, LakeState, LakeView, RaceResult } from './lake-race/index';

// Fortune Forage
export { fortuneForage, forageView, forageOdds, forageOddsAfterSeer, forageOddsKnowing, makeUp, stingOf } from './fortune-forage/index';
export type { ForageAction, ForageOdds, ForageState, ForageView } from './fortune-forage/index';

// Pest Race
export { pestRace, pestRaceView, pestRaceExpectedValues, winChances } from './pest-race/index';
export type { PestRaceAction, PestRaceState, PestRaceView } from './pest-race/index';

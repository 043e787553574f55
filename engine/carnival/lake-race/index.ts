// Lake Race (seed 003): the speedboat race, as a Bay Carnival stall and as a three-race series of its own.
export { lakeRace, newGame, legalActions, check, applyAction, replay, stateHash, playerView, start, outcome, settle } from './engine';
export { crewAction, plannedMove } from './crew';
export { evenShareOdds } from './odds';
export { BOATS, COURSE_LETTERS, MAX_TURNS, LakeSetupSchema, sameLakeAction } from './state';
export type { LakeState, LakeAction, LakeSetup, LakeSetupInput, BoatId, RaceResult } from './state';
export type { LakeView } from './view';
export { HEADING_NAMES, DIRECTIONS, center, type Hex } from './hex';
export { LAKE_STALL } from '../../../data/carnival/lake-race';

// The stall games' own shapes (their views and moves), as the renderer draws and sends them. Each is typed beside its
// game's engine (engine/carnival/<game>/) and named in the one table of stall games (engine/carnival/games.ts); this
// file re-exports them as types only, so the renderer reads them from the contract and no engine code ships with it.
export type {
  CrossingReport, Dock, ForageAction, ForageView, Hex, LakeAction, LakeView, PestRaceAction, PestRaceView, RelayAction,
  RelayView, StallGameId, StallSeatView, StandAloneId,
} from '../engine/carnival/index';

// The engine contract (README.md, "How the code is laid out"): other layers import only this module.
import type { GameSetup } from './contract';
import type { Action, GameState } from './types';
import { newGame } from './setup';
import { applyAction, check, describeActions, legalActions, IllegalAction } from './rules';
import { playerView } from './playerView';
import { stateHash } from './hash';

/** Same setup + actions => same state, always. Throws IllegalAction at the first refused action. */
export function replay(setup: GameSetup, actions: readonly Action[]): GameState {
  let s = newGame(setup);
  for (const a of actions) s = applyAction(s, a).state;
  return s;
}

export { newGame, legalActions, check, applyAction, playerView, stateHash, describeActions, IllegalAction };
export { canonicalAction } from './actionShape';
export { newLuck } from './luck';
export { ENGINE_VERSION } from './version';
export type { GameSetup };
export type * from './types';
export type { PlayerView } from './view';
export { addDays, dailySetup, isCalendarDate, streaks } from './daily';
export { hoursLeft, scoreRun, type RunOutcome, type Score, type ScorePart } from './score';

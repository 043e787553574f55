// The rules' public entry (docs/architecture.md, docs/engine-contract.md): outside engine/, the rules are imported
// only from here; the stall games from engine/carnival/index.ts and the bots from engine/bots/index.ts.
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
export type { PlayerView } from '../contract/view';
export { addDays, dailySetup, isCalendarDate, streaks } from './daily';
export { HOURS_PER_DAY, LAST_DAY, hoursLeft, scoreRun, type RunOutcome, type Score, type ScorePart } from './score';
// the canonical JSON the hashes are made of (the service's advisor cache keys on it)
export { canonicalJson } from './hash';
// issue 27: the digest of a campaign's next state from what its last digest wrote (core/hash-memo.ts), for the service
export { HashMemo, stateHashWith } from './core';

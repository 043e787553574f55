// Issue 25, branches: how a campaign's saved actions replay when it is a new-luck branch. The reseed is not an action,
// so every replay of such a branch (resume, the replay screen, export, import) gives the generator its new seed after
// the branch step, here; a branch with the same luck, and every original, replays as the actions alone say.
import { applyAction, newGame, newLuck, type Action, type GameState } from '../../engine';
import type { BranchOf, CampaignRow } from './store';

export /** Issue 25: a campaign's state at its set-up; a new-luck branch made at step 0 has its generator reseeded there. */
function startState(setup: CampaignRow['setup'], branch: BranchOf | null): GameState {
  const state = newGame(setup);
  return branch?.reseed && branch.step === 0 ? newLuck(state, branch.reseed) : state;
}

/** One saved action applied (`action` null: already applied), and a new-luck branch's reseed after its branch step. */
export function advance(state: GameState, action: Action | null, seq: number, branch: BranchOf | null): GameState {
  const next = action ? applyAction(state, action).state : state;
  return branch?.reseed && branch.step === seq ? newLuck(next, branch.reseed) : next;
}


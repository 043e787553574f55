// Copperfin Relay rulebook: "Follow a complete six-watch solution". The plan and its reasons live in data; each step is
// played through the engine so the walk shows exactly what the rules do.
import { RELAY_DATA } from '../../../data/carnival';
import { applyAction } from './rules';
import type { RelayAction, RelayState } from './state';
import { freshRelay } from './state';

export interface SolutionStep {
  watch: number;
  action: RelayAction;
  /** why this step, in the plan's words */
  why: string;
  /** what the engine recorded: the ledger line and any lamp or win */
  happened: string[];
  before: RelayState;
  after: RelayState;
}

/** The guided walk: one winning plan, watch by watch, each step explained. */
export function solutionWalk(): SolutionStep[] {
  let state = freshRelay();
  return RELAY_DATA.solution.map((step, i) => {
    const before = state;
    const { state: after, events } = applyAction(state, step.action);
    state = after;
    return { watch: i + 1, action: step.action, why: step.why, happened: events.map((e) => e.text), before, after };
  });
}

// How an action already known to be legal changes the state: one copy of the state (draft.ts), the rule, then
// everything owed at the end of the action (turn.ts settle, rulebook 6 and 8). The check is the caller's:
// rules.ts applyAction checks every action; a RolloutSession skips it for the very actions it just listed.
import { beginDraft, finish } from './draft';
import type { Owned } from './owned';
import { useItem } from './items';
import { applyDecision } from './decisions';
import { BY_TYPE } from './offers';
import { applyQuestAction } from './quests/index';
import { settle } from './turn';
import type { Action, GameEvent, GameState } from './types';

/** `a`, legal in `state`, applied. `quiet`: no ledger lines and no events (a rollout reads only how it ends; no
 *  rule reads either, so the state is the same but for its ledger, engine/rollout.test.ts). `own`: a rollout's record
 *  of what it copied (owned.ts), so its own states change in place; null copies on write as usual. `events` false:
 *  the events come back empty (the ledger is written all the same), for a caller that reads only the state. */
export function applyLegal(state: GameState, a: Action, quiet: boolean, own: Owned | null, events = true): { state: GameState; events: GameEvent[] } {
  const c = beginDraft(state, quiet, own, events);
  c.s.turn++;
  // a brew drunk while a decision waits leaves the decision where it is (items.ts useItem)
  if (a.type === 'useItem') useItem.apply(c, a);
  else if (c.s.pending.length > 0) applyDecision(c, c.s.pending[0], a);
  else if (a.type === 'quest') applyQuestAction(c, a);
  else BY_TYPE.get(a.type)!.h.apply(c, a);
  settle(c);
  return finish(c);
}

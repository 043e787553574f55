// Issue 27, a lean door: the act answer carries what the action changed, not the whole view again. By the end of a
// long campaign the ledger and the history are most of the view (hundreds of lines), and an action adds a few of
// them. The service makes the change (electron/service/view-change.ts); the renderer applies it
// (renderer/src/stores/view-change.ts).
import type { PlayerView } from './view';
import type { CampaignResult } from './results';

/** The view's lists that only ever grow during play: an action appends to them, never rewrites an entry. */
export const GROWING = ['ledger', 'history'] as const;
export type GrowingKey = (typeof GROWING)[number];

/** What one action changed in the player's view. */
export interface ViewChange {
  /** the fingerprint (stateHash) of the view the change applies to: the one the client named as `since` */
  from: string;
  /** the parts of the view that changed, each whole */
  set: Partial<PlayerView>;
  /** the growing lists: the entries after the first `at` ones the client holds */
  grown: { [K in GrowingKey]?: { at: number; add: PlayerView[K] } };
}

/** The act answer when the client named the view it holds (`since`): everything a CampaignResult carries, with the
 *  view's change in place of the view. */
export type ActChange = Omit<CampaignResult, 'view'> & { change: ViewChange };

// Issue 27, a lean door: the act answer carries what the action changed, not the whole view again. By the end of a
// long campaign the ledger and the history are most of the view (hundreds of lines), and an action adds a few of
// them; the rest of the view moves a part at a time. This file holds the change's type and how it is made; the
// renderer applies it (renderer/src/stores/view-change.ts). Types only come in, so the type can move with the API's.
import type { PlayerView } from '../../engine/view';
import type { CampaignResult } from './api';

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

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** `before` extended by entries at its end, entry for entry (the engine keeps its entries, so mostly by reference). */
function extends_(before: readonly unknown[], after: readonly unknown[]): boolean {
  if (after.length < before.length) return false;
  for (let i = 0; i < before.length; i++) if (!same(before[i], after[i])) return false;
  return true;
}

/** The change from the view `before` (fingerprint `from`) to `after`. A growing list that was rewritten (never in
 *  play, but the change must still be right) is sent whole under `set`. */
export function viewChange(before: PlayerView, after: PlayerView, from: string): ViewChange {
  const set: Partial<Record<keyof PlayerView, unknown>> = {};
  const grown: ViewChange['grown'] = {};
  const growing = new Set<string>(GROWING);
  for (const key of Object.keys(after) as (keyof PlayerView)[]) {
    const a = before[key];
    const b = after[key];
    if (growing.has(key) && Array.isArray(a) && Array.isArray(b) && extends_(a, b)) {
      if (b.length > a.length) (grown as Record<string, unknown>)[key] = { at: a.length, add: b.slice(a.length) };
    } else if (!same(a, b)) {
      set[key] = b;
    }
  }
  return { from, set: set as Partial<PlayerView>, grown };
}

// Issue 27, a lean door: the act answer carries what the action changed, not the whole view again. By the end of a
// long campaign the ledger and the history are most of the view (hundreds of lines), and an action adds a few of
// them; the rest of the view moves a part at a time. This file makes the change; its type is the contract's
// (contract/view-change.ts), and the renderer applies it (renderer/src/stores/view-change.ts).
import type { PlayerView } from '../../contract/view';
import { GROWING, type ViewChange } from '../../contract/view-change';

export { GROWING };
export type { ActChange, GrowingKey, ViewChange } from '../../contract/view-change';

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

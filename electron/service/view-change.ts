// Issue 27, a lean door: the act answer carries what the action changed, not the whole view again. By the end of a
// long campaign the ledger and the history are most of the view (hundreds of lines), and an action adds a few of
// them; the rest of the view moves a part at a time. This file makes the change; its type is the contract's
// (contract/view-change.ts), and the renderer applies it (renderer/src/stores/view-change.ts).
import type { PlayerView } from '../../contract/view';
import { GROWING, type ViewChange } from '../../contract/view-change';

export { GROWING };
export type { ActChange, GrowingKey, ViewChange } from '../../contract/view-change';

/** Whether `a` and `b` write the same JSON. Issue 27: walked, not written out twice with JSON.stringify (that was most
 *  of the change's cost, and garbage the act's tail paid for in collections). It may say "different" where the JSON is
 *  the same (keys set in another order, a NaN), which only sends a part that did not change; never the reverse. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  // anything but a plain object (a Date, a toJSON of its own) is compared by its JSON
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return JSON.stringify(a) === JSON.stringify(b);
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i];
    if (k !== kb[i] || !same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
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

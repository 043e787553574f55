// What the relay screen and the stall panel draw. The relay has no hidden information, so the view is the whole state
// plus what can be derived from it: the next watch, the decider, each crossing's cost now, and the legal actions.
import type { Dock, LampDock } from './harbour';
import { CONNECTIONS, DOCKS, DOCK_NAMES, LAMP_DOCKS, TOTAL_WATCHES, crossingCost, neighbours } from './harbour';
import { inspectCrossing, type CrossingReport } from './inspector';
import { check } from './rules';
import type { LedgerEntry, RelayAction, RelayState } from './state';
import { decider, nextWatch } from './state';

export interface RelayView {
  game: 'relay';
  status: RelayState['status'];
  dock: Dock;
  energy: number;
  lamps: Record<LampDock, boolean>;
  /** the watch about to be played, 1..6; null once the relay is over */
  watch: number | null;
  watchesPlayed: number;
  totalWatches: number;
  crew: string[];
  decider: string | null;
  ledger: LedgerEntry[];
  /** each listed connection with its cost on the watch about to be played */
  routes: { a: Dock; b: Dock; cost: number; tidal: boolean; costs: number[] }[];
  /** chapter 3, the crossing inspector: every pair of docks (from, to) judged on every watch 1..7 (7: after the last),
   *  so a screen reads each of the inspector's sentences and runs none of its rules */
  crossings: CrossingReport[];
  /** the docks in the order drawn, and those with a lamp */
  docks: Dock[];
  lampDocks: Dock[];
  actions: { action: RelayAction; label: string; legal: boolean; reason?: string }[];
  dockNames: Record<Dock, string>;
}

export function relayView(state: RelayState): RelayView {
  const watch = nextWatch(state);
  const open = state.status === 'playing' && watch <= TOTAL_WATCHES;
  // recharge and a sail along each listed route from the boat's dock, legal or not (refusals carry their reason)
  const candidates: RelayAction[] = [{ type: 'recharge' }, ...neighbours(state.dock).map((to) => ({ type: 'sail' as const, to }))];
  return {
    game: 'relay',
    status: state.status,
    dock: state.dock,
    energy: state.energy,
    lamps: { ...state.lamps },
    watch: open ? watch : null,
    watchesPlayed: state.ledger.length,
    totalWatches: TOTAL_WATCHES,
    crew: [...state.crew],
    decider: open ? decider(state) : null,
    ledger: state.ledger,
    routes: CONNECTIONS.map((c) => ({
      a: c.a,
      b: c.b,
      cost: crossingCost(c.a, c.b, Math.min(watch, TOTAL_WATCHES)) as number,
      tidal: c.cost === 'tidal',
      costs: Array.from({ length: TOTAL_WATCHES }, (_, w) => crossingCost(c.a, c.b, w + 1) as number),
    })),
    crossings: Array.from({ length: TOTAL_WATCHES + 1 }, (_, w) => DOCKS.flatMap((from) => DOCKS.map((to) => inspectCrossing(state, from, to, w + 1)))).flat(),
    docks: [...DOCKS],
    lampDocks: [...LAMP_DOCKS],
    actions: candidates.map((action) => {
      const verdict = check(state, action);
      const label = action.type === 'recharge' ? 'Recharge' : `Sail to ${DOCK_NAMES[action.to]}`;
      return verdict.ok ? { action, label, legal: true } : { action, label, legal: false, reason: verdict.reason };
    }),
    dockNames: { ...DOCK_NAMES },
  };
}

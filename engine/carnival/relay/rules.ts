// Copperfin Relay rulebook: "Choose one action" (Sail, Recharge), lamps, and "All lamps lit. Boat safely home."
import type { AnyEvent } from '../../contract';
import { IllegalStallAction } from '../stall-kit';
import type { Dock } from './harbour';
import { DOCK_NAMES, DOCKS, MAX_ENERGY, TOTAL_WATCHES, crossingCost, isLampDock } from './harbour';
import type { LedgerEntry, RelayAction, RelayState } from './state';
import { decider, nextWatch } from './state';

type Verdict = { ok: true } | { ok: false; reason: string };

/** "No seventh watch" and the win: once the relay is over, no action is taken. */
function over(state: RelayState): Verdict | null {
  if (state.status === 'won') return { ok: false, reason: 'The relay is already won; start a fresh relay to sail again.' };
  if (state.status === 'unfinished' || nextWatch(state) > TOTAL_WATCHES)
    return { ok: false, reason: 'All six watches have been played; there is no seventh watch.' };
  return null;
}

/** Sail: "You cannot take an unlisted connection or spend more energy than you have." */
export function checkSail(state: RelayState, to: Dock): Verdict {
  const ended = over(state);
  if (ended) return ended;
  if (!DOCKS.includes(to)) return { ok: false, reason: `There is no dock called "${String(to)}" in the harbour.` };
  if (to === state.dock) return { ok: false, reason: `The boat is already at ${DOCK_NAMES[to]}; choose a connected dock.` };
  const watch = nextWatch(state);
  const cost = crossingCost(state.dock, to, watch);
  if (cost === null)
    return { ok: false, reason: `There is no route between ${DOCK_NAMES[state.dock]} and ${DOCK_NAMES[to]}; only the seven listed connections can be sailed.` };
  if (cost > state.energy)
    return { ok: false, reason: `Sailing ${DOCK_NAMES[state.dock]} to ${DOCK_NAMES[to]} on watch ${watch} costs ${cost} energy; you have ${state.energy}.` };
  return { ok: true };
}

/** Recharge: "You cannot recharge at 5." */
export function checkRecharge(state: RelayState): Verdict {
  const ended = over(state);
  if (ended) return ended;
  if (state.energy >= MAX_ENERGY) return { ok: false, reason: 'Energy is at the maximum of 5; you cannot recharge.' };
  return { ok: true };
}

export function check(state: RelayState, action: RelayAction): Verdict {
  if (action.type === 'sail') return checkSail(state, action.to);
  if (action.type === 'recharge') return checkRecharge(state);
  return { ok: false, reason: 'The relay offers only "sail" and "recharge".' };
}

/** Every action legal now: recharge if allowed, and each affordable listed crossing. */
export function legalActions(state: RelayState): RelayAction[] {
  const actions: RelayAction[] = [];
  if (checkRecharge(state).ok) actions.push({ type: 'recharge' });
  for (const to of DOCKS) if (checkSail(state, to).ok) actions.push({ type: 'sail', to });
  return actions;
}

/** Recharge: "add 2 energy, stopping at the maximum of 5. Recharging at 4 adds only 1." */
export function rechargeGain(energy: number): number {
  return Math.min(2, MAX_ENERGY - energy);
}

/** "Either action uses exactly one watch... After the action, check whether the relay is complete. Otherwise advance the watch." */
export function applyAction(state: RelayState, action: RelayAction): { state: RelayState; events: AnyEvent[] } {
  const verdict = check(state, action);
  if (!verdict.ok) throw new IllegalStallAction(verdict.reason);
  const watch = nextWatch(state);
  const who = decider(state);
  // "No undo": every relay action is final. Marking its events as chance makes a campaign's undo stop here too
  // (the service never undoes across a chance event), although the relay itself has no chance at all.
  const events: AnyEvent[] = [];
  let dock = state.dock;
  let energy = state.energy;
  let change: number;
  let text: string;
  if (action.type === 'sail') {
    // Sail: pay the full energy cost for the current watch, then move the boat.
    change = crossingCost(state.dock, action.to, watch) as number;
    energy -= change;
    dock = action.to;
    text = `Watch ${watch}: sailed ${DOCK_NAMES[state.dock]} to ${DOCK_NAMES[dock]} for ${change} energy (${energy} left).`;
    events.push({ type: 'sailed', text, final: true, watch, from: state.dock, to: dock, cost: change });
  } else {
    change = rechargeGain(energy);
    energy += change;
    text = `Watch ${watch}: recharged at ${DOCK_NAMES[dock]}, +${change} energy (${energy}).`;
    events.push({ type: 'recharged', text, final: true, watch, gain: change });
  }
  // Lamps: "On the first arrival at each lantern dock, light its lamp immediately; this does not cost energy or another watch."
  let lamps = state.lamps;
  let lampLit: LedgerEntry['lampLit'] = null;
  if (isLampDock(dock) && !lamps[dock]) {
    lamps = { ...lamps, [dock]: true };
    lampLit = dock;
    events.push({ type: 'lampLit', text: `The lamp at ${DOCK_NAMES[dock]} is lit.`, dock });
  }
  const entry: LedgerEntry = {
    watch,
    action: action.type,
    from: state.dock,
    to: dock,
    energyChange: action.type === 'sail' ? -change : change,
    energyAfter: energy,
    lampLit,
    decider: who,
    text: who ? `${text} (${who} decided.)` : text,
  };
  const ledger = [...state.ledger, entry];
  let status: RelayState['status'] = 'playing';
  // "Win together as soon as all three lamps are lit and the boat is at Depot, after no more than six actions."
  if (lamps.R && lamps.B && lamps.C && dock === 'D') {
    status = 'won';
    events.push({ type: 'relayWon', text: `All lamps lit, boat safely home after ${watch} watches.` });
  } else if (watch >= TOTAL_WATCHES) {
    // "If watch 6 ends without both conditions, the relay is unfinished."
    status = 'unfinished';
    events.push({ type: 'relayUnfinished', text: 'Watch 6 has ended without all lamps lit and the boat at Depot: the relay is unfinished.' });
  }
  return { state: { ...state, dock, energy, lamps, status, ledger }, events };
}

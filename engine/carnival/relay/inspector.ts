// Copperfin Relay rulebook, chapter 3: "Use the crossing inspector". For any pair of docks and any watch it says what
// the crossing costs and whether it can be sailed now, and if not, why: no such route, not enough energy, no watches left.
import type { Dock } from './harbour';
import { DOCK_NAMES, TOTAL_WATCHES, connectionBetween, crossingCost } from './harbour';
import type { RelayState } from './state';
import { nextWatch } from './state';

export type CrossingRefusal = 'no-route' | 'no-watches' | 'not-enough-energy' | 'boat-elsewhere' | 'relay-won';

export interface CrossingReport {
  from: Dock;
  to: Dock;
  watch: number;
  /** true when the pair is one of the seven listed connections */
  route: boolean;
  tidal: boolean;
  /** energy the crossing costs on that watch, null when there is no such route */
  cost: number | null;
  /** whether the boat can make this crossing as its next action */
  sailableNow: boolean;
  refusal: CrossingRefusal | null;
  /** the inspector's sentence */
  text: string;
}

/** Chapter 3, crossing inspector: judge one crossing on a given watch (by default the watch about to be played). */
export function inspectCrossing(state: RelayState, from: Dock, to: Dock, watch: number = nextWatch(state)): CrossingReport {
  const connection = from === to ? undefined : connectionBetween(from, to);
  const cost = connection ? crossingCost(from, to, watch) : null;
  const tidal = connection?.cost === 'tidal';
  const name = `${DOCK_NAMES[from]} to ${DOCK_NAMES[to]}`;
  const base = { from, to, watch, route: connection !== undefined, tidal, cost };
  const refuse = (refusal: CrossingRefusal, text: string): CrossingReport => ({ ...base, sailableNow: false, refusal, text });
  if (!connection) return refuse('no-route', `${name}: no such route. Only the seven listed connections can be sailed.`);
  const costText = tidal
    ? `${name} is the tidal crossing: ${cost} energy on watch ${watch} (${watch % 2 === 1 ? 'odd' : 'even'} watch).`
    : `${name} costs ${cost} energy.`;
  if (state.status === 'won') return refuse('relay-won', `${costText} The relay is already won.`);
  if (watch > TOTAL_WATCHES || nextWatch(state) > TOTAL_WATCHES || state.status === 'unfinished')
    return refuse('no-watches', `${costText} No watches left: all six have been played.`);
  if (watch !== nextWatch(state))
    return { ...base, sailableNow: false, refusal: null, text: `${costText} Watch ${nextWatch(state)} is the one about to be played.` };
  if (state.dock !== from) return refuse('boat-elsewhere', `${costText} The boat is at ${DOCK_NAMES[state.dock]}, not ${DOCK_NAMES[from]}.`);
  if ((cost as number) > state.energy)
    return refuse('not-enough-energy', `${costText} Not enough energy: you have ${state.energy}.`);
  return { ...base, sailableNow: true, refusal: null, text: `${costText} It can be sailed now.` };
}

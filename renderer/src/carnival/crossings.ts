// Copperfin Relay rulebook, chapter 3, the crossing inspector, as the screen reads it: the view carries the engine's
// report for every pair of docks on every watch (engine/carnival/relay/view.ts); this finds one.
import type { CrossingReport, Dock, RelayView } from '../../../contract/stalls';

/** The report on one crossing on one watch (by default the watch about to be played, or the one after the last). */
export function crossing(view: RelayView, from: Dock, to: Dock, watch: number = view.watch ?? Math.min(view.watchesPlayed + 1, view.totalWatches + 1)): CrossingReport {
  const found = view.crossings.find((c) => c.from === from && c.to === to && c.watch === watch);
  if (!found) throw new Error(`the relay's view has no report on ${from} to ${to}, watch ${watch}`);
  return found;
}

// The small words the player's view and the engine's state share: sides, phases, perks, stall ids, a ledger line,
// a point of the run's chart. Defined here once so the view (contract/view.ts) needs nothing from the engine.
// The content's own keys (items, Locations, supply piles) come from data/, where the content defines them.
export type { ItemKey, LocationKey, SupplyKey } from '../data/schema';

/** Rulebook 2: each Location card's two sides. */
export type Side = 'blue' | 'red';
/** Rulebook 4 and 6: the day and the night. */
export type Phase = 'day' | 'night';
/** Rulebook 8: the level-up perks. */
export type Perk = 'fighter' | 'acrobat' | 'meditator' | 'merchant';
/** The stall games of Bay Carnival's two cards (guide, Bay Carnival). */
export type StallId = 'relay' | 'lake-race' | 'fortune-forage' | 'pest-race';

/** The decisions the engine can leave pending (engine/types.ts PendingDecision, one handler each in engine/decisions.ts). */
export type DecisionKind = 'discardExcess' | 'discardSupply' | 'discardItem' | 'keepDrawing' | 'gloves' | 'levelUp' | 'seerOrder' | 'eventOption' | 'stall' | 'quest';

/** One line of the ledger: every event in plain words. */
export interface LedgerEntry {
  /** 1-based index in the ledger */
  n: number;
  day: number;
  phase: Phase;
  type: string;
  text: string;
  chance?: boolean;
}

/** One point per hourglass step (and one at the start), for the end-of-run chart. */
export interface HistoryPoint {
  day: number;
  phase: Phase;
  timer: number;
  gems: number;
  lives: number;
  pep: number;
}

// Copperfin Relay: the state of one relay and its set-up ("Set out the harbour").
import { z } from 'zod';
// the names rule every door keeps (QA 3, item 5): a name counted as a reader sees it, so the door and the game agree
import { nameSchema, SHORT_NAME_MAX } from '../../../contract/names';
import type { Dock, LampDock } from './harbour';
import { DOCKS, MAX_ENERGY } from './harbour';

/** "Keep the boat shared": optional names for two to four crew (solo play leaves it empty). */
export const RelaySetupSchema = z
  .object({
    crew: z
      .array(nameSchema(SHORT_NAME_MAX))
      .max(4)
      .refine((names) => names.length === 0 || names.length >= 2, 'Crew play needs two to four names, or none for solo play.')
      .optional(),
  })
  .strict();
export type RelaySetup = z.infer<typeof RelaySetupSchema>;

export type RelayAction = { type: 'sail'; to: Dock } | { type: 'recharge' };

export const RelayActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sail'), to: z.enum(DOCKS) }).strict(),
  z.object({ type: z.literal('recharge') }).strict(),
]);

/** One line of the movement ledger: what a watch did. */
export interface LedgerEntry {
  watch: number;
  action: 'sail' | 'recharge';
  from: Dock;
  to: Dock;
  /** energy paid (sail) or gained (recharge) */
  energyChange: number;
  energyAfter: number;
  lampLit: LampDock | null;
  /** crew play: who held the final decision for this action */
  decider: string | null;
  text: string;
}

export interface RelayState {
  dock: Dock;
  energy: number;
  lamps: Record<LampDock, boolean>;
  status: 'playing' | 'won' | 'unfinished';
  /** the movement ledger, oldest first; its length is the number of watches played */
  ledger: LedgerEntry[];
  crew: string[];
  /** in a campaign: the Story deck and discard, carried untouched and handed back (never shown: the order is hidden) */
  story?: { deck: string[]; discard: string[] };
}

/** "Set out the harbour": boat at Depot, energy 5, three lamps unlit, next watch 1. A fresh relay restores exactly this. */
export function freshRelay(setup: RelaySetup = {}): RelayState {
  return {
    dock: 'D',
    energy: MAX_ENERGY,
    lamps: { R: false, B: false, C: false },
    status: 'playing',
    ledger: [],
    crew: setup.crew ? setup.crew.map((n) => n.trim()) : [],
  };
}

/** The watch about to be played (1..6); 7 once all six are spent, which is never played. */
export function nextWatch(state: RelayState): number {
  return state.ledger.length + 1;
}

/** "Rotate the final decision clockwise after each action": who decides the next action, or null in solo play. */
export function decider(state: RelayState): string | null {
  if (state.crew.length === 0) return null;
  return state.crew[state.ledger.length % state.crew.length];
}

// An action, an event and the description of an action for a prompt: what crosses the door on every act.
// The engine narrows an action to its own union (engine/types.ts); the renderer draws ActionInfo as it comes.
import { z } from 'zod';

/** Any action: a JSON object discriminated on `type`. The engine narrows it to its own union. */
export const ActionSchema = z.object({ type: z.string().min(1).max(64) }).catchall(z.unknown());
export type AnyAction = z.infer<typeof ActionSchema>;

/** Any event: JSON, discriminated on `type`, always with a sentence for the ledger. */
export interface AnyEvent {
  type: string;
  text: string;
  /** true when the event revealed chance (a die roll, a card drawn, a shuffle, hidden cards seen):
   *  undo never goes back across such an event (docs/saves.md) */
  chance?: boolean;
  /** true when the rules forbid taking the action back although nothing random was revealed
   *  (Copperfin Relay: "no undo"); undo stops here too, with its own sentence */
  final?: boolean;
  [k: string]: unknown;
}

/** An action described for a prompt or a button; produced by the engine, drawn by the renderer. */
export interface ActionInfo {
  action: AnyAction;
  /** short imperative label: "Go fishing", "Sell 3 mushrooms (4 Gems)" */
  label: string;
  /** one more sentence: cost and effect */
  detail?: string;
  /** where it is offered: a location id, 'night', 'mine', 'decision', 'free', 'crows' */
  group: string;
  /** hourglass squares it spends */
  time: number;
  /** rulebook section it follows, e.g. "Guide: Coppersand" or "7b" */
  rule?: string;
  /** false for a visible-but-refused action; then `reason` is the engine's check() sentence */
  legal: boolean;
  reason?: string;
  /** a trade whose Gems the purse's cap would swallow in part: what it pays and what the purse keeps (the table asks
   *  before taking it) */
  capped?: { pays: number; kept: number; cap: number };
}

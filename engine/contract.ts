// The shapes other layers rely on (README.md, "How the code is laid out", "The engine contract").
// The engine's own state types live beside the rules; this file holds only what crosses a door:
// the set-up, an action, an event, the description of an action for a prompt, and the player's view.
// Names here are fixed; shapes may grow (add optional fields rather than renaming).
import { z } from 'zod';

export const CHARACTER_IDS = ['peth', 'wren', 'maudie', 'tobias'] as const;

/** Rulebook 1, 3 and 9: what a player chooses before the first turn. */
export const GameSetupSchema = z
  .object({
    seed: z.string().min(1).max(64),
    character: z.string().min(1).max(32),
    /** index 0 or 1 of the character's two skills (rulebook 3: choose 1 at the start) */
    startingSkill: z.union([z.literal(0), z.literal(1)]),
    /** rulebook 3: then increase either your Strength or Agility to 3 */
    plusOneStat: z.enum(['strength', 'agility']),
    /** rulebook 9: each a separate option */
    harder: z
      .object({
        storyEndRed: z.boolean(),
        crowsNestRed: z.boolean(),
        extraFlips: z.number().int().min(0).max(3),
        hazardsPlusOne: z.boolean(),
      })
      .strict(),
    /** lesson set-up only (issue 26): Story card ids laid on top of the shuffled deck, first on top, so a guided
     *  campaign meets the rulebook's worked example. Chance still comes from the seed; newGame refuses unknown or
     *  repeated ids. Absent in every ordinary campaign. */
    deckTop: z.array(z.string().min(1).max(40)).min(1).max(28).optional(),
  })
  .strict();
export type GameSetup = z.infer<typeof GameSetupSchema>;

export const NORMAL_HARDER: GameSetup['harder'] = { storyEndRed: false, crowsNestRed: false, extraFlips: 0, hazardsPlusOne: false };

/** Any action: a JSON object discriminated on `type`. The engine narrows it to its own union. */
export const ActionSchema = z.object({ type: z.string().min(1).max(64) }).catchall(z.unknown());
export type AnyAction = z.infer<typeof ActionSchema>;

/** Any event: JSON, discriminated on `type`, always with a sentence for the ledger. */
export interface AnyEvent {
  type: string;
  text: string;
  /** true when the event revealed chance (a die roll, a card drawn, a shuffle, hidden cards seen):
   *  undo never goes back across such an event (README.md, "How the code is laid out", Saves) */
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

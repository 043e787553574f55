// What a player chooses before the first turn (rulebook 1, 3 and 9), checked by zod at every door that takes a
// set-up: the service's create, a shared campaign file, the engine's newGame. Names here are fixed; shapes may grow
// (add optional fields rather than renaming).
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

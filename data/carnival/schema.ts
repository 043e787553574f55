// The shape of the three stall games' content: rules text shown in the game, the price, and the prize tables.
// Rules text is written for players; numbers here are read by the engines (engine/carnival/*), never copied into code.
import { z } from 'zod';

const Text = z.string().min(1).max(600);
const Gems = z.number().int().min(0).max(60);

export const RulesSection = z.object({ heading: z.string().min(1).max(80), text: z.array(Text).min(1) }).strict();

const Common = {
  name: z.string().min(1).max(40),
  /** Gems paid to the stall before playing (rulebook guide, Bay Carnival: "pay the amount of Gems shown") */
  cost: Gems,
  summary: Text,
  rules: z.array(RulesSection).min(1),
};

export const RelayDataSchema = z
  .object({
    id: z.literal('relay'),
    ...Common,
    prizes: z.object({ won: Gems, unfinishedByLamps: z.array(Gems).length(4) }).strict(),
    solution: z
      .array(
        z
          .object({
            action: z.discriminatedUnion('type', [
              z.object({ type: z.literal('sail'), to: z.enum(['D', 'M', 'R', 'B', 'C']) }).strict(),
              z.object({ type: z.literal('recharge') }).strict(),
            ]),
            why: Text,
          })
          .strict(),
      )
      .min(1)
      .max(6),
  })
  .strict();

export const ForageDataSchema = z
  .object({
    id: z.literal('fortune-forage'),
    ...Common,
    /** cards called at most; the prize table has one entry per run length, 0 to this */
    maxCalls: z.number().int().min(1).max(12),
    /** index = right calls in a row; never falling (a longer run never pays less) */
    prizeByRun: z.array(Gems).min(2),
  })
  .strict()
  .refine((d) => d.prizeByRun.length === d.maxCalls + 1, { message: 'prizeByRun needs one entry per run length, 0 to maxCalls' })
  .refine((d) => d.prizeByRun.every((g, i) => i === 0 || g >= d.prizeByRun[i - 1]), { message: 'prizeByRun must never fall' });

export const PestSchema = z
  .object({
    id: z.string().regex(/^[a-z]+$/),
    name: z.string().min(1).max(40),
    /** shape words for players who cannot tell the lane colours apart */
    look: z.string().min(1).max(60),
    /** steps moved for die faces 1..6 */
    strides: z.array(z.number().int().min(0).max(6)).length(6),
    prize: Gems,
  })
  .strict();

export const PestRaceDataSchema = z
  .object({
    id: z.literal('pest-race'),
    ...Common,
    trackLength: z.number().int().min(2).max(20),
    maxRounds: z.number().int().min(1).max(40),
    pests: z.array(PestSchema).min(2).max(6),
  })
  .strict();

export type RelayData = z.infer<typeof RelayDataSchema>;
export type ForageData = z.infer<typeof ForageDataSchema>;
export type PestRaceData = z.infer<typeof PestRaceDataSchema>;
export type Pest = z.infer<typeof PestSchema>;
export type StallRules = z.infer<typeof RulesSection>[];

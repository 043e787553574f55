// The shape of a quest (rulebook 7 and the Miners' Guild guide): a quest card and its map, plus the four
// lettered Special cards. Every behaviour is an effect list the engine interprets (engine/quests/effects.ts),
// so a new quest is a new JSON file, never new code.
import { z } from 'zod';
import { checkMap } from './mapCheck';
import { Id, Letter, MapSchema, MoverSchema, QuestEffectSchema, SPECIAL_LETTERS, Text } from './pieces';

export * from './pieces';

export const RewardSchema = z.object({ text: Text, effects: z.array(QuestEffectSchema).min(1) }).strict();

export const QuestSchema = z
  .object({
    id: Id,
    name: z.string().min(1).max(60),
    depth: z.enum(['shallow', 'deep']),
    flavour: Text,
    goal: z.object({ text: Text, target: z.number().int().min(1).max(10) }).strict(),
    setup: z
      .object({
        text: Text,
        /** mine tokens placed at random, face down, one per listed chamber (or per quest chamber) */
        tokens: z.object({ numbers: z.array(z.number().int().min(1).max(6)).min(1), chambers: z.array(Id).min(1) }).strict().optional(),
        movers: z.array(MoverSchema).optional(),
      })
      .strict(),
    /** what a quest chamber does when resolved: its id, or `*` for any quest chamber not listed */
    questChambers: z.object({ text: Text, rules: z.record(z.string(), z.array(QuestEffectSchema)) }).strict(),
    /** what a revealed token does, by its number */
    tokens: z.record(z.string(), z.object({ name: z.string().min(1).max(40), effects: z.array(QuestEffectSchema) }).strict()).optional(),
    /** effects when leaving a chamber of a kind (the Flooded Vault's wound on leaving a Story chamber) */
    onLeave: z.array(z.object({ from: z.enum(['story', 'action', 'quest', 'penalty', 'special']), effects: z.array(QuestEffectSchema) }).strict()).optional(),
    /** a race against time: after this many turns in the mine, `effects` apply once */
    deadline: z.object({ turns: z.number().int().min(1).max(40), text: Text, effects: z.array(QuestEffectSchema) }).strict().optional(),
    rules: z.array(Text).optional(),
    reward: RewardSchema,
    /** a reward per exit, where a map offers a choice of exits; exits not listed give `reward` */
    exitRewards: z.record(z.string(), RewardSchema).optional(),
    map: MapSchema,
  })
  .strict()
  .superRefine((quest, ctx) => {
    for (const problem of checkMap(quest)) ctx.addIssue({ code: 'custom', message: problem, path: ['map'] });
  });
export type Quest = z.infer<typeof QuestSchema>;

/** The four lettered Special cards (Components; 7a): resolved at once, or kept and used later. */
export const SpecialSchema = z
  .object({
    letter: Letter,
    name: z.string().min(1).max(40),
    text: Text,
    kept: z.boolean(),
    /** applied when drawn, for a card that is not kept */
    effects: z.array(QuestEffectSchema),
    /** for a kept card: when it may be played and what it does; it is then returned */
    use: z.object({ when: z.enum(['fight', 'anytime']), label: z.string().min(1).max(60), attack: z.number().int().min(0).max(6).optional(), effects: z.array(QuestEffectSchema) }).strict().optional(),
  })
  .strict()
  .refine((s) => s.kept === (s.use !== undefined), { message: 'a kept Special card says how it is used, and only a kept one' });
export type Special = z.infer<typeof SpecialSchema>;
export const SpecialsSchema = z.array(SpecialSchema).length(4).refine((cards) => SPECIAL_LETTERS.every((l) => cards.some((c) => c.letter === l)), {
  message: 'one Special card for each letter A-D',
});

/** A house rule of this edition (data/quests/house-rules.json): the rulebook section it adds to, and the sentence
 *  shown on every quest card after the quest's own rules. */
export const HouseRuleSchema = z.object({ section: z.string().min(1).max(8), title: z.string().min(1).max(60), text: Text }).strict();
export type HouseRule = z.infer<typeof HouseRuleSchema>;

/** The house rule that keeps every fight finite where the rulebook leaves a loop open:
 *  7b "Cornered": with no Pep (so no flight) against a hazard no roll can beat, you must flee, a Life for the Pep.
 *  (A mine's walk is kept finite by its map instead: every cycle of tunnels carries an hourglass, mapCheck.ts.) */
export const HouseRulesSchema = z.object({ cornered: HouseRuleSchema }).strict();

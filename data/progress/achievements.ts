// The achievements (issue 29): each a name, a sentence and a condition in a small vocabulary that the service's
// progress/achievements.ts evaluates over a campaign's facts, so no code names an achievement.
import { z } from 'zod';
import { CHARACTER_IDS } from '../../contract';
import { QUESTS } from '../quests';
import raw from './achievements.json';

const Count = z.number().int().min(1).max(100);

export const ConditionSchema = z.discriminatedUnion('kind', [
  /** won the campaign, with this character and/or this harder option on */
  z.object({ kind: z.literal('win'), character: z.enum(CHARACTER_IDS).optional(), harder: z.enum(['storyEndRed', 'crowsNestRed', 'hazardsPlusOne', 'extraFlips']).optional() }).strict(),
  /** won after paying while the Crows' Nest showed red */
  z.object({ kind: z.literal('paidOnRed') }).strict(),
  /** won after paying on this day or sooner */
  z.object({ kind: z.literal('paidBy'), day: z.number().int().min(1).max(3) }).strict(),
  /** won with at least this many Lives */
  z.object({ kind: z.literal('winLives'), lives: z.number().int().min(1).max(4) }).strict(),
  /** this quest left with its goal complete */
  z.object({ kind: z.literal('quest'), quest: z.string().refine((id) => QUESTS.some((q) => q.id === id), 'not a quest of data/quests') }).strict(),
  /** the relay won at the stall in exactly this many watches */
  z.object({ kind: z.literal('relayWatches'), watches: z.number().int().min(1).max(6) }).strict(),
  /** the Lake Race at the stall finished in this place or better */
  z.object({ kind: z.literal('lakePlace'), place: z.number().int().min(1).max(4) }).strict(),
  /** every numbered Location red at once */
  z.object({ kind: z.literal('allRed') }).strict(),
  /** this level reached in one campaign */
  z.object({ kind: z.literal('level'), level: z.number().int().min(2).max(5) }).strict(),
  /** this many campaigns won, across the save file */
  z.object({ kind: z.literal('wins'), count: Count }).strict(),
  /** today's campaign played to its end on this many days in a row */
  z.object({ kind: z.literal('dailyStreak'), days: Count }).strict(),
]);
export type Condition = z.infer<typeof ConditionSchema>;

export const AchievementSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,40}$/),
    name: z.string().min(1).max(40),
    text: z.string().min(1).max(160),
    when: ConditionSchema,
  })
  .strict();
export type Achievement = z.infer<typeof AchievementSchema>;

export const ACHIEVEMENTS: readonly Achievement[] = z
  .array(AchievementSchema)
  .refine((list) => new Set(list.map((a) => a.id)).size === list.length, 'two achievements share an id')
  .parse(raw);

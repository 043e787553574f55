// The daily score's weights (issue 29), checked by zod when loaded. The engine's score.ts applies them and the rules
// reference explains them from these same numbers, so the explanation cannot drift from the sum.
import { z } from 'zod';
import raw from './score.json';

const Points = z.number().int().min(0).max(10_000);

export const ScoreWeightsSchema = z
  .object({
    won: Points,
    perHourLeft: Points,
    perLifeLeft: Points,
    perPepLeft: Points,
    perGemLeft: Points,
    lostPerGemHeld: Points,
    harder: z.object({ storyEndRed: Points, crowsNestRed: Points, hazardsPlusOne: Points, perExtraFlip: Points }).strict(),
  })
  .strict();
export type ScoreWeights = z.infer<typeof ScoreWeightsSchema>;

export const SCORE_WEIGHTS: ScoreWeights = ScoreWeightsSchema.parse(raw);

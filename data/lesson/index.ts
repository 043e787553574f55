// The guided first campaign (issue 26): its set-up (Peth, a seed and an arranged top of the Story deck, so the
// rulebook's worked example of a day, its night and a quest plays out) and its steps, checked by zod when loaded.
// A step with `expect` waits for that action (each field it names equal to the action's, compared as JSON); one with `expect: null` is read,
// then passed with the lesson panel's Next. The step a campaign is on is worked out by the service (lesson.ts).
import { z } from 'zod';
import file from './lesson.json';

export const LessonStepSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** the action this step waits for: its type and any fields it must match; null for a step that is only read */
    expect: z.object({ type: z.string().min(1) }).catchall(z.unknown()).nullable(),
    /** a CSS selector of the table element the step points at (checked against the rendered table in a test) */
    target: z.string().min(1),
    /** the rules reference section it links to (data/reference) */
    section: z.string().min(1),
    title: z.string().min(1).max(40),
    text: z.string().min(20).max(320),
    /** what an off-path action is told instead */
    instead: z.string().min(10).max(160),
  })
  .strict();
export type LessonStep = z.infer<typeof LessonStepSchema>;

/** the set-up is checked by the engine's GameSetupSchema where it is used (electron/service/lesson.ts): data/ imports no engine code */
export const LessonFileSchema = z.object({ setup: z.record(z.string(), z.unknown()), steps: z.array(LessonStepSchema).min(1) }).strict();

export const LESSON = LessonFileSchema.parse(file);

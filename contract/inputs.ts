// The zod schema of every service method's input, keyed by the names in ./methods.ts. The doors (electron/ipc.ts,
// electron/web/server.ts) hand the raw input to the service, which parses it with these (electron/service/schemas.ts
// turns a refusal into one sentence), so a bad input is refused and changes nothing.
import { z } from 'zod';
import { GameSetupSchema } from './setup';
import { BoundedActionSchema, boundsProblem, depthOf, MAX_ACTION_BYTES, MAX_ACTION_DEPTH } from './bounded-action';
import { nameSchema, NameSchema, SHORT_NAME_MAX } from './names';
import { CampaignFileSchema } from './campaign-file';
import { isCalendarDate } from './dates';
import type { ApiMethod } from './methods';

const Id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a campaign id is letters, digits, - and _');
const Name = NameSchema;
/** a crew member's or a boat's name in a stall game's set-up */
const ShortName = nameSchema(SHORT_NAME_MAX);
/** issue 27 and the stale view: the fingerprint (a result's `hash`) of the table the client acted on */
const Since = z.string().regex(/^[A-Za-z0-9]{1,128}$/, 'is not a fingerprint');
const DailyDate = z.string().refine(isCalendarDate, 'a date is written YYYY-MM-DD, as 2026-12-02');
const Empty = z.union([z.undefined(), z.null(), z.object({}).strict()]);

/** A stand-alone stall game's move: an object with a type, bounded as a campaign's action is; its own rules judge it. */
const StallMove = z
  .object({ type: z.string().min(1).max(32) })
  .catchall(z.unknown())
  .superRefine((action, ctx) => {
    const problem = boundsProblem(action, 'move');
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export { MAX_ACTION_BYTES, MAX_ACTION_DEPTH, depthOf };

/** Each method's input, keyed by its name in ./methods.ts: both doors parse with these before the service acts. */
export const API_INPUTS = {
  list: Empty,
  create: z.object({ name: Name.optional(), setup: GameSetupSchema }).strict(),
  open: z.object({ id: Id }).strict(),
  // issue 27: `since`, the fingerprint of the result the client holds, asks for the change alone (contract/view-change.ts),
  // and an act or an undo naming a table the campaign is no longer at is refused as stale (nothing applied). Optional
  // for scripts and tests that play alone; the renderer always sends it.
  act: z.object({ id: Id, action: BoundedActionSchema, since: Since.optional() }).strict(),
  undo: z.object({ id: Id, since: Since.optional() }).strict(),
  rename: z.object({ id: Id, name: Name }).strict(),
  remove: z.object({ id: Id }).strict(),
  statistics: Empty,
  daily: z.object({ date: DailyDate }).strict(),
  startDaily: z.object({ date: DailyDate }).strict(),
  achievements: Empty,
  guide: Empty,
  rules: Empty,
  advise: z.object({ id: Id, rollouts: z.number().int().min(10).max(1000).optional() }).strict(),
  cancelAdvice: z.object({ id: Id }).strict(),
  warmAdvisor: Empty,
  branch: z.object({ id: Id, step: z.number().int().min(0, 'a step is 0 (the set-up) or more').max(100_000), luck: z.enum(['same', 'new']) }).strict(),
  exportCampaign: z.object({ id: Id }).strict(),
  importCampaign: z.object({ file: CampaignFileSchema }).strict(),
  startReview: z.object({ id: Id, redo: z.boolean().optional(), rollouts: z.number().int().min(10).max(1000).optional() }).strict(),
  review: z.object({ id: Id }).strict(),
  cancelReview: z.object({ id: Id }).strict(),
  replay: z.object({ id: Id, step: z.number().int().min(0, 'a step is 0 (the set-up) or more').max(100_000).optional() }).strict(),
  startLesson: Empty,
  lesson: z.object({ id: Id, do: z.enum(['next', 'leave']) }).strict(),
  // issue 22: the stand-alone stall games (ApiResults below); the games' own rules check the set-up and each move
  stallGames: Empty,
  startStallGame: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('relay'), name: Name.optional(), setup: z.object({ crew: z.array(ShortName).max(4).optional() }).strict() }).strict(),
    z
      .object({
        kind: z.literal('lake-race'),
        name: Name.optional(),
        setup: z
          .object({
            seed: z.union([z.string().min(1).max(64), z.number().int()]).optional(),
            boats: z.array(z.object({ boat: z.string().max(16), name: ShortName, crew: z.enum(['cautious', 'bold']).nullable() }).strict()).min(2).max(6),
            side: z.enum(['dark', 'light']).optional(),
            scoreVariant: z.boolean().optional(),
          })
          .strict(),
      })
      .strict(),
  ]),
  openStallGame: z.object({ id: Id }).strict(),
  // `moves`: how many moves the game had in the client's view; a move made against an older view is refused as stale
  // (a stall game has no undo, so the count names the position). Optional for scripts; the renderer always sends it.
  actStallGame: z.object({ id: Id, action: StallMove, moves: z.number().int().min(0).max(100_000).optional() }).strict(),
  removeStallGame: z.object({ id: Id }).strict(),
} as const satisfies Record<ApiMethod, z.ZodType>;

/** The input a caller may send to method M (before the schema's own trimming and defaults). */
export type ApiInput<M extends ApiMethod> = z.input<(typeof API_INPUTS)[M]>;

// Every input is for a listed method: a schema whose name was dropped from ./methods.ts fails to compile here.
type Unlisted = Exclude<keyof typeof API_INPUTS, ApiMethod>;
export const NO_UNLISTED_INPUTS: Unlisted extends never ? true : never = true;

// The zod schema of every Api method's input (api.ts): both doors parse with these before the service acts,
// so a bad input is refused with a sentence and changes nothing.
import { z } from 'zod';
import { ActionSchema, GameSetupSchema } from '../../engine/contract';
import { isCalendarDate } from '../../engine/daily';
import { ServiceError } from './errors';
import { CampaignFileSchema } from './campaign-file';

const Id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a campaign id is letters, digits, - and _');
const Name = z
  .string()
  .transform((s) => s.trim())
  .pipe(z.string().min(1, 'a name needs at least one letter').max(60, 'a name has at most 60 characters'));
const DailyDate = z.string().refine(isCalendarDate, 'a date is written YYYY-MM-DD, as 2026-12-02');
const Empty = z.union([z.undefined(), z.null(), z.object({}).strict()]);

/** The deepest and largest action a door accepts. The deepest legal action is a stall's roll (the action, its inner
 *  action, the held dice: 3 levels) and the largest a few hundred bytes; past these bounds an action is refused here,
 *  before any rule compares it as JSON (a 10 KB body of 5,000 nested lists once overflowed the stack doing so). */
export const MAX_ACTION_DEPTH = 4;
export const MAX_ACTION_BYTES = 2048;

/** How deep a JSON value nests, counted without recursion (so the count itself cannot overflow); stops past `limit`. */
export function depthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (d > deepest) deepest = d;
    if (deepest > limit) return deepest;
    for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return deepest;
}

const BoundedAction = ActionSchema.superRefine((action, ctx) => {
  if (depthOf(action, MAX_ACTION_DEPTH) > MAX_ACTION_DEPTH) {
    ctx.addIssue({ code: 'custom', message: `nests deeper than ${MAX_ACTION_DEPTH} levels, which no action does` });
  } else if (Buffer.byteLength(JSON.stringify(action)) > MAX_ACTION_BYTES) {
    ctx.addIssue({ code: 'custom', message: `is larger than ${MAX_ACTION_BYTES} bytes, which no action is` });
  }
});

export const InputSchemas = {
  list: Empty,
  create: z.object({ name: Name.optional(), setup: GameSetupSchema }).strict(),
  open: z.object({ id: Id }).strict(),
  act: z.object({ id: Id, action: BoundedAction, since: z.string().regex(/^[A-Za-z0-9]{1,128}$/, 'is not a fingerprint').optional() }).strict(),
  undo: z.object({ id: Id }).strict(),
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
} as const;

export type ApiMethodName = keyof typeof InputSchemas;
export const API_METHOD_NAMES = Object.keys(InputSchemas) as ApiMethodName[];

export function isApiMethod(name: string): name is ApiMethodName {
  return Object.hasOwn(InputSchemas, name);
}

/** "setup.character: a name needs..." → one sentence naming each bad field. */
function sentence(method: string, error: z.ZodError): string {
  const parts = error.issues.slice(0, 3).map((i) => {
    const where = i.path.length ? i.path.join('.') : 'the input';
    return `${where}: ${plainIssue(i)}`;
  });
  return `The ${method} request was refused (${parts.join('; ')}).`;
}

const KIND: Record<string, string> = { string: 'text', number: 'a number', int: 'a whole number', boolean: 'true or false', object: 'an object', array: 'a list' };

/** zod's own wording ("Too small: expected string to have >=1 characters") in plain words; a schema's own message
 *  (a name needs at least one letter) is kept as it is. */
function plainIssue(i: z.core.$ZodIssue): string {
  const own = !/^(Invalid|Too (small|big)|Unrecognized)/.test(i.message);
  if (own) return i.message;
  switch (i.code) {
    case 'invalid_type':
      // zod keeps no input in its issues; its message says what came ("received undefined": nothing did)
      return /received undefined/.test(i.message) ? 'missing' : `should be ${KIND[i.expected] ?? i.expected}`;
    case 'too_small':
      if (i.origin === 'string') return Number(i.minimum) === 1 ? 'is empty' : `needs at least ${i.minimum} characters`;
      if (i.origin === 'number') return `should be at least ${i.minimum}`;
      return `needs at least ${i.minimum}`;
    case 'too_big':
      if (i.origin === 'string') return `has more than ${i.maximum} characters`;
      if (i.origin === 'number') return `should be at most ${i.maximum}`;
      return `has more than ${i.maximum}`;
    case 'unrecognized_keys':
      return `${i.keys.map((k) => `"${k}"`).join(', ')} ${i.keys.length === 1 ? 'is' : 'are'} not part of this request`;
    case 'invalid_value':
      return `should be one of ${i.values.map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return 'is not a value this field can take';
  }
}

export function parseInput<M extends ApiMethodName>(method: M, input: unknown): z.output<(typeof InputSchemas)[M]> {
  const result = InputSchemas[method].safeParse(input);
  if (!result.success) throw new ServiceError('invalid-input', sentence(method, result.error));
  return result.data as z.output<(typeof InputSchemas)[M]>;
}

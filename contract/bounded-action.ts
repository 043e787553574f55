// How deep and how large an action may be at a door. Both doors' act and a shared campaign file's actions (issue 25)
// are bounded by this one schema, so a file cannot carry what act refuses: a 60,000-deep nested list in an imported
// action once overflowed the stack replaying it.
import { ActionSchema } from './actions';

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

/** The bounds' refusal for a value (`what`: "action" or "move"), or null within them. */
export function boundsProblem(value: unknown, what: string): string | null {
  if (depthOf(value, MAX_ACTION_DEPTH) > MAX_ACTION_DEPTH) return `nests deeper than ${MAX_ACTION_DEPTH} levels, which no ${what} does`;
  if (new TextEncoder().encode(JSON.stringify(value)).length > MAX_ACTION_BYTES) return `is larger than ${MAX_ACTION_BYTES} bytes, which no ${what} is`;
  return null;
}

/** A campaign's action as a door takes it: the action's own schema (an object with a type; it walks nothing deeper),
 *  then the bounds. */
export const BoundedActionSchema = ActionSchema.superRefine((action, ctx) => {
  const problem = boundsProblem(action, 'action');
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

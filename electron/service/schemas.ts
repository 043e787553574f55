// Parses a method's input with its zod schema (contract/inputs.ts) and words a refusal as one sentence, so a bad input
// is refused with a sentence and changes nothing.
import { z } from 'zod';
import { API_INPUTS, MAX_ACTION_BYTES, MAX_ACTION_DEPTH, depthOf } from '../../contract/inputs';
import type { ApiMethod } from '../../contract/methods';
import { ServiceError } from './errors';

export const InputSchemas = API_INPUTS;
export { MAX_ACTION_BYTES, MAX_ACTION_DEPTH, depthOf };

export type ApiMethodName = ApiMethod;
export const API_METHOD_NAMES = Object.keys(InputSchemas) as ApiMethodName[];

export function isApiMethod(name: string): name is ApiMethodName {
  return Object.hasOwn(InputSchemas, name);
}

/** "setup.character: a name needs..." → one sentence naming each bad field. A stall game's start is the player's own
 *  form, so its refusal names the game, not the method (QA 3, item 7). */
function sentence(method: string, error: z.ZodError, input: unknown): string {
  if (method === 'startStallGame') {
    const kind = (input as { kind?: unknown } | null)?.kind;
    const game = kind === 'relay' ? 'The Copperfin Relay' : kind === 'lake-race' ? 'The Lake Race' : 'The stall game';
    return `${game} could not start (${issuesSaid(error.issues)}).`;
  }
  return `The ${method} request was refused (${issuesSaid(error.issues)}).`;
}

/** A field of a stall game's set-up in the player's words ("crew member 2's name", not "setup.crew.1"); null for the
 *  list as a whole, whose own sentence says what is wrong; undefined for any other field, said by its path. */
function stallField(path: readonly PropertyKey[]): string | null | undefined {
  const p = path[0] === 'setup' ? path.slice(1) : path;
  if (p[0] === 'crew' && typeof p[1] === 'number' && p.length === 2) return `crew member ${p[1] + 1}'s name`;
  if (p[0] === 'boats' && typeof p[1] === 'number' && p[2] === 'name' && p.length === 3) return `boat ${p[1] + 1}'s name`;
  if (p[0] === 'boats' && typeof p[1] === 'number' && p[2] === 'boat' && p.length === 3) return `boat ${p[1] + 1}'s colour`;
  if ((p[0] === 'crew' || p[0] === 'boats') && p.length === 1) return null;
  return undefined;
}

/** Up to three of zod's issues as "where: what is wrong" in our words, for a refusal's brackets (the stall games'
 *  set-ups, checked by their engines' own schemas, are said the same way). Each is said once, and without its own
 *  full stop: the brackets close the sentence (QA 2, item 9: "...a colour of its own.)." and a clause said twice). */
export function issuesSaid(issues: readonly z.core.$ZodIssue[]): string {
  const said = issues.map((i) => {
    const what = plainIssue(i).replace(/\.+$/, '');
    const field = stallField(i.path);
    if (field === null) return what;
    return `${field ?? (i.path.length ? i.path.map(String).join('.') : 'the input')}: ${what}`;
  });
  return [...new Set(said)].slice(0, 3).join('; ');
}

const KIND: Record<string, string> = { string: 'text', number: 'a number', int: 'a whole number', boolean: 'true or false', object: 'an object', array: 'a list' };

/** zod's own wording ("Too small: expected string to have >=1 characters") in plain words; a schema's own message
 *  (a name needs at least one letter) is kept as it is. */
export function plainIssue(i: z.core.$ZodIssue): string {
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
  if (!result.success) throw new ServiceError('invalid-input', sentence(method, result.error, input));
  return result.data as z.output<(typeof InputSchemas)[M]>;
}

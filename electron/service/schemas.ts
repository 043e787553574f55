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

/** "setup.character: a name needs..." → one sentence naming each bad field. */
function sentence(method: string, error: z.ZodError): string {
  return `The ${method} request was refused (${issuesSaid(error.issues)}).`;
}

/** Up to three of zod's issues as "where: what is wrong" in our words, for a refusal's brackets (the stall games'
 *  set-ups, checked by their engines' own schemas, are said the same way). Each is said once, and without its own
 *  full stop: the brackets close the sentence (QA 2, item 9: "...one player only.)." and a clause said twice). */
export function issuesSaid(issues: readonly z.core.$ZodIssue[]): string {
  const said = issues.map((i) => `${i.path.length ? i.path.map(String).join('.') : 'the input'}: ${plainIssue(i).replace(/\.+$/, '')}`);
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
  if (!result.success) throw new ServiceError('invalid-input', sentence(method, result.error));
  return result.data as z.output<(typeof InputSchemas)[M]>;
}

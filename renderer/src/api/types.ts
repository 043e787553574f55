// The renderer sees the game service only through the contract's types (contract/, docs/architecture.md): it holds no
// copy of the method list, the schemas or the engine.
import type { Api, ErrorCode } from '../../../contract';

export type * from '../../../contract/results';
export type { Api, ApiMethod, ApiErrorBody, CampaignFile, ErrorCode, Score, ScorePart, ActChange, ViewChange } from '../../../contract';
export type { ActionInfo, AnyAction, AnyEvent, GameSetup } from '../../../contract';

export type ApiErrorCode = ErrorCode | 'network';

/** A refusal from the service, carried as a sentence the player can read. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Reads `{ error: { code, message } }` from either door; anything else is not an error body. */
export function errorFromBody(body: unknown): ApiError | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof message !== 'string') return null;
  return new ApiError((typeof code === 'string' ? code : 'storage') as ApiErrorCode, message);
}

/** A service method's name: a plain camelCase word. Anything else read from the Api (Vue's `__v_` probes, `$` keys,
 *  symbols) is not a method. */
const METHOD_NAME = /^[a-z][A-Za-z]*$/;

/** An Api whose every method is `call(name, input)`. The method names come from the contract's type, not from a list
 *  of our own (the renderer imports no code from contract/). Any other property read gives what a plain object gives:
 *  `then` and `toJSON` are undefined, so awaiting or printing the object treats it as an object; Object.prototype's
 *  names (`toString`, `constructor`) keep their meaning; anything that is not a method name is undefined. */
export function apiOf(call: (method: string, input: unknown) => Promise<unknown>): Api {
  const methods = new Map<string, (input?: unknown) => Promise<unknown>>();
  return new Proxy({} as Api, {
    get(target, key) {
      if (typeof key !== 'string' || key === 'then' || key === 'toJSON' || key in Object.prototype || !METHOD_NAME.test(key)) {
        return Reflect.get(target, key);
      }
      let fn = methods.get(key);
      if (!fn) methods.set(key, (fn = (input?: unknown) => call(key, input)));
      return fn;
    },
  });
}

// The browser edition's door: each Api method is `POST /api/<method>` with the method's input as a JSON body,
// carrying the per-launch token the server wrote into index.html (<meta name="crows-token">) in the `x-crows-token` header.
// A refusal comes back as a non-2xx status with `{ error: { code, message } }`.
import { ApiError, apiOf, errorFromBody, type Api, type ApiMethod } from './types';

export const TOKEN_PLACEHOLDER = '__CROWS_TOKEN__';

/** The token the server injected, or null when the page was not served by the browser edition. */
export function readToken(doc: Document = document): string | null {
  const content = doc.querySelector('meta[name="crows-token"]')?.getAttribute('content') ?? '';
  return content && content !== TOKEN_PLACEHOLDER ? content : null;
}

export function createHttpApi(token: string, base = '', fetchImpl: typeof fetch = (...args) => fetch(...args)): Api {
  async function call(method: ApiMethod, input: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}/api/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-crows-token': token },
        body: JSON.stringify(input ?? {}),
      });
    } catch {
      throw new ApiError('network', 'The game server is not answering. Is it still running?');
    }
    const text = await response.text();
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      throw errorFromBody(body) ?? new ApiError('storage', `The game server refused the request (${response.status}).`);
    }
    return body;
  }
  return apiOf((method, input) => call(method as ApiMethod, input));
}

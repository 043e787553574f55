// The desktop window's door: the preload exposes the service's methods as `window.crows` (contextBridge).
// A refusal may arrive as a thrown Error or as `{ error: { code, message } }`; both become an ApiError.
import { ApiError, apiOf, errorFromBody, type Api, type ApiMethod } from './types';

declare global {
  interface Window {
    crows?: Partial<Record<ApiMethod, (input?: unknown) => Promise<unknown>>>;
  }
}

/** Electron prefixes errors crossing ipcRenderer.invoke with "Error invoking remote method 'x': Error: ". */
function plainMessage(message: string): string {
  return message.replace(/^Error invoking remote method '[^']*': (\w*Error: )?/, '');
}

export function createIpcApi(bridge: NonNullable<Window['crows']>): Api {
  async function call(method: ApiMethod, input: unknown): Promise<unknown> {
    const fn = bridge[method];
    if (!fn) throw new Error(`window.crows lacks the service method ${method}`);
    let result: unknown;
    try {
      result = await fn(input);
    } catch (e) {
      throw errorFromBody(e) ?? new ApiError('storage', plainMessage(e instanceof Error ? e.message : String(e)));
    }
    const refused = errorFromBody(result);
    if (refused) throw refused;
    return result;
  }
  return apiOf((method, input) => call(method as ApiMethod, input));
}

// The IPC channel of each service method: 'crows:<method>'. Shared by the preload (sandboxed, so it imports nothing
// heavier than this and the plain method list) and the main process's handlers.
import { API_METHODS, type ApiMethod } from '../contract/methods';

export { API_METHODS, type ApiMethod };

export function channelFor(method: ApiMethod): `crows:${ApiMethod}` {
  return `crows:${method}`;
}

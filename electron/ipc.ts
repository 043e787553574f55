// The desktop window's door: one ipcMain.handle per Api method. Each checks that the message came from our
// page's top frame, then hands the input to the service, which parses it with its zod schema. A refusal is
// returned as { error: { code, message } } (Electron would mangle a thrown error's message).
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import type { ApiErrorBody } from './service/api';
import { ServiceError, toErrorBody } from './service/errors';
import type { GameService } from './service/game-service';
import { API_METHODS, channelFor, type ApiMethod } from './channels';
import { isTrustedSender } from './security';

export async function handleInvoke(
  service: GameService,
  method: ApiMethod,
  event: Pick<IpcMainInvokeEvent, 'senderFrame'>,
  input: unknown,
): Promise<unknown> {
  if (!isTrustedSender(event.senderFrame)) {
    return toErrorBody(new ServiceError('forbidden', 'Only the game window may call the game service.')) satisfies ApiErrorBody;
  }
  try {
    const call = service[method] as (input: unknown) => Promise<unknown>;
    return await call.call(service, input);
  } catch (err) {
    if (!(err instanceof ServiceError)) console.error(`game service failure in ${method}:`, err);
    return toErrorBody(err);
  }
}

export function registerIpc(ipcMain: Pick<IpcMain, 'handle'>, service: GameService): void {
  for (const method of API_METHODS) {
    ipcMain.handle(channelFor(method), (event, input: unknown) => handleInvoke(service, method, event, input));
  }
}

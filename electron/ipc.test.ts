// The desktop door without Electron's runtime: handlers registered on a stand-in ipcMain, a real service on a
// temporary save file, and messages from trusted and untrusted frames.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_METHODS } from './channels';
import { registerIpc } from './ipc';
import { APP_PAGE } from './security';
import { InputSchemas } from './service/schemas';
import { GameService } from './service/game-service';

type Handler = (event: { senderFrame: { url: string; parent: unknown } | null }, input?: unknown) => Promise<unknown>;

const SETUP = { seed: 'ipc', character: 'wren', startingSkill: 1, plusOneStat: 'agility', harder: { storyEndRed: false, crowsNestRed: false, extraFlips: 0, hazardsPlusOne: false } };
let dir: string;
let service: GameService;
let handlers: Map<string, Handler>;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'crows-ipc-'));
  service = await GameService.open({ dataDir: dir });
  handlers = new Map();
  registerIpc({ handle: (channel: string, fn: Handler) => void handlers.set(channel, fn) } as never, service);
});

afterEach(() => {
  service.close();
  rmSync(dir, { recursive: true, force: true });
});

const ours = { senderFrame: { url: `${APP_PAGE}#/new`, parent: null } };

describe('IPC door', () => {
  it('registers one handler per Api method, the same list the renderer and the schemas use', () => {
    expect([...handlers.keys()]).toEqual(API_METHODS.map((m) => `crows:${m}`));
    expect([...API_METHODS].sort()).toEqual(Object.keys(InputSchemas).sort());
  });

  it("answers our page's top frame", async () => {
    const created = (await handlers.get('crows:create')!(ours, { setup: SETUP })) as { summary: { character: string } };
    expect(created.summary.character).toBe('wren');
    expect(await handlers.get('crows:list')!(ours)).toHaveLength(1);
  });

  it('refuses a foreign, framed or vanished sender and changes nothing', async () => {
    for (const senderFrame of [
      { url: 'https://evil.example/', parent: null },
      { url: APP_PAGE, parent: { url: 'https://evil.example/' } },
      null,
    ]) {
      const reply = await handlers.get('crows:create')!({ senderFrame }, { setup: SETUP });
      expect(reply).toEqual({ error: { code: 'forbidden', message: 'Only the game window may call the game service.' } });
    }
    expect(await service.list()).toEqual([]);
  });

  it('returns a refusal as an error body rather than throwing', async () => {
    const reply = await handlers.get('crows:open')!(ours, { id: 'nope' });
    expect(reply).toEqual({ error: { code: 'not-found', message: 'That campaign is not in the save file (it may have been deleted).' } });
  });
});

describe('preload bridge', () => {
  it("exposes exactly the Api methods as window.crows, each one invoke on its own channel", async () => {
    const exposed: Record<string, unknown> = {};
    const invoke = vi.fn(async (..._args: unknown[]) => 'reply');
    vi.doMock('electron', () => ({
      contextBridge: { exposeInMainWorld: (key: string, api: unknown) => (exposed[key] = api) },
      ipcRenderer: { invoke },
    }));
    await import('./preload');
    expect(Object.keys(exposed)).toEqual(['crows']);
    const crows = exposed.crows as Record<string, (input?: unknown) => Promise<unknown>>;
    expect(Object.keys(crows)).toEqual([...API_METHODS]);
    for (const m of API_METHODS) {
      expect(typeof crows[m]).toBe('function');
      await expect(crows[m]({ id: 'x' })).resolves.toBe('reply');
    }
    expect(invoke.mock.calls.map((c) => c[0])).toEqual(API_METHODS.map((m) => `crows:${m}`));
    vi.doUnmock('electron');
  });
});

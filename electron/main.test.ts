// main.ts wired against a stand-in for Electron's API (its runtime cannot be downloaded here): what the
// desktop app asks of Electron at start-up (scheme, single-instance lock, window options, IPC handlers,
// permission and navigation hooks, the page's CSP, the menu) is recorded and checked.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

type Fn = (...args: any[]) => any;
const userData = mkdtempSync(join(tmpdir(), 'crows-main-'));
const rec = {
  schemes: [] as unknown[],
  appEvents: new Map<string, Fn>(),
  lockAsked: 0,
  windows: [] as { options: any; urls: string[] }[],
  ipc: new Map<string, Fn>(),
  protocolHandler: undefined as Fn | undefined,
  permissionRequest: undefined as Fn | undefined,
  permissionCheck: undefined as Fn | undefined,
  menu: undefined as any,
  fetched: [] as string[],
  errors: [] as string[],
};

class FakeWindow {
  entry: { options: any; urls: string[] };
  constructor(options: any) {
    this.entry = { options, urls: [] };
    rec.windows.push(this.entry);
  }
  once() {}
  on() {}
  show() {}
  loadURL(url: string) {
    this.entry.urls.push(url);
    return Promise.resolve();
  }
  getNormalBounds() {
    return { x: 0, y: 0, width: 1280, height: 800 };
  }
}

beforeAll(async () => {
  vi.doMock('electron', () => ({
    app: {
      requestSingleInstanceLock: () => (rec.lockAsked++, true),
      on: (event: string, fn: Fn) => rec.appEvents.set(event, fn),
      whenReady: () => Promise.resolve(),
      getPath: () => userData,
      quit: () => {},
      exit: () => {},
    },
    protocol: {
      registerSchemesAsPrivileged: (s: unknown[]) => rec.schemes.push(...s),
      handle: (_scheme: string, fn: Fn) => (rec.protocolHandler = fn),
    },
    BrowserWindow: FakeWindow,
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (fn: Fn) => (rec.permissionRequest = fn),
        setPermissionCheckHandler: (fn: Fn) => (rec.permissionCheck = fn),
      },
    },
    ipcMain: { handle: (channel: string, fn: Fn) => rec.ipc.set(channel, fn) },
    Menu: { buildFromTemplate: (t: unknown) => t, setApplicationMenu: (m: unknown) => (rec.menu = m) },
    dialog: { showErrorBox: (_t: string, m: string) => rec.errors.push(m), showMessageBox: async () => ({}) },
    net: {
      fetch: async (url: string) => {
        rec.fetched.push(url);
        return new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } });
      },
    },
  }));
  process.env.CROWS_DATA_DIR = '';
  await import('./main');
  for (let i = 0; i < 1200 && rec.windows.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
}, 60_000);

afterAll(() => {
  rec.appEvents.get('will-quit')?.();
  vi.doUnmock('electron');
  rmSync(userData, { recursive: true, force: true });
});

describe('main process wiring', () => {
  it('registers the crows:// scheme as secure and standard, and takes the single-instance lock', () => {
    expect(rec.schemes).toEqual([{ scheme: 'crows', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
    expect(rec.lockAsked).toBe(1);
    expect([...rec.appEvents.keys()]).toEqual(expect.arrayContaining(['second-instance', 'window-all-closed', 'will-quit', 'web-contents-created']));
    expect(rec.errors).toEqual([]);
  });

  it('opens one sandboxed, isolated window on our page with the preload', () => {
    expect(rec.windows).toHaveLength(1);
    const { options, urls } = rec.windows[0];
    expect(options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true });
    expect(options.webPreferences.preload).toBe(resolve('electron/preload.cjs'));
    expect(urls).toEqual(['crows://app/index.html']);
  });

  it('answers IPC for every Api method, only from our page', async () => {
    const { API_METHODS } = await import('./channels');
    expect([...rec.ipc.keys()]).toEqual(API_METHODS.map((m) => `crows:${m}`));
    const ours = { senderFrame: { url: 'crows://app/index.html', parent: null } };
    expect(await rec.ipc.get('crows:list')!(ours)).toEqual([]);
    expect(await rec.ipc.get('crows:list')!({ senderFrame: { url: 'https://evil.example/', parent: null } })).toMatchObject({ error: { code: 'forbidden' } });
  });

  it('denies every permission request and check', () => {
    const answers: boolean[] = [];
    rec.permissionRequest!({}, 'media', (ok: boolean) => answers.push(ok));
    rec.permissionRequest!({}, 'notifications', (ok: boolean) => answers.push(ok));
    expect(answers).toEqual([false, false]);
    expect(rec.permissionCheck!({}, 'clipboard-read')).toBe(false);
  });

  it('stops navigation away from our page, new windows and webviews in every web contents', () => {
    const handlers = new Map<string, Fn>();
    let openHandler: Fn | undefined;
    rec.appEvents.get('web-contents-created')!({}, { on: (e: string, fn: Fn) => handlers.set(e, fn), setWindowOpenHandler: (fn: Fn) => (openHandler = fn) });
    const attempt = (event: string, url?: string) => {
      let prevented = false;
      handlers.get(event)!({ preventDefault: () => (prevented = true) }, url);
      return prevented;
    };
    expect(attempt('will-navigate', 'https://evil.example/')).toBe(true);
    expect(attempt('will-navigate', 'crows://app/index.html#/guide')).toBe(false);
    expect(attempt('will-redirect', 'file:///etc/passwd')).toBe(true);
    expect(attempt('will-attach-webview')).toBe(true);
    expect(openHandler!({ url: 'https://example.com' })).toEqual({ action: 'deny' });
  });

  it('serves the renderer folder through crows:// with the strict CSP, and nothing outside it', async () => {
    const page = (await rec.protocolHandler!({ url: 'crows://app/index.html' })) as Response;
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src 'self'/);
    expect(rec.fetched).toEqual([`file://${resolve('dist/renderer/index.html')}`]);
    const outside = (await rec.protocolHandler!({ url: 'crows://app/..%2f..%2fpackage.json' })) as Response;
    expect(outside.status).toBe(404);
    expect(rec.fetched).toHaveLength(1);
  });

  it('builds the app menu', () => {
    const labels = (rec.menu as any[]).flatMap((m) => (Array.isArray(m.submenu) ? m.submenu.map((i: any) => i.label).filter(Boolean) : []));
    expect(labels).toEqual(['New campaign', 'Continue', 'Location guide', 'Quit']);
  });
});

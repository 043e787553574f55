// The desktop app's main process (door one): one window showing the renderer from our own crows:// scheme,
// the game service behind ipcMain.handle, and the policies of ./security.ts wired in. Kept thin: everything
// that can be decided without Electron's runtime lives in tested plain modules.
// Built to dist-electron/main.js (ESM) and dist-electron/preload.cjs by scripts/build-electron.ts.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, Menu, net, protocol, screen, session } from 'electron';
import { registerIpc } from './ipc';
import { menuTemplate } from './menu';
import { allowNavigation, allowPermission, APP_PAGE, APP_SCHEME, appFilePath, CONTENT_SECURITY_POLICY, windowOpenPolicy, windowOptions } from './security';
import { GameService } from './service/game-service';
import { ServiceError } from './service/errors';
import { desktopDataDir } from './service/paths';
import { loadBounds, onScreen, saveBounds } from './window-state';

const HERE = import.meta.dirname;
const RENDERER_DIR = join(HERE, '..', 'dist', 'renderer');
const PRELOAD = join(HERE, 'preload.cjs');

// before ready: our scheme behaves like https (secure context, fetch, CSP) so file:// is never used
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

let win: BrowserWindow | null = null;
let service: GameService | null = null;

function createWindow(): BrowserWindow {
  const stateFile = join(app.getPath('userData'), 'window.json');
  const bounds = onScreen(loadBounds(stateFile), screen.getAllDisplays().map((d) => d.workArea));
  const w = new BrowserWindow(windowOptions(PRELOAD, bounds));
  w.once('ready-to-show', () => w.show());
  w.on('close', () => saveBounds(stateFile, w.getNormalBounds()));
  w.on('closed', () => (win = null));
  void w.loadURL(APP_PAGE);
  return w;
}

function lockDown(): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_contents, permission, callback) => callback(allowPermission(permission)));
  ses.setPermissionCheckHandler((_contents, permission) => allowPermission(permission));
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event, url) => {
      if (!allowNavigation(url)) event.preventDefault();
    });
    contents.on('will-redirect', (event, url) => {
      if (!allowNavigation(url)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(windowOpenPolicy);
  });
  protocol.handle(APP_SCHEME, async (request) => {
    const file = appFilePath(RENDERER_DIR, request.url);
    if (!file) return new Response('Not found', { status: 404 });
    let res: Response;
    try {
      res = await net.fetch(pathToFileURL(file).toString());
    } catch {
      return new Response('Not found', { status: 404 });
    }
    const headers = new Headers(res.headers);
    headers.set('content-security-policy', CONTENT_SECURITY_POLICY);
    headers.set('x-content-type-options', 'nosniff');
    return new Response(res.body, { status: res.status, headers });
  });
}

async function start(): Promise<void> {
  const dataDir = desktopDataDir(app.getPath('userData'));
  try {
    service = await GameService.open({ dataDir });
  } catch (err) {
    dialog.showErrorBox('The saves could not be opened', err instanceof ServiceError ? err.message : String(err));
    app.exit(1);
    return;
  }
  if (service.startupNotice) void dialog.showMessageBox({ type: 'warning', title: 'Your saves were recovered', message: service.startupNotice });
  lockDown();
  registerIpc(ipcMain, service);
  const open = service;
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      menuTemplate({
        go: (hash) => {
          win ??= createWindow();
          void win.loadURL(APP_PAGE + hash);
        },
        lastCampaign: async () => (await open.list()).find((c) => c.status === 'playing')?.id,
        quit: () => app.quit(),
      }),
    ),
  );
  win = createWindow();
}

if (!app.requestSingleInstanceLock()) {
  // a second launch hands over to the first (which focuses its window) and leaves
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!win) return;
    if (win.isMinimized()) win.restore();
    win.focus();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (!win && service) win = createWindow();
  });
  app.on('will-quit', () => service?.close());
  void app.whenReady().then(start);
}

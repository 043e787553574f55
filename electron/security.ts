// The desktop window's security, as plain functions so they are unit-tested without Electron's runtime
// (main.ts only wires them in). The page is served from our own privileged scheme, never file://, and is the
// only thing the window may show or the IPC handlers may answer.
import { resolve, sep } from 'node:path';
import type { BrowserWindowConstructorOptions, WebFrameMain, WebPreferences } from 'electron';

export const APP_SCHEME = 'crows';
export const APP_HOST = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_PAGE = `${APP_ORIGIN}/index.html`;

/** The renderer's CSP: only its own scripts and styles, no network but itself, no framing, no plugins. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  // Vue's transitions and the table's computed positions set inline style attributes
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

export function webPreferences(preload: string): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: false,
  };
}

export interface Bounds {
  width: number;
  height: number;
  x?: number;
  y?: number;
}

export function windowOptions(preload: string, bounds: Bounds): BrowserWindowConstructorOptions {
  return {
    ...bounds,
    minWidth: 1024,
    minHeight: 700,
    title: 'The Crows of Coppershell Bay',
    backgroundColor: '#1d2430',
    show: false,
    webPreferences: webPreferences(preload),
  };
}

/** True only for a page of ours: crows://app/... (any path, query or hash). */
export function isAppUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === `${APP_SCHEME}:` && u.host === APP_HOST && u.username === '' && u.password === '';
  } catch {
    return false;
  }
}

/** will-navigate: the window never leaves our page (a link to the web, a dropped file, a redirect). */
export function allowNavigation(url: string): boolean {
  return isAppUrl(url);
}

/** setWindowOpenHandler: no new windows, ever. */
export function windowOpenPolicy(): { action: 'deny' } {
  return { action: 'deny' };
}

/** Permission requests and checks (camera, notifications, geolocation, clipboard, ...): all refused. */
export function allowPermission(_permission: string): boolean {
  return false;
}

/** An IPC message is answered only if it comes from our page's top frame. */
export function isTrustedSender(frame: Pick<WebFrameMain, 'url' | 'parent'> | null | undefined): boolean {
  if (!frame) return false; // the frame navigated away or was destroyed before the message arrived
  return frame.parent === null && isAppUrl(frame.url);
}

/** Maps crows://app/<path> to a file inside the renderer folder; null for anything outside it. */
export function appFilePath(rendererDir: string, url: string): string | null {
  if (!isAppUrl(url)) return null;
  let path: string;
  try {
    path = decodeURIComponent(new URL(url).pathname);
  } catch {
    return null;
  }
  if (path === '/' || path === '') path = '/index.html';
  if (path.includes('\0')) return null;
  const root = resolve(rendererDir);
  const file = resolve(root, '.' + path);
  // an encoded slash or dot-dot that survived URL parsing must still not climb out of the folder
  return file.startsWith(root + sep) ? file : null;
}

// The desktop window's security settings and policies, tested as plain functions (Electron's runtime cannot be
// downloaded on the build machines).
import { describe, expect, it } from 'vitest';
import {
  allowNavigation, allowPermission, appFilePath, APP_PAGE, CONTENT_SECURITY_POLICY, isTrustedSender, webPreferences, windowOpenPolicy, windowOptions,
} from './security';

describe('window security settings', () => {
  it('isolates the page: context isolation, sandbox, no Node anywhere, web security untouched', () => {
    const prefs = windowOptions('/app/preload.cjs', { width: 1280, height: 800 }).webPreferences!;
    expect(prefs).toMatchObject({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
    });
    expect(webPreferences('p')).toEqual({ ...prefs, preload: 'p' });
  });

  it('has a strict CSP: nothing by default, scripts only from the app, no eval, no framing, no plugins', () => {
    const directives = Object.fromEntries(CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    expect(directives['default-src']).toBe("'none'");
    expect(directives['script-src']).toBe("'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|\*|http:|https:/);
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['object-src']).toBe("'none'");
    expect(directives['connect-src']).toBe("'self'");
  });
});

describe('navigation and permission policies', () => {
  it('lets the window move only within our own page', () => {
    expect(allowNavigation(`${APP_PAGE}#/guide/coppersand`)).toBe(true);
    expect(allowNavigation('crows://app/other.html')).toBe(true);
    for (const url of [
      'https://example.com/',
      'http://127.0.0.1:5177/',
      'file:///etc/passwd',
      'crows://evil/index.html',
      'crows://user:pw@app/index.html',
      'javascript:alert(1)',
      'data:text/html,<script>1</script>',
      'not a url',
    ]) {
      expect(allowNavigation(url), url).toBe(false);
    }
  });

  it('opens no new windows and grants no permission', () => {
    expect(windowOpenPolicy()).toEqual({ action: 'deny' });
    for (const p of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen', 'unknown']) expect(allowPermission(p)).toBe(false);
  });

  it('serves only files inside the renderer folder', () => {
    expect(appFilePath('/r/', 'crows://app/')).toBe('/r/index.html');
    expect(appFilePath('/r', 'crows://app/assets/main.js?x=1#y')).toBe('/r/assets/main.js');
    expect(appFilePath('/r', 'crows://app/%2e%2e/secret')).toBe('/r/secret'); // the URL parser already folded it in
    expect(appFilePath('/r', 'crows://app/..%2f..%2fetc/passwd')).toBeNull();
    expect(appFilePath('/r', 'crows://app/a%2f..%2f..%2f..%2fetc%2fpasswd')).toBeNull();
    expect(appFilePath('/r', 'crows://app/a%00b')).toBeNull();
    expect(appFilePath('/r', 'file:///r/index.html')).toBeNull();
  });
});

describe('IPC sender check', () => {
  it("answers only our page's top frame", () => {
    const top = { url: `${APP_PAGE}#/table/abc`, parent: null };
    expect(isTrustedSender(top)).toBe(true);
    expect(isTrustedSender(null)).toBe(false);
    expect(isTrustedSender(undefined)).toBe(false);
    expect(isTrustedSender({ url: 'https://evil.example/', parent: null })).toBe(false);
    // a subframe, even one showing our own page, is not trusted
    expect(isTrustedSender({ url: APP_PAGE, parent: top as never })).toBe(false);
    expect(isTrustedSender({ url: 'crows://app.evil/index.html', parent: null })).toBe(false);
  });
});

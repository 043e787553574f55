// The browser edition's door checks, as plain functions: the Host a request names (no DNS rebinding), the
// Origin and Fetch metadata of the page sending it (no other site's page driving the game), and the
// per-launch token the served index.html carries.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export const TOKEN_HEADER = 'x-crows-token';
export const TOKEN_PLACEHOLDER = '__CROWS_TOKEN__';

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The names this server may be reached by: loopback only, with its own port. */
export function allowedHosts(port: number): Set<string> {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
}

export function hostAllowed(headers: IncomingHttpHeaders, port: number): boolean {
  const host = headers.host?.toLowerCase();
  return host !== undefined && allowedHosts(port).has(host);
}

/** A request from a page must come from this server's own origin; requests without Origin are not from a page. */
export function originAllowed(headers: IncomingHttpHeaders, port: number): boolean {
  const origin = headers.origin;
  // "null" (a sandboxed frame, a file:// page) and every other site's origin are refused alike
  if (origin !== undefined && !(origin.startsWith('http://') && allowedHosts(port).has(origin.slice(7).toLowerCase()))) return false;
  const site = headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

export function tokenMatches(headers: IncomingHttpHeaders, token: string): boolean {
  const given = headers[TOKEN_HEADER];
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** index.html with the token in its <meta name="crows-token">. */
export function injectToken(html: string, token: string): string {
  const meta = `content="${TOKEN_PLACEHOLDER}"`;
  if (!html.includes(meta)) return html.replace('<head>', `<head>\n    <meta name="crows-token" content="${token}" />`);
  return html.replace(meta, `content="${token}"`);
}

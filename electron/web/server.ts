// The browser edition's host: the built renderer and the game service on 127.0.0.1 only. Every Api method is
// POST /api/<method> with a JSON body, the per-launch token in x-crows-token, a Host naming this server and,
// from a page, this server's Origin. Refusals are JSON { error: { code, message } } with a fitting status.
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, sep } from 'node:path';
import { appFilePath, CONTENT_SECURITY_POLICY } from '../security';
import { GameService } from '../service/game-service';
import type { WorkerFile } from '../service/advisor';
import { ServiceError, STATUS_OF, toErrorBody } from '../service/errors';
import { isApiMethod } from '../service/schemas';
import { hostAllowed, injectToken, newToken, originAllowed, tokenMatches } from './guard';

export const DEFAULT_PORT = 5177;
export const MAX_BODY_BYTES = 256 * 1024;

export interface WebServerOptions {
  /** 0 picks a free port */
  port?: number;
  dataDir: string;
  rendererDir: string;
  /** a service already open (the bench, tests); otherwise one is opened on dataDir and closed with the server */
  service?: GameService;
  snapshotEvery?: number;
  /** the advisor's worker file for a service opened here (ServiceOptions.advisorWorker) */
  advisorWorker?: WorkerFile;
}

export interface RunningWebServer {
  url: string;
  port: number;
  token: string;
  service: GameService;
  /** a sentence about a save-file recovery made at start-up */
  notice?: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.webp': 'image/webp',
};

const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

const JSON_HEADERS = { ...SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/** Writes a JSON answer's text. Its length is given (issue 27): without it, headers written by writeHead send the
 *  body as a chunked stream (the chunk's head, the text, the end mark: three pieces for one answer). Exported for the
 *  bench, whose bare exchange (bench/http.ts) answers with the very same headers. */
export function writeJsonText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { ...JSON_HEADERS, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  writeJsonText(res, status, JSON.stringify(body));
}

function refuse(res: ServerResponse, err: ServiceError, status = STATUS_OF[err.code]): void {
  sendJson(res, status, toErrorBody(err));
}

/** The file at `file` if it is a regular file whose real path (links followed) lies inside the renderer folder, else
 *  null: a link placed in the folder (to /etc/passwd, to the save file) is not served (issue 28, defect 5). */
async function servable(rendererDir: string, file: string): Promise<string | null> {
  try {
    const [root, real] = await Promise.all([realpath(rendererDir), realpath(file)]);
    if (!real.startsWith(root + sep)) return null;
    return (await stat(real)).isFile() ? real : null;
  } catch {
    return null;
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // past the limit the rest is read and dropped, so the client still hears the refusal
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () =>
      size > MAX_BODY_BYTES
        ? reject(new ServiceError('invalid-input', `The request is larger than ${MAX_BODY_BYTES / 1024} KB.`))
        : resolve(Buffer.concat(chunks).toString('utf8')),
    );
    req.on('error', reject);
  });
}

export async function startWebServer(options: WebServerOptions): Promise<RunningWebServer> {
  const service = options.service ?? (await GameService.open({ dataDir: options.dataDir, snapshotEvery: options.snapshotEvery, advisorWorker: options.advisorWorker }));
  const ownService = !options.service;
  const token = newToken();
  let port = 0;

  async function serveApi(req: IncomingMessage, res: ServerResponse, method: string): Promise<void> {
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      return refuse(res, new ServiceError('invalid-input', 'The game service answers POST requests only.'), 405);
    }
    if (!tokenMatches(req.headers, token)) {
      return refuse(res, new ServiceError('forbidden', 'This request lacks the token of this launch; reload the page the game server served.'), 401);
    }
    if (!isApiMethod(method)) return refuse(res, new ServiceError('not-found', `The game service has no method "${method.slice(0, 40)}".`));
    if (!/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) {
      return refuse(res, new ServiceError('invalid-input', 'The request body must be JSON (content-type: application/json).'), 415);
    }
    let text: string;
    try {
      text = await readBody(req);
    } catch (err) {
      return refuse(res, err instanceof ServiceError ? err : new ServiceError('invalid-input', 'The request body could not be read.'), 413);
    }
    let input: unknown;
    try {
      input = text.trim() === '' ? undefined : JSON.parse(text);
    } catch {
      return refuse(res, new ServiceError('invalid-input', 'The request body is not valid JSON.'));
    }
    try {
      const call = service[method] as (input: unknown) => Promise<unknown>;
      sendJson(res, 200, await call.call(service, input));
    } catch (err) {
      const body = toErrorBody(err);
      if (!(err instanceof ServiceError)) console.error('game service failure:', err);
      sendJson(res, STATUS_OF[body.error.code], body);
    }
  }

  async function serveFile(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return refuse(res, new ServiceError('invalid-input', 'Pages are fetched with GET.'), 405);
    }
    // the same containment the desktop window's protocol handler uses
    const file = appFilePath(options.rendererDir, `crows://app${path}`);
    if (!file) return refuse(res, new ServiceError('not-found', 'There is no such page.'));
    let data: Buffer;
    try {
      const real = await servable(options.rendererDir, file);
      if (!real) throw new Error('not a file of the renderer');
      data = await readFile(real);
    } catch {
      if (file.endsWith('/index.html')) {
        return refuse(res, new ServiceError('not-found', `The renderer has not been built (no ${file}); run npm run build:renderer.`), 503);
      }
      return refuse(res, new ServiceError('not-found', 'There is no such page.'));
    }
    const isIndex = file.endsWith('/index.html');
    const body = isIndex ? Buffer.from(injectToken(data.toString('utf8'), token)) : data;
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      // the page carries this launch's token, so it is never cached; hashed assets may be
      'cache-control': isIndex ? 'no-store' : 'public, max-age=3600',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server: Server = createServer((req, res) => {
    if (!hostAllowed(req.headers, port)) {
      return refuse(res, new ServiceError('forbidden', `This game server answers only at http://127.0.0.1:${port}/.`), 403);
    }
    if (!originAllowed(req.headers, port)) {
      return refuse(res, new ServiceError('forbidden', "Requests from another site's page are refused."), 403);
    }
    let path: string;
    try {
      path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    } catch {
      return refuse(res, new ServiceError('invalid-input', 'The address is not valid.'));
    }
    const api = /^\/api\/([^/]+)$/.exec(path);
    const handled = api ? serveApi(req, res, api[1]) : serveFile(req, res, path);
    handled.catch((err: unknown) => {
      console.error('browser edition: request failed:', err);
      if (!res.headersSent) sendJson(res, 500, toErrorBody(err));
      else res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (ownService) service.close();
      reject(
        err.code === 'EADDRINUSE'
          ? new ServiceError('conflict', `Port ${options.port ?? DEFAULT_PORT} is taken by another program; start with --port 0 to pick a free one.`)
          : err,
      );
    });
    server.listen(options.port ?? DEFAULT_PORT, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;

  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    token,
    service,
    notice: service.startupNotice,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => {
        if (ownService) service.close();
      });
      return closing;
    },
  };
}

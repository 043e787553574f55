// The browser edition against the real server on loopback: a request without the token, with a foreign Host
// or Origin, or with a malformed body is refused with the right status and changes nothing.
import { request } from 'node:http';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startWebServer, type RunningWebServer } from '../../electron/web/server';
import { SETUP, tempDir } from './helpers';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: () => { error?: { code: string; message: string } } & Record<string, unknown>;
}

let web: RunningWebServer;
let renderer: string;

/** A raw HTTP request, so Host and Origin can be set as an attacker would. */
function send(opts: { method?: string; path: string; headers?: Record<string, string>; body?: string }): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: web.port, method: opts.method ?? 'POST', path: opts.path, headers: { host: `127.0.0.1:${web.port}`, ...opts.headers }, setHost: false },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text, json: () => JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

function call(method: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  return send({
    path: `/api/${method}`,
    headers: { 'content-type': 'application/json', 'x-crows-token': web.token, origin: `http://127.0.0.1:${web.port}`, ...headers },
    body: JSON.stringify(body),
  });
}

async function campaignCount(): Promise<number> {
  return (await web.service.list()).length;
}

beforeEach(async () => {
  const rendererDir = tempDir('crows-renderer-');
  renderer = rendererDir;
  mkdirSync(join(rendererDir, 'assets'));
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><html><head><meta name="crows-token" content="__CROWS_TOKEN__" /></head><body></body></html>');
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  web = await startWebServer({ port: 0, dataDir: tempDir(), rendererDir });
});

afterEach(async () => {
  await web.close();
});

describe('browser edition: the page', () => {
  it('serves index.html with this launch token and a strict CSP, on 127.0.0.1 only', async () => {
    expect(web.url).toBe(`http://127.0.0.1:${web.port}/`);
    const page = await send({ method: 'GET', path: '/' });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<meta name="crows-token" content="${web.token}" />`);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'; script-src 'self'/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect((await send({ method: 'GET', path: '/assets/app.js' })).headers['content-type']).toMatch(/^text\/javascript/);
    expect((await send({ method: 'GET', path: '/assets/..%2f..%2fetc%2fpasswd' })).status).toBe(404);
    expect((await send({ method: 'GET', path: '/nothing-here.js' })).status).toBe(404);
  });

  it('serves no link placed in the renderer folder that leads outside it, to a file or a folder (issue 28, defect 5)', async () => {
    const outside = join(tempDir('crows-outside-'), 'secret.txt');
    writeFileSync(outside, 'the save file, say');
    symlinkSync(outside, join(renderer, 'assets', 'secret.js'));
    symlinkSync('/etc/passwd', join(renderer, 'passwd.js'));
    symlinkSync(join(renderer, '..'), join(renderer, 'up'));
    for (const path of ['/assets/secret.js', '/passwd.js', `/up/${outside.split('/').slice(-2).join('/')}`]) {
      const r = await send({ method: 'GET', path });
      expect(r.status).toBe(404);
      expect(r.text).not.toMatch(/save file, say|root:/);
    }
    expect((await send({ method: 'GET', path: '/assets/app.js' })).status).toBe(200);
  });

  it('keeps the service defaults it was not given (a snapshot every 25 actions)', () => {
    expect(web.service.options.snapshotEvery).toBe(25);
  });

  it('refuses the page itself to a foreign Host (DNS rebinding)', async () => {
    const r = await send({ method: 'GET', path: '/', headers: { host: `rebind.example:${web.port}` } });
    expect(r.status).toBe(403);
    expect(r.text).not.toContain(web.token);
  });
});

describe('browser edition: the service door', () => {
  it('answers a well-formed call with the token', async () => {
    const created = await call('create', { name: 'Loopback', setup: SETUP });
    expect(created.status).toBe(200);
    expect(created.json()).toMatchObject({ summary: { name: 'Loopback', character: 'peth' } });
    // issue 27: the answer's length is given, so it goes out whole rather than as a chunked stream
    expect(created.headers['content-length']).toBe(String(Buffer.byteLength(created.text)));
    expect(created.headers['transfer-encoding']).toBeUndefined();
    const list = await call('list', {});
    expect(list.status).toBe(200);
    expect((list.json() as unknown as unknown[]).length).toBe(1);
  });

  const refused: [string, () => Promise<Reply>, number, string][] = [
    ['no token', () => call('create', { setup: SETUP }, { 'x-crows-token': '' }), 401, 'forbidden'],
    ['a wrong token', () => call('create', { setup: SETUP }, { 'x-crows-token': 'guess' }), 401, 'forbidden'],
    ['a foreign Host', () => call('create', { setup: SETUP }, { host: `attacker.example:${0}` }), 403, 'forbidden'],
    ['localhost with another port', () => call('create', { setup: SETUP }, { host: 'localhost:1' }), 403, 'forbidden'],
    ['a foreign Origin', () => call('create', { setup: SETUP }, { origin: 'https://attacker.example' }), 403, 'forbidden'],
    ['the null Origin', () => call('create', { setup: SETUP }, { origin: 'null' }), 403, 'forbidden'],
    ['a cross-site fetch', () => call('create', { setup: SETUP }, { 'sec-fetch-site': 'cross-site' }), 403, 'forbidden'],
    ['malformed JSON', () => send({ path: '/api/create', headers: { 'content-type': 'application/json', 'x-crows-token': web.token }, body: '{"setup": ' }), 400, 'invalid-input'],
    ['a body that fails the schema', () => call('create', { setup: { ...SETUP, startingSkill: 7 } }), 400, 'invalid-input'],
    ['an unknown field', () => call('create', { setup: SETUP, admin: true }), 400, 'invalid-input'],
    ['a form post', () => call('create', { setup: SETUP }, { 'content-type': 'application/x-www-form-urlencoded' }), 415, 'invalid-input'],
    ['a GET', () => send({ method: 'GET', path: '/api/create', headers: { 'x-crows-token': web.token } }), 405, 'invalid-input'],
    ['an unknown method', () => call('dropTables', {}), 404, 'not-found'],
    ['a huge body', () => call('create', { setup: SETUP, name: 'x'.repeat(300_000) }), 413, 'invalid-input'],
  ];
  for (const [what, attempt, status, code] of refused) {
    it(`refuses ${what} with ${status} and changes nothing`, async () => {
      const r = await attempt();
      expect(r.status).toBe(status);
      expect(r.headers['content-type']).toMatch(/^application\/json/);
      const body = r.json();
      expect(body.error?.code).toBe(code);
      expect(body.error?.message).toMatch(/^[A-Z].*[.)]$/);
      expect(await campaignCount()).toBe(0);
    });
  }

  it('refuses an illegal action with 422 and the engine sentence, and the campaign is unchanged', async () => {
    const created = (await call('create', { setup: SETUP })).json() as unknown as { summary: { id: string }; actions: { action: unknown; legal: boolean; reason?: string }[] };
    const id = created.summary.id;
    const before = (await call('open', { id })).text;
    const bad = created.actions.find((a) => !a.legal)!;
    const r = await call('act', { id, action: bad.action });
    expect(r.status).toBe(422);
    expect(r.json().error).toEqual({ code: 'illegal-action', message: bad.reason });
    expect((await call('act', { id, action: 'fish' })).status).toBe(400);
    expect((await call('open', { id })).text).toBe(before);
    expect((await call('open', { id: 'gone' })).status).toBe(404);
  });

  it('refuses a deeply nested action with 400 and a sentence, never 500 (issue 28, defect 3)', async () => {
    const id = ((await call('create', { setup: SETUP })).json() as unknown as { summary: { id: string } }).summary.id;
    const before = (await call('open', { id })).text;
    const deep = `{"id":"${id}","action":{"type":"quest","action":{"type":"move","to":${'['.repeat(5000)}${']'.repeat(5000)}}}}`;
    const r = await send({ path: '/api/act', headers: { 'content-type': 'application/json', 'x-crows-token': web.token }, body: deep });
    expect(r.status).toBe(400);
    expect(r.json().error?.message).toBe('The act request was refused (action: nests deeper than 4 levels, which no action does).');
    const wide = await call('act', { id, action: { type: 'stall', action: { type: 'forage', call: 'x', pad: 'y'.repeat(200_000) } } });
    expect(wide.status).toBe(400);
    expect(wide.json().error?.message).toMatch(/larger than 2048 bytes/);
    expect((await call('open', { id })).text).toBe(before);
  });

  it('refuses a set-up or a shared file the rules cannot start from with 400 and a sentence, never 500 (QA item 5)', async () => {
    for (const deckTop of [['nope'], ['glowworms', 'glowworms']]) {
      const r = await call('create', { setup: { ...SETUP, deckTop } });
      expect(r.status).toBe(400);
      expect(r.json().error?.code).toBe('invalid-input');
    }
    const id = ((await call('create', { setup: SETUP, name: 'Shared' })).json() as unknown as { summary: { id: string } }).summary.id;
    const file = (await call('exportCampaign', { id })).json();
    const r = await call('importCampaign', { file: { ...file, setup: { ...(file.setup as object), deckTop: ['nope'] } } });
    expect(r.status).toBe(400);
    expect(r.json().error?.message).toMatch(/^"Shared" does not replay here \(The set-up's deck-top names no Story card called "nope"\)/);
    expect(await campaignCount()).toBe(1);
  });
});

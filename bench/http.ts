// Browser-edition figure for `npm run bench` (issue 4): the round trip of one act call over loopback HTTP
// (token and Origin checked, the action appended with synchronous = FULL, the view and actions returned).
// Issue 27: the client plays from a process of its own (http-client.ts), as the renderer does from the browser's, over
// one kept-alive connection; the round trip is still the client's wall clock from sending the request to having read
// the whole answer, and the server does all it does for the renderer (parse, token and Origin, zod, the act, the
// answer written as JSON). Until then undici's fetch ran in the server's own thread, so the client's parsing and its
// garbage collections were counted inside the server's round trips.
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebServer } from '../electron/web/server';
import type { CampaignResult } from '../electron/service/api';
import type { Figure } from './engine';
import type { ClientJob, ClientTimes } from './http-client';
import { percentile } from './long-campaign';

const CLIENT = join(import.meta.dirname, 'http-client.ts');

/** Runs the job in a child process (tsx, as the bench itself runs) and returns its times. */
function playInChild(job: ClientJob): Promise<ClientTimes> {
  return new Promise((resolve, reject) => {
    const child = fork(CLIENT, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let answered = false;
    child.once('message', (m: ({ ok: true } & ClientTimes) | { ok: false; error: string }) => {
      answered = true;
      if (m.ok) resolve({ id: m.id, times: m.times, bytes: m.bytes });
      else reject(new Error(m.error));
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`bench: the HTTP client process ended (code ${code}) before answering`));
    });
    child.send(job);
  });
}

export async function run(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'crows-bench-http-'));
  const rendererDir = join(dir, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><head><meta name="crows-token" content="__CROWS_TOKEN__"></head>');
  const web = await startWebServer({ port: 0, dataDir: join(dir, 'data'), rendererDir });
  try {
    const headers = { 'content-type': 'application/json', 'x-crows-token': web.token, origin: web.url.replace(/\/$/, '') };
    const post = async (method: string, body: unknown) => {
      const res = await fetch(`${web.url}api/${method}`, { method: 'POST', headers, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`bench: ${method} refused: ${await res.text()}`);
      return (await res.json()) as CampaignResult;
    };
    const { id, times, bytes } = await playInChild({ url: web.url, token: web.token });
    const sorted = times.sort((a, b) => a - b);
    const opened = JSON.stringify(await post('open', { id })).length;
    const mean = Math.round(bytes.reduce((s, n) => s + n, 0) / bytes.length / 1024);
    const note = `${times.length} act calls over 127.0.0.1 from a client process of its own on one kept-alive connection, each appended with synchronous = FULL and answered with what changed (mean ${mean} KiB; the whole result at the end, as open sends it: ${Math.round(opened / 1024)} KiB)`;
    return [
      { name: 'HTTP act round trip p50', value: percentile(sorted, 0.5), unit: 'ms', note },
      { name: 'HTTP act round trip p99', value: percentile(sorted, 0.99), unit: 'ms' },
    ];
  } finally {
    await web.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

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
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startWebServer, writeJsonText } from '../electron/web/server';
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
      if (m.ok) resolve({ id: m.id, times: m.times, bytes: m.bytes, bare: m.bare });
      else reject(new Error(m.error));
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`bench: the HTTP client process ended (code ${code}) before answering`));
    });
    child.send(job);
  });
}

/** The bare exchange (issue 27): a server in this process that reads a request's body, parses it and answers at once
 *  with the door's own headers (writeJsonText) and a JSON text of the length its path names. Beside the act it shows
 *  what of the round trip is the two processes and loopback HTTP alone, which no work in the door can take away. */
function startBareServer(): Promise<{ server: Server; url: string }> {
  const answers = new Map<number, string>();
  const answerOf = (bytes: number) => {
    let text = answers.get(bytes);
    if (text === undefined) answers.set(bytes, (text = JSON.stringify({ pad: 'x'.repeat(Math.max(0, bytes - 10)) })));
    return text;
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      JSON.parse(Buffer.concat(chunks).toString('utf8'));
      writeJsonText(res, 200, answerOf(Number(/(\d+)$/.exec(req.url ?? '')?.[1] ?? 0)));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` })),
  );
}

export async function run(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'crows-bench-http-'));
  const rendererDir = join(dir, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><head><meta name="crows-token" content="__CROWS_TOKEN__"></head>');
  const web = await startWebServer({ port: 0, dataDir: join(dir, 'data'), rendererDir });
  const bareServer = await startBareServer();
  try {
    const headers = { 'content-type': 'application/json', 'x-crows-token': web.token, origin: web.url.replace(/\/$/, '') };
    const post = async (method: string, body: unknown) => {
      const res = await fetch(`${web.url}api/${method}`, { method: 'POST', headers, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`bench: ${method} refused: ${await res.text()}`);
      return (await res.json()) as CampaignResult;
    };
    const { id, times, bytes, bare } = await playInChild({ url: web.url, token: web.token, bare: bareServer.url });
    const sorted = times.sort((a, b) => a - b);
    const bareSorted = bare.sort((a, b) => a - b);
    const opened = JSON.stringify(await post('open', { id })).length;
    const mean = Math.round(bytes.reduce((s, n) => s + n, 0) / bytes.length / 1024);
    const note = `${times.length} act calls over 127.0.0.1 from a client process of its own on one kept-alive connection, each appended with synchronous = FULL and answered with what changed (mean ${mean} KiB; the whole result at the end, as open sends it: ${Math.round(opened / 1024)} KiB)`;
    return [
      { name: 'HTTP act round trip p50', value: percentile(sorted, 0.5), unit: 'ms', note, reference: { name: 'the bare exchange, p50', value: percentile(bareSorted, 0.5) } },
      {
        name: 'HTTP act round trip p99',
        value: percentile(sorted, 0.99),
        unit: 'ms',
        reference: { name: 'the bare exchange, p99', value: percentile(bareSorted, 0.99) },
        note: `beside it, the bare exchange: the same ${bare.length} requests from the same client process, answered at once by a server that only parses them (the door's headers, answers as long as the acts'): the part of the round trip that is loopback HTTP between two processes`,
      },
    ];
  } finally {
    await new Promise((resolve) => bareServer.server.close(resolve));
    await web.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

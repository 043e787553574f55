// The client side of the HTTP act figure (bench/http.ts), run in a process of its own as the renderer is: a browser
// is another process, so its parsing, its sockets and its garbage never run on the server's thread. Run in the
// server's own thread (undici's fetch, as until issue 27) the client's work and its garbage collections landed inside
// every measured round trip, and the figure said as much about the client as about the door. The client is also the
// player: it finds the long campaign it plays (long-campaign.ts, a second of bot play and its garbage) here, so the
// server's process starts the acts as the browser edition does, with nothing in its heap but the game service. The
// connection is kept alive (as the browser keeps its one to 127.0.0.1): a round trip is one request and its answer.
import { Agent, request } from 'node:http';
import { resolve } from 'node:path';
import { longCampaign } from './long-campaign';

/** Where to play: the server's address and this launch's token. */
export interface ClientJob {
  url: string;
  token: string;
  /** a bare server's address (bench/http.ts): after the acts, every act's request is sent there again and answered at
   *  once with a text as long as that act's answer, over a kept-alive connection of its own: the exchange alone */
  bare?: string;
}

/** What comes back: the campaign played, each act's round trip in ms (request sent to the answer read whole) and
 *  each answer's length. */
export interface ClientTimes {
  id: string;
  times: number[];
  bytes: number[];
  /** the bare exchange's round trips in ms, one for each act (empty without `bare`) */
  bare: number[];
}

function post(agent: Agent, job: ClientJob, method: string, body: string, base = job.url): Promise<{ status: number; text: string }> {
  const url = new URL(`api/${method}`, base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-crows-token': job.token, origin: job.url.replace(/\/$/, '') },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Creates the long campaign and plays its actions one after another, naming the view it holds as the renderer's
 *  store does (issue 27), so each answer is what the action changed. */
export async function playActs(job: ClientJob): Promise<ClientTimes> {
  const campaign = longCampaign(400);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  const bytes: number[] = [];
  const bodies: string[] = [];
  try {
    const created = await post(agent, job, 'create', JSON.stringify({ setup: campaign.setup }));
    if (created.status !== 200) throw new Error(`bench: create refused: ${created.text}`);
    const { summary, hash } = JSON.parse(created.text) as { summary: { id: string }; hash: string };
    let since = hash;
    for (const action of campaign.actions) {
      const body = JSON.stringify({ id: summary.id, action, since });
      bodies.push(body);
      const start = performance.now();
      const { status, text } = await post(agent, job, 'act', body);
      times.push(performance.now() - start);
      if (status !== 200) throw new Error(`bench: act refused: ${text}`);
      bytes.push(text.length);
      since = (JSON.parse(text) as { hash: string }).hash;
    }
    return { id: summary.id, times, bytes, bare: job.bare ? await bareExchanges(job, bodies, bytes) : [] };
  } finally {
    agent.destroy();
  }
}

/** The same requests to the bare server, on a connection of their own (the same kind of agent), each answered with as
 *  many bytes as its act's answer: what the exchange costs the two processes when the door does nothing. */
async function bareExchanges(job: ClientJob, bodies: readonly string[], bytes: readonly number[]): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  try {
    for (let i = 0; i < bodies.length; i++) {
      const start = performance.now();
      const { status, text } = await post(agent, job, String(bytes[i]), bodies[i], job.bare);
      times.push(performance.now() - start);
      if (status !== 200 || text.length !== bytes[i]) throw new Error(`bench: the bare server answered ${status} with ${text.length} bytes`);
    }
    return times;
  } finally {
    agent.destroy();
  }
}

// run as the child process bench/http.ts forks: one job in, its times out, then exit
if (process.send && process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.once('message', (job: ClientJob) => {
    playActs(job).then(
      (t) => process.send!({ ok: true, ...t }, () => process.exit(0)),
      (err: unknown) => process.send!({ ok: false, error: err instanceof Error ? err.message : String(err) }, () => process.exit(1)),
    );
  });
}

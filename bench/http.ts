// Browser-edition figure for `npm run bench` (issue 4): the round trip of one act call over loopback HTTP
// (token and Origin checked, the action appended with synchronous = FULL, the view and actions returned).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebServer } from '../electron/web/server';
import type { CampaignResult } from '../electron/service/api';
import type { Figure } from './engine';
import { longCampaign, percentile } from './long-campaign';

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
    const campaign = longCampaign(400);
    const created = await post('create', { setup: campaign.setup });
    const times: number[] = [];
    const bytes: number[] = [];
    // as the renderer's store asks (issue 27): naming the view it holds, so the answer is what the action changed
    let since = created.hash!;
    for (const action of campaign.actions) {
      const start = performance.now();
      const res = await fetch(`${web.url}api/act`, { method: 'POST', headers, body: JSON.stringify({ id: created.summary.id, action, since }) });
      const text = await res.text();
      times.push(performance.now() - start);
      if (!res.ok) throw new Error(`bench: act refused: ${text}`);
      bytes.push(text.length);
      since = (JSON.parse(text) as { hash: string }).hash;
    }
    const sorted = times.sort((a, b) => a - b);
    const opened = JSON.stringify(await post('open', { id: created.summary.id })).length;
    const mean = Math.round(bytes.reduce((s, n) => s + n, 0) / bytes.length / 1024);
    const note = `${times.length} act calls over 127.0.0.1, each appended with synchronous = FULL and answered with what changed (mean ${mean} KiB; the whole result at the end, as open sends it: ${Math.round(opened / 1024)} KiB)`;
    return [
      { name: 'HTTP act round trip p50', value: percentile(sorted, 0.5), unit: 'ms', note },
      { name: 'HTTP act round trip p99', value: percentile(sorted, 0.99), unit: 'ms' },
    ];
  } finally {
    await web.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

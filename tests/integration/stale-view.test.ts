// QA item 3: an act, an undo or a stall game's move made from a table the game has left (a second window, a second
// click, a repeated request) is refused as stale (409, code 'stale') with nothing applied, through the browser
// edition's door as through the service; of ten identical requests sent at once, one applies.
import { request } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startWebServer, type RunningWebServer } from '../../electron/web/server';
import { STALE_SENTENCE } from '../../electron/service/errors';
import type { CampaignResult, StallGameResult } from '../../electron/service/api';
import { SETUP, tempDir } from './helpers';

let web: RunningWebServer;

function call(method: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> & { error?: { code: string; message: string } } }> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1', port: web.port, method: 'POST', path: `/api/${method}`,
        headers: { 'content-type': 'application/json', 'x-crows-token': web.token, origin: `http://127.0.0.1:${web.port}`, 'content-length': Buffer.byteLength(text) },
      },
      (res) => {
        let out = '';
        res.on('data', (d: Buffer) => (out += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(out) }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

beforeEach(async () => {
  const rendererDir = tempDir('crows-renderer-');
  mkdirSync(join(rendererDir, 'assets'));
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><html><head><meta name="crows-token" content="__CROWS_TOKEN__" /></head><body></body></html>');
  web = await startWebServer({ port: 0, dataDir: tempDir(), rendererDir });
});

afterEach(async () => {
  await web.close();
});

const legal = (r: { actions: CampaignResult['actions'] }) => r.actions.filter((a) => a.legal).map((a) => a.action);
const steps = async (id: string) => (await web.service.replay({ id })).steps;

describe('a move from a table the game has left (QA item 3)', () => {
  it('refuses an act naming a table the campaign has left, 409 stale, with nothing applied', async () => {
    const created = await web.service.create({ setup: SETUP });
    const id = created.summary.id;
    const action = legal(created)[0];
    const first = await call('act', { id, action, since: created.hash });
    expect(first.status).toBe(200);
    // the same click again from the window that still shows the set-up
    const again = await call('act', { id, action, since: created.hash });
    expect(again).toEqual({ status: 409, body: { error: { code: 'stale', message: STALE_SENTENCE } } });
    expect(await steps(id)).toBe(1);
    expect((await web.service.open({ id })).hash).toBe(first.body.hash);
  });

  it('applies one of ten identical acts sent at once from the same table', async () => {
    const created = await web.service.create({ setup: SETUP });
    const id = created.summary.id;
    const action = legal(created)[0];
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('act', { id, action, since: created.hash })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await steps(id)).toBe(1);
  });

  it('refuses an undo naming a table the campaign has left, and takes back the action its table shows', async () => {
    // a campaign whose first action can be taken back (it revealed no card and no roll)
    let played: CampaignResult | null = null;
    for (const action of legal(await web.service.create({ setup: SETUP }))) {
      const c = await web.service.create({ setup: SETUP });
      const r = await web.service.act({ id: c.summary.id, action });
      if (r.undo.available) {
        played = r;
        break;
      }
    }
    expect(played).not.toBeNull();
    const id = played!.summary.id;
    const opened = await web.service.open({ id });
    const before = await web.service.act({ id, action: legal(opened)[0] });
    // a window still showing the table after the first action asks to undo: it would take back the second
    expect(await call('undo', { id, since: played!.hash })).toMatchObject({ status: 409, body: { error: { code: 'stale' } } });
    expect(await steps(id)).toBe(2);
    if (before.undo.available) {
      expect((await call('undo', { id, since: before.hash })).status).toBe(200);
      expect(await steps(id)).toBe(1);
    }
  });

  it("refuses a stall game's move made from a board the game has left (the relay allows no undo)", async () => {
    const started = (await call('startStallGame', { kind: 'relay', setup: {} })).body as unknown as StallGameResult;
    const id = started.summary.id;
    const first = await call('actStallGame', { id, action: { type: 'sail', to: 'C' }, moves: 0 });
    expect(first.status).toBe(200);
    const detail = (first.body as unknown as StallGameResult).summary.detail;
    // a second window, still at move 0, sails elsewhere; a double click recharges twice
    const second = await Promise.all([
      call('actStallGame', { id, action: { type: 'sail', to: 'B' }, moves: 0 }),
      call('actStallGame', { id, action: { type: 'recharge' }, moves: 1 }),
      call('actStallGame', { id, action: { type: 'recharge' }, moves: 1 }),
    ]);
    expect(second.map((r) => r.status)).toEqual([409, 200, 409]);
    expect(second[0].body.error).toEqual({ code: 'stale', message: STALE_SENTENCE });
    const now = await web.service.openStallGame({ id });
    expect(now.summary.moves).toBe(2);
    expect(now.summary.detail).not.toBe(detail);
  });
});

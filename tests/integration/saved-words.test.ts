// docs/saves.md: a save never vanishes because a later build words the ledger differently. The fingerprint
// saved with each action covers the ledger's words, so these saves are written here as another build would have
// written them (other words, the fingerprints of those words), and this build must open them with their own words;
// a save whose play differs is still refused (service.test.ts).
import Db from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, stateHash, type Action, type GameState } from '../../engine';
import type { AnyEvent } from '../../contract';
import { GameService } from '../../electron/service/game-service';
import type { CampaignResult } from '../../electron/service/api';
import { SETUP, tempDir } from './helpers';

async function play(svc: GameService, start: CampaignResult, n: number): Promise<CampaignResult> {
  let cur = start;
  for (let i = 0; i < n; i++) {
    const legal = cur.actions.filter((a) => a.legal && a.action.type !== 'payCrows');
    if (!legal.length) break;
    cur = await svc.act({ id: cur.summary.id, action: legal[(i * 5) % legal.length].action });
  }
  return cur;
}

interface Row {
  seq: number;
  action: string;
  events: string;
}

/** Rewrites a campaign's saved actions as a build with other words would have saved them: each event's text by
 *  `reword`, each fingerprint that of the state with those words, from the set-up state `start`. */
function rewrite(dataDir: string, id: string, start: GameState, reword: (e: AnyEvent) => string): void {
  const db = new Db(`${dataDir}/campaigns.db`);
  const rows = db.prepare('SELECT seq, action, events FROM actions WHERE campaign_id = ? ORDER BY seq').all(id) as Row[];
  let s = start;
  for (const row of rows) {
    const events = (JSON.parse(row.events) as AnyEvent[]).map((e) => ({ ...e, text: reword(e) }));
    const next = applyAction(s, JSON.parse(row.action) as Action).state;
    const from = s.ledger.length;
    s = { ...next, ledger: next.ledger.map((l, i) => (i < from ? s.ledger[i] : { ...l, text: events[i - from].text })) };
    db.prepare('UPDATE actions SET events = ?, hash = ? WHERE campaign_id = ? AND seq = ?').run(JSON.stringify(events), stateHash(s), id, row.seq);
  }
  db.prepare('UPDATE campaigns SET start_hash = ? WHERE id = ?').run(stateHash(start), id);
  db.close();
}

describe('saves worded by another build', () => {
  it('a new campaign keeps its set-up as the snapshot at action 0', async () => {
    const dataDir = tempDir();
    const svc = await GameService.open({ dataDir });
    const created = await svc.create({ setup: SETUP });
    svc.close();
    const db = new Db(`${dataDir}/campaigns.db`);
    const row = db.prepare('SELECT seq, hash FROM snapshots WHERE campaign_id = ?').get(created.summary.id) as { seq: number; hash: string };
    db.close();
    expect(row.seq).toBe(0);
    expect(row.hash).toBe(stateHash(newGame(SETUP)));
  });

  it('opens a save whose actions were worded differently, with the words it was saved with, and plays on', async () => {
    const dataDir = tempDir();
    const svc = await GameService.open({ dataDir, snapshotEvery: 1000 });
    const created = await svc.create({ setup: SETUP });
    const id = created.summary.id;
    await play(svc, created, 8);
    svc.close();
    rewrite(dataDir, id, newGame(SETUP), (e) => `${e.text} (as an earlier build put it)`);

    const again = await GameService.open({ dataDir, snapshotEvery: 1000 });
    const opened = await again.open({ id });
    const texts = opened.view.ledger.map((l) => l.text);
    expect(texts.filter((t) => t.endsWith('(as an earlier build put it)')).length).toBeGreaterThan(0);
    // the set-up's lines came from the snapshot at action 0, in this build's words
    expect(texts[0]).not.toContain('earlier build');
    const on = await play(again, opened, 2);
    again.close();
    const third = await GameService.open({ dataDir });
    expect((await third.open({ id })).view).toEqual(on.view);
    third.close();
  });

  it("opens an earlier build's save with no set-up snapshot, whose arrival line named Wren's gloves \"a gloves\"", async () => {
    const dataDir = tempDir();
    const setup = { ...SETUP, character: 'wren', seed: 'earlier-wren' };
    const svc = await GameService.open({ dataDir, snapshotEvery: 1000 });
    const created = await svc.create({ setup });
    const id = created.summary.id;
    await play(svc, created, 6);
    svc.close();
    // as saved before 1 December 2026: no snapshot at action 0, and the set-up worded the old way
    const now = newGame(setup);
    expect(now.ledger[0].text).toContain('a pair of gloves');
    const earlier = { ...now, ledger: [{ ...now.ledger[0], text: now.ledger[0].text.replace('a pair of gloves', 'a gloves') }, ...now.ledger.slice(1)] };
    const db = new Db(`${dataDir}/campaigns.db`);
    db.prepare('DELETE FROM snapshots WHERE campaign_id = ?').run(id);
    db.close();
    rewrite(dataDir, id, earlier, (e) => e.text);

    const again = await GameService.open({ dataDir });
    const opened = await again.open({ id });
    expect(opened.view.ledger[0].text).toContain('with 2 Gems, a gloves and');
    again.close();
  });

  it('does not take a save whose play differs for the same play in other words: its last action is not kept', async () => {
    const dataDir = tempDir();
    const svc = await GameService.open({ dataDir, snapshotEvery: 1000 });
    const created = await svc.create({ setup: SETUP });
    await play(svc, created, 5);
    svc.close();
    // one event fewer than the replay makes: the words cannot pair up with the lines
    const db = new Db(`${dataDir}/campaigns.db`);
    const last = db.prepare('SELECT seq, events FROM actions WHERE campaign_id = ? ORDER BY seq DESC LIMIT 1').get(created.summary.id) as { seq: number; events: string };
    const fewer = (JSON.parse(last.events) as AnyEvent[]).slice(1);
    db.prepare('UPDATE actions SET events = ?, hash = ? WHERE campaign_id = ? AND seq = ?').run(JSON.stringify(fewer), '0000000000000000', created.summary.id, last.seq);
    db.close();
    const again = await GameService.open({ dataDir });
    // salvaged as a damaged campaign (issue 28): the actions before the one whose words cannot pair up are kept
    expect(again.salvaged.map((o) => [o.kept, o.claimed])).toEqual([[4, 5]]);
    expect((await again.open({ id: created.summary.id })).notice).toMatch(/4 of its 5 actions kept, the last one lost\.$/);
    again.close();
  });
});

// Issue 28, defects 1 and 2: a damaged save file costs no more than its damaged rows. A campaign whose row does not
// parse is salvaged at the next start (never a failure of the service), and a file damaged as a whole gives back every
// action that can still be read from it, not only what the newest backup held.
import { closeSync, existsSync, openSync, readdirSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { GameService } from '../../electron/service/game-service';
import { salvageSafely } from '../../electron/service/salvage';
import type { CampaignResult } from '../../electron/service/api';
import { DATABASE_FILE } from '../../electron/service/paths';
import { playSpread, SETUP, tempDir } from './helpers';

/** A campaign of `before` actions backed up at a launch, then `after` more played: the state of each step is returned. */
async function campaign(dataDir: string, before: number, after: number): Promise<{ id: string; views: CampaignResult['view'][] }> {
  const views: CampaignResult['view'][] = [];
  const svc = await GameService.open({ dataDir, snapshotEvery: 25 });
  let cur = await svc.create({ name: 'Long run', setup: SETUP });
  views.push(cur.view);
  for (let i = 0; i < before; i++) views.push((cur = await playSpread(svc, cur, 1)).view);
  svc.close();
  const again = await GameService.open({ dataDir, snapshotEvery: 25 }); // the launch backup: `before` actions
  cur = await again.open({ id: cur.summary.id });
  for (let i = 0; i < after; i++) views.push((cur = await playSpread(again, cur, 1)).view);
  again.close();
  return { id: cur.summary.id, views };
}

function actionCount(dataDir: string, id: string): number {
  const db = new BetterSqlite3(join(dataDir, DATABASE_FILE), { readonly: true });
  const n = (db.prepare('SELECT count(*) AS n FROM actions WHERE campaign_id = ?').get(id) as { n: number }).n;
  db.close();
  return n;
}

describe('salvage: one damaged row (issue 28, defect 1)', () => {
  it('opens a campaign whose action row no longer parses, salvaged from the newest backup when that keeps more, with its sentence', async () => {
    const dataDir = tempDir();
    const { id, views } = await campaign(dataDir, 10, 10);
    const db = new BetterSqlite3(join(dataDir, DATABASE_FILE));
    db.prepare('UPDATE actions SET action = substr(action, 1, length(action) - 1) WHERE seq = 3').run();
    db.close();
    const svc = await GameService.open({ dataDir });
    const opened = await svc.open({ id }); // before the fix: a SyntaxError, answered 500 at the door
    expect(opened.notice).toMatch(/"Long run" was salvaged: 10 of its 20 actions kept \(from the backup of \d{4}-\d\d-\d\d \d\d:\d\d UTC\), the last 10 lost\.$/);
    expect(opened.view).toEqual(views[10]);
    // the file as it was is kept aside, damaged row and all
    const aside = readdirSync(dataDir).find((n) => /^campaigns\.damaged-.*-rows\.db$/.test(n))!;
    const kept = new BetterSqlite3(join(dataDir, aside), { readonly: true });
    expect((kept.prepare('SELECT count(*) AS n FROM actions').get() as { n: number }).n).toBe(20);
    kept.close();
    // and the campaign plays on
    await playSpread(svc, opened, 1);
    svc.close();
    expect(actionCount(dataDir, id)).toBe(11);
  });

  it('keeps the actions before the damaged row when no backup holds more', async () => {
    const dataDir = tempDir();
    const { id, views } = await campaign(dataDir, 0, 20);
    const db = new BetterSqlite3(join(dataDir, DATABASE_FILE));
    db.prepare("UPDATE actions SET events = '[{\"type\":' WHERE seq = 14").run();
    db.prepare('UPDATE actions SET action = substr(action, 1, length(action) - 1) WHERE seq = 17').run();
    db.close();
    const svc = await GameService.open({ dataDir });
    expect(svc.salvaged.map((o) => [o.kept, o.claimed, o.from])).toEqual([[16, 20, 'file']]);
    const opened = await svc.open({ id });
    expect(opened.notice).toMatch(/"Long run" was salvaged: 16 of its 20 actions kept, the last 4 lost\.$/);
    expect(opened.view).toEqual(views[16]);
    svc.close();
  });

  it("keeps a salvaged daily campaign that day's counted attempt (issue 29's mark survives issue 28's salvage)", async () => {
    const dataDir = tempDir();
    const now = () => new Date('2026-12-02T09:00:00.000Z');
    const svc = await GameService.open({ dataDir, now });
    let cur = await svc.startDaily({ date: '2026-12-02' });
    cur = await playSpread(svc, cur, 12);
    svc.close();
    const db = new BetterSqlite3(join(dataDir, DATABASE_FILE));
    db.prepare('UPDATE actions SET action = substr(action, 1, length(action) - 1) WHERE seq = 9').run();
    db.close();
    const again = await GameService.open({ dataDir, now });
    expect(again.salvaged.map((o) => [o.kept, o.claimed])).toEqual([[8, 12]]);
    const opened = await again.open({ id: cur.summary.id });
    expect(opened.summary.daily).toBe('2026-12-02');
    expect((await again.daily({ date: '2026-12-02' })).calendar).toMatchObject([{ date: '2026-12-02', campaignId: cur.summary.id, saved: true }]);
    again.close();
  });
});

describe('salvage of a branch (issues 25 and 28)', () => {
  it('replays a damaged new-luck branch with its reseed, keeps it a practice branch under its parent, and loses only the damaged tail', async () => {
    const dataDir = tempDir();
    const svc = await GameService.open({ dataDir });
    const parent = await playSpread(svc, await svc.create({ name: 'Parent', setup: SETUP }), 6);
    let branch = await svc.branch({ id: parent.summary.id, step: 3, luck: 'new' });
    branch = await playSpread(svc, branch, 10);
    const views = [branch.view];
    const at = (await svc.replay({ id: branch.summary.id, step: 9 })).view;
    svc.close();
    const db = new BetterSqlite3(join(dataDir, DATABASE_FILE));
    db.prepare('UPDATE actions SET action = substr(action, 1, length(action) - 1) WHERE campaign_id = ? AND seq = 10').run(branch.summary.id);
    db.close();
    const again = await GameService.open({ dataDir });
    expect(again.salvaged.map((o) => [o.kept, o.claimed])).toEqual([[9, 13]]);
    const opened = await again.open({ id: branch.summary.id });
    expect(opened.summary).toMatchObject({ practice: true, branch: { parentId: parent.summary.id, step: 3, luck: 'new' } });
    expect(opened.view).toEqual(at);
    expect(views[0]).not.toEqual(at);
    again.close();
  });
});

describe('salvage: a file damaged as a whole (issue 28, defect 2)', () => {
  it('keeps every action still readable in the damaged file, not only the backup\'s, and says so per campaign', async () => {
    const dataDir = tempDir();
    const { id, views } = await campaign(dataDir, 10, 40);
    const file = join(dataDir, DATABASE_FILE);
    // break a page of the snapshots table (its b-tree header): quick_check fails, the file is moved aside
    const db = new BetterSqlite3(file, { readonly: true });
    const page = (db.prepare("SELECT pageno FROM dbstat WHERE name = 'snapshots' ORDER BY pageno DESC LIMIT 1").get() as { pageno: number }).pageno;
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    db.close();
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(64, 0xee), 0, 64, (page - 1) * pageSize);
    closeSync(fd);
    const before = readFileSync(file);
    const svc = await GameService.open({ dataDir });
    const opened = await svc.open({ id });
    expect(opened.notice).toMatch(/^The save file was damaged\. It was moved aside to .* and the backup from .* was restored, with what could be read of the damaged file added to it\. "Long run" was repaired with all 50 of its actions\.$/);
    expect(opened.view).toEqual(views[50]); // a whole-backup restore would have kept 10
    svc.close();
    const aside = readdirSync(dataDir).find((n) => /^campaigns\.damaged-[^-].*\.db$/.test(n) && !n.endsWith('-rows.db'))!;
    expect(readFileSync(join(dataDir, aside)).equals(before)).toBe(true); // nothing deleted, nothing changed
    expect(existsSync(join(dataDir, 'backups'))).toBe(true);
  });
});

describe('salvage whose write is refused (issue 28, found by the damage test)', () => {
  it('leaves that campaign out with a sentence rather than throwing, so the start goes on', async () => {
    const dataDir = tempDir();
    const svc = await GameService.open({ dataDir });
    const made = await playSpread(svc, await svc.create({ name: 'Refused', setup: SETUP }), 4);
    svc.close();
    const file = join(dataDir, DATABASE_FILE);
    const source = new BetterSqlite3(file, { readonly: true });
    // a target that refuses every write stands for a file SQLite will not let the repair write into
    const target = new BetterSqlite3(file, { readonly: true });
    try {
      const outcome = salvageSafely(target, source, made.summary.id, []);
      expect(outcome).toMatchObject({ id: made.summary.id, name: 'Refused', kept: 0, from: 'none' });
      expect(outcome.sentence).toMatch(/^"Refused" could not be written back, because the save file is too damaged where it was kept; it is still in the damaged copy kept aside\.$/);
    } finally {
      source.close();
      target.close();
    }
  });
});

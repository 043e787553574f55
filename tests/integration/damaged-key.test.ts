// Issue 28's damage test found a save file SQLite's quick_check passes but cannot be repaired in place: one action
// row's key overwritten (its campaign id), so the row sits out of key order in its page. Rows after it can no longer
// be sought by their key, so the in-place repair deleted too few of the campaign's rows and its rewrite collided with
// one left behind ("UNIQUE constraint failed"), and the game refused to start. integrity_check finds the disorder: the
// file is now treated as damaged as a whole (moved aside, the backup restored, the campaign salvaged row by row).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { GameService } from '../../electron/service/game-service';
import { DATABASE_FILE } from '../../electron/service/paths';
import { listBackups } from '../../electron/service/backups';
import type { CampaignResult } from '../../electron/service/api';
import { SETUP, tempDir } from './helpers';

async function play(svc: GameService, from: CampaignResult, n: number): Promise<CampaignResult> {
  let cur = from;
  for (let i = 0; i < n && cur.summary.status === 'playing'; i++) {
    const legal = cur.actions.filter((a) => a.legal);
    cur = await svc.act({ id: cur.summary.id, action: legal[(i * 3) % legal.length].action });
  }
  return cur;
}

/** Overwrites the first character of the campaign id in the `nth` action row of the actions table's first leaf page
 *  with 'z', after every hex digit: the page still reads, its rows are no longer in key order. */
function misorderOneKey(file: string, id: string, nth: number): void {
  const db = new BetterSqlite3(file, { readonly: true });
  const pages = db.prepare("SELECT pageno FROM dbstat WHERE name = 'actions' AND pagetype = 'leaf' ORDER BY pageno").pluck().all() as number[];
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  db.close();
  const bytes = readFileSync(file);
  const key = Buffer.from(id, 'utf8');
  const start = (pages[0] - 1) * pageSize;
  const at: number[] = [];
  for (let i = bytes.indexOf(key, start); i >= 0 && i < start + pageSize; i = bytes.indexOf(key, i + 1)) at.push(i);
  expect(at.length).toBeGreaterThan(nth);
  bytes[at[nth]] = 'z'.charCodeAt(0);
  writeFileSync(file, bytes);
}

/** What the list's summary shows of a campaign: day, phase, Gems, level and status. */
const moved = (r: CampaignResult) => [r.summary.day, r.summary.phase, r.summary.gems, r.summary.level, r.summary.status].join();

// played until an action moves nothing the list's summary shows (day, phase, Gems, level, status), the last row then
// lost: the summary cannot miss it; the facts, counted in the same commit, do
async function lastActionUnseenBySummary(dataDir: string): Promise<{ id: string; n: number; made: CampaignResult }> {
  const svc = await GameService.open({ dataDir });
  let made = await play(svc, await svc.create({ name: 'Quiet last step', setup: SETUP }), 4);
  let n = 4;
  for (;;) {
    const before = moved(made);
    made = await play(svc, made, 1);
    n++;
    if (moved(made) === before) break;
  }
  expect(made.summary.status).toBe('playing');
  svc.close();
  return { id: made.summary.id, n, made };
}

/** The last row's campaign id overwritten: the rows stay in key order, so SQLite's checks find the file whole. */
function loseLastRow(dataDir: string, id: string, n: number): void {
  const raw = new BetterSqlite3(join(dataDir, DATABASE_FILE));
  raw.pragma('foreign_keys = OFF'); // damage asks no constraint's leave
  expect(raw.prepare('SELECT max(seq) FROM actions WHERE campaign_id = ?').pluck().get(id)).toBe(n);
  raw.prepare("UPDATE actions SET campaign_id = campaign_id || 'x' WHERE campaign_id = ? AND seq = ?").run(id, n);
  expect(raw.pragma('integrity_check', { simple: true })).toBe('ok');
  raw.close();
}

describe('saves: an action row out of key order (issue 28, found by the damage test)', () => {
  it('starts, salvages the campaign into a sound file and says so, where the in-place repair refused the start', async () => {
    const dataDir = tempDir();
    let svc = await GameService.open({ dataDir });
    const made = await play(svc, await svc.create({ name: 'Misordered', setup: SETUP }), 12);
    const id = made.summary.id;
    svc.close();
    svc = await GameService.open({ dataDir }); // the launch backup, with all 12 actions
    await play(svc, await svc.open({ id }), 8);
    svc.close();

    const file = join(dataDir, DATABASE_FILE);
    misorderOneKey(file, id, 5);
    const look = new BetterSqlite3(file, { readonly: true });
    expect(look.pragma('quick_check', { simple: true })).toBe('ok'); // what the start used to rely on
    expect(look.pragma('integrity_check', { simple: true })).not.toBe('ok');
    look.close();

    svc = await GameService.open({ dataDir });
    try {
      const [outcome] = svc.salvaged;
      expect(outcome).toMatchObject({ id, name: 'Misordered' });
      expect(outcome.kept).toBeGreaterThanOrEqual(12); // never less than the backup held
      const opened = await svc.open({ id });
      expect(opened.notice).toContain(outcome.sentence);
      expect(opened.notice).toMatch(/The save file was damaged\. It was moved aside/);
    } finally {
      svc.close();
    }
    // the game holds its file exclusively while it runs: looked at once it is closed
    const live = new BetterSqlite3(file, { readonly: true });
    expect(live.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(live.prepare('SELECT count(*) FROM actions WHERE campaign_id = ?').pluck().get(id)).toBe(svc.salvaged[0].kept);
    live.close();
  });

  it('finds a campaign whose last row lost its key (it then belongs to no campaign) and gives it back from the backup', async () => {
    const dataDir = tempDir();
    let svc = await GameService.open({ dataDir });
    // played until an action moves the list's summary (day, phase, Gems, level or status): a lost action that moved
    // none of them leaves nothing in the campaign's row to miss it by
    let made = await play(svc, await svc.create({ name: 'Short by one', setup: SETUP }), 8);
    let n = 8;
    for (let before = moved(made); moved(made) === before; n++) made = await play(svc, made, 1);
    const id = made.summary.id;
    svc.close();
    svc = await GameService.open({ dataDir }); // the launch backup, with all n actions
    svc.close();
    loseLastRow(dataDir, id, n);

    svc = await GameService.open({ dataDir });
    try {
      // before, it opened an action short and nothing was said
      const [outcome] = svc.salvaged;
      expect(outcome).toMatchObject({ id, kept: n, from: 'backup' });
      const opened = await svc.open({ id });
      expect(opened.view).toEqual(made.view);
      expect(opened.notice).toContain(outcome.sentence);
    } finally {
      svc.close();
    }
  });

  it('finds a lost last action that moved nothing the summary shows, by the facts, and gives it back from the backup', async () => {
    const dataDir = tempDir();
    const { id, n, made } = await lastActionUnseenBySummary(dataDir);
    (await GameService.open({ dataDir })).close(); // the launch backup, with all n actions
    loseLastRow(dataDir, id, n);
    const svc = await GameService.open({ dataDir });
    try {
      // before, the summary matched the replay one action short, and it opened so with nothing said
      const [outcome] = svc.salvaged;
      expect(outcome).toMatchObject({ id, claimed: n, kept: n, from: 'backup' });
      const opened = await svc.open({ id });
      expect(opened.view).toEqual(made.view);
      expect(opened.notice).toContain(outcome.sentence);
    } finally {
      svc.close();
    }
  });

  it('with no backup holding it, says the last action was lost rather than that all were kept', async () => {
    const dataDir = tempDir();
    const { id, n } = await lastActionUnseenBySummary(dataDir);
    for (const b of listBackups(dataDir)) rmSync(b);
    loseLastRow(dataDir, id, n);
    let svc = await GameService.open({ dataDir });
    try {
      const [outcome] = svc.salvaged;
      expect(outcome).toMatchObject({ id, claimed: n, kept: n - 1, from: 'file' });
      expect(outcome.sentence).toBe(`"Quiet last step" was salvaged: ${n - 1} of its ${n} actions kept, the last one lost.`);
      expect((await svc.open({ id })).notice).toContain(outcome.sentence);
    } finally {
      svc.close();
    }
    // said once: the salvaged campaign is whole at the next start
    svc = await GameService.open({ dataDir });
    try {
      expect(svc.salvaged).toEqual([]);
    } finally {
      svc.close();
    }
  });
});

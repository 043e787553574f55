// QA items 1, 2 and 7 (2 Dec 2026): a whole-file recovery brings back every kind of record the damaged file still
// holds, not only its campaigns; a campaign whose own row is unreadable keeps the actions the file still reads; and a
// Copperfin Relay or Lake Race game with a damaged move is salvaged at the start like a campaign.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { GameService } from '../../electron/service/game-service';
import type { StallGameResult } from '../../electron/service/api';
import { DATABASE_FILE } from '../../electron/service/paths';
import { breakTable as breakTableOf, playSpread, SETUP, tempDir } from './helpers';

/** The relay's guided walk, `n` moves of it. */
async function relayMoves(svc: GameService, from: StallGameResult, n: number): Promise<StallGameResult> {
  let cur = from;
  const guide = cur.game.kind === 'relay' ? cur.game.guide : [];
  const done = cur.summary.moves;
  for (const step of guide.slice(done, done + n)) cur = await svc.actStallGame({ id: cur.summary.id, action: step.action });
  return cur;
}

/** A save of a campaign and a relay, backed up at a launch after `before` of each, then `after` more of each. */
async function saved(dataDir: string, before: number, after: number): Promise<{ campaign: string; relay: string }> {
  let svc = await GameService.open({ dataDir });
  let cur = await playSpread(svc, await svc.create({ name: 'Long run', setup: SETUP }), before);
  let relay = await relayMoves(svc, await svc.startStallGame({ kind: 'relay', setup: {} }), Math.min(before, 3));
  svc.close();
  svc = await GameService.open({ dataDir }); // the launch backup
  cur = await playSpread(svc, await svc.open({ id: cur.summary.id }), after);
  relay = await relayMoves(svc, await svc.openStallGame({ id: relay.summary.id }), Math.min(after, 2));
  svc.close();
  return { campaign: cur.summary.id, relay: relay.summary.id };
}

function sql(dataDir: string, ...statements: string[]): void {
  const db = new BetterSqlite3(join(dataDir, DATABASE_FILE));
  for (const s of statements) db.exec(s);
  db.close();
}

/** Overwrites every page of `table` in the save file (helpers.ts breakTable): its rows cannot be read, the other tables' can. */
const breakTable = (dataDir: string, table: string) => breakTableOf(join(dataDir, DATABASE_FILE), table);

describe('recovery of a whole file brings back every kind of record (QA item 2)', () => {
  it('copies back the stall games, the results of deleted games, the daily calendar, lessons and reviews, and says so', async () => {
    const dataDir = tempDir();
    const { campaign, relay } = await saved(dataDir, 4, 3);
    // rows the backup does not hold, written after it: what a player's later sessions leave
    sql(
      dataDir,
      "INSERT INTO results (campaign_id, character, status, gems, day, level, advisor_used, finished_at, most_gems, score, practice) VALUES ('gone-1', 'peth', 'lost', 3, 4, 2, 0, '2026-12-01T10:00:00.000Z', 5, 12, 0)",
      "INSERT INTO stall_results (game_id, kind, status, finished_at) VALUES ('gone-2', 'lake-race', 'won', '2026-12-01T11:00:00.000Z')",
      "INSERT INTO daily_attempts (date, campaign_id, started_at) VALUES ('2026-12-01', 'gone-3', '2026-12-01T09:00:00.000Z')",
      `INSERT INTO lessons (campaign_id, step, state) VALUES ('${campaign}', 2, 'left')`,
      `INSERT INTO reviews (campaign_id, engine_version, made_at, review) VALUES ('${campaign}', 'x', '2026-12-01T12:00:00.000Z', '{"status":"done","decisions":[]}')`,
      'PRAGMA application_id = 12345', // only the header is damaged: every row still reads
    );
    const svc = await GameService.open({ dataDir });
    const notice = svc.startupNotice ?? '';
    expect(notice).toContain('"Long run" was repaired with all 7 of its actions.');
    expect(notice).toContain('"Copperfin Relay, solo" was repaired with all 5 of its moves.');
    expect(notice).toContain(
      'Also brought back from the damaged file: the result of 1 finished campaign, the result of 1 finished Copperfin Relay or Lake Race game, 1 day of the daily calendar and the step of 1 lesson.',
    );
    // QA2 item 2: a review of a campaign not finished is left out, and said so (recovery-records.test.ts brings one back)
    expect(notice).toContain('Left out: the post-game review of a campaign that came back unfinished (a review is made again when the campaign is finished).');
    // before: the backup's 3 relay moves, none of the rows above
    expect((await svc.openStallGame({ id: relay })).summary.moves).toBe(5);
    const stats = await svc.statistics();
    expect(stats.played).toBe(1);
    expect(stats.stallGames['lake-race']).toEqual({ played: 1, won: 1 });
    expect(stats.lessons.started).toBe(1);
    expect(await svc.review({ id: campaign })).not.toMatchObject({ status: 'done' });
    svc.close();
    const db = new BetterSqlite3(join(dataDir, DATABASE_FILE), { readonly: true });
    expect(db.prepare('SELECT campaign_id FROM daily_attempts').pluck().all()).toEqual(['gone-3']);
    db.close();
  });

  it('brings the stall games back from a damaged file with no backup at all', async () => {
    const dataDir = tempDir();
    const svc0 = await GameService.open({ dataDir });
    const relay = await relayMoves(svc0, await svc0.startStallGame({ kind: 'relay', setup: {} }), 4);
    svc0.close();
    sql(dataDir, 'PRAGMA application_id = 12345');
    rmSync(join(dataDir, 'backups'), { recursive: true, force: true });
    const svc = await GameService.open({ dataDir });
    expect(svc.startupNotice).toContain('"Copperfin Relay, solo" was repaired with all 4 of its moves.');
    expect((await svc.openStallGame({ id: relay.summary.id })).summary.moves).toBe(4); // before: the game was gone
    svc.close();
  });
});

describe('a stall game that no longer replays in a file damaged as a whole', () => {
  it('is brought back whole and as saved, not cut back to its set-up (a change of rules is not damage)', async () => {
    const dataDir = tempDir();
    const svc0 = await GameService.open({ dataDir });
    const relay = await relayMoves(svc0, await svc0.startStallGame({ kind: 'relay', setup: {} }), 3);
    svc0.close();
    rmSync(join(dataDir, 'backups'), { recursive: true, force: true });
    sql(dataDir, "UPDATE stall_game_actions SET hash = 'made by other rules'", 'PRAGMA application_id = 12345');
    const svc = await GameService.open({ dataDir });
    expect(svc.startupNotice).toContain('"Copperfin Relay, solo" was brought back with all 3 of its moves as saved; it no longer replays under this version\'s rules, so it cannot be played on.');
    expect((await svc.stallGames()).map((g) => g.moves)).toEqual([3]);
    await expect(svc.openStallGame({ id: relay.summary.id })).rejects.toMatchObject({ code: 'conflict' });
    svc.close();
  });
});

describe("a campaign whose own row cannot be read (QA item 1)", () => {
  it("keeps the file's actions past the backup's, verified with the backup's row, and names the campaign", async () => {
    const dataDir = tempDir();
    const { campaign } = await saved(dataDir, 10, 6);
    breakTable(dataDir, 'campaigns');
    const svc = await GameService.open({ dataDir });
    // before: `"<id>" was repaired with all 10 of its actions`, the 6 later actions thrown away
    expect(svc.startupNotice).toContain('"Long run" was repaired with all 16 of its actions.');
    const opened = await svc.open({ id: campaign });
    expect(opened.summary.name).toBe('Long run');
    svc.close();
    const db = new BetterSqlite3(join(dataDir, DATABASE_FILE), { readonly: true });
    expect(db.prepare('SELECT count(*) FROM actions WHERE campaign_id = ?').pluck().get(campaign)).toBe(16);
    db.close();
  });

  it('says how many were lost when the file\'s actions past the backup do not replay, never "all"', async () => {
    const dataDir = tempDir();
    const { campaign } = await saved(dataDir, 10, 6);
    sql(dataDir, `UPDATE actions SET hash = 'not-it' WHERE campaign_id = '${campaign}' AND seq >= 14`);
    breakTable(dataDir, 'campaigns');
    const svc = await GameService.open({ dataDir });
    expect(svc.startupNotice).toContain('"Long run" was salvaged: 13 of its 16 actions kept, the last 3 lost.');
    svc.close();
  });
});

describe('a stall game with damaged moves (QA item 7)', () => {
  it('is salvaged at the start to its readable, verified moves, with a sentence, and plays on', async () => {
    const dataDir = tempDir();
    const svc0 = await GameService.open({ dataDir });
    const relay = await relayMoves(svc0, await svc0.startStallGame({ kind: 'relay', setup: {} }), 5);
    svc0.close();
    sql(dataDir, `UPDATE stall_game_actions SET action = '{"type":' WHERE game_id = '${relay.summary.id}' AND seq = 5`);
    const svc = await GameService.open({ dataDir });
    // before: nothing said, and every open refused ("cannot be resumed")
    expect(svc.startupNotice).toMatch(/"Copperfin Relay, solo" was salvaged: 4 of its 5 moves kept( \(from the backup of [^)]*\))?, the last one lost\./);
    let cur = await svc.openStallGame({ id: relay.summary.id });
    expect(cur.summary.moves).toBe(4);
    cur = await relayMoves(svc, cur, 1);
    expect(cur.summary.moves).toBe(5);
    svc.close();
  });

  it('names the move that is missing from the middle', async () => {
    const dataDir = tempDir();
    const svc0 = await GameService.open({ dataDir });
    const relay = await relayMoves(svc0, await svc0.startStallGame({ kind: 'relay', setup: {} }), 5);
    svc0.close();
    sql(dataDir, `DELETE FROM stall_game_actions WHERE game_id = '${relay.summary.id}' AND seq = 3`);
    const svc = await GameService.open({ dataDir });
    expect(svc.startupNotice).toContain('"Copperfin Relay, solo" was salvaged: 2 of its 5 moves kept, the last 3 lost.');
    svc.close();
  });
});

// QA items 6, 8 and 11 (2 Dec 2026): a save file whose format number does not match its tables is recovered as
// damage, not refused at every start, and a failed start rotates no good backup out; a lesson or review row that does
// not read is set aside with a sentence, never a 500; and a read-only look leaves no -shm or -wal beside a file.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { GameService } from '../../electron/service/game-service';
import { listBackups } from '../../electron/service/backups';
import { DATABASE_FILE } from '../../electron/service/paths';
import { breakTable, SETUP, tempDir } from './helpers';

function sql(dataDir: string, ...statements: string[]): void {
  const db = new BetterSqlite3(join(dataDir, DATABASE_FILE));
  for (const s of statements) db.exec(s);
  db.close();
}

/** A save of one campaign of `n` actions, opened once more so a launch backup holds it. */
async function saved(dataDir: string, n: number): Promise<string> {
  const svc = await GameService.open({ dataDir });
  let cur = await svc.create({ name: 'Kept', setup: SETUP });
  for (let i = 0; i < n; i++) cur = await svc.act({ id: cur.summary.id, action: cur.actions.filter((a) => a.legal)[0].action });
  svc.close();
  (await GameService.open({ dataDir })).close();
  return cur.summary.id;
}

describe('a format number that does not match the tables (QA item 6)', () => {
  for (const version of [3, -1]) {
    it(`recovers a current file marked format ${version} as damaged, with a plain sentence, keeping every action`, async () => {
      const dataDir = tempDir();
      const id = await saved(dataDir, 6);
      const good = listBackups(dataDir);
      sql(dataDir, `PRAGMA user_version = ${version}`);
      // before: every start refused ("duplicate column name: parent_id", "table campaigns already exists")
      const svc = await GameService.open({ dataDir });
      expect(svc.startupNotice).toMatch(/^The save file was damaged: the format number it gives is not that of the tables it holds, so it could not be brought up to this version's format\. It was moved aside to .* and the backup from .* was restored/);
      expect(svc.startupNotice).toContain('"Kept" was repaired with all 6 of its actions.');
      expect((await svc.open({ id })).summary.name).toBe('Kept');
      svc.close();
      for (const b of good) expect(existsSync(b)).toBe(true);
    });
  }

  it('recovers from a migration SQLite refuses, and no backup of the file that failed takes a good one\'s place', async () => {
    const dataDir = tempDir();
    const id = await saved(dataDir, 2);
    // a step that fails where the format number does match the tables: a view stands where migration 7 makes a table
    sql(dataDir, 'DROP TABLE stall_results', 'DROP TABLE stall_game_actions', 'DROP TABLE stall_games', 'PRAGMA user_version = 6', 'CREATE VIEW stall_games AS SELECT 1 AS x');
    // before: every start failed ("table stall_games already exists") and each wrote a backup of the failing file,
    // rotating the good ones out (one kept here)
    const svc = await GameService.open({ dataDir, backupsKept: 1 });
    expect(svc.startupNotice).toMatch(/^The save file was damaged: the format number it gives is not that of the tables it holds/);
    expect((await svc.open({ id })).view).toBeDefined();
    svc.close();
    for (const b of listBackups(dataDir)) {
      const copy = new BetterSqlite3(b, { readonly: true });
      expect(copy.pragma('user_version', { simple: true })).toBe(7);
      expect(copy.prepare('SELECT count(*) FROM actions').pluck().get()).toBe(2);
      copy.close();
    }
    // the file as it was is kept aside, rolled back whole (still format 6)
    const aside = readdirSync(dataDir).filter((n) => /^campaigns\.damaged-.*\.db$/.test(n));
    expect(aside).toHaveLength(1);
    const was = new BetterSqlite3(join(dataDir, aside[0]), { readonly: true });
    expect(was.pragma('user_version', { simple: true })).toBe(6);
    was.close();
  });
});

describe('a lesson or review row that does not read (QA item 8)', () => {
  it('sets a lesson at an impossible step aside at the start, with a sentence, and answers its Next without a 500', async () => {
    const dataDir = tempDir();
    let svc = await GameService.open({ dataDir });
    const lesson = await svc.startLesson();
    svc.close();
    sql(dataDir, `UPDATE lessons SET step = 999 WHERE campaign_id = '${lesson.summary.id}'`);
    svc = await GameService.open({ dataDir });
    expect(svc.startupNotice).toBe('The lesson in "Learn to play" was at a step the lesson does not have, so it was set aside: the campaign plays on without it.');
    // before: 500, "Cannot read properties of undefined (reading 'expect')"
    await expect(svc.lesson({ id: lesson.summary.id, do: 'next' })).rejects.toMatchObject({ code: 'conflict' });
    const opened = await svc.open({ id: lesson.summary.id });
    expect(opened.lesson).toBeUndefined();
    expect((await svc.act({ id: opened.summary.id, action: opened.actions.filter((a) => a.legal)[0].action })).view).toBeDefined();
    svc.close();
  });

  it('takes a stored review that parses to no review for none (made again on request), never answering it as it reads', async () => {
    const dataDir = tempDir();
    const id = await saved(dataDir, 1);
    sql(dataDir, `INSERT INTO reviews (campaign_id, engine_version, made_at, review) VALUES ('${id}', 'x', 'y', '"not a review"')`);
    const svc = await GameService.open({ dataDir });
    expect(await svc.review({ id })).toBeNull(); // before: the string spread into an object of its letters
    svc.close();
  });
});

describe('a read-only look leaves nothing beside the file (QA item 11)', () => {
  it('adds no -shm or -wal beside a refused newer-version file or a file moved aside', async () => {
    const refused = tempDir();
    await saved(refused, 1);
    sql(refused, 'PRAGMA journal_mode = WAL', 'PRAGMA user_version = 99');
    await expect(GameService.open({ dataDir: refused })).rejects.toThrow(/newer version/);
    expect(readdirSync(refused).filter((n) => n.endsWith('-shm') || n.endsWith('-wal'))).toEqual([]);

    const damaged = tempDir();
    await saved(damaged, 1);
    sql(damaged, 'PRAGMA journal_mode = WAL', 'PRAGMA application_id = 12345');
    (await GameService.open({ dataDir: damaged })).close();
    expect(readdirSync(damaged).filter((n) => n.endsWith('-shm') || n.endsWith('-wal'))).toEqual([]);
  });

  it("leaves behind the empty -wal and the -shm another program's look left beside a damaged file (QA2 fs3 item 1)", async () => {
    const dataDir = tempDir();
    const svc0 = await GameService.open({ dataDir });
    await svc0.startStallGame({ kind: 'relay', setup: {} });
    svc0.close();
    (await GameService.open({ dataDir })).close();
    // breakTable reads the file as any outside tool does (read-only, WAL): an empty -wal and a -shm stay beside it
    breakTable(join(dataDir, DATABASE_FILE), 'stall_games');
    expect(existsSync(join(dataDir, `${DATABASE_FILE}-shm`))).toBe(true);
    (await GameService.open({ dataDir })).close();
    // before: campaigns.damaged-….db-shm and -wal, carried along by the move aside and never removed
    expect(readdirSync(dataDir).filter((n) => n.endsWith('-shm') || n.endsWith('-wal'))).toEqual([]);
    expect(readdirSync(dataDir).some((n) => /^campaigns\.damaged-.*\.db$/.test(n))).toBe(true);
  });
});

describe('a result row no campaign could have left (QA item 8)', () => {
  it('is left out of Statistics with a sentence, the file as it was kept aside', async () => {
    const dataDir = tempDir();
    await saved(dataDir, 1);
    sql(dataDir, "INSERT INTO results (campaign_id, character, status, gems, day, level, finished_at) VALUES ('ghost', 'nobody', 'won', 9999, -5, 77, 'garbage')");
    const svc = await GameService.open({ dataDir });
    expect(svc.startupNotice).toMatch(/^Some records in the save file were damaged; the file as it was is kept aside as .*-rows\.db\. One finished campaign's result in the save file could not have been left by a campaign \(an unknown character or impossible figures\), so Statistics leave it out\.$/);
    expect((await svc.statistics()).played).toBe(0); // before: 1, won 1, by a character called "nobody"
    svc.close();
    const aside = readdirSync(dataDir).find((n) => n.endsWith('-rows.db'))!;
    const was = new BetterSqlite3(join(dataDir, aside), { readonly: true });
    expect(was.prepare("SELECT count(*) FROM results WHERE campaign_id = 'ghost'").pluck().get()).toBe(1);
    was.close();
  });
});

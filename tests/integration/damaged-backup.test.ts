// QA attack 2, item 3 (2 Dec 2026): a backup that is damaged itself is still a source. The save file and its only
// backup each lose one table; the campaigns come back with their names and the longest play that verifies, taken
// from whichever copy reads, and the damaged backup is moved out of the rotation rather than holding a slot.
import { closeSync, existsSync, openSync, truncateSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { GameService } from '../../electron/service/game-service';
import { listBackups } from '../../electron/service/backups';
import { DATABASE_FILE } from '../../electron/service/paths';
import { breakTable, finishedCampaignAndRelay, playSpread, SETUP, tempDir } from './helpers';

/** A campaign of `before` actions backed up at a launch, then `after` more; returns its id and the backup's path. */
async function saved(dataDir: string, before: number, after: number): Promise<{ id: string; backup: string }> {
  let svc = await GameService.open({ dataDir });
  const cur = await playSpread(svc, await svc.create({ name: 'Long run', setup: SETUP }), before);
  svc.close();
  svc = await GameService.open({ dataDir }); // the launch backup
  await playSpread(svc, await svc.open({ id: cur.summary.id }), after);
  svc.close();
  const backups = listBackups(dataDir);
  // the second launch's, holding `before` (the first launch, of a new save, takes none)
  expect(backups).toHaveLength(1);
  return { id: cur.summary.id, backup: backups[0] };
}

function actionsOf(dataDir: string, id: string): number {
  const db = new BetterSqlite3(join(dataDir, DATABASE_FILE), { readonly: true });
  try {
    return db.prepare('SELECT count(*) FROM actions WHERE campaign_id = ?').pluck().get(id) as number;
  } finally {
    db.close();
  }
}

describe('a damaged backup is still read (QA2 item 3)', () => {
  it("A: the save's actions and the backup's campaign rows lost: the backup's actions are kept under the save's row", async () => {
    const dataDir = tempDir();
    const { id, backup } = await saved(dataDir, 10, 6);
    breakTable(join(dataDir, DATABASE_FILE), 'actions');
    breakTable(backup, 'campaigns');
    const svc = await GameService.open({ dataDir, backupsKept: 2 });
    // before: "salvaged back to its set-up: all 16 of its actions were lost"
    expect(svc.startupNotice).toMatch(/"Long run" was salvaged: 10 of its 16 actions kept \(from the backup of [^)]*\), the last 6 lost\./);
    expect((await svc.open({ id })).summary.name).toBe('Long run');
    svc.close();
    expect(actionsOf(dataDir, id)).toBe(10);
  });

  it("B: the save's campaign rows and the backup's actions lost: the save's actions are kept under the backup's row", async () => {
    const dataDir = tempDir();
    const { id, backup } = await saved(dataDir, 10, 6);
    breakTable(join(dataDir, DATABASE_FILE), 'campaigns');
    breakTable(backup, 'actions');
    const svc = await GameService.open({ dataDir, backupsKept: 2 });
    // before: `"<id>" could not be read back at all`, and the campaign gone from the list
    expect(svc.startupNotice).toContain('"Long run" was repaired with all 16 of its actions.');
    expect((await svc.list()).map((c) => c.name)).toEqual(['Long run']);
    svc.close();
    expect(actionsOf(dataDir, id)).toBe(16);
  });

  it("reads a save whose first page is broken through a damaged backup's first page", async () => {
    const dataDir = tempDir();
    const { id, backup } = await saved(dataDir, 10, 6);
    const file = join(dataDir, DATABASE_FILE);
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(4096, 0xa5), 0, 4096, 0);
    closeSync(fd);
    breakTable(backup, 'actions');
    const svc = await GameService.open({ dataDir, backupsKept: 2 });
    // before: no campaign at all, the file's table of tables unread
    expect(svc.startupNotice).toContain('"Long run" was repaired with all 16 of its actions.');
    svc.close();
    expect(actionsOf(dataDir, id)).toBe(16);
  });

  it('moves the damaged backup out of the rotation, so it holds no slot and is not tried again', async () => {
    const dataDir = tempDir();
    const { backup } = await saved(dataDir, 4, 2);
    breakTable(join(dataDir, DATABASE_FILE), 'actions');
    breakTable(backup, 'campaigns');
    const svc = await GameService.open({ dataDir, backupsKept: 2 });
    svc.close();
    expect(existsSync(backup)).toBe(false);
    expect(existsSync(backup.replace(/\.db$/, '.damaged.db'))).toBe(true);
    // before: the damaged one stayed among the kept backups, newest of them, at every later start
    expect(listBackups(dataDir)).not.toContain(backup);
  });
});

describe('an empty or cut-short backup (QA2 fs3 item 2)', () => {
  for (const size of [0, 10]) {
    it(`sets a backup of ${size} bytes aside as a damaged one, out of the rotation, with a sentence`, async () => {
      const dataDir = tempDir();
      const { id, backup } = await saved(dataDir, 4, 2);
      truncateSync(backup, size);
      breakTable(join(dataDir, DATABASE_FILE), 'actions');
      const svc = await GameService.open({ dataDir, backupsKept: 2 });
      expect(svc.startupNotice).toContain('The save file was damaged and no good backup was found.');
      if (size === 0) expect(svc.startupNotice).toMatch(/The backup from \d{4}-\d\d-\d\d \d\d:\d\d UTC was empty, so it was set aside as .*\.damaged\.db\./);
      expect((await svc.open({ id })).summary.name).toBe('Long run');
      svc.close();
      // before (0 bytes): left as it was, one of the kept backups, and passed over again at every recovery
      expect(existsSync(backup)).toBe(false);
      expect(existsSync(backup.replace(/\.db$/, '.damaged.db'))).toBe(true);
      expect(listBackups(dataDir)).not.toContain(backup);
    });
  }
});

describe("a damaged backup's other records (QA2 fs3 item 3)", () => {
  /** A finished campaign and a finished relay, backed up at a launch; returns the backup's path. */
  async function finished(dataDir: string): Promise<{ id: string; relay: string; backup: string }> {
    let svc = await GameService.open({ dataDir });
    const { campaign: cur, relay } = await finishedCampaignAndRelay(svc);
    // deleted, so no game brings its result back: the rows alone hold them (a result outlives its game)
    await svc.remove({ id: cur.summary.id });
    await svc.removeStallGame({ id: relay.summary.id });
    svc.close();
    svc = await GameService.open({ dataDir }); // the launch backup holds both results
    svc.close();
    const backups = listBackups(dataDir);
    expect(backups).toHaveLength(1);
    return { id: cur.summary.id, relay: relay.summary.id, backup: backups[0] };
  }

  it('adds the results the damaged file lost from a damaged backup, and says so', async () => {
    const dataDir = tempDir();
    const { backup } = await finished(dataDir);
    breakTable(join(dataDir, DATABASE_FILE), 'results');
    breakTable(join(dataDir, DATABASE_FILE), 'stall_results');
    breakTable(backup, 'campaigns');
    const svc = await GameService.open({ dataDir, backupsKept: 2 });
    const stats = await svc.statistics();
    // before: 0 and 0, though the damaged backup held both rows readably
    expect(stats.played).toBe(1);
    expect(stats.stallGames.relay.played).toBe(1);
    expect(svc.startupNotice).toContain(
      'Also brought back from the damaged backup, where the damaged file no longer held them: the result of 1 finished campaign and the result of 1 finished Copperfin Relay or Lake Race game.',
    );
    svc.close();
  });
});

describe('a game only a damaged backup still shows (QA2 fs3 item 4)', () => {
  it('brings back the campaigns and stall games of a damaged backup when the save file shows none of them', async () => {
    const dataDir = tempDir();
    const { id, backup } = await saved(dataDir, 10, 6);
    let svc = await GameService.open({ dataDir });
    let relay = await svc.startStallGame({ kind: 'relay', setup: {} });
    const guide = relay.game.kind === 'relay' ? relay.game.guide : [];
    for (const step of guide.slice(0, 2)) relay = await svc.actStallGame({ id: relay.summary.id, action: step.action });
    svc.close();
    (await GameService.open({ dataDir, backupsKept: 1 })).close(); // a newer launch backup holding both, the older rotated out
    const [newest] = listBackups(dataDir);
    expect(newest).not.toBe(backup);
    // the save file is no database at all; its only backup has lost its snapshots, so it is no restore point either
    writeFileSync(join(dataDir, DATABASE_FILE), 'the disk ate it');
    breakTable(newest, 'snapshots');
    svc = await GameService.open({ dataDir, backupsKept: 1 });
    // before: both gone, and nothing said of either
    expect(svc.startupNotice).toMatch(/"Long run" was repaired with all 16 of its actions; the damaged save file no longer showed it, but the damaged backup of \d{4}-\d\d-\d\d \d\d:\d\d UTC did\./);
    expect(svc.startupNotice).toMatch(/"Copperfin Relay, solo" was repaired with all 2 of its moves; the damaged save file no longer showed it, but the damaged backup of [^.]* did\./);
    expect((await svc.open({ id })).summary.name).toBe('Long run');
    expect((await svc.openStallGame({ id: relay.summary.id })).summary.moves).toBe(2);
    svc.close();
    expect(actionsOf(dataDir, id)).toBe(16);
  });

  it('says in one counted sentence, never by an id, a campaign a damaged backup shows by its actions alone', async () => {
    const dataDir = tempDir();
    const { backup } = await saved(dataDir, 4, 2);
    writeFileSync(join(dataDir, DATABASE_FILE), 'the disk ate it');
    breakTable(backup, 'campaigns'); // its set-up and name are in no copy now; its actions still read
    const svc = await GameService.open({ dataDir, backupsKept: 2 });
    // before: nothing said of it at all
    expect(svc.startupNotice).toMatch(
      /A campaign that only the damaged backup of \d{4}-\d\d-\d\d \d\d:\d\d UTC still showed could not be read back at all \(no copy holds its name or set-up\); it is still in that backup, set aside\./,
    );
    expect(svc.startupNotice).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    svc.close();
  });

  it('says where stall games no copy names still are: in the damaged backup, not the damaged file', async () => {
    const dataDir = tempDir();
    let svc = await GameService.open({ dataDir });
    for (let i = 0; i < 2; i++) {
      let relay = await svc.startStallGame({ kind: 'relay', setup: {} });
      const guide = relay.game.kind === 'relay' ? relay.game.guide : [];
      relay = await svc.actStallGame({ id: relay.summary.id, action: guide[0].action });
    }
    svc.close();
    (await GameService.open({ dataDir })).close(); // the launch backup
    const [backup] = listBackups(dataDir);
    writeFileSync(join(dataDir, DATABASE_FILE), 'the disk ate it');
    breakTable(backup, 'stall_games'); // the games' rows in no copy; their moves still read
    svc = await GameService.open({ dataDir, backupsKept: 2 });
    // before: nothing said of them at all; then (item 4 alone) "still in the damaged file kept aside", which never held them
    expect(svc.startupNotice).toMatch(/2 Copperfin Relay or Lake Race games could not be read back at all; they are still in the damaged backup of \d{4}-\d\d-\d\d \d\d:\d\d UTC, set aside\./);
    expect(svc.startupNotice).not.toContain('damaged file kept aside');
    svc.close();
  });
});

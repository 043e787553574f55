// QA attack 2, items 2 and 8 (2 Dec 2026): a whole-file recovery keeps every record that still reads, even beside a
// game that came back shorter: the results of finished games stay in Statistics, a lesson is put in step with its
// campaign (never left waiting for an action the table no longer offers), a review of a game now unfinished is left
// out and said so, and an imported campaign's lost actions are never called "no action played". A save rebuilt with
// no good backup is backed up at once.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { GameService } from '../../electron/service/game-service';
import type { CampaignResult } from '../../electron/service/api';
import { listBackups } from '../../electron/service/backups';
import { LESSON_STEPS, onPath } from '../../electron/service/lesson';
import { DATABASE_FILE } from '../../electron/service/paths';
import { breakTable, finishedCampaignAndRelay, playSpread, SETUP, tempDir } from './helpers';

function sql(file: string, ...statements: string[]): void {
  const db = new BetterSqlite3(file);
  for (const s of statements) db.exec(s);
  db.close();
}

/** The lesson's own action among the legal ones (the seer's order is any of them). */
function onPathAction(cur: CampaignResult) {
  const step = LESSON_STEPS[cur.lesson!.index];
  const a = cur.actions.find((x) => x.legal && onPath(step, x.action));
  if (!a) throw new Error(`lesson step ${step.id}: no legal action matches ${JSON.stringify(step.expect)}`);
  return a.action;
}

/** A save with no backup: a finished campaign (with a review), a finished relay, a lesson 5 actions in. */
async function records(dataDir: string): Promise<{ finished: string; relay: string; lesson: string }> {
  const svc = await GameService.open({ dataDir });
  const { campaign: cur, relay } = await finishedCampaignAndRelay(svc);
  let lesson = await svc.startLesson();
  for (let i = 0; i < 5; i++) lesson = await svc.act({ id: lesson.summary.id, action: onPathAction(lesson) });
  expect(lesson.lesson?.index).toBe(5);
  svc.close();
  const file = join(dataDir, DATABASE_FILE);
  sql(file, `INSERT INTO reviews (campaign_id, engine_version, made_at, review) VALUES ('${cur.summary.id}', 'x', '2026-12-01T12:00:00.000Z', '{"status":"done","decisions":[]}')`);
  rmSync(join(dataDir, 'backups'), { recursive: true, force: true });
  return { finished: cur.summary.id, relay: relay.summary.id, lesson: lesson.summary.id };
}

describe('a recovery keeps the records that still read (QA2 item 2)', () => {
  it('keeps the results of games that came back unfinished, leaves their review out, and says both', async () => {
    const dataDir = tempDir();
    const { finished, relay } = await records(dataDir);
    const file = join(dataDir, DATABASE_FILE);
    breakTable(file, 'actions');
    breakTable(file, 'stall_game_actions');
    const svc = await GameService.open({ dataDir });
    const notice = svc.startupNotice ?? '';
    expect((await svc.open({ id: finished })).summary.status).toBe('playing');
    expect((await svc.openStallGame({ id: relay })).summary.moves).toBe(0);
    // before: played 0 and relay played 0, the readable result rows dropped because their games came back unfinished
    const stats = await svc.statistics();
    expect(stats.played).toBe(1);
    expect(stats.stallGames.relay.played).toBe(1);
    expect(notice).toContain('the result of 1 finished campaign, the result of 1 finished Copperfin Relay or Lake Race game');
    // before: the review came back beside a game now at its set-up
    expect(notice).toContain('Left out: the post-game review of a campaign that came back unfinished (a review is made again when the campaign is finished).');
    expect(await svc.review({ id: finished })).not.toMatchObject({ status: 'done' });
    svc.close();
  });

  it('brings back the review of a game that came back finished', async () => {
    const dataDir = tempDir();
    const { finished } = await records(dataDir);
    sql(join(dataDir, DATABASE_FILE), 'PRAGMA application_id = 12345'); // only the header is damaged: every row reads
    const svc = await GameService.open({ dataDir });
    expect(svc.startupNotice).toContain('1 post-game review.');
    expect(svc.startupNotice).not.toContain('Left out');
    expect(svc.startupNotice).not.toContain('The lesson in');
    expect(await svc.review({ id: finished })).toMatchObject({ status: 'done', current: false });
    svc.close();
  });

  it('puts a lesson at the step its campaign came back to, and the lesson plays through to its end', async () => {
    const dataDir = tempDir();
    const { lesson } = await records(dataDir);
    breakTable(join(dataDir, DATABASE_FILE), 'actions');
    const svc = await GameService.open({ dataDir });
    expect(svc.startupNotice).toContain('The lesson in "Learn to play" was put back at the step its campaign came back to (step 1 of 43).');
    let cur = await svc.open({ id: lesson });
    expect(cur.lesson?.index).toBe(0);
    // before: the lesson waited at step 5 beside a table at its set-up, every action and "next" refused
    while (cur.lesson) {
      const step = LESSON_STEPS[cur.lesson.index];
      cur = step.expect ? await svc.act({ id: lesson, action: onPathAction(cur) }) : await svc.lesson({ id: lesson, do: 'next' });
    }
    expect((await svc.statistics()).lessons).toEqual({ started: 1, finished: 1 });
    svc.close();
  });

  it('sets aside a lesson its campaign\'s play does not follow, and every legal action is then accepted', async () => {
    const dataDir = tempDir();
    const svc0 = await GameService.open({ dataDir });
    const cur0 = await playSpread(svc0, await svc0.create({ name: 'Free play', setup: SETUP }), 6);
    svc0.close();
    const id = cur0.summary.id;
    // a lesson row from another copy beside a campaign whose play is not the lesson's
    sql(join(dataDir, DATABASE_FILE), `INSERT INTO lessons (campaign_id, step, state) VALUES ('${id}', 3, 'active')`);
    const svc = await GameService.open({ dataDir });
    expect(svc.startupNotice).toContain('The lesson in "Free play" no longer matched the play its campaign came back with, so it was set aside: the campaign plays on without it.');
    const cur = await svc.open({ id });
    expect(cur.lesson).toBeUndefined();
    svc.close();
    // each legal action tried in a copy of the save as the recovery left it (some cannot be taken back to try the next)
    for (const a of cur.actions.filter((x) => x.legal)) {
      const copy = tempDir();
      cpSync(dataDir, copy, { recursive: true });
      const one = await GameService.open({ dataDir: copy });
      expect((await one.act({ id, action: a.action })).summary.id).toBe(id);
      one.close();
    }
  });

  it('never says "no action had been played" of an imported campaign that lost its actions', async () => {
    const dataDir = tempDir();
    const { finished } = await records(dataDir);
    const file = join(dataDir, DATABASE_FILE);
    // an imported campaign keeps no count of its actions (its facts are empty)
    sql(file, `UPDATE campaigns SET facts = NULL WHERE id = '${finished}'`);
    breakTable(file, 'actions');
    const svc = await GameService.open({ dataDir });
    const notice = svc.startupNotice ?? '';
    expect(notice).not.toContain('"To the end" was repaired; no action had been played in it yet');
    expect(notice).toMatch(/"To the end" was salvaged back to its set-up: at least \d+ actions played in it were lost \(the damaged file no longer shows how many\)\./);
    svc.close();
  });

  it('says an import lost its actions even when no snapshot counts them, from its row\'s summary', async () => {
    const dataDir = tempDir();
    const { finished } = await records(dataDir);
    const file = join(dataDir, DATABASE_FILE);
    sql(file, `UPDATE campaigns SET facts = NULL WHERE id = '${finished}'`, `DELETE FROM snapshots WHERE campaign_id = '${finished}'`);
    breakTable(file, 'actions');
    const svc = await GameService.open({ dataDir });
    expect(svc.startupNotice).toContain('"To the end" was salvaged back to its set-up: the actions played in it were lost (the damaged file no longer shows how many).');
    svc.close();
  });
});

describe('a save rebuilt with no good backup (QA2 item 8)', () => {
  it('is backed up at the start that rebuilt it', async () => {
    const dataDir = tempDir();
    await records(dataDir);
    breakTable(join(dataDir, DATABASE_FILE), 'actions');
    const svc = await GameService.open({ dataDir });
    expect(svc.startupNotice).toContain('no good backup was found');
    // before: none until the next launch
    const backups = listBackups(dataDir);
    expect(backups).toHaveLength(1);
    svc.close();
    const db = new BetterSqlite3(backups[0], { readonly: true });
    expect(db.prepare('SELECT count(*) FROM campaigns').pluck().get()).toBe(2);
    db.close();
  });
});

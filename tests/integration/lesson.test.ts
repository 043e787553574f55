// Issue 26, the guided first campaign on the real service and save file: the lesson's set-up and arranged deck make
// the rulebook's worked example happen (its day-1 events, section 4-6, and the daybreak flip of section 6); an
// action off the path is refused with the step's sentence and changes nothing; the step survives a restart;
// leaving turns it into free play; lessons are counted apart in the statistics.
import { describe, expect, it } from 'vitest';
import { GameService } from '../../electron/service/game-service';
import type { CampaignResult } from '../../electron/service/api';
import { ServiceError } from '../../electron/service/errors';
import { LESSON_NO_UNDO, LESSON_STEPS, onPath } from '../../electron/service/lesson';
import { buildReference } from '../../data/reference';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { openDatabase } from '../../electron/service/database';
import { MIGRATIONS } from '../../electron/service/migrations';
import { DATABASE_FILE } from '../../electron/service/paths';
import { SETUP, tempDir } from './helpers';
import { newGame, stateHash } from '../../engine';

/** The step's own action among the legal ones (the seer's order is any of them). */
function onPathAction(cur: CampaignResult) {
  const step = LESSON_STEPS[cur.lesson!.index];
  const a = cur.actions.find((x) => x.legal && onPath(step, x.action));
  if (!a) throw new Error(`lesson step ${step.id}: no legal action matches ${JSON.stringify(step.expect)}`);
  return a.action;
}

async function refusal(p: Promise<unknown>): Promise<ServiceError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ServiceError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

/** Plays the lesson's action steps from `cur` until a read-only step or the end; returns the ledger lines met. */
async function playActions(svc: GameService, cur: CampaignResult, lines: string[]): Promise<CampaignResult> {
  while (cur.lesson?.step.waits) {
    cur = await svc.act({ id: cur.summary.id, action: onPathAction(cur) });
    lines.push(...cur.events.map((e) => e.text));
  }
  return cur;
}

describe('the lesson (issue 26)', () => {
  it('every step links to a rules reference section that exists', () => {
    const ids = new Set(buildReference().map((s) => s.id));
    for (const step of LESSON_STEPS) expect(ids.has(step.section), `${step.id} -> ${step.section}`).toBe(true);
  });

  it("seed and arranged deck reproduce the worked example's day 1 and night (rulebook 4, 5, 6, 8): 3 fish cards, 2 marks, a Pep lost, Glowworm Hollow discarded, the seer's 4 cards, 8 Gems at the stall, 1 XP and the flip, LEVEL 2 and Fighter, night, daybreak 6 flips The Market", async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    let cur = await svc.startLesson();
    // QA 3, item 8: the first answer gives the lesson's own reason, not "Nothing to undo yet"
    expect(cur.undo).toEqual({ available: false, reason: LESSON_NO_UNDO });
    expect(cur.summary.character).toBe('peth');
    expect(cur.view.agility).toBe(3);
    const lines: string[] = [];
    cur = await playActions(svc, cur, lines);
    const said = lines.join('\n');
    expect(said).toContain('you draw The Old Miner');
    expect(said).toContain('you draw The Gamblers');
    expect(said).toContain('you draw Glowworm Hollow');
    expect(said).toContain('2 exclamation marks among your 3 cards');
    expect(said).toContain('you lose 1 Pep');
    expect(said).toContain('you discard Glowworm Hollow');
    expect(said).toMatch(/The seer turns over the top 4 cards/);
    // the stall: 4 right calls from the seer's cards, a wrong blind one; 8 Gems, 1 XP, Bay Carnival flipped, LEVEL 2
    expect(said).toContain('A wrong call ends it with 4 right calls: 8 Gems.');
    expect(said).toContain('You won 8 Gems in one carnival game: you gain 1 XP.');
    expect(said).toContain('Bay Carnival is flipped.');
    expect(said).toContain('You reach LEVEL 2: choose a perk.');
    expect(said).toContain('LEVEL 2, Fighter: Strength rises to 3.');
    expect(said).toContain('Night 1 falls.');
    expect(said).toContain('Daybreak: you roll 6 to flip a Location.');
    expect(cur.view.day).toBe(2);
    expect(cur.view.strength).toBe(3);
    expect(cur.view.locations.find((l) => l.id === 'carnival')?.side).toBe('red');
    expect(cur.view.locations.find((l) => l.id === 'market')?.side).toBe('red');
    expect(cur.lesson?.step.id).toBe('flipped');
    svc.close();
  });

  it('refuses an off-path action with the step\'s sentence and saves nothing; resumes at the same step after a restart', async () => {
    const dataDir = tempDir();
    let svc = await GameService.open({ dataDir });
    let cur = await svc.startLesson();
    const id = cur.summary.id;
    cur = await svc.act({ id, action: onPathAction(cur) });
    cur = await svc.act({ id, action: onPathAction(cur) });
    expect(cur.lesson?.index).toBe(2);
    const stop = cur.actions.find((a) => a.legal && a.action.type === 'stopDrawing')!;
    const err = await refusal(svc.act({ id, action: stop.action }));
    expect(err.code).toBe('illegal-action');
    expect(err.message).toBe(`${LESSON_STEPS[2].instead} (Or leave the lesson to play freely.)`);
    expect(cur.undo).toEqual({ available: false, reason: LESSON_NO_UNDO });
    expect(await refusal(svc.undo({ id }))).toMatchObject({ code: 'illegal-action', message: LESSON_NO_UNDO });
    svc.close();
    svc = await GameService.open({ dataDir });
    const again = await svc.open({ id });
    expect(again.lesson?.index).toBe(2);
    expect(again.lesson?.step.id).toBe(LESSON_STEPS[2].id);
    expect(again.view.timer).toBe(cur.view.timer);
    svc.close();
  });

  it('Next passes the read-only steps and finishes; leaving turns the lesson into free play; statistics count lessons apart', async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    let cur = await playActions(svc, await svc.startLesson(), []);
    expect(await refusal(svc.act({ id: cur.summary.id, action: cur.actions.find((a) => a.legal)!.action }))).toMatchObject({ code: 'illegal-action' });
    const said: string[] = [];
    while (cur.lesson) {
      cur = cur.lesson.step.waits ? await svc.act({ id: cur.summary.id, action: onPathAction(cur) }) : await svc.lesson({ id: cur.summary.id, do: 'next' });
      said.push(...cur.events.map((e) => e.text));
    }
    // the worked example's quest (steps 6-11 of the example): the Guild's free shovel, an event, fishing in the mine,
    // Creeping Rot fought at depth 2 with a re-roll and fled, token 2 then Mr. Boydell (token 4), the reward
    const quest = said.join('\n');
    expect(quest).toContain("The Miners' Guild's free tool: a shovel goes into your rucksack.");
    expect(quest).toContain('Creeping Rot (Strength 4, Agility 3) blocks your way.');
    expect(quest).toContain('You spend Pep to roll again');
    expect(quest).toContain('You get away from Creeping Rot.');
    expect(quest).toContain('It is 4: Mr. Boydell.');
    expect(quest).toContain('with the quest complete. Reward: 1 XP and 3 Gems.');
    expect(cur.view.quest).toBeNull();
    expect(await refusal(svc.lesson({ id: cur.summary.id, do: 'next' }))).toMatchObject({ code: 'conflict' });
    // free play: any legal action now
    await svc.act({ id: cur.summary.id, action: cur.actions.find((a) => a.legal)!.action });

    const left = await svc.startLesson();
    expect(await refusal(svc.lesson({ id: left.summary.id, do: 'next' }))).toMatchObject({ code: 'illegal-action' });
    const free = await svc.lesson({ id: left.summary.id, do: 'leave' });
    expect(free.lesson).toBeUndefined();
    const other = free.actions.find((a) => a.legal && a.action.type === 'dig')!;
    await svc.act({ id: left.summary.id, action: other.action });

    expect(await refusal(svc.lesson({ id: 'nope', do: 'leave' }))).toMatchObject({ code: 'not-found' });
    expect(await refusal(svc.lesson({ id: left.summary.id, do: 'jump' } as never))).toMatchObject({ code: 'invalid-input' });
    const stats = await svc.statistics();
    expect(stats.lessons).toEqual({ started: 2, finished: 1 });
    // the lesson's quest follows our script: it earns no badge (issue 29's achievements count the player's own play)
    expect((await svc.achievements()).filter((a) => a.earned).map((a) => a.id)).toEqual([]);
    svc.close();
  });

  it('the lessons migration upgrades a file saved before it, ordinary results still counted, no lesson yet', async () => {
    const dir = tempDir();
    const lessons = MIGRATIONS.findIndex((m) => m.sql.includes('CREATE TABLE lessons'));
    expect(lessons).toBeGreaterThan(0);
    const old = new BetterSqlite3(join(dir, DATABASE_FILE));
    for (const m of MIGRATIONS.slice(0, lessons)) old.exec(m.sql);
    old.pragma(`user_version = ${MIGRATIONS[lessons - 1].version}`);
    old.prepare(`INSERT INTO campaigns (id, name, setup, start_hash, created_at, last_played_at, status, character, day, gems, level)
                 VALUES ('won', 'Won', ?, ?, '2026-01-01', '2026-01-02', 'won', 'wren', 3, 61, 2)`).run(JSON.stringify(SETUP), stateHash(newGame(SETUP)));
    old.prepare(`INSERT INTO results (campaign_id, character, status, gems, day, level, finished_at) VALUES ('won', 'wren', 'won', 61, 3, 2, '2026-01-02')`).run();
    old.close();
    // (its set-up's true fingerprint: every start checks that each campaign replays, issue 28)
    const { db } = await openDatabase(dir);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS[MIGRATIONS.length - 1].version);
    db.close();
    const svc = await GameService.open({ dataDir: dir });
    expect(await svc.statistics()).toMatchObject({ played: 1, won: 1, lessons: { started: 0, finished: 0 } });
    expect((await svc.list()).map((c) => c.id)).toEqual(['won']);
    svc.close();
  });
});

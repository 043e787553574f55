// Issue 29 (the daily campaign, records, achievements) and issue 24 item 10 (every Statistics figure), on a real
// save file with campaigns whose histories are known: each is played by the strong bot from a fixed seed, and the
// figures expected below were read off those histories (the seeds and figures are listed by
// scripts/find-achievement-seeds.ts: rerun it when a rules change alters the bots' play).
import BetterSqlite3 from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dailySetup, type GameSetup } from '../../engine';
import { playCampaign } from '../../engine/bots/index';
import { strongBot } from '../../engine/bots/index';
import { botRng } from '../../engine/bots/index';
import { NORMAL_HARDER } from '../../contract';
import { GAME_VERSION, GameService } from '../../electron/service/game-service';
import type { CampaignResult } from '../../electron/service/api';
import { openDatabase } from '../../electron/service/database';
import { DATABASE_FILE } from '../../electron/service/paths';
import { LATEST_VERSION, MIGRATIONS } from '../../electron/service/migrations';
import { CampaignStore } from '../../electron/service/store';
import { campaignFacts } from '../../electron/service/progress/facts';
import { evaluate } from '../../electron/service/progress/achievements';
import { ProgressStore } from '../../electron/service/progress/progress-store';
import { breakTable, refusal, SETUP, tempDir } from './helpers';

const NOW = new Date('2026-12-02T12:00:00.000Z');
const TODAY = '2026-12-02';

/** A strong-bot campaign of seed `p29-<i>`: the same history every run. */
function botSetup(i: number, character: string, harder = NORMAL_HARDER): GameSetup {
  return { seed: `p29-${i}`, character, startingSkill: 0, plusOneStat: 'strength', harder };
}
function actionsOf(setup: GameSetup, i: number) {
  return playCampaign(setup, strongBot, botRng(`p29:${i}`)).actions;
}

/** Creates the campaign and plays `actions` through the service, as the player's clicks would. */
async function playThrough(svc: GameService, setup: GameSetup, actions: readonly unknown[], beforeEach?: (id: string, n: number) => void): Promise<CampaignResult> {
  let last = await svc.create({ setup });
  const id = last.summary.id;
  for (const [n, action] of actions.entries()) {
    beforeEach?.(id, n);
    last = await svc.act({ id, action: action as never });
  }
  return last;
}

const WON_WREN = botSetup(13, 'wren'); // won on day 3 with 7 hours to spare; held 60 Gems, paid them all
const LOST_PETH = botSetup(0, 'peth'); // lost: held 40 Gems at most, never paid

describe('statistics (issue 24, item 10): every figure from campaigns with known histories', () => {
  it('counts the most Gems held (not the purse left after paying) and the advisor per campaign and per request', async () => {
    const svc = await GameService.open({ dataDir: tempDir(), now: () => NOW });
    const won = await playThrough(svc, WON_WREN, actionsOf(WON_WREN, 13), (id, n) => n < 4 && svc.advisorUsed(id)); // asked 4 times
    expect(won.view.status).toBe('won');
    expect(won.view.gems).toBeLessThan(60); // the purse after paying: what the old figure showed
    const lost = await playThrough(svc, LOST_PETH, actionsOf(LOST_PETH, 0));
    expect(lost.view.status).toBe('lost');
    await playThrough(svc, botSetup(2, 'maudie'), actionsOf(botSetup(2, 'maudie'), 2).slice(0, 10)); // still playing: not counted

    const stats = await svc.statistics();
    expect(stats).toMatchObject({ played: 2, won: 1, lost: 1, bestGems: 60, advisorCampaigns: 1, advisorRequests: 4 });
    expect(stats.byCharacter).toEqual({ peth: { played: 1, won: 0 }, wren: { played: 1, won: 1 } });
    const byKey = Object.fromEntries(stats.records.map((r) => [r.key, r]));
    expect(byKey['most-gems']).toMatchObject({ figure: 60, campaignId: won.summary.id });
    expect(byKey['earliest-payment']).toMatchObject({ value: 'day 3, 7 hours to spare', campaignId: won.summary.id });
    expect(byKey['fastest-relay']?.figure).toBe(6);
    expect(byKey['best-score:wren:standard set-up']).toMatchObject({ campaignId: won.summary.id, figure: won.score!.total });
    expect(byKey['best-score:peth:standard set-up']).toMatchObject({ campaignId: lost.summary.id, figure: 40 * 5 });

    // the finished campaigns' figures outlive their saves; the records name only campaigns still saved
    await svc.remove({ id: won.summary.id });
    const after = await svc.statistics();
    expect(after).toMatchObject({ played: 2, won: 1, bestGems: 60, advisorCampaigns: 1, advisorRequests: 4 });
    expect(after.records.some((r) => r.campaignId === won.summary.id)).toBe(false);
    svc.close();
  });

  it('says the same after a restart', async () => {
    const dir = tempDir();
    const svc = await GameService.open({ dataDir: dir, now: () => NOW });
    await playThrough(svc, WON_WREN, actionsOf(WON_WREN, 13));
    const before = await svc.statistics();
    svc.close();
    const again = await GameService.open({ dataDir: dir, now: () => NOW });
    expect(await again.statistics()).toEqual(before);
    again.close();
  });
});

describe('the score on the end screen (rules reference: score)', () => {
  it('comes with the finished campaign, its parts adding up, and a win above a loss', async () => {
    const svc = await GameService.open({ dataDir: tempDir(), now: () => NOW });
    const won = await playThrough(svc, WON_WREN, actionsOf(WON_WREN, 13));
    const lost = await playThrough(svc, LOST_PETH, actionsOf(LOST_PETH, 0));
    for (const r of [won, lost]) expect(r.score!.parts.reduce((n, p) => n + p.points, 0)).toBe(r.score!.total);
    expect(won.score!.parts.find((p) => p.label === 'Time to spare')).toMatchObject({ detail: '7 hours x 25', points: 175 });
    expect(won.score!.total).toBeGreaterThan(lost.score!.total);
    expect((await svc.open({ id: won.summary.id })).score).toEqual(won.score); // the same when opened again
    svc.close();
  });
});

describe('achievements (issue 29): stored as earned, recomputed from scratch the same', () => {
  it('tells the action that earns one, and stores what a recount from the saves gives', async () => {
    const dir = tempDir();
    const svc = await GameService.open({ dataDir: dir, now: () => NOW });
    const actions = actionsOf(WON_WREN, 13);
    let id = '';
    const told: string[] = [];
    let last = await svc.create({ setup: WON_WREN });
    id = last.summary.id;
    for (const action of actions) {
      last = await svc.act({ id, action: action as never });
      for (const e of last.earned ?? []) told.push(e.id);
    }
    // told once each, as it happened: the relay and quests on the way, the win with Wren at the end
    expect(told).toEqual(expect.arrayContaining(['win-wren', 'relay-six', 'quest-powder']));
    expect(new Set(told).size).toBe(told.length);
    expect(last.earned?.map((e) => e.id)).toContain('win-wren');
    await playThrough(svc, LOST_PETH, actionsOf(LOST_PETH, 0));
    await playThrough(svc, botSetup(15, 'tobias'), actionsOf(botSetup(15, 'tobias'), 15)); // won on day 2
    svc.close();

    // from scratch: every campaign replayed from its set-up, the achievements counted again
    const { db } = await openDatabase(dir);
    const store = new CampaignStore(db);
    const progress = new ProgressStore(db);
    const recounted = store.list().map((row) => {
      const facts = campaignFacts(row.setup, store.path(row.id));
      expect(row.facts).toEqual(facts); // the facts folded action by action equal the recount
      return { id: row.id, name: row.name, createdAt: row.createdAt, lastPlayedAt: row.lastPlayedAt, facts };
    });
    const expected = evaluate(recounted, progress.calendar())
      .filter((e) => e.campaignId !== null)
      .map((e) => ({ id: e.achievement.id, campaignId: e.campaignId }))
      .sort((a, b) => a.id.localeCompare(b.id));
    expect(progress.earned().map(({ id, campaignId }) => ({ id, campaignId }))).toEqual(expected);
    expect(expected.map((e) => e.id)).toEqual(expect.arrayContaining(['win-wren', 'win-tobias', 'early-payment']));
    db.close();
  });

  it('keeps the facts equal to a recount across undos and a restart mid-campaign', async () => {
    const dir = tempDir();
    let svc = await GameService.open({ dataDir: dir, now: () => NOW });
    const actions = actionsOf(WON_WREN, 13);
    let last = await svc.create({ setup: WON_WREN });
    const id = last.summary.id;
    let undone = 0;
    for (const [n, action] of actions.entries()) {
      last = await svc.act({ id, action: action as never });
      if (last.undo.available && undone < 5) {
        await svc.undo({ id }); // taken back, then taken again: the facts must not count it twice
        last = await svc.act({ id, action: action as never });
        undone++;
      }
      if (n === 40) {
        svc.close(); // a restart in the middle: the next action folds onto the facts stored before it
        svc = await GameService.open({ dataDir: dir, now: () => NOW });
      }
    }
    expect(undone).toBe(5);
    expect(last.summary.status).toBe('won');
    svc.close();
    const { db } = await openDatabase(dir);
    const store = new CampaignStore(db);
    const row = store.get(id)!;
    expect(row.facts).toEqual(campaignFacts(row.setup, store.path(id)));
    expect(store.statistics().bestGems).toBe(60);
    db.close();
  });

  it('withdraws what only a deleted campaign earned, and mends a recovered file that says otherwise', async () => {
    const dir = tempDir();
    const svc = await GameService.open({ dataDir: dir, now: () => NOW });
    const won = await playThrough(svc, WON_WREN, actionsOf(WON_WREN, 13));
    const ids = async () => (await svc.achievements()).filter((a) => a.earned).map((a) => a.id);
    expect(await ids()).toContain('win-wren');
    expect((await svc.achievements()).find((a) => a.id === 'win-wren')?.campaign).toEqual({ id: won.summary.id, name: won.summary.name });
    await svc.remove({ id: won.summary.id });
    expect(await ids()).toEqual([]);
    svc.close();

    // a file restored from a backup may carry badges its campaigns do not earn: opening it recounts them
    const raw = new BetterSqlite3(join(dir, DATABASE_FILE));
    raw.prepare(`INSERT INTO achievements (id, campaign_id, earned_at) VALUES ('win-tobias', 'gone', '2026-11-01')`).run();
    raw.close();
    const again = await GameService.open({ dataDir: dir, now: () => NOW });
    expect((await again.achievements()).filter((a) => a.earned)).toEqual([]);
    const locked = (await again.achievements()).find((a) => a.id === 'five-wins')!;
    expect(locked).toMatchObject({ earned: false, text: 'Win 5 campaigns.', progress: { have: 0, need: 5 } }); // a locked one's condition shows
    again.close();
  });
});

describe('what counts (QA 3, items 2 and 4): practice and the lesson set no record and earn no achievement', () => {
  it('keeps an imported won campaign and a branch of it out of the records, the achievements and Statistics', async () => {
    const from = await GameService.open({ dataDir: tempDir(), now: () => NOW });
    const won = await playThrough(from, WON_WREN, actionsOf(WON_WREN, 13));
    const file = await from.exportCampaign({ id: won.summary.id });
    from.close();

    const dir = tempDir();
    let svc = await GameService.open({ dataDir: dir, now: () => NOW });
    const imported = await svc.importCampaign({ file });
    await svc.branch({ id: imported.id, step: 40, luck: 'same' });
    svc.close();
    svc = await GameService.open({ dataDir: dir, now: () => NOW }); // a restart recounts the achievements
    const stats = await svc.statistics();
    expect(stats).toMatchObject({ played: 0, won: 0, bestGems: 0 });
    expect(stats.practice?.played).toBe(1);
    expect(stats.records.filter((r) => r.campaignId !== null && r.campaignId !== undefined)).toEqual([]);
    expect((await svc.achievements()).filter((a) => a.earned)).toEqual([]);
    svc.close();
  });

  it('knows a campaign with an arranged deck as the lesson when its lessons row is gone', async () => {
    const dir = tempDir();
    let svc = await GameService.open({ dataDir: dir, now: () => NOW });
    const won = await playThrough(svc, WON_WREN, actionsOf(WON_WREN, 13));
    svc.close();
    // the set-up as the lesson's, with no lessons row: what a recovery that lost the lessons table leaves
    const db = new BetterSqlite3(join(dir, DATABASE_FILE));
    const setup = JSON.parse(db.prepare('SELECT setup FROM campaigns WHERE id = ?').pluck().get(won.summary.id) as string) as GameSetup;
    db.prepare('UPDATE campaigns SET setup = ? WHERE id = ?').run(JSON.stringify({ ...setup, deckTop: ['x'] }), won.summary.id);
    db.prepare('DELETE FROM achievements').run();
    db.close();
    svc = await GameService.open({ dataDir: dir, now: () => NOW });
    const stats = await svc.statistics();
    expect(stats).toMatchObject({ played: 0, won: 0 });
    expect(stats.records.some((r) => r.campaignId === won.summary.id)).toBe(false);
    expect((await svc.achievements()).filter((a) => a.earned)).toEqual([]);
    svc.close();
  });
});

describe("today's campaign (issue 29)", () => {
  it('is the set-up of the date, shown before it starts; the first start counts, a second the same day is practice', async () => {
    const svc = await GameService.open({ dataDir: tempDir(), now: () => NOW });
    const before = await svc.daily({ date: TODAY });
    expect(before).toMatchObject({ date: TODAY, version: GAME_VERSION, counts: true, calendar: [], streak: { current: 0, longest: 0 } });
    expect(before.setup).toEqual(dailySetup(TODAY, GAME_VERSION));

    const first = await svc.startDaily({ date: TODAY });
    expect(first.summary).toMatchObject({ name: `Today's campaign, ${TODAY}`, daily: TODAY, character: before.setup.character });
    // QA 2, item 1: a practice start is the counted game's own cards, so it waits until that game is over
    const early = await refusal(svc.startDaily({ date: TODAY }));
    expect(early).toMatchObject({ code: 'conflict', message: `Today's counted campaign for ${TODAY} is still being played; a practice start now would show its cards and dice before they come. Continue it, and practise once it is over.` });
    const now = await svc.daily({ date: TODAY });
    expect(now.counts).toBe(false);
    expect(now.calendar).toEqual([{ date: TODAY, campaignId: first.summary.id, status: 'playing', score: null, saved: true }]);
    expect((await svc.list()).length).toBe(1);

    // deleting the counted attempt buys no second one
    await svc.remove({ id: first.summary.id });
    const after = await svc.daily({ date: TODAY });
    expect(after).toMatchObject({ counts: false, calendar: [{ date: TODAY, campaignId: first.summary.id, status: 'deleted', saved: false }] });
    expect((await svc.startDaily({ date: TODAY })).summary.name).toBe(`Practice, ${TODAY}`);
    svc.close();
  });

  it('saves a later start of the day as practice: it counts in practice, not in Statistics (QA 3, item 1)', async () => {
    const svc = await GameService.open({ dataDir: tempDir(), now: () => NOW });
    const setup = dailySetup(TODAY, GAME_VERSION);
    const actions = playCampaign(setup, strongBot, botRng(`daily:${TODAY}`)).actions;
    for (const expected of [`Today's campaign, ${TODAY}`, `Practice, ${TODAY}`, `Practice, ${TODAY}`]) {
      const started = await svc.startDaily({ date: TODAY });
      expect(started.summary).toMatchObject({ name: expected, practice: expected.startsWith('Practice') });
      for (const action of actions) await svc.act({ id: started.summary.id, action: action as never });
    }
    const stats = await svc.statistics();
    expect(stats.played).toBe(1);
    expect(stats.practice?.played).toBe(2);
    svc.close();
  });

  it('mends a save whose later starts of the day were saved as counting by an earlier build (QA 3, item 1)', async () => {
    const dir = tempDir();
    let svc = await GameService.open({ dataDir: dir, now: () => NOW });
    const setup = dailySetup(TODAY, GAME_VERSION);
    const actions = playCampaign(setup, strongBot, botRng(`daily:${TODAY}`)).actions;
    for (let i = 0; i < 2; i++) {
      const started = await svc.startDaily({ date: TODAY });
      for (const action of actions) await svc.act({ id: started.summary.id, action: action as never });
    }
    svc.close();
    const db = new BetterSqlite3(join(dir, DATABASE_FILE));
    db.exec('UPDATE campaigns SET practice = 0; UPDATE results SET practice = 0');
    db.close();
    svc = await GameService.open({ dataDir: dir, now: () => NOW });
    const stats = await svc.statistics();
    expect(stats.played).toBe(1);
    expect(stats.practice?.played).toBe(1);
    svc.close();
  });

  it('keeps the day counted when the daily calendar is lost to damage: no second counted start (QA 3, item 3)', async () => {
    const dir = tempDir();
    let svc = await GameService.open({ dataDir: dir, now: () => NOW });
    const setup = dailySetup(TODAY, GAME_VERSION);
    const counted = await svc.startDaily({ date: TODAY });
    for (const action of playCampaign(setup, strongBot, botRng(`daily:${TODAY}`)).actions) await svc.act({ id: counted.summary.id, action: action as never });
    await svc.startDaily({ date: TODAY });
    svc.close();
    breakTable(join(dir, DATABASE_FILE), 'daily_attempts');
    svc = await GameService.open({ dataDir: dir, now: () => NOW });
    const info = await svc.daily({ date: TODAY });
    expect(info.counts).toBe(false);
    expect(info.calendar).toEqual([expect.objectContaining({ date: TODAY, campaignId: counted.summary.id, saved: true })]);
    const again = await svc.startDaily({ date: TODAY });
    expect(again.summary).toMatchObject({ name: `Practice, ${TODAY}`, practice: true });
    expect((await svc.statistics()).played).toBe(1);
    // the rebuilt row is written down, so the day stays counted after its campaign is deleted
    await svc.remove({ id: counted.summary.id });
    expect((await svc.daily({ date: TODAY })).counts).toBe(false);
    svc.close();
  });

  it("puts a finished daily on the calendar with its result and score, and counts the streak", async () => {
    const dir = tempDir();
    let now = new Date('2026-11-30T09:00:00.000Z');
    const svc = await GameService.open({ dataDir: dir, now: () => now });
    for (const date of ['2026-11-30', '2026-12-01', '2026-12-02']) {
      now = new Date(`${date}T09:00:00.000Z`);
      const setup = dailySetup(date, GAME_VERSION);
      const started = await svc.startDaily({ date });
      let last = started;
      for (const action of playCampaign(setup, strongBot, botRng(`daily:${date}`)).actions) last = await svc.act({ id: started.summary.id, action: action as never });
      expect(last.summary.status).not.toBe('playing');
    }
    const info = await svc.daily({ date: '2026-12-02' });
    expect(info.calendar.map((d) => d.date)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    for (const d of info.calendar) {
      expect(['won', 'lost']).toContain(d.status);
      expect(d.score).toBeTypeOf('number');
    }
    expect(info.streak).toEqual({ current: 3, longest: 3 });
    expect((await svc.achievements()).find((a) => a.id === 'daily-streak')).toMatchObject({ earned: true });
    now = new Date('2026-12-03T09:00:00.000Z');
    expect((await svc.daily({ date: '2026-12-03' })).streak.current).toBe(3); // the next day, not yet played: unbroken
    svc.close();
  });

  it('refuses a date that is not today anywhere on Earth, or not a date, with a sentence', async () => {
    const svc = await GameService.open({ dataDir: tempDir(), now: () => NOW });
    await expect(svc.startDaily({ date: '2026-12-09' })).rejects.toThrow("The campaign for 2026-12-09 is not out yet: it is not 2026-12-09 anywhere in the world yet (2026-12-02 12:00 UTC by this computer's clock).");
    await expect(svc.daily({ date: '2026-13-01' })).rejects.toThrow('The daily request was refused (date: a date is written YYYY-MM-DD, as 2026-12-02).');
    await expect(svc.daily({})).rejects.toThrow('date: missing');
    expect(await svc.list()).toEqual([]);
    // QA 2, item 4: at 12:00 UTC it is the 2nd everywhere and the 3rd from UTC+12 east; a day to come is not shown,
    // so it cannot be scouted (QA item 9), and a day that has ended everywhere is over
    await expect(svc.daily({ date: '2026-12-03' })).resolves.toMatchObject({ counts: true });
    await expect(svc.daily({ date: '2026-12-04' })).rejects.toThrow("The campaign for 2026-12-04 is not out yet: it is not 2026-12-04 anywhere in the world yet (2026-12-02 12:00 UTC by this computer's clock).");
    await expect(svc.startDaily({ date: '2026-12-04' })).rejects.toMatchObject({ code: 'invalid-input' });
    for (const over of ['2026-12-01', '2026-11-02']) {
      await expect(svc.daily({ date: over })).rejects.toThrow(`The campaign for ${over} is over: ${over} has ended everywhere in the world (2026-12-02 12:00 UTC by this computer's clock), and today's campaign is the one for a date that is today somewhere.`);
      await expect(svc.startDaily({ date: over })).rejects.toMatchObject({ code: 'invalid-input' });
    }
    // and a campaign started with a daily's seed is refused, so the day's own game is never played before its start
    const scout = dailySetup('2026-12-03', GAME_VERSION);
    await expect(svc.create({ setup: scout })).rejects.toThrow(`Seeds beginning "daily-" are kept for today's campaign`);
    expect(await svc.list()).toEqual([]);
    svc.close();
  });
});

describe("today's campaign's date by the service's clock (QA 2, item 4)", () => {
  it('shows and starts a date from its start at UTC+14 until its end at UTC-12, whatever zone the service keeps', async () => {
    let now = new Date('2026-12-01T09:59:00.000Z'); // 23:59 on the 1st at Kiritimati
    const svc = await GameService.open({ dataDir: tempDir(), now: () => now });
    try {
      expect((await refusal(svc.daily({ date: TODAY }))).message).toMatch(/^The campaign for 2026-12-02 is not out yet/);
      expect((await refusal(svc.startDaily({ date: TODAY }))).message).toMatch(/^The campaign for 2026-12-02 is not out yet/);
      now = new Date('2026-12-01T10:00:00.000Z'); // midnight at Kiritimati: the 2nd has begun there
      expect((await svc.daily({ date: TODAY })).counts).toBe(true);
      const started = await svc.startDaily({ date: TODAY });
      expect(started.summary.daily).toBe(TODAY);
      // a server at UTC (WSL, Docker) and a player in Auckland at 08:00 on the 3rd: the 3rd is today there
      now = new Date('2026-12-02T19:00:00.000Z');
      expect((await svc.startDaily({ date: '2026-12-03' })).summary.name).toBe("Today's campaign, 2026-12-03");
      // the 1st, at Baker Island (UTC-12), ended at 2026-12-02 12:00 UTC: no start of it after, nor at, that instant
      now = new Date('2026-12-02T12:00:00.000Z');
      expect((await refusal(svc.startDaily({ date: '2026-12-01' }))).message).toMatch(/^The campaign for 2026-12-01 is over: 2026-12-01 has ended everywhere in the world/);
      now = new Date('2026-12-02T11:59:00.000Z');
      expect((await svc.startDaily({ date: '2026-12-01' })).summary.name).toBe("Today's campaign, 2026-12-01");
    } finally {
      svc.close();
    }
  });
});

describe('saves: migration 3 (issue 29)', () => {
  it('adds the progress tables to a version 2 file and keeps each result with its purse as the most held', async () => {
    const dir = tempDir();
    const v2 = new BetterSqlite3(join(dir, DATABASE_FILE));
    v2.pragma('journal_mode = WAL');
    v2.exec(MIGRATIONS[0].sql);
    v2.exec(MIGRATIONS[1].sql);
    v2.pragma('user_version = 2');
    v2.prepare(`INSERT INTO results VALUES ('gone', 'wren', 'lost', 41, 3, 3, 2, '2026-11-01')`).run();
    v2.prepare(`INSERT INTO campaigns (id, name, setup, start_hash, created_at, last_played_at, status, character, day, gems, level)
                VALUES ('c1', 'Kept', ?, 'h0', '2026-11-02', '2026-11-02', 'playing', 'peth', 1, 2, 1)`).run(JSON.stringify(SETUP));
    v2.close();
    const { db } = await openDatabase(dir);
    // opened at the latest format: step 3 and every step after it (issue 25's 4) run on a version 2 file
    expect(LATEST_VERSION).toBeGreaterThanOrEqual(3);
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
    const store = new CampaignStore(db);
    expect(store.statistics()).toMatchObject({ played: 1, lost: 1, bestGems: 41, advisorCampaigns: 1, advisorRequests: 2 });
    expect(store.get('c1')).toMatchObject({ facts: null, daily: null });
    const progress = new ProgressStore(db);
    expect(progress.calendar()).toEqual([]);
    expect(progress.earned()).toEqual([]);
    db.close();
  });
});

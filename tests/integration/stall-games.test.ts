// Issue 22: the stand-alone Copperfin Relay (seed 000) and Lake Race series (seed 003) are saved games: started,
// played and viewed through the game service, saved after every action (migration 7), resumed after a restart,
// counted in Statistics by kind, deletable, and refusing bad input with a sentence while losing nothing.
import { describe, expect, it } from 'vitest';
import BetterSqlite3 from 'better-sqlite3';
import { join } from 'node:path';
import { GameService } from '../../electron/service/game-service';
import { ServiceError } from '../../electron/service/errors';
import { DATABASE_FILE } from '../../electron/service/paths';
import { MIGRATIONS } from '../../electron/service/migrations';
import { openDatabase } from '../../electron/service/database';
import { newGame as newCampaign, stateHash } from '../../engine';
import { SETUP } from './helpers';
import { applyLakeAction as applyAction, lakeLegalActions as legalActions, newLakeRace as newGame, type LakeAction } from '../../engine/carnival/index';
import { tempDir } from './helpers';

async function refusal(p: Promise<unknown>): Promise<ServiceError> {
  try {
    await p;
  } catch (e) {
    return e as ServiceError;
  }
  throw new Error('expected a refusal');
}

const SERIES = {
  kind: 'lake-race' as const,
  setup: {
    seed: 'stall-games',
    boats: [
      { boat: 'red', name: 'Ada', crew: null },
      { boat: 'blue', name: 'Blue crows', crew: 'cautious' as const },
      { boat: 'green', name: 'Green crows', crew: 'bold' as const },
    ],
  },
};

/** The same game replayed by the test from its set-up and moves: the first legal move each time. */
function firstLegal(setup: unknown, moves: LakeAction[]): LakeAction {
  let state = newGame(setup);
  for (const m of moves) state = applyAction(state, m).state;
  return legalActions(state)[0];
}

describe('stand-alone stall games as saved games (issue 22; Copperfin Relay rulebook, Lake Race rulebook)', () => {
  it('a relay is saved after every move, resumes after a restart at the same watch, and counts once won (Copperfin Relay, chapter 3)', async () => {
    const dataDir = tempDir();
    let svc = await GameService.open({ dataDir });
    let cur = await svc.startStallGame({ kind: 'relay', setup: {} });
    expect(cur.game.kind).toBe('relay');
    expect(cur.summary).toMatchObject({ kind: 'relay', kindName: 'Copperfin Relay', status: 'playing', moves: 0 });
    if (cur.game.kind !== 'relay') throw new Error('a relay');
    const guide = cur.game.guide;
    expect(guide).toHaveLength(6);
    const id = cur.summary.id;
    for (const step of guide.slice(0, 3)) cur = await svc.actStallGame({ id, action: step.action });
    expect(cur.summary.moves).toBe(3);
    svc.close();

    svc = await GameService.open({ dataDir });
    const again = await svc.openStallGame({ id });
    expect(again.game).toEqual(cur.game);
    expect((await svc.stallGames()).map((g) => [g.id, g.kind, g.moves])).toEqual([[id, 'relay', 3]]);
    cur = again;
    for (const step of guide.slice(3)) cur = await svc.actStallGame({ id, action: step.action });
    expect(cur.summary.status).toBe('won');
    expect(cur.game.kind === 'relay' && cur.game.view.status).toBe('won');
    expect((await svc.statistics()).stallGames).toEqual({ relay: { played: 1, won: 1 }, 'lake-race': { played: 0, won: 0 } });
    // over: a further move is refused with a sentence, and the game stays as it was
    const late = await refusal(svc.actStallGame({ id, action: { type: 'recharge' } }));
    expect(late.code).toBe('illegal-action');
    expect(late.message).toMatch(/over/);
    // deleting the game keeps its count in Statistics, as a campaign's result is kept
    await svc.removeStallGame({ id });
    expect(await svc.stallGames()).toEqual([]);
    expect((await refusal(svc.openStallGame({ id }))).code).toBe('not-found');
    expect((await svc.statistics()).stallGames.relay).toEqual({ played: 1, won: 1 });
    svc.close();
  });

  it('refuses an illegal move, a malformed request and an unknown id with a sentence, and saves nothing', async () => {
    const dataDir = tempDir();
    const svc = await GameService.open({ dataDir });
    const cur = await svc.startStallGame({ kind: 'relay', setup: {} });
    const id = cur.summary.id;
    // Copperfin Relay chapter 3: only the seven listed connections can be sailed (the boat starts at D; D to R is none)
    const off = await refusal(svc.actStallGame({ id, action: { type: 'sail', to: 'R' } }));
    expect(off.code).toBe('illegal-action');
    expect(off.message.length).toBeGreaterThan(10);
    const odd = await refusal(svc.actStallGame({ id, action: { type: 'sail', to: 42 } }));
    expect(odd.code).toBe('illegal-action');
    const bad = [
      svc.actStallGame({ id, action: 'sail' }),
      svc.actStallGame({ id }),
      svc.actStallGame({ id: '../x', action: { type: 'recharge' } }),
      svc.startStallGame({ kind: 'pest-race', setup: {} }),
      svc.startStallGame({ kind: 'relay', setup: { crew: ['Only one'] } }),
      svc.startStallGame({ kind: 'lake-race', setup: { boats: [{ boat: 'red', name: 'A', crew: null }, { boat: 'red', name: 'B', crew: null }] } }),
    ];
    for (const p of bad) {
      const e = await refusal(p);
      expect(e.code).toBe('invalid-input');
      expect(e.message).toMatch(/\.$|\)$/);
    }
    expect((await refusal(svc.actStallGame({ id: 'no-such-game', action: { type: 'recharge' } }))).code).toBe('not-found');
    // the Lake Race's rules judge its moves: ones of the wrong shape or out of turn are refused in a sentence
    const series = await svc.startStallGame(SERIES);
    for (const action of [{ type: 'roll', hold: 'x', dice: 2 }, { type: 'steer', turn: 7 }, { type: 'place', q: 'a' }, { type: 'fly' }]) {
      const e = await refusal(svc.actStallGame({ id: series.summary.id, action }));
      expect(e.code).toBe('illegal-action');
      expect(e.message).toMatch(/^[A-Z].*\.$/);
      expect(e.message).not.toMatch(/is not a function|undefined|at \w+ \(/);
    }
    expect((await svc.openStallGame({ id: series.summary.id })).game).toEqual(series.game);
    const after = await svc.openStallGame({ id });
    expect(after.summary.moves).toBe(0);
    expect(after.game).toEqual(cur.game);
    svc.close();
    const db = new BetterSqlite3(join(dataDir, DATABASE_FILE), { readonly: true });
    expect(db.prepare('SELECT count(*) AS n FROM stall_game_actions').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT count(*) AS n FROM stall_games').get()).toEqual({ n: 2 });
    db.close();
  });

  it('takes every crew and boat name the door takes: the game counts characters as a reader sees them (QA 3, item 5)', async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';
    const names = [family.repeat(4), `Zo\u00EB & the ${family} family \u{1F3F3}\uFE0F\u200D\u{1F308}`, 'Nguyễn Thị Ánh Dương'.normalize('NFD')];
    const relay = await svc.startStallGame({ kind: 'relay', setup: { crew: names } });
    expect(relay.summary.kind).toBe('relay');
    const race = await svc.startStallGame({ kind: 'lake-race', setup: { seed: 'qa3', boats: names.map((name, i) => ({ boat: ['red', 'blue', 'green'][i], name, crew: null })) } });
    expect(race.summary.kind).toBe('lake-race');
    // one limit, said the same at the door and in the game
    const long = 'x'.repeat(25);
    expect((await refusal(svc.startStallGame({ kind: 'relay', setup: { crew: [long, 'B'] } }))).message).toMatch(/at most 24 characters/);
    svc.close();
  });

  it('a Lake Race series resumes after a restart on the same lake and turn, its seed drawn by the service (seed 003, "A series")', async () => {
    const dataDir = tempDir();
    let svc = await GameService.open({ dataDir });
    const drawn = await svc.startStallGame({ ...SERIES, setup: { ...SERIES.setup, seed: undefined } });
    expect(drawn.summary.kind).toBe('lake-race');
    await svc.removeStallGame({ id: drawn.summary.id });
    let cur = await svc.startStallGame(SERIES);
    const id = cur.summary.id;
    const moves: LakeAction[] = [];
    for (let i = 0; i < 12; i++) {
      const move = firstLegal({ ...SERIES.setup, races: 3 }, moves);
      cur = await svc.actStallGame({ id, action: move });
      moves.push(move);
    }
    expect(cur.summary.moves).toBe(12);
    svc.close();
    svc = await GameService.open({ dataDir });
    const again = await svc.openStallGame({ id });
    expect(again.game).toEqual(cur.game);
    expect(again.summary).toEqual(cur.summary);
    expect((await svc.stallGames())[0]).toMatchObject({ id, kind: 'lake-race', kindName: 'Lake Race', status: 'playing' });
    svc.close();
  });

  it('a saved game whose moves no longer replay to their fingerprints is refused as a conflict, and kept', async () => {
    const dataDir = tempDir();
    let svc = await GameService.open({ dataDir });
    const cur = await svc.startStallGame({ kind: 'relay', setup: {} });
    if (cur.game.kind !== 'relay') throw new Error('a relay');
    await svc.actStallGame({ id: cur.summary.id, action: cur.game.guide[0].action });
    svc.close();
    const db = new BetterSqlite3(join(dataDir, DATABASE_FILE));
    db.prepare("UPDATE stall_game_actions SET hash = 'changed'").run();
    db.close();
    svc = await GameService.open({ dataDir });
    const e = await refusal(svc.openStallGame({ id: cur.summary.id }));
    expect(e.code).toBe('conflict');
    expect(e.message).toMatch(/cannot be resumed/);
    expect(await svc.stallGames()).toHaveLength(1);
    svc.close();
  });

  it('migration 7 upgrades a file saved before it: its campaigns and results untouched, no stall game yet', async () => {
    const dir = tempDir();
    const seventh = MIGRATIONS.findIndex((m) => m.sql.includes('CREATE TABLE stall_games'));
    expect(seventh).toBeGreaterThan(0);
    const old = new BetterSqlite3(join(dir, DATABASE_FILE));
    for (const m of MIGRATIONS.slice(0, seventh)) old.exec(m.sql);
    old.pragma(`user_version = ${MIGRATIONS[seventh - 1].version}`);
    old.prepare(`INSERT INTO campaigns (id, name, setup, start_hash, created_at, last_played_at, status, character, day, gems, level)
                 VALUES ('won', 'Won', ?, ?, '2026-01-01', '2026-01-02', 'won', 'wren', 3, 61, 2)`).run(JSON.stringify(SETUP), stateHash(newCampaign(SETUP)));
    old.prepare(`INSERT INTO results (campaign_id, character, status, gems, day, level, finished_at) VALUES ('won', 'wren', 'won', 61, 3, 2, '2026-01-02')`).run();
    old.close();
    const { db } = await openDatabase(dir);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS[seventh].version);
    db.close();
    const svc = await GameService.open({ dataDir: dir });
    expect(await svc.statistics()).toMatchObject({ played: 1, won: 1, stallGames: { relay: { played: 0, won: 0 }, 'lake-race': { played: 0, won: 0 } } });
    expect((await svc.list()).map((c) => c.id)).toEqual(['won']);
    expect(await svc.stallGames()).toEqual([]);
    svc.close();
  });
});

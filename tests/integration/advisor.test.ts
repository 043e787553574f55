// Issue 7, the advisor: the service ranks every legal action by strong-bot rollouts in worker threads,
// counts each request in the statistics, gives the same figures for the same position, and can be cancelled.
import { afterAll, describe, expect, it } from 'vitest';
import { GameService } from '../../electron/service/game-service';
import { ServiceError } from '../../electron/service/errors';
import { AdvisorPool, YOUNG_GENERATION_MB } from '../../electron/service/advisor';
import { lean, remade } from '../../electron/service/advisor-position';
import type { CampaignStore } from '../../electron/service/store';
import { applyAction, legalActions, newGame, type Action } from '../../engine/index';
import { advise } from '../../engine/bots/index';
import { SETUP, tempDir } from './helpers';

describe('the advisor in the service', () => {
  const opened: GameService[] = [];
  afterAll(() => opened.forEach((s) => s.close()));

  it('ranks every legal action with its chance and interval, best first, and the statistics record its use', async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    opened.push(svc);
    const start = await svc.create({ setup: SETUP });
    const id = start.summary.id;
    const advice = await svc.advise({ id, rollouts: 10 });
    const legal = start.actions.filter((a) => a.legal);
    expect(advice.entries).toHaveLength(legal.length);
    expect(advice.entries.map((e) => JSON.stringify(e.action)).sort()).toEqual(legal.map((a) => JSON.stringify(a.action)).sort());
    for (const e of advice.entries) {
      expect(e.rollouts).toBe(10);
      expect(e.low).toBeLessThanOrEqual(e.chance);
      expect(e.high).toBeGreaterThanOrEqual(e.chance);
      expect(e.label.length).toBeGreaterThan(0);
    }
    const chances = advice.entries.map((e) => e.wins);
    expect(chances).toEqual([...chances].sort((a, b) => b - a));
    const again = await svc.advise({ id, rollouts: 10 });
    expect(again.entries).toEqual(advice.entries);
    // advice changes nothing in the campaign, and each request is counted on its row (copied to the statistics when it ends)
    const reopened = await svc.open({ id });
    expect(reopened.view.ledger).toEqual(start.view.ledger);
    const db = (svc as unknown as { db: { prepare(sql: string): { get(id: string): unknown } } }).db;
    expect(db.prepare('SELECT advisor_used AS n FROM campaigns WHERE id = ?').get(id)).toEqual({ n: 2 });
  });

  it('is cancellable: the request in progress is refused with a sentence', async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    opened.push(svc);
    const { summary } = await svc.create({ setup: SETUP });
    const pending = svc.advise({ id: summary.id, rollouts: 1000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(await svc.cancelAdvice({ id: summary.id })).toEqual({ cancelled: true });
    const err = await pending.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ServiceError);
    expect((err as ServiceError).message).toMatch(/cancelled/);
    expect(await svc.cancelAdvice({ id: summary.id })).toEqual({ cancelled: false });
  });

  it('an action (or an undo, or a removal) stops a ranking of the position it leaves: no past position is answered', async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    opened.push(svc);
    const start = await svc.create({ setup: SETUP });
    const id = start.summary.id;
    const pending = svc.advise({ id, rollouts: 1000 });
    await new Promise((r) => setTimeout(r, 50));
    const move = start.actions.find((a) => a.legal && a.time === 0) ?? start.actions.find((a) => a.legal)!;
    await svc.act({ id, action: move.action });
    const err = await pending.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ServiceError);
    expect((err as ServiceError).code).toBe('conflict');
    expect(await svc.cancelAdvice({ id })).toEqual({ cancelled: false });
  });

  it('warms up once when the advisor is turned on; a real question stops the warm-up and is answered in full', async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    opened.push(svc);
    const { summary } = await svc.create({ setup: SETUP });
    expect(await svc.warmAdvisor()).toEqual({ warming: true });
    // a second call while it warms starts nothing more
    expect(await svc.warmAdvisor({})).toEqual({ warming: false });
    const advice = await svc.advise({ id: summary.id, rollouts: 10 });
    expect(advice.entries.every((e) => e.rollouts === 10)).toBe(true);
    // the answered question warmed the pool: nothing left to warm
    expect(await svc.warmAdvisor()).toEqual({ warming: false });
    await expect(svc.warmAdvisor({ now: true })).rejects.toThrow();
  });

  it("sends its workers the campaign's saved actions, which replay to the state it ranks (advisor-position.ts)", async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    opened.push(svc);
    let cur = await svc.create({ setup: SETUP });
    for (let i = 0; i < 12; i++) {
      const legal = cur.actions.filter((a) => a.legal);
      cur = await svc.act({ id: cur.summary.id, action: legal[(i * 5) % legal.length].action });
    }
    const id = cur.summary.id;
    const path = (svc as unknown as { store: CampaignStore }).store.path(id) as Action[];
    expect(path).toHaveLength(12);
    const sent = structuredClone(lean(svc.stateOf(id)));
    // made again, not the copy kept: the path leads to the very state
    expect(remade(sent, path)).not.toBe(sent);
  });

  it('ranks the same with a path, without one, and with one that leads elsewhere (which is not used)', async () => {
    let state = newGame(SETUP);
    const path: Action[] = [];
    for (let i = 0; i < 8; i++) {
      const legal = legalActions(state);
      path.push(legal[(i * 3) % legal.length]);
      state = applyAction(state, path[i]).state;
    }
    const pool = new AdvisorPool(2);
    try {
      const req = { perAction: 10, seed: 'paths' };
      const plain = await pool.advise(state, req);
      // the two threads' shares of the tasks add up to the whole ranking, as this thread makes it alone
      expect(plain).toEqual(advise(state, req.perAction, req.seed));
      // each worker runs with its young generation capped (advisor.ts YOUNG_GENERATION_MB says why)
      const workers = (pool as unknown as { workers: { resourceLimits?: { maxYoungGenerationSizeMb?: number } }[] }).workers;
      expect(workers.map((w) => w.resourceLimits?.maxYoungGenerationSizeMb)).toEqual([YOUNG_GENERATION_MB, YOUNG_GENERATION_MB]);
      expect(await pool.advise(state, { ...req, path })).toEqual(plain);
      expect(await pool.advise(state, { ...req, path: path.slice(0, -1) })).toEqual(plain);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('refuses with a sentence, never silence, when one of its threads is lost; the service then starts a new pool', async () => {
    const threads = (pool: AdvisorPool) => (pool as unknown as { workers: { terminate(): Promise<number> }[] }).workers;
    const pool = new AdvisorPool(2);
    try {
      const pending = pool.advise(newGame(SETUP), { perAction: 1000, seed: 'lost' });
      await threads(pool)[0].terminate();
      await expect(pending).rejects.toThrow(/^The advisor failed: one of its threads stopped/);
      // and so is any later question to that pool
      await expect(pool.advise(newGame(SETUP), { perAction: 5, seed: 'lost' })).rejects.toThrow(/threads stopped/);
    } finally {
      await pool.close();
    }
    const svc = await GameService.open({ dataDir: tempDir() });
    opened.push(svc);
    const { summary } = await svc.create({ setup: SETUP });
    const asked = svc.advise({ id: summary.id, rollouts: 1000 });
    await threads((svc as unknown as { advisor: AdvisorPool }).advisor)[1].terminate();
    await expect(asked).rejects.toThrow(/threads stopped/);
    await expect(asked).rejects.toThrow(/^The advisor broke off: one of its threads stopped \(exit code \d+\)\. Ask again to start it afresh\.$/);
    const again = await svc.advise({ id: summary.id, rollouts: 10 });
    expect(again.entries.length).toBeGreaterThan(1);
  }, 120_000);

  it('refuses a bad request at the door', async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    opened.push(svc);
    const { summary } = await svc.create({ setup: SETUP });
    await expect(svc.advise({ id: summary.id, rollouts: 3 })).rejects.toThrow(/rollouts/);
  });
});

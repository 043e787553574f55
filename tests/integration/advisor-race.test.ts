// Issue 27, the adaptive advisor in the service: the pool's threads share each round of the race and come to the
// very ranking one thread makes alone; a question without a count of rollouts is raced, one with a count is not.
import { afterAll, describe, expect, it } from 'vitest';
import { GameService } from '../../electron/service/game-service';
import { AdvisorPool } from '../../electron/service/advisor';
import { applyAction, legalActions, newGame, type Action } from '../../engine/index';
import { adviseRacing, RACE } from '../../engine/bots/index';
import { SETUP, tempDir } from './helpers';

describe('the adaptive advisor in the service (issue 27)', () => {
  const opened: GameService[] = [];
  afterAll(() => opened.forEach((s) => s.close()));

  it('the pool races round by round to the ranking one thread makes, with a path or without', async () => {
    let state = newGame(SETUP);
    const path: Action[] = [];
    for (let i = 0; i < 6; i++) {
      const legal = legalActions(state);
      path.push(legal[(i * 3) % legal.length]);
      state = applyAction(state, path[i]).state;
    }
    const settings = { ...RACE, first: 8, budget: 400, settled: 16 };
    const pool = new AdvisorPool(2);
    try {
      const alone = adviseRacing(state, 'pool-race', settings);
      const raced = await pool.race(state, { seed: 'pool-race', settings });
      expect(raced).toEqual(alone);
      expect(await pool.race(state, { seed: 'pool-race', settings, path })).toEqual(alone);
      // a cancel ends a race with an AbortError, and the pool answers the next question
      const controller = new AbortController();
      const pending = pool.race(state, { seed: 'cancelled', signal: controller.signal });
      controller.abort();
      await expect(pending).rejects.toThrow(/cancelled/);
      expect(await pool.race(state, { seed: 'pool-race', settings })).toEqual(alone);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('a question with no count of rollouts is raced; the answer says so, with the rollouts in all', async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    opened.push(svc);
    const start = await svc.create({ setup: SETUP });
    const advice = await svc.advise({ id: start.summary.id });
    expect(advice.adaptive).toBe(true);
    expect(advice.entries).toHaveLength(start.actions.filter((a) => a.legal).length);
    expect(advice.rollouts).toBe(advice.entries.reduce((n, e) => n + e.rollouts, 0));
    expect(advice.rollouts).toBeLessThanOrEqual(RACE.budget);
    expect(advice.perAction).toBe(Math.max(...advice.entries.map((e) => e.rollouts)));
    for (const e of advice.entries) expect(e.low).toBeLessThanOrEqual(e.chance);
    const fixed = await svc.advise({ id: start.summary.id, rollouts: 10 });
    expect(fixed.adaptive).toBe(false);
    expect(fixed.entries.every((e) => e.rollouts === 10)).toBe(true);
  }, 120_000);
});

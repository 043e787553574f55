// Issue 25, the post-game review in the service: every decision ranked by the advisor's threads, results as they
// arrive, stored beside the campaign when done, marked when an older engine made it, redone on request, cancellable.
import Db from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, type Action } from '../../engine';
import { greedyBot } from '../../engine/bots/index';
import { botRng } from '../../engine/bots/index';
import { GameService } from '../../electron/service/game-service';
import type { Review } from '../../electron/service/api';
import { SETUP, tempDir } from './helpers';

const REVIEW_SETUP = { ...SETUP, seed: 'replay-20' };
function greedyActions(n: number): Action[] {
  let s = newGame(REVIEW_SETUP);
  const rng = botRng('replay-test');
  const out: Action[] = [];
  while (s.status === 'playing' && out.length < n) {
    const a = greedyBot.choose(s, legalActions(s), rng);
    s = applyAction(s, a).state;
    out.push(a);
  }
  return out;
}

async function untilSettled(svc: GameService, id: string, seen: number[] = []): Promise<Review> {
  for (;;) {
    const r = (await svc.review({ id }))!;
    seen.push(r.done);
    if (r.status !== 'running') return r;
    await new Promise((res) => setTimeout(res, 50));
  }
}

describe('post-game review (issue 25)', () => {
  it('ranks every decision, as they arrive, stores the review, and marks one made by an older engine', async () => {
    const dataDir = tempDir();
    let svc = await GameService.open({ dataDir });
    const actions = greedyActions(14);
    const { summary } = await svc.create({ setup: REVIEW_SETUP });
    for (const action of actions) await svc.act({ id: summary.id, action });
    // the positions with a choice: more than one legal action
    let decisions = 0;
    let s = newGame(REVIEW_SETUP);
    for (const a of actions) {
      if (legalActions(s).length > 1) decisions++;
      s = applyAction(s, a).state;
    }
    try {
      const started = await svc.startReview({ id: summary.id, rollouts: 10 });
      expect(started).toMatchObject({ status: 'running', done: 0, total: decisions, perAction: 10, current: true });
      const seen: number[] = [];
      const done = await untilSettled(svc, summary.id, seen);
      expect(done.status).toBe('done');
      expect(done.done).toBe(decisions);
      expect(done.decisions.map((d) => d.step)).toEqual([...done.decisions.map((d) => d.step)].sort((a, b) => a - b));
      for (const d of done.decisions) {
        expect(d.best.chance).toBeGreaterThanOrEqual(d.taken.chance);
        expect(d.cost).toBeCloseTo(Math.max(0, (d.best.chance - d.taken.chance) * 100), 0);
        expect(d.ranking.filter((r) => r.taken)).toHaveLength(1);
        expect(d.ranking[0].label).toBe(d.best.label);
      }
      expect(done.costliest.length).toBeLessThanOrEqual(3);
      expect(done.sentence).toMatch(/^Your choices cost \d+ points of win chance; the cards and dice (gave \d+ back|took \d+ more)\.$/);
      expect(new Set(seen).size).toBeGreaterThan(1); // the figures came in while it ran
    } finally {
      svc.close();
    }
    // reopened: stored, instant, the same; an older engine's review is marked, and redoing it runs again
    svc = await GameService.open({ dataDir });
    try {
      const stored = await svc.review({ id: summary.id });
      expect(stored).toMatchObject({ status: 'done', current: true, total: decisions });
    } finally {
      svc.close();
    }
    // an older engine's review: written while no service holds the file (a service holds it exclusively)
    const db = new Db(join(dataDir, 'campaigns.db'));
    expect(db.prepare("UPDATE reviews SET engine_version = '2000.1.1'").run().changes).toBe(1);
    db.close();
    svc = await GameService.open({ dataDir });
    try {
      expect(await svc.review({ id: summary.id })).toMatchObject({ status: 'done', current: false });
      expect(await svc.startReview({ id: summary.id })).toMatchObject({ current: false }); // not redone unless asked
      const redo = await svc.startReview({ id: summary.id, redo: true, rollouts: 10 });
      expect(redo).toMatchObject({ status: 'running', current: true, done: 0 });
      expect(await untilSettled(svc, summary.id)).toMatchObject({ status: 'done', current: true });
      expect(await svc.review({ id: summary.id })).toMatchObject({ current: true });
    } finally {
      svc.close();
    }
  });

  it('is cancelled on request, says how far it got, and stores nothing', async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    try {
      const { summary } = await svc.create({ setup: REVIEW_SETUP });
      for (const action of greedyActions(40)) await svc.act({ id: summary.id, action });
      await svc.startReview({ id: summary.id, rollouts: 200 });
      expect(await svc.cancelReview({ id: summary.id })).toEqual({ cancelled: true });
      const r = await untilSettled(svc, summary.id);
      expect(r.status).toBe('cancelled');
      expect(r.message).toMatch(/^The review was stopped after \d+ of \d+ decisions\.$/);
      svc.forget(summary.id);
      const db = (svc as unknown as { db: { prepare(sql: string): { get(): unknown } } }).db;
      expect(db.prepare('SELECT count(*) AS n FROM reviews').get()).toEqual({ n: 0 });
      await expect(svc.review({ id: 'missing' })).rejects.toThrow(/not in the save file/);
    } finally {
      svc.close();
    }
  });
});

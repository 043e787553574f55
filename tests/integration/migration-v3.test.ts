// Issue 25's schema step (save format 3: branches, practice, reviews), from a save file made by the build of 2 Dec 2026
// (save format 2, commit 3cd1e29): fixtures/save-format-2.db holds a finished campaign, one in play and one with a
// harder set-up, written by that build's own service. Every campaign must survive the step and replay as before.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../engine';
import { GameService } from '../../electron/service/game-service';
import { DATABASE_FILE } from '../../electron/service/paths';
import { LATEST_VERSION } from '../../electron/service/migrations';
import { tempDir } from './helpers';

const FIXTURE = fileURLToPath(new URL('./fixtures/save-format-2.db', import.meta.url));

function copied(): string {
  const dir = tempDir();
  copyFileSync(FIXTURE, join(dir, DATABASE_FILE));
  return dir;
}

describe('save format 3 (issue 25), from a save made by the build before it', () => {
  it('keeps every campaign, its actions, its result and its statistics, and each replays to its saved hash', async () => {
    const before = new BetterSqlite3(FIXTURE, { readonly: true });
    expect(before.pragma('user_version', { simple: true })).toBe(2);
    const rows = before.prepare('SELECT id, name, status, gems, day FROM campaigns ORDER BY name').all() as { id: string; name: string; status: string; gems: number; day: number }[];
    const lastHash = new Map(
      (before.prepare('SELECT campaign_id AS id, hash FROM actions a WHERE seq = (SELECT max(seq) FROM actions b WHERE b.campaign_id = a.campaign_id)').all() as { id: string; hash: string }[]).map((r) => [r.id, r.hash]),
    );
    const actionCount = before.prepare('SELECT count(*) FROM actions').pluck().get();
    before.close();
    expect(rows).toHaveLength(3);

    const dir = copied();
    const svc = await GameService.open({ dataDir: dir });
    try {
      const db = new BetterSqlite3(join(dir, DATABASE_FILE), { readonly: true });
      expect(db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
      expect(db.prepare('SELECT count(*) FROM actions').pluck().get()).toBe(actionCount);
      db.close();
      const list = await svc.list();
      expect(list.map((c) => ({ id: c.id, name: c.name, status: c.status, gems: c.gems, day: c.day })).sort((a, b) => a.name.localeCompare(b.name))).toEqual(rows);
      for (const c of list) {
        expect(c.practice).toBe(false);
        expect(c.branch).toBeUndefined();
        const opened = await svc.open({ id: c.id });
        expect(opened.summary.status).toBe(c.status);
        expect(stateHash(svc.stateOf(c.id))).toBe(lastHash.get(c.id));
      }
      expect(await svc.statistics()).toMatchObject({ played: 1, lost: 1, practice: { played: 0, won: 0, lost: 0 } });
    } finally {
      svc.close();
    }
  });

  it('replays, branches and exports the old campaigns like new ones', async () => {
    const svc = await GameService.open({ dataDir: copied() });
    try {
      const finished = (await svc.list()).find((c) => c.status !== 'playing')!;
      const last = await svc.replay({ id: finished.id });
      expect(last.view.status).toBe(finished.status);
      const b = await svc.branch({ id: finished.id, step: 10, luck: 'same' });
      expect(b.summary).toMatchObject({ practice: true, branch: { parentId: finished.id, step: 10, luck: 'same' } });
      expect(b.view).toEqual((await svc.replay({ id: finished.id, step: 10 })).view);
      const file = await svc.exportCampaign({ id: finished.id });
      expect(file.actions).toHaveLength(last.steps);
    } finally {
      svc.close();
    }
  });
});

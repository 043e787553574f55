// The schema steps after save format 2 (issue 29's step 3: daily campaigns and achievements; issue 25's step 4:
// branches, practice, reviews; issue 26's step 5: lessons; step 6: the rules' version a campaign replays under), from
// a save file made by the build of 2 Dec 2026 (save format 2, commit 3cd1e29): fixtures/save-format-2.db holds a
// finished campaign, one in play and one with a harder set-up, written by that build's own service. The file migrates
// to the latest format and keeps every campaign. Its campaigns were played under the rules before issue 23 (mines
// without a revisit fee, 1 XP per instruction...), so none replays to its end under today's rules. They are not
// damaged: each is kept whole and unchanged (never cut back by issue 28's salvage), said so at the start, and opening
// one says why it cannot be played on. A campaign of that build that still replays plays on like a new one.
import { copyFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { applyAction, canonicalAction, newGame, stateHash, type Action, type GameState } from '../../engine';
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

interface Old {
  id: string;
  name: string;
  status: string;
  /** its saved actions */
  claimed: number;
  /** how many of them replay to their saved fingerprints under today's rules, worked out here with the engine alone */
  replays: number;
  /** the saved fingerprint after the last of those */
  hashThere: string;
}

/** The fixture's campaigns as the old build left them, each replayed under today's engine as far as its saved
 *  fingerprints still match (an action the rules now refuse ends the walk). */
function oldCampaigns(): Old[] {
  const db = new BetterSqlite3(FIXTURE, { readonly: true });
  try {
    expect(db.pragma('user_version', { simple: true })).toBe(2);
    const rows = db.prepare('SELECT id, name, status, setup, start_hash FROM campaigns ORDER BY name').all() as { id: string; name: string; status: string; setup: string; start_hash: string }[];
    return rows.map((r) => {
      const actions = db.prepare('SELECT action, hash FROM actions WHERE campaign_id = ? ORDER BY seq').all(r.id) as { action: string; hash: string }[];
      let state: GameState = newGame(JSON.parse(r.setup));
      expect(stateHash(state), `${r.name}: its starting table`).toBe(r.start_hash);
      let replays = 0;
      let hashThere = r.start_hash;
      for (const [i, a] of actions.entries()) {
        try {
          state = applyAction(state, canonicalAction(JSON.parse(a.action) as Action)).state;
        } catch {
          break;
        }
        if (stateHash(state) === a.hash) {
          replays = i + 1;
          hashThere = a.hash;
        }
      }
      return { id: r.id, name: r.name, status: r.status, claimed: actions.length, replays, hashThere };
    });
  } finally {
    db.close();
  }
}

describe('save formats 3 to 6 (issues 29, 25, 26 and 23), from a save made by the build before them', () => {
  it('keeps every campaign whole and unchanged when the new rules no longer replay it, says so, and refuses to play it on in words', async () => {
    const old = oldCampaigns();
    expect(old).toHaveLength(3);
    const total = old.reduce((n, c) => n + c.claimed, 0);
    // the truth of this fixture under issue 23's rules: every campaign stops replaying part way, the finished one too
    for (const c of old) expect(c.replays, c.name).toBeLessThan(c.claimed);
    const finished = old.find((c) => c.status !== 'playing')!;
    expect(finished).toBeDefined();

    const dir = copied();
    const svc = await GameService.open({ dataDir: dir });
    try {
      expect(svc.salvaged).toEqual([]); // nothing cut back: they are not damaged
      const list = await svc.list();
      expect(list.map((c) => c.id).sort()).toEqual(old.map((c) => c.id).sort());
      for (const c of old) {
        expect(svc.startupNotice).toContain(`"${c.name}" was saved under an earlier version of the rules and no longer replays under these; it is kept whole and unchanged in the save file, but cannot be played on.`);
        const now = list.find((x) => x.id === c.id)!;
        expect(now).toMatchObject({ name: c.name, status: c.status, practice: false });
        await expect(svc.open({ id: c.id })).rejects.toMatchObject({ code: 'conflict', message: expect.stringMatching(/another version of the rules; it was not opened and nothing in it was changed\.$/) });
      }
      expect(await svc.statistics()).toMatchObject({ practice: { played: 0, won: 0, lost: 0 } });
    } finally {
      svc.close();
    }
    // read with the service closed (it holds the file exclusively): migrated to the latest format, every action the
    // old build saved still there, no copy set aside (nothing was damaged)
    const db = new BetterSqlite3(join(dir, DATABASE_FILE), { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
    expect(db.prepare('SELECT count(*) FROM actions').pluck().get()).toBe(total);
    expect(db.prepare('SELECT status FROM campaigns WHERE id = ?').pluck().get(finished.id)).toBe(finished.status);
    db.close();
    expect(readdirSync(dir).filter((f) => /^campaigns\.damaged-/.test(f))).toEqual([]);
    // and a second start says the same, and still changes nothing
    const again = await GameService.open({ dataDir: dir });
    expect(again.salvaged).toEqual([]);
    expect((await again.list()).length).toBe(3);
    again.close();
  });

  it('plays on, replays, branches and exports a campaign of that build that still replays under today\'s rules', async () => {
    const longest = oldCampaigns().sort((a, b) => b.replays - a.replays)[0];
    const dir = copied();
    // the old build's campaign as far as it replays today: as if its player had stopped there
    const raw = new BetterSqlite3(join(dir, DATABASE_FILE));
    raw.prepare('DELETE FROM actions WHERE campaign_id = ? AND seq > ?').run(longest.id, longest.replays);
    raw.prepare('DELETE FROM snapshots WHERE campaign_id = ? AND seq > ?').run(longest.id, longest.replays);
    raw.prepare("UPDATE campaigns SET status = 'playing' WHERE id = ?").run(longest.id);
    raw.close();
    const svc = await GameService.open({ dataDir: dir });
    try {
      expect(svc.salvaged).toEqual([]);
      const opened = await svc.open({ id: longest.id });
      expect(stateHash(svc.stateOf(longest.id))).toBe(longest.hashThere);
      const last = await svc.replay({ id: longest.id });
      expect(last.steps).toBe(longest.replays);
      expect(last.view).toEqual(opened.view);
      const step = Math.floor(longest.replays / 2);
      const b = await svc.branch({ id: longest.id, step, luck: 'same' });
      expect(b.summary).toMatchObject({ practice: true, branch: { parentId: longest.id, step, luck: 'same' } });
      expect(b.view).toEqual((await svc.replay({ id: longest.id, step })).view);
      const file = await svc.exportCampaign({ id: longest.id });
      expect(file.actions).toHaveLength(last.steps);
      const legal = opened.actions.find((a) => a.legal)!;
      expect((await svc.act({ id: longest.id, action: legal.action })).summary.id).toBe(longest.id);
    } finally {
      svc.close();
    }
  });
});

// The schema steps after save format 2 (issue 29's step 3: daily campaigns and achievements; issue 25's step 4:
// branches, practice, reviews), from a save file made by the build of 2 Dec 2026 (save format 2, commit 3cd1e29):
// fixtures/save-format-2.db holds a finished campaign, one in play and one with a harder set-up, written by that
// build's own service. The file migrates 2 -> 3 -> 4 and keeps every campaign. Its campaigns were played under the
// rules before issue 23 (mines without a revisit fee, 1 XP per instruction...), so none replays to its end under
// today's rules: the start checks every campaign and salvages each back to its longest part that still replays to
// its saved fingerprints (issue 28), keeps the file as it was aside whole, and says so campaign by campaign.
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

describe('save formats 3 and 4 (issues 29 and 25), from a save made by the build before them', () => {
  it('keeps every campaign, each cut back to what replays under today\'s rules with a sentence, the file as it was kept aside', async () => {
    const old = oldCampaigns();
    expect(old).toHaveLength(3);
    const total = old.reduce((n, c) => n + c.claimed, 0);
    // the truth of this fixture under issue 23's rules: every campaign stops replaying part way, the finished one too
    for (const c of old) expect(c.replays, c.name).toBeLessThan(c.claimed);
    expect(old.find((c) => c.status !== 'playing')).toBeDefined();

    const dir = copied();
    const svc = await GameService.open({ dataDir: dir });
    try {
      const list = await svc.list();
      expect(list.map((c) => c.id).sort()).toEqual(old.map((c) => c.id).sort());
      expect(svc.salvaged.map((o) => o.id).sort()).toEqual(old.map((c) => c.id).sort());
      for (const c of old) {
        const now = list.find((x) => x.id === c.id)!;
        expect(now.name).toBe(c.name);
        expect(now.practice).toBe(false);
        expect(now.branch).toBeUndefined();
        expect(svc.salvaged.find((o) => o.id === c.id)).toMatchObject({
          kept: c.replays,
          claimed: c.claimed,
          from: 'file',
          sentence: `"${c.name}" was salvaged: ${c.replays} of its ${c.claimed} actions kept, the last ${c.claimed - c.replays} lost.`,
        });
        // what is kept resumes from the save file and replays to the fingerprint the old build saved there
        svc.forget(c.id);
        const opened = await svc.open({ id: c.id });
        expect((await svc.replay({ id: c.id })).steps).toBe(c.replays);
        expect(stateHash(svc.stateOf(c.id))).toBe(c.hashThere);
        // the finished campaign's end no longer replays, so it is back in play at the last step that does
        expect(opened.summary.status).toBe('playing');
      }
      expect(await svc.statistics()).toMatchObject({ practice: { played: 0, won: 0, lost: 0 } });
    } finally {
      svc.close();
    }
    // read with the service closed (it holds the file exclusively): migrated to the latest format, and the copy kept
    // aside before the salvage holds every action the old build saved
    const db = new BetterSqlite3(join(dir, DATABASE_FILE), { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
    expect(LATEST_VERSION).toBeGreaterThanOrEqual(4); // 5 since the lessons (issue 26)
    expect(db.prepare('SELECT count(*) FROM actions').pluck().get()).toBe(old.reduce((n, c) => n + c.replays, 0));
    db.close();
    const aside = readdirSync(dir).filter((f) => /^campaigns\.damaged-.*-rows\.db$/.test(f));
    expect(aside).toHaveLength(1);
    const kept = new BetterSqlite3(join(dir, aside[0]), { readonly: true });
    expect(kept.prepare('SELECT count(*) FROM actions').pluck().get()).toBe(total);
    kept.close();
  });

  it('replays, branches and exports the salvaged old campaigns like new ones', async () => {
    const longest = oldCampaigns().sort((a, b) => b.replays - a.replays)[0];
    const svc = await GameService.open({ dataDir: copied() });
    try {
      const last = await svc.replay({ id: longest.id });
      expect(last.steps).toBe(longest.replays);
      expect(last.view).toEqual((await svc.open({ id: longest.id })).view);
      const step = Math.floor(longest.replays / 2);
      const b = await svc.branch({ id: longest.id, step, luck: 'same' });
      expect(b.summary).toMatchObject({ practice: true, branch: { parentId: longest.id, step, luck: 'same' } });
      expect(b.view).toEqual((await svc.replay({ id: longest.id, step })).view);
      const file = await svc.exportCampaign({ id: longest.id });
      expect(file.actions).toHaveLength(last.steps);
    } finally {
      svc.close();
    }
  });
});

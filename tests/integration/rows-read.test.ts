// Issue 27, start-up: rowsRead judges a campaign's rows with SQLite's JSON reader in place of JSON.parse over every
// row. Its verdicts are held here to the JavaScript reading it replaced (kept below as the reference), row damage by
// row damage.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Database } from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { GameSetupSchema } from '../../contract';
import { GameService } from '../../electron/service/game-service';
import { rowsRead } from '../../electron/service/salvage';
import { playCampaign, greedyBot, botRng } from '../../engine/bots/index';
import { SETUP, tempDir } from './helpers';

const parse = (t: unknown): unknown => {
  if (typeof t !== 'string') return undefined;
  try {
    return JSON.parse(t) as unknown;
  } catch {
    return undefined;
  }
};
const isEvents = (x: unknown) => Array.isArray(x) && x.every((e) => typeof e === 'object' && e !== null && typeof e.type === 'string' && typeof e.text === 'string');

/** The reading rowsRead did before issue 27: every row into JavaScript and through JSON.parse. */
function rowsReadInJs(db: Database, id: string): boolean {
  try {
    let expected = 1;
    for (const r of db.prepare('SELECT seq, action, events FROM actions WHERE campaign_id = ? ORDER BY seq').iterate(id) as Iterable<{ seq: number; action: unknown; events: unknown }>) {
      if (r.seq !== expected++) return false;
      const action = parse(r.action);
      if (typeof action !== 'object' || action === null || !isEvents(parse(r.events))) return false;
    }
    for (const s of db.prepare('SELECT state FROM snapshots WHERE campaign_id = ?').iterate(id) as Iterable<{ state: unknown }>) {
      if (typeof parse(s.state) !== 'object') return false;
    }
    const row = db.prepare('SELECT setup FROM campaigns WHERE id = ?').get(id) as { setup: string } | undefined;
    return !!row && GameSetupSchema.safeParse(parse(row.setup)).success;
  } catch {
    return false;
  }
}

const DAMAGE: [string, string][] = [
  ['nothing', ''],
  ['an action that is not JSON', "UPDATE actions SET action = '{\"type\":\"mo' WHERE seq = 7"],
  ['an action that is a number', "UPDATE actions SET action = '42' WHERE seq = 7"],
  ['an action that is null', "UPDATE actions SET action = 'null' WHERE seq = 7"],
  ['an action stored as bytes', "UPDATE actions SET action = CAST(action AS BLOB) WHERE seq = 7"],
  ['a ledger that is not JSON', "UPDATE actions SET events = '[{\"type\"' WHERE seq = 3"],
  ['a ledger that is an object', "UPDATE actions SET events = '{\"type\":\"x\",\"text\":\"y\"}' WHERE seq = 3"],
  ['a ledger entry without its text', "UPDATE actions SET events = '[{\"type\":\"x\"}]' WHERE seq = 3"],
  ['a ledger entry whose text is a number', "UPDATE actions SET events = '[{\"type\":\"x\",\"text\":5}]' WHERE seq = 3"],
  ['a ledger entry that is null', "UPDATE actions SET events = '[null]' WHERE seq = 3"],
  ['an empty ledger', "UPDATE actions SET events = '[]' WHERE seq = 3"],
  ['a gap in the actions', 'DELETE FROM actions WHERE seq = 12'],
  ['actions not starting at 1', 'DELETE FROM actions WHERE seq = 1'],
  ['a snapshot that is not JSON', "UPDATE snapshots SET state = substr(state, 1, 100) WHERE seq = 25"],
  ['a snapshot that is a string', "UPDATE snapshots SET state = '\"x\"' WHERE seq = 25"],
  ['a snapshot that is null', "UPDATE snapshots SET state = 'null' WHERE seq = 25"],
  ['a set-up that is not JSON', "UPDATE campaigns SET setup = '{'"],
  ['JSON with words after it', "UPDATE actions SET action = action || ' x' WHERE seq = 7"],
];

describe('rowsRead with SQLite JSON (issue 27)', () => {
  it('gives the verdict JSON.parse gave for every kind of damaged row', async () => {
    const dir = tempDir();
    const svc = await GameService.open({ dataDir: dir });
    const created = await svc.create({ setup: SETUP });
    const id = created.summary.id;
    // a campaign past its first snapshot (action 25)
    const { actions } = playCampaign(SETUP, greedyBot, botRng('rows-read'), 30);
    expect(actions.length).toBe(30);
    for (const action of actions) await svc.act({ id, action });
    svc.close();
    const verdicts: Record<string, boolean> = {};
    for (const [what, sql] of DAMAGE) {
      const copy = join(dir, `copy-${Object.keys(verdicts).length}.db`);
      copyFileSync(join(dir, 'campaigns.db'), copy);
      const db = new BetterSqlite3(copy);
      if (sql) db.exec(sql);
      verdicts[what] = rowsRead(db, id);
      expect(verdicts[what], what).toBe(rowsReadInJs(db, id));
      db.close();
    }
    expect(verdicts.nothing).toBe(true);
    expect(Object.values(verdicts).filter((v) => !v).length).toBeGreaterThanOrEqual(DAMAGE.length - 3);
  });
});

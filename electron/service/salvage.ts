// Salvage, campaign by campaign and row by row (issue 28): a damaged save file costs no more than its damaged part.
// Each campaign's actions are read one row at a time from whatever copy there is (the damaged file, the backups), the
// longest prefix that replays to its saved fingerprints is kept from each, and the longest of those goes into the save
// file. What a damaged row hides is lost; nothing before it is, and nothing newer than the backup that could be read.
import { closeSync, copyFileSync, mkdtempSync, openSync, readSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { applyAction, canonicalAction, playerView, stateHash, type Action, type GameState } from '../../engine';
import { GameSetupSchema, type AnyEvent } from '../../contract';
import { earlierSetupWords, withSavedWords } from './saved-words';
import { advance, startState } from './branches';
import { ENGINE_VERSION } from '../../engine/index';
import type { BranchOf } from './store';
import { factsClaim } from './progress/progress';
import { openToRead } from './read-only';

/** A campaign's row as SQLite holds it (migrations.ts), read without interpreting anything but the set-up. */
interface RawCampaign {
  id: string;
  name: string;
  setup: string;
  start_hash: string;
  created_at: string;
  last_played_at: string;
  advisor_used: number;
  /** the date of the daily it plays (migration 3); absent in a file of an earlier schema */
  daily?: unknown;
  /** issue 25 (migration 4): a branch's parent, step and new luck, and whether it is practice; absent in earlier files */
  parent_id?: unknown;
  branch_step?: unknown;
  reseed?: unknown;
  practice?: unknown;
  /** migration 6: the rules' version it last replayed under; absent in earlier files */
  rules_version?: unknown;
}

/** The branch a copy's row names (issue 25): a new-luck branch replays only with its reseed at the branch step. */
function branchOf(c: RawCampaign): BranchOf | null {
  if (typeof c.branch_step !== 'number' || !Number.isInteger(c.branch_step) || c.branch_step < 0) return null;
  return { parentId: typeof c.parent_id === 'string' ? c.parent_id : null, step: c.branch_step, reseed: typeof c.reseed === 'string' ? c.reseed : null };
}

interface RawRow {
  seq: number;
  action: string;
  events: string;
  hash: string;
}

/** What one copy of a campaign holds, as far as it could be read. */
interface ReadCopy {
  campaign: RawCampaign;
  rows: RawRow[];
  /** how many actions the copy claims (its highest seq, or its facts' count), readable or not */
  claimed: number;
  /** whether the claim is a count the file kept (its facts); an imported campaign has none, and its highest seq is
   *  lost with its actions' pages */
  counted: boolean;
  /** the fewest actions the copy shows were played: its claim, or a snapshot's step past it */
  atLeast: number;
  /** the summary its own row shows (status, day, phase, gems, level), when that reads */
  shown?: Record<string, unknown>;
  snapshots: { seq: number; state: string; hash: string }[];
}

/** The part of a copy that replays to its saved fingerprints. */
export interface VerifiedCopy {
  campaign: RawCampaign;
  actions: RawRow[];
  snapshots: { seq: number; state: string; hash: string }[];
  claimed: number;
  final: GameState;
}

/** Whether a copy whose count was not kept (an import's) shows more play than `kept` actions reach: a snapshot past
 *  them, or its own row's summary (written with every action) other than the kept actions' end. */
function showsMore(copy: ReadCopy, kept: number, final: GameState): boolean {
  if (copy.counted) return false;
  if (copy.atLeast > kept) return true;
  if (!copy.shown) return false;
  const view = playerView(final);
  const now: Record<string, unknown> = { status: view.status, day: view.day, phase: view.phase, gems: view.gems, level: view.level };
  return Object.keys(now).some((k) => copy.shown![k] !== now[k]);
}

/** `fn`'s answer, or undefined where a damaged file makes SQLite throw. */
export function attempt<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

/** A game's numbered rows (`sql` takes the game's id and a seq), read one at a time from 1: a row that cannot be read,
 *  or is missing, ends them there. Campaigns' actions and stall games' moves are read this way. */
export function rowsInOrder<T>(db: Database, sql: string, id: string): T[] {
  const one = attempt(() => db.prepare(sql));
  const rows: T[] = [];
  for (let seq = 1; one; seq++) {
    const r = attempt(() => one.get(id, seq) as T | undefined);
    if (!r) break;
    rows.push(r);
  }
  return rows;
}

function parse(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  return attempt(() => JSON.parse(text) as unknown);
}

/** The ids of the campaigns a file holds, as many as can be read (a damaged page ends the list, not the salvage). */
export function campaignIds(db: Database): string[] {
  const ids: string[] = [];
  attempt(() => {
    for (const r of db.prepare('SELECT id FROM campaigns').iterate() as Iterable<{ id: unknown }>) if (typeof r.id === 'string') ids.push(r.id);
  });
  return ids;
}

/** The ids of the campaigns whose actions a file holds: a damaged campaigns table hides its rows, not their actions
 *  (QA item 1: a page of the campaigns table overwritten left every action row readable). */
export function actionCampaignIds(db: Database): string[] {
  const ids: string[] = [];
  attempt(() => {
    for (const r of db.prepare('SELECT DISTINCT campaign_id AS id FROM actions').iterate() as Iterable<{ id: unknown }>) if (typeof r.id === 'string') ids.push(r.id);
  });
  return ids;
}

/** A campaign's own row as `db` holds it, when it can be read. */
function campaignRow(db: Database, id: string): RawCampaign | undefined {
  const campaign = attempt(() => db.prepare('SELECT id, name, setup, start_hash, created_at, last_played_at, advisor_used FROM campaigns WHERE id = ?').get(id) as RawCampaign | undefined);
  if (!campaign) return undefined;
  // read apart: a backup of an earlier schema has no such column, and its other columns are still worth keeping
  const daily = attempt(() => (db.prepare('SELECT daily FROM campaigns WHERE id = ?').get(id) as { daily: unknown } | undefined)?.daily);
  if (typeof daily === 'string') campaign.daily = daily;
  const branch = attempt(() => db.prepare('SELECT parent_id, branch_step, reseed, practice FROM campaigns WHERE id = ?').get(id) as Partial<RawCampaign> | undefined);
  if (branch) Object.assign(campaign, { parent_id: branch.parent_id, branch_step: branch.branch_step, reseed: branch.reseed, practice: branch.practice });
  const rules = attempt(() => db.prepare('SELECT rules_version FROM campaigns WHERE id = ?').pluck().get(id));
  if (typeof rules === 'string') campaign.rules_version = rules;
  return campaign;
}

/** One campaign's rows, read one at a time: a row that cannot be read ends the actions there. When the file's own row
 *  of the campaign cannot be read, `known` (a backup's row: the set-up, name and fingerprint never change) stands in
 *  for it, so the actions the file still holds are replayed rather than thrown away. */
export function readCopy(db: Database, id: string, known?: RawCampaign): ReadCopy | null {
  const own = campaignRow(db, id);
  const campaign = own ?? (known && { ...known });
  if (!campaign) return null;
  const rows = rowsInOrder<RawRow>(db, 'SELECT seq, action, events, hash FROM actions WHERE campaign_id = ? AND seq = ?', id);
  const highest = attempt(() => (db.prepare('SELECT max(seq) AS n FROM actions WHERE campaign_id = ?').get(id) as { n: number | null }).n ?? 0) ?? 0;
  // the facts count the actions in the same commit as each one: a last row lost whole still counts as claimed
  const facts = factsClaim(parse(attempt(() => db.prepare('SELECT facts FROM campaigns WHERE id = ?').pluck().get(id))));
  const claimed = Math.max(rows.length, highest, facts ?? 0);
  const snapshots: ReadCopy['snapshots'] = [];
  attempt(() => {
    for (const s of db.prepare('SELECT seq, state, hash FROM snapshots WHERE campaign_id = ? ORDER BY seq').iterate(id) as Iterable<ReadCopy['snapshots'][number]>) snapshots.push(s);
  });
  // QA2 item 2: a snapshot is taken at a step the campaign reached, so it shows actions the lost pages held
  const atLeast = Math.max(claimed, ...snapshots.map((s) => (Number.isInteger(s.seq) ? s.seq : 0)));
  const shown = own && attempt(() => db.prepare('SELECT status, day, phase, gems, level FROM campaigns WHERE id = ?').get(id) as Record<string, unknown> | undefined);
  return { campaign, rows, claimed, counted: facts !== undefined && facts !== null, atLeast, shown, snapshots };
}

/** Whether `state` is the one saved as `expected`: as it is, or in the save's own words (saved-words.ts). */
function matches(state: GameState, expected: string, fromLine: number, events: readonly AnyEvent[]): boolean {
  if (stateHash(state) === expected) return true;
  const worded = withSavedWords(state, fromLine, events);
  if (worded && stateHash(worded) === expected) return true;
  const earlier = worded && earlierSetupWords(worded);
  return !!earlier && stateHash(earlier) === expected;
}

function isEvents(x: unknown): x is AnyEvent[] {
  return Array.isArray(x) && x.every((e) => typeof e === 'object' && e !== null && typeof (e as AnyEvent).type === 'string' && typeof (e as AnyEvent).text === 'string');
}

/** The longest prefix of a copy's actions that replays with its saved fingerprints: every action up to the last one
 *  whose fingerprint matches (a damaged fingerprint in between is made again from the replay), none after a row that
 *  does not read or is refused by the rules. Null when not even the set-up can be trusted. */
export function verifyCopy(copy: ReadCopy): VerifiedCopy | null {
  const setup = GameSetupSchema.safeParse(parse(copy.campaign.setup));
  if (!setup.success) return null;
  const branch = branchOf(copy.campaign);
  const start = attempt(() => startState(setup.data, branch));
  if (!start) return null;
  const fromLine = start.ledger.length;
  const startOk = matches(start, copy.campaign.start_hash, fromLine, []);
  let state = start;
  let good = 0;
  let final = start;
  const events: AnyEvent[] = [];
  const made: RawRow[] = [];
  const hashAt = new Map<number, string>([[0, copy.campaign.start_hash]]);
  for (const row of copy.rows) {
    const action = parse(row.action);
    if (typeof action !== 'object' || action === null || typeof (action as { type?: unknown }).type !== 'string') break;
    const applied = attempt(() => applyAction(state, canonicalAction(action as Action)));
    if (!applied) break;
    state = advance(applied.state, null, row.seq, branch);
    const stored = parse(row.events);
    const rowEvents = isEvents(stored) && stored.length === applied.events.length ? stored : applied.events;
    events.push(...rowEvents);
    made.push({ seq: row.seq, action: row.action, events: rowEvents === stored ? row.events : JSON.stringify(applied.events), hash: row.hash });
    if (matches(state, row.hash, fromLine, events)) {
      good = made.length;
      final = state;
    }
  }
  if (good === 0 && !startOk) return null;
  // a fingerprint damaged between two good ones: the replay's own, in the save's words where they pair up
  let redo = start;
  const flat: AnyEvent[] = [];
  const actions = made.slice(0, good).map((row) => {
    redo = advance(redo, canonicalAction(JSON.parse(row.action) as Action), row.seq, branch);
    flat.push(...(JSON.parse(row.events) as AnyEvent[]));
    const hash = matches(redo, row.hash, fromLine, flat) ? row.hash : stateHash(withSavedWords(redo, fromLine, flat) ?? redo);
    hashAt.set(row.seq, hash);
    return { ...row, hash };
  });
  const snapshots = copy.snapshots.filter((s) => s.seq <= good && hashAt.get(s.seq) === s.hash && typeof parse(s.state) === 'object');
  return { campaign: copy.campaign, actions, snapshots, claimed: copy.claimed, final };
}

/** Writes a verified copy into the save file in place of whatever it held of that campaign, in one transaction. */
export function writeCopy(db: Database, v: VerifiedCopy): void {
  const view = playerView(v.final);
  db.transaction(() => {
    db.prepare('DELETE FROM campaigns WHERE id = ?').run(v.campaign.id); // its actions and snapshots go with it
    db.prepare(
      `INSERT INTO campaigns (id, name, setup, start_hash, created_at, last_played_at, status, character, day, phase, gems, level, advisor_used, daily,
                              parent_id, branch_step, reseed, practice, rules_version)
       VALUES (@id, @name, @setup, @start_hash, @created_at, @last_played_at, @status, @character, @day, @phase, @gems, @level, @advisor_used, @daily,
               @parent_id, @branch_step, @reseed, @practice, @rules_version)`,
    ).run({
      id: v.campaign.id,
      setup: v.campaign.setup,
      start_hash: String(v.campaign.start_hash ?? ''),
      created_at: String(v.campaign.created_at ?? ''),
      last_played_at: String(v.campaign.last_played_at ?? ''),
      name: typeof v.campaign.name === 'string' && v.campaign.name.length > 0 ? v.campaign.name : 'Salvaged campaign',
      advisor_used: Number.isInteger(v.campaign.advisor_used) ? v.campaign.advisor_used : 0,
      // a salvaged daily stays that day's campaign (its facts are recounted from the kept actions at the next look)
      daily: typeof v.campaign.daily === 'string' ? v.campaign.daily : null,
      // a salvaged branch stays a branch: its new luck is what its actions replay with, and it stays practice
      ...((b) => ({ parent_id: b?.parentId ?? null, branch_step: b?.step ?? null, reseed: b?.reseed ?? null }))(branchOf(v.campaign)),
      practice: v.campaign.practice === 1 ? 1 : 0,
      // what is kept replays under today's rules (verifyCopy replayed it)
      rules_version: ENGINE_VERSION,
      status: view.status,
      character: view.character.id,
      day: view.day,
      phase: view.phase,
      gems: view.gems,
      level: view.level,
    });
    const action = db.prepare('INSERT INTO actions (campaign_id, seq, action, events, hash) VALUES (?, ?, ?, ?, ?)');
    for (const a of v.actions) action.run(v.campaign.id, a.seq, a.action, a.events, a.hash);
    const snapshot = db.prepare('INSERT INTO snapshots (campaign_id, seq, state, hash) VALUES (?, ?, ?, ?)');
    for (const s of v.snapshots) snapshot.run(v.campaign.id, s.seq, s.state, s.hash);
    if (view.status !== 'playing') {
      db.prepare(
        `INSERT OR REPLACE INTO results (campaign_id, character, status, gems, day, level, advisor_used, finished_at, practice)
         SELECT id, character, status, gems, day, level, advisor_used, last_played_at, practice FROM campaigns WHERE id = ?`,
      ).run(v.campaign.id);
    }
  })();
}

/** What became of one damaged campaign. */
export interface SalvageOutcome {
  id: string;
  name: string;
  /** the actions the damaged copy claimed */
  claimed: number;
  /** the actions the save file now holds (0 when nothing could be kept) */
  kept: number;
  /** where the kept actions came from */
  from: 'file' | 'backup' | 'none';
  /** the one sentence the player reads */
  sentence: string;
  /** set for a game no copy names: why it was lost, so like ones are said once with their count (stall-salvage.ts) */
  unnamed?: string;
  /** where what was not read back still is, when not the damaged file kept aside (a damaged backup set aside) */
  where?: string;
}

/** The longer of two verified copies; on a tie the damaged file's, which is the newer. */
function longer(a: VerifiedCopy | null, b: VerifiedCopy | null): VerifiedCopy | null {
  if (!a) return b;
  if (!b) return a;
  return b.actions.length > a.actions.length ? b : a;
}

/**
 * Salvages campaign `id` of `damaged` into `target`: the damaged copy's verified prefix, or a backup's when longer.
 * `target` may be the damaged file itself (a damaged row in a file SQLite finds whole) or a restored backup.
 * When nothing can be kept the campaign is taken out of `target` (it stays in the damaged file, kept aside).
 */
export function salvageCampaign(target: Database, damaged: Database, id: string, backups: readonly { db: Database; time: string }[]): SalvageOutcome {
  // the file's own row stands in for a backup's that cannot be read (QA2 item 3: a damaged backup's actions are still
  // worth reading when its campaigns table is not): the set-up, name and fingerprint are the same in every copy
  const ownRow = campaignRow(damaged, id);
  const fromBackups = backups.map((b) => ({ time: b.time, copy: readCopy(b.db, id, ownRow) }));
  // the file's own row, or the newest backup's when the file's cannot be read: the actions the damaged file still
  // holds past the backup's are kept, verified by replay
  const known = fromBackups.find((b) => b.copy)?.copy?.campaign;
  const read = readCopy(damaged, id, known);
  const name = [ownRow?.name, ...fromBackups.map((b) => b.copy?.campaign.name)].find((n): n is string => typeof n === 'string' && n.length > 0) ?? id;
  const claimed = read?.claimed ?? 0;
  let fromFile = read && verifyCopy(read);
  // a row that reads but whose set-up does not: the backup's row with the file's actions
  if (!fromFile && read && ownRow && known) fromFile = verifyCopy({ ...read, campaign: { ...known } });
  let best = fromFile;
  let backupTime = '';
  for (const b of fromBackups) {
    const verified = b.copy && verifyCopy(b.copy);
    const pick = longer(best, verified);
    if (pick !== best) {
      best = pick;
      backupTime = b.time;
    }
  }
  if (!best) {
    attempt(() => target.prepare('DELETE FROM campaigns WHERE id = ?').run(id));
    return { id, name, claimed, kept: 0, from: 'none', sentence: `"${name}" could not be read back at all; it is still in the damaged file kept aside.` };
  }
  // the name the player knows, whichever copy's row the kept actions were verified with
  writeCopy(target, { ...best, campaign: { ...best.campaign, name } });
  const kept = best.actions.length;
  const total = Math.max(claimed, kept);
  const whence = best === fromFile ? '' : ` (from the backup of ${backupTime})`;
  // QA2 item 2: an import keeps no count of its actions; what the file still shows of them is said, never "no action"
  const sentence = read && total === kept && showsMore(read, kept, best.final) ? uncountedSentence(name, kept, read.atLeast, whence) : salvageSentence(name, kept, total, whence);
  return { id, name, claimed: Math.max(total, read?.atLeast ?? 0), kept, from: best === fromFile ? 'file' : 'backup', sentence };
}

/** The sentence for a campaign that lost actions the damaged file no longer counts (an import's): `atLeast` is the
 *  most the file still shows were played (a snapshot's step), when that is past the kept ones. */
export function uncountedSentence(name: string, kept: number, atLeast: number, whence: string): string {
  const unknown = 'the damaged file no longer shows how many';
  if (kept === 0) {
    const what = atLeast > 0 ? `at least ${atLeast === 1 ? 'one action' : `${atLeast} actions`} played in it were lost` : 'the actions played in it were lost';
    return `"${name}" was salvaged back to its set-up${whence}: ${what} (${unknown}).`;
  }
  const after = atLeast > kept ? `at least ${atLeast - kept === 1 ? 'one more was' : `${atLeast - kept} more were`} lost` : `the ones played after ${kept === 1 ? 'it' : 'them'} were lost`;
  return `"${name}" was salvaged: ${kept === 1 ? 'its first action' : `its first ${kept} actions`} kept${whence}, ${after} (${unknown}).`;
}

/** What the player reads of one campaign brought back: `kept` of the `total` actions it had, `whence` naming the
 *  backup it came from (or empty); `unit` is what the game counts (a stall game's moves). Written for every count, so no one reads "all 0 of its actions" or "the last 1". */
export function salvageSentence(name: string, kept: number, total: number, whence: string, unit: 'action' | 'move' = 'action'): string {
  const lost = total - kept;
  const actions = (n: number) => (n === 1 ? `one ${unit}` : `${n} ${unit}s`);
  if (lost === 0) {
    if (kept === 0) return `"${name}" was repaired${whence}; no ${unit} had been played in it yet, and its set-up is as it was.`;
    return kept === 1 ? `"${name}" was repaired with its one ${unit}${whence}.` : `"${name}" was repaired with all ${kept} of its ${unit}s${whence}.`;
  }
  if (kept === 0) return `"${name}" was salvaged back to its set-up${whence}: ${total === 1 ? `its one ${unit} was` : `all ${total} of its ${unit}s were`} lost.`;
  return `"${name}" was salvaged: ${kept} of its ${actions(total)} kept${whence}, the last ${lost === 1 ? 'one' : lost} lost.`;
}

/** salvageCampaign, whose write SQLite may still refuse in a file damaged past what its checks find: the start goes on
 *  without that campaign (taken out of the save file if it can be; the copy of the file kept aside holds it), and the
 *  player reads why, rather than the game refusing to start over one campaign. */
export function salvageSafely(target: Database, source: Database, id: string, backups: readonly { db: Database; time: string }[]): SalvageOutcome {
  try {
    return salvageCampaign(target, source, id, backups);
  } catch {
    let name = id;
    try {
      const row = source.prepare('SELECT name FROM campaigns WHERE id = ?').get(id) as { name?: unknown } | undefined;
      if (typeof row?.name === 'string' && row.name) name = row.name;
      target.prepare('DELETE FROM campaigns WHERE id = ?').run(id);
    } catch {
      // what cannot be read or removed stays as it is; the copy aside is the player's
    }
    // the player reads a plain sentence; SQLite's own words ("UNIQUE constraint failed: ...") say nothing to them
    return { id, name, claimed: 0, kept: 0, from: 'none', sentence: `"${name}" could not be written back, because the save file is too damaged where it was kept; it is still in the damaged copy kept aside.` };
  }
}

/** Whether every row of a campaign reads as JSON and its actions run 1..n without a gap: the cheap half of the check
 *  made at each start (GameService.open replays the tail too). Issue 27, start-up: the rows are judged by SQLite's own
 *  JSON reader inside one query each (text that parses, of the kind each column holds; every ledger entry an object
 *  with a type and a text), rather than every action, ledger and snapshot turned into JavaScript and parsed there:
 *  the same verdicts, in a fraction of the time, which grew with every campaign saved. */
export function rowsRead(db: Database, id: string): boolean {
  return (
    attempt(() => {
      const actions = db.prepare(ACTIONS_READ).get(id) as { n: number; first: number | null; last: number | null; bad: number };
      if (actions.bad > 0 || (actions.n > 0 && (actions.first !== 1 || actions.last !== actions.n))) return false;
      if ((db.prepare(SNAPSHOTS_READ).pluck().get(id) as number) > 0) return false;
      const row = db.prepare('SELECT setup FROM campaigns WHERE id = ?').get(id) as { setup: string } | undefined;
      return !!row && GameSetupSchema.safeParse(parse(row.setup)).success;
    }) ?? false
  );
}

/** An action row reads when its action is JSON text of an object (or list) and its events JSON text of a list of
 *  objects, each with a text `type` and a text `text` (isEvents). */
const ACTIONS_READ = `SELECT count(*) AS n, min(seq) AS first, max(seq) AS last,
  coalesce(sum(NOT (typeof(action) = 'text' AND json_valid(action) AND json_type(action) IN ('object', 'array')
    AND typeof(events) = 'text' AND json_valid(events) AND json_type(events) = 'array'
    AND NOT EXISTS (SELECT 1 FROM json_each(events) AS e
      WHERE e.type <> 'object' OR json_type(e.value, '$.type') IS NOT 'text' OR json_type(e.value, '$.text') IS NOT 'text'))), 0) AS bad
  FROM actions WHERE campaign_id = ?`;

/** A snapshot row reads when its state is JSON text of an object (what JSON.parse makes a typeof 'object' of). */
const SNAPSHOTS_READ = `SELECT count(*) FROM snapshots WHERE campaign_id = ?
  AND NOT (typeof(state) = 'text' AND json_valid(state) AND json_type(state) IN ('object', 'array', 'null'))`;

/** A save file or backup opened only to read from; null when it cannot be opened at all. */
export function openReadOnly(path: string): Database | null {
  let db: Database | undefined;
  try {
    db = openToRead(path);
    db.prepare('SELECT count(*) FROM sqlite_master').get(); // the header and schema read, or it is not worth holding
    return db;
  } catch {
    db?.close();
    return null;
  }
}

/**
 * A damaged file whose first page (the header and the table of tables) is broken, mended for reading: a copy, in the
 * system's temporary folder, with the first page of a backup in its place. A backup is a page-for-page copy of the
 * save file (SQLite's online backup), and no table of ours is ever made or moved after the first start, so the
 * backup's first page names the same pages as the damaged file's did; the page count is set to the file's own. The
 * damaged file itself is not touched. Null when the copy still cannot be read. The caller removes `dir`.
 */
export function mendedCopy(aside: string, backup: string): { db: Database; dir: string } | null {
  const dir = mkdtempSync(join(tmpdir(), 'crows-mend-'));
  const copy = join(dir, 'mended.db');
  let mended: Database | null = null;
  try {
    copyFileSync(aside, copy);
    const fd = openSync(backup, 'r');
    try {
      const header = Buffer.alloc(100);
      if (readSync(fd, header, 0, 100, 0) < 100) return null;
      const size = header.readUInt16BE(16) === 1 ? 65536 : header.readUInt16BE(16);
      const page = Buffer.alloc(size);
      if (readSync(fd, page, 0, size, 0) < size) return null;
      page.writeUInt32BE(Math.floor(statSync(aside).size / size), 28);
      const out = openSync(copy, 'r+');
      try {
        writeSync(out, page, 0, size, 0);
      } finally {
        closeSync(out);
      }
    } finally {
      closeSync(fd);
    }
    mended = openReadOnly(copy);
    return mended && { db: mended, dir };
  } catch {
    return null;
  } finally {
    if (!mended) rmSync(dir, { recursive: true, force: true });
  }
}

// The campaigns, their actions and snapshots in the save file. Every write is one transaction; an action's
// row and the campaign's summary are committed together, so after a crash the file holds exactly the actions that
// were acknowledged. A snapshot (every N actions) is only a shortcut for resuming: it waits for the pause after play
// (writePendingSnapshots, run by idle-checkpoint.ts) and is never part of an action's commit.
import type { Database, Statement } from 'better-sqlite3';
import type { AnyAction, AnyEvent, GameSetup } from '../../contract';
import type { CampaignSummary, Statistics } from './api';
import { ServiceError } from './errors';
import { ENGINE_VERSION } from '../../engine/index';
import { reviewReads } from './row-checks';
import { COUNTED_RESULT_SQL } from './progress/counts';
import { notOrdinary } from './setup-check';

/** The part of a campaign's row the list shows; derived from the player's view after each action. */
export type Summary = Pick<CampaignSummary, 'character' | 'day' | 'phase' | 'gems' | 'level' | 'status'>;

export interface CampaignRow {
  id: string;
  name: string;
  setup: GameSetup;
  startHash: string;
  createdAt: string;
  lastPlayedAt: string;
  advisorUsed: number;
  summary: Summary;
  /** progress facts (progress/facts.ts) as stored; null when they are to be recounted from the actions */
  facts: unknown;
  /** the date of the daily campaign it plays, or null */
  daily: string | null;
  /** issue 25: a branch's parent and step, and its new luck's seed; null for an original */
  branch: BranchOf | null;
  /** a branch (practice), counted apart in the statistics */
  practice: boolean;
}

export interface BranchOf {
  /** null for an imported branch, whose parent is in another save file */
  parentId: string | null;
  step: number;
  /** the seed the generator was given after action `step`; null: the parent's own luck */
  reseed: string | null;
}

export interface StoredAction {
  seq: number;
  action: AnyAction;
  events: AnyEvent[];
  /** stateHash after this action */
  hash: string;
}

export interface Snapshot {
  seq: number;
  state: unknown;
  hash: string;
}

export interface AppendInput {
  action: AnyAction;
  events: AnyEvent[];
  hash: string;
  summary: Summary;
  at: string;
  /** the state after the action, when a snapshot is due */
  snapshot?: unknown;
  /** the progress facts after the action (progress/facts.ts); left out, they are recounted when next needed */
  facts?: unknown;
  /** when the action ends the campaign: the most Gems it held and its score, for the results */
  result?: { mostGems: number; score: number | null };
}

interface RawCampaign {
  id: string;
  name: string;
  setup: string;
  start_hash: string;
  created_at: string;
  last_played_at: string;
  status: Summary['status'];
  character: string;
  day: number;
  phase: Summary['phase'];
  gems: number;
  level: number;
  advisor_used: number;
  facts: string | null;
  daily: string | null;
  parent_id: string | null;
  branch_step: number | null;
  reseed: string | null;
  practice: number;
}

interface RawAction {
  seq: number;
  action: string;
  events: string;
  hash: string;
}

/** A row's JSON, read inside a guard (issue 28, defect 1): a row damaged on disk is a damaged campaign, told as such,
 *  never a failure of the service. GameService.open salvages such a campaign at the next start. */
function parseStored(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ServiceError(
      'conflict',
      `A saved ${what} of this campaign is damaged on disk, so it cannot be opened now. Close the game and open it again: the campaign is then salvaged from its readable actions and the backups.`,
    );
  }
}

function toRow(r: RawCampaign): CampaignRow {
  return {
    id: r.id,
    name: r.name,
    setup: parseStored(r.setup, 'set-up') as GameSetup,
    startHash: r.start_hash,
    createdAt: r.created_at,
    lastPlayedAt: r.last_played_at,
    advisorUsed: r.advisor_used,
    facts: parseFacts(r.facts),
    daily: r.daily,
    summary: { character: r.character, day: r.day, phase: r.phase, gems: r.gems, level: r.level, status: r.status },
    branch: r.branch_step === null ? null : { parentId: r.parent_id, step: r.branch_step, reseed: r.reseed },
    practice: r.practice === 1,
  };
}

/** Stored facts that do not parse are as good as none: they are recounted. */
function parseFacts(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function toAction(r: RawAction): StoredAction {
  return { seq: r.seq, action: parseStored(r.action, 'action') as AnyAction, events: parseStored(r.events, 'ledger entry') as AnyEvent[], hash: r.hash };
}

/** Why a campaign's file would be refused by every save folder (campaign-file.ts refuses what create refuses), so the
 *  Saves screen says so instead of offering a file that never imports. */
function noShare(setup: GameSetup): { noShare?: string } {
  const not = notOrdinary(setup);
  if (not === 'arranged deck') return { noShare: 'The lesson cannot be shared: it is played from Learn to play.' };
  if (not === 'daily seed') return { noShare: "A daily campaign cannot be shared: each is played only from Today's campaign." };
  return {};
}

export function toCampaignSummary(row: CampaignRow): CampaignSummary {
  return {
    id: row.id,
    name: row.name,
    ...row.summary,
    createdAt: row.createdAt,
    lastPlayedAt: row.lastPlayedAt,
    harder: row.setup.harder,
    ...(row.daily ? { daily: row.daily } : {}),
    practice: row.practice,
    ...noShare(row.setup),
    ...(row.branch ? { branch: { parentId: row.branch.parentId, step: row.branch.step, luck: row.branch.reseed === null ? ('same' as const) : ('new' as const) } } : {}),
  };
}

/** Wraps a SQLite failure in a sentence; the transaction has already rolled back, so nothing changed. */
export function guarded<T>(what: string, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof ServiceError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code.startsWith('SQLITE_CONSTRAINT')) throw new ServiceError('conflict', `${what} clashed with a change already saved; nothing was changed.`);
    const detail = code === 'SQLITE_FULL' ? 'the disk is full' : code.startsWith('SQLITE_READONLY') ? 'the save file is read-only' : (err as Error).message;
    throw new ServiceError('storage', `${what} could not be saved (${detail}); nothing was changed.`);
  }
}

/** Snapshots due but not yet written, per campaign, at most this many: play that never pauses for IDLE_MS over
 *  this many snapshots (400 actions at one every 25) has the oldest written at once, so memory stays bounded. */
export const MAX_PENDING_SNAPSHOTS = 16;

export class CampaignStore {
  private readonly q: Record<string, Statement>;
  /** Issue 27: the snapshots due since the last pause, oldest first, kept as the states themselves (the engine never
   *  changes a state it has made, `engine/draft.test.ts`); read by latestSnapshot as if written. */
  private readonly pending = new Map<string, Snapshot[]>();

  constructor(readonly db: Database) {
    const p = (sql: string) => db.prepare(sql);
    this.q = {
      insertCampaign: p(`INSERT INTO campaigns (id, name, setup, start_hash, created_at, last_played_at, status, character, day, phase, gems, level,
                           facts, daily, parent_id, branch_step, reseed, practice, rules_version)
                         VALUES (@id, @name, @setup, @startHash, @at, @at, @status, @character, @day, @phase, @gems, @level,
                           @facts, @daily, @parentId, @branchStep, @reseed, @practice, @rulesVersion)`),
      list: p('SELECT * FROM campaigns ORDER BY last_played_at DESC, id'),
      get: p('SELECT * FROM campaigns WHERE id = ?'),
      lastSeq: p('SELECT coalesce(max(seq), 0) AS n FROM actions WHERE campaign_id = ?'),
      lastSeqOf: p('SELECT (SELECT 1 FROM campaigns WHERE id = @id) AS found, (SELECT coalesce(max(seq), 0) FROM actions WHERE campaign_id = @id) AS n'),
      insertAction: p('INSERT INTO actions (campaign_id, seq, action, events, hash) VALUES (?, ?, ?, ?, ?)'),
      insertSnapshot: p('INSERT INTO snapshots (campaign_id, seq, state, hash) VALUES (?, ?, ?, ?)'),
      updateSummary: p(`UPDATE campaigns SET last_played_at = @at, status = @status, character = @character, day = @day,
                        phase = @phase, gems = @gems, level = @level, facts = @facts WHERE id = @id`),
      setFacts: p('UPDATE campaigns SET facts = ? WHERE id = ?'),
      insertResult: p(`INSERT OR REPLACE INTO results (campaign_id, character, status, gems, day, level, advisor_used, finished_at, most_gems, score, practice)
                       SELECT id, character, status, gems, day, level, advisor_used, last_played_at, max(gems, @mostGems), @score, practice FROM campaigns WHERE id = @id`),
      setResultFigures: p('UPDATE results SET most_gems = max(gems, ?), score = ? WHERE campaign_id = ?'),
      latestSnapshot: p('SELECT seq, state, hash FROM snapshots WHERE campaign_id = ? AND seq <= ? ORDER BY seq DESC LIMIT 1'),
      actionsAfter: p('SELECT seq, action, events, hash FROM actions WHERE campaign_id = ? AND seq > ? ORDER BY seq'),
      actionsBetween: p('SELECT seq, action, events, hash FROM actions WHERE campaign_id = ? AND seq > ? AND seq <= ? ORDER BY seq'),
      path: p('SELECT action FROM actions WHERE campaign_id = ? ORDER BY seq').pluck(),
      hashAt: p('SELECT hash FROM actions WHERE campaign_id = ? AND seq = ?').pluck(),
      lastAction: p('SELECT seq, action, events, hash FROM actions WHERE campaign_id = ? ORDER BY seq DESC LIMIT 1'),
      deleteActionsAfter: p('DELETE FROM actions WHERE campaign_id = ? AND seq > ?'),
      deleteSnapshotsAfter: p('DELETE FROM snapshots WHERE campaign_id = ? AND seq > ?'),
      rename: p('UPDATE campaigns SET name = ? WHERE id = ?'),
      remove: p('DELETE FROM campaigns WHERE id = ?'),
      bumpAdvisor: p('UPDATE campaigns SET advisor_used = advisor_used + 1 WHERE id = ?'),
      bumpAdvisorResult: p('UPDATE results SET advisor_used = advisor_used + 1 WHERE campaign_id = ?'),
      // issue 24, item 10: the best purse is the most held at once (a won campaign ends on 0 after paying), from
      // every finished campaign; the advisor's figures are how many campaigns asked it and how often in all.
      // The statistics are of what counts as play (progress/counts.ts); practice and lessons (issue 26) are counted apart
      totals: p(`SELECT count(*) AS played, coalesce(sum(status = 'won'), 0) AS won, coalesce(sum(status = 'lost'), 0) AS lost,
                 coalesce(max(most_gems), 0) AS bestGems, coalesce(sum(advisor_used > 0), 0) AS advisorCampaigns,
                 coalesce(sum(advisor_used), 0) AS advisorRequests FROM results
                 WHERE ${COUNTED_RESULT_SQL}`),
      byCharacter: p(`SELECT character, count(*) AS played, coalesce(sum(status = 'won'), 0) AS won FROM results WHERE ${COUNTED_RESULT_SQL}
                      GROUP BY character ORDER BY character`),
      saveReview: p('INSERT OR REPLACE INTO reviews (campaign_id, engine_version, made_at, review) VALUES (?, ?, ?, ?)'),
      getReview: p('SELECT engine_version AS engineVersion, review FROM reviews WHERE campaign_id = ?'),
      practiceTotals: p(`SELECT count(*) AS played, coalesce(sum(status = 'won'), 0) AS won, coalesce(sum(status = 'lost'), 0) AS lost
                         FROM results WHERE practice = 1`),
    };
  }

  /** A new campaign's row and, when `start` is given, its set-up state as the snapshot at action 0, in one
   *  transaction. A branch or an imported campaign (issue 25) comes with its actions so far and the snapshots to keep,
   *  written in the same transaction: it is there whole or not at all. */
  create(input: {
    id: string;
    name: string;
    setup: GameSetup;
    startHash: string;
    summary: Summary;
    at: string;
    start?: unknown;
    facts?: unknown;
    daily?: string;
    also?: () => void;
    branch?: BranchOf | null;
    practice?: boolean;
    actions?: readonly { action: AnyAction; events: AnyEvent[]; hash: string }[];
    snapshots?: readonly Snapshot[];
    /** for a campaign created finished (an import): the figures its result keeps */
    result?: { mostGems: number; score: number | null };
  }): CampaignRow {
    guarded('The new campaign', () =>
      this.db.transaction(() => {
        const b = input.branch ?? null;
        const facts = input.facts === undefined ? null : JSON.stringify(input.facts);
        this.q.insertCampaign.run({
          id: input.id, name: input.name, setup: JSON.stringify(input.setup), startHash: input.startHash, at: input.at, ...input.summary,
          facts, daily: input.daily ?? null, rulesVersion: ENGINE_VERSION,
          parentId: b?.parentId ?? null, branchStep: b?.step ?? null, reseed: b?.reseed ?? null, practice: input.practice ? 1 : 0,
        });
        input.also?.();
        if (input.start !== undefined) this.q.insertSnapshot.run(input.id, 0, JSON.stringify(input.start), input.startHash);
        (input.actions ?? []).forEach((a, i) => this.q.insertAction.run(input.id, i + 1, JSON.stringify(a.action), JSON.stringify(a.events), a.hash));
        for (const snap of input.snapshots ?? []) this.q.insertSnapshot.run(input.id, snap.seq, JSON.stringify(snap.state), snap.hash);
        if (input.summary.status !== 'playing') this.q.insertResult.run({ id: input.id, mostGems: input.result?.mostGems ?? 0, score: input.result?.score ?? null });
      }).immediate(),
    );
    return this.require(input.id);
  }

  /** The version of the rules a campaign was last known to replay under (null: saved before it was kept). */
  rulesVersion(id: string): string | null {
    return (this.db.prepare('SELECT rules_version FROM campaigns WHERE id = ?').pluck().get(id) as string | null | undefined) ?? null;
  }

  /** Marks a campaign as replaying under today's rules (checked at each start). */
  markCurrentRules(id: string): void {
    guarded('The rules version', () => this.db.prepare('UPDATE campaigns SET rules_version = ? WHERE id = ?').run(ENGINE_VERSION, id));
  }

  /** Every campaign's id, whatever its rows hold (the check at each start reads them one campaign at a time). */
  ids(): string[] {
    return this.db.prepare('SELECT id FROM campaigns ORDER BY id').pluck().all() as string[];
  }

  /** A saved campaign that is the same play as a shared file (issue 25): the same starting fingerprint, as many
   *  actions, and the same fingerprint after the last (the digest covers the whole table, so equal digests after equal
   *  counts from an equal start are the same game). Import finds a file already taken in this way. */
  samePlay(startHash: string, actions: number, endHash: string): { id: string; name: string } | undefined {
    return this.db
      .prepare(
        `SELECT c.id, c.name FROM campaigns c
         WHERE c.start_hash = @startHash
           AND (SELECT count(*) FROM actions a WHERE a.campaign_id = c.id) = @actions
           AND coalesce((SELECT a.hash FROM actions a WHERE a.campaign_id = c.id ORDER BY a.seq DESC LIMIT 1), c.start_hash) = @endHash
         ORDER BY c.created_at LIMIT 1`,
      )
      .get({ startHash, actions, endHash }) as { id: string; name: string } | undefined;
  }

  list(): CampaignRow[] {
    return (this.q.list.all() as RawCampaign[]).map(toRow);
  }

  get(id: string): CampaignRow | undefined {
    const r = this.q.get.get(id) as RawCampaign | undefined;
    return r && toRow(r);
  }

  require(id: string): CampaignRow {
    const row = this.get(id);
    if (!row) throw new ServiceError('not-found', 'That campaign is not in the save file (it may have been deleted).');
    return row;
  }

  actionCount(id: string): number {
    return (this.q.lastSeq.get(id) as { n: number }).n;
  }

  /** Appends one action with its events and the new summary in a single transaction; returns its seq.
   *  Issue 27: the append's tail stays one fsync. The row is checked with one indexed look-up (not read and parsed
   *  whole), the JSON is made before the transaction opens, and a due snapshot is not written here at all: it waits
   *  for the pause after play (writePendingSnapshots). A snapshot is a shortcut for resuming, never the record of an
   *  action; written at once it cost its action 0.3-1 ms (the state's JSON, some 15-25 pages into the WAL) and the
   *  next action the fsync of those pages, and the p99 of appends landed exactly on those actions. */
  append(id: string, input: AppendInput): number {
    const action = JSON.stringify(input.action);
    const events = JSON.stringify(input.events);
    const facts = input.facts === undefined ? null : JSON.stringify(input.facts);
    const seq = guarded('The action', () =>
      this.db.transaction(() => {
        const last = this.q.lastSeqOf.get({ id }) as { found: number | null; n: number };
        if (last.found === null) throw new ServiceError('not-found', 'That campaign is not in the save file (it may have been deleted).');
        const seq = last.n + 1;
        this.q.insertAction.run(id, seq, action, events, input.hash);
        this.q.updateSummary.run({ id, at: input.at, facts, ...input.summary });
        if (input.summary.status !== 'playing') this.q.insertResult.run({ id, mostGems: input.result?.mostGems ?? 0, score: input.result?.score ?? null });
        return seq;
      }).immediate(),
    );
    if (input.snapshot !== undefined) this.queueSnapshot(id, { seq, state: input.snapshot, hash: input.hash });
    return seq;
  }

  private queueSnapshot(id: string, snapshot: Snapshot): void {
    const waiting = this.pending.get(id) ?? [];
    waiting.push(snapshot);
    this.pending.set(id, waiting);
    if (waiting.length > MAX_PENDING_SNAPSHOTS) {
      const oldest = waiting.shift()!;
      this.writeSnapshot(id, oldest.seq, oldest.state, oldest.hash);
    }
  }

  /** How many snapshots wait for the pause (tests, the bench). */
  pendingSnapshots(): number {
    let n = 0;
    for (const waiting of this.pending.values()) n += waiting.length;
    return n;
  }

  /** Writes every snapshot that waits, oldest first; the idle checkpoint runs this when play pauses, and before the
   *  file is closed. Returns how many were written. */
  writePendingSnapshots(): number {
    let written = 0;
    for (const [id, waiting] of this.pending) {
      this.pending.delete(id);
      for (const snap of waiting) if (this.writeSnapshot(id, snap.seq, snap.state, snap.hash)) written++;
    }
    return written;
  }

  /** A snapshot after its action was committed, in a transaction of its own with synchronous = NORMAL: no fsync of
   *  its own. A crash before the next commit's fsync can cost the snapshot (WAL frames are checksummed, so a torn one
   *  is dropped whole at recovery) and never an action: resume then replays from the snapshot before it. A snapshot
   *  that cannot be written costs nothing either: it is left out, and resume replays a few more actions. */
  writeSnapshot(id: string, seq: number, state: unknown, hash: string): boolean {
    this.db.pragma('synchronous = NORMAL');
    try {
      const text = JSON.stringify(state);
      this.db.transaction(() => this.q.insertSnapshot.run(id, seq, text, hash)).immediate();
      return true;
    } catch {
      // only a shortcut: resume replays from the snapshot before it
      return false;
    } finally {
      this.db.pragma('synchronous = FULL');
    }
  }

  /** The newest snapshot at or before `seq` (any, by default). */
  latestSnapshot(id: string, seq = Number.MAX_SAFE_INTEGER): Snapshot | undefined {
    // one waiting for the pause counts as written: resume, undo and the replay find the same snapshots either way
    const waiting = (this.pending.get(id) ?? []).filter((s) => s.seq <= seq).at(-1);
    const r = this.q.latestSnapshot.get(id, seq) as { seq: number; state: string; hash: string } | undefined;
    if (waiting && (!r || waiting.seq > r.seq)) return waiting;
    return r && { seq: r.seq, state: parseStored(r.state, 'snapshot'), hash: r.hash };
  }

  actionsAfter(id: string, seq: number): StoredAction[] {
    return (this.q.actionsAfter.all(id, seq) as RawAction[]).map(toAction);
  }

  /** The saved actions from+1..to: a replay from a snapshot reads only the stretch it applies, not the whole tail. */
  actionsBetween(id: string, from: number, to: number): StoredAction[] {
    return (this.q.actionsBetween.all(id, from, to) as RawAction[]).map(toAction);
  }

  /** Every saved action of the campaign in order, without their events: the path from its set-up (the advisor's). */
  path(id: string): AnyAction[] {
    return (this.q.path.all(id) as string[]).map((a) => parseStored(a, 'action') as AnyAction);
  }

  /** The fingerprint saved with action `seq`, without reading the action's rows. */
  hashAt(id: string, seq: number): string | undefined {
    return this.q.hashAt.get(id, seq) as string | undefined;
  }

  lastAction(id: string): StoredAction | undefined {
    const r = this.q.lastAction.get(id) as RawAction | undefined;
    return r && toAction(r);
  }

  /** Drops every action after `seq` (and snapshots past it), with the summary they lead back to. */
  truncate(id: string, seq: number, summary: Summary, at: string, facts?: unknown): void {
    guarded('The undo', () =>
      this.db.transaction(() => {
        this.q.deleteActionsAfter.run(id, seq);
        this.q.deleteSnapshotsAfter.run(id, seq);
        this.q.updateSummary.run({ id, at, facts: facts === undefined ? null : JSON.stringify(facts), ...summary });
      }).immediate(),
    );
    this.dropPending(id, seq);
  }

  /** Forgets the waiting snapshots after `seq` (all of them by default): their actions are gone. */
  private dropPending(id: string, seq = -1): void {
    const kept = (this.pending.get(id) ?? []).filter((s) => s.seq <= seq);
    if (kept.length) this.pending.set(id, kept);
    else this.pending.delete(id);
  }

  rename(id: string, name: string): CampaignRow {
    guarded('The new name', () => this.q.rename.run(name, id));
    return this.require(id);
  }

  /** Deletes a campaign and its history; its result (if finished) stays for the statistics. */
  remove(id: string): void {
    this.require(id);
    guarded('The deletion', () => this.q.remove.run(id));
    this.dropPending(id);
  }

  /** The advisor calls this each time the player asks it for help. */
  bumpAdvisor(id: string): void {
    this.require(id);
    guarded('The advisor count', () =>
      this.db.transaction(() => {
        this.q.bumpAdvisor.run(id);
        this.q.bumpAdvisorResult.run(id);
      })(),
    );
  }

  /** Facts recounted from the actions (a save from before they were kept, or of another version of the fold), and,
   *  for a finished campaign, the figures its result keeps. */
  setFacts(id: string, facts: unknown, result?: { mostGems: number; score: number | null }): void {
    guarded('The recount', () =>
      this.db.transaction(() => {
        this.q.setFacts.run(JSON.stringify(facts), id);
        if (result) this.q.setResultFigures.run(result.mostGems, result.score, id);
      })(),
    );
  }

  /** Issue 25: a finished post-game review, kept beside its campaign (and removed with it). */
  saveReview(id: string, engineVersion: string, at: string, review: unknown): void {
    guarded('The review', () => this.q.saveReview.run(id, engineVersion, at, JSON.stringify(review)));
  }

  /** A stored review; a row that no longer parses, or parses to something that is no finished review (QA item 8: a
   *  damaged row answered as it read), is no review (it is made again on request), never a failure. */
  getReview(id: string): { engineVersion: string; review: unknown } | undefined {
    const r = this.q.getReview.get(id) as { engineVersion: unknown; review: unknown } | undefined;
    if (!r || !reviewReads({ campaign_id: id, engine_version: r.engineVersion, review: r.review })) return undefined;
    return { engineVersion: r.engineVersion as string, review: JSON.parse(r.review as string) as unknown };
  }

  statistics(): Omit<Statistics, 'records' | 'lessons'> {
    const t = this.q.totals.get() as Omit<Statistics, 'byCharacter' | 'records' | 'practice' | 'lessons'>;
    const byCharacter: Statistics['byCharacter'] = {};
    for (const r of this.q.byCharacter.all() as { character: string; played: number; won: number }[]) {
      byCharacter[r.character] = { played: r.played, won: r.won };
    }
    const practice = this.q.practiceTotals.get() as Statistics['practice'];
    return { ...t, byCharacter, practice };
  }
}

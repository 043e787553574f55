// The campaigns, their actions and snapshots in the save file. Every write is one transaction; an action's
// row, the campaign's summary and (every N actions) a snapshot are committed together, so after a crash
// the file holds exactly the actions that were acknowledged.
import type { Database, Statement } from 'better-sqlite3';
import type { AnyAction, AnyEvent, GameSetup } from '../../engine/contract';
import type { CampaignSummary, Statistics } from './api';
import { ServiceError } from './errors';

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
}

interface RawAction {
  seq: number;
  action: string;
  events: string;
  hash: string;
}

function toRow(r: RawCampaign): CampaignRow {
  return {
    id: r.id,
    name: r.name,
    setup: JSON.parse(r.setup) as GameSetup,
    startHash: r.start_hash,
    createdAt: r.created_at,
    lastPlayedAt: r.last_played_at,
    advisorUsed: r.advisor_used,
    summary: { character: r.character, day: r.day, phase: r.phase, gems: r.gems, level: r.level, status: r.status },
  };
}

function toAction(r: RawAction): StoredAction {
  return { seq: r.seq, action: JSON.parse(r.action) as AnyAction, events: JSON.parse(r.events) as AnyEvent[], hash: r.hash };
}

export function toCampaignSummary(row: CampaignRow): CampaignSummary {
  return {
    id: row.id,
    name: row.name,
    ...row.summary,
    createdAt: row.createdAt,
    lastPlayedAt: row.lastPlayedAt,
    harder: row.setup.harder,
  };
}

/** Wraps a SQLite failure in a sentence; the transaction has already rolled back, so nothing changed. */
function guarded<T>(what: string, fn: () => T): T {
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

export class CampaignStore {
  private readonly q: Record<string, Statement>;

  constructor(readonly db: Database) {
    const p = (sql: string) => db.prepare(sql);
    this.q = {
      insertCampaign: p(`INSERT INTO campaigns (id, name, setup, start_hash, created_at, last_played_at, status, character, day, phase, gems, level)
                         VALUES (@id, @name, @setup, @startHash, @at, @at, @status, @character, @day, @phase, @gems, @level)`),
      list: p('SELECT * FROM campaigns ORDER BY last_played_at DESC, id'),
      get: p('SELECT * FROM campaigns WHERE id = ?'),
      lastSeq: p('SELECT coalesce(max(seq), 0) AS n FROM actions WHERE campaign_id = ?'),
      insertAction: p('INSERT INTO actions (campaign_id, seq, action, events, hash) VALUES (?, ?, ?, ?, ?)'),
      insertSnapshot: p('INSERT INTO snapshots (campaign_id, seq, state, hash) VALUES (?, ?, ?, ?)'),
      updateSummary: p(`UPDATE campaigns SET last_played_at = @at, status = @status, character = @character, day = @day,
                        phase = @phase, gems = @gems, level = @level WHERE id = @id`),
      insertResult: p(`INSERT OR REPLACE INTO results (campaign_id, character, status, gems, day, level, advisor_used, finished_at)
                       SELECT id, character, status, gems, day, level, advisor_used, last_played_at FROM campaigns WHERE id = ?`),
      latestSnapshot: p('SELECT seq, state, hash FROM snapshots WHERE campaign_id = ? AND seq <= ? ORDER BY seq DESC LIMIT 1'),
      actionsAfter: p('SELECT seq, action, events, hash FROM actions WHERE campaign_id = ? AND seq > ? ORDER BY seq'),
      path: p('SELECT action FROM actions WHERE campaign_id = ? ORDER BY seq').pluck(),
      lastAction: p('SELECT seq, action, events, hash FROM actions WHERE campaign_id = ? ORDER BY seq DESC LIMIT 1'),
      deleteActionsAfter: p('DELETE FROM actions WHERE campaign_id = ? AND seq > ?'),
      deleteSnapshotsAfter: p('DELETE FROM snapshots WHERE campaign_id = ? AND seq > ?'),
      rename: p('UPDATE campaigns SET name = ? WHERE id = ?'),
      remove: p('DELETE FROM campaigns WHERE id = ?'),
      bumpAdvisor: p('UPDATE campaigns SET advisor_used = advisor_used + 1 WHERE id = ?'),
      bumpAdvisorResult: p('UPDATE results SET advisor_used = advisor_used + 1 WHERE campaign_id = ?'),
      // lesson campaigns (issue 26) are counted apart, by the service
      totals: p(`SELECT count(*) AS played, coalesce(sum(status = 'won'), 0) AS won, coalesce(sum(status = 'lost'), 0) AS lost,
                 coalesce(max(CASE WHEN status = 'won' THEN gems END), 0) AS bestGems, coalesce(sum(advisor_used), 0) AS advisorUsed FROM results
                 WHERE campaign_id NOT IN (SELECT campaign_id FROM lessons)`),
      byCharacter: p(`SELECT character, count(*) AS played, coalesce(sum(status = 'won'), 0) AS won FROM results
                      WHERE campaign_id NOT IN (SELECT campaign_id FROM lessons) GROUP BY character ORDER BY character`),
    };
  }

  /** A new campaign's row and, when `start` is given, its set-up state as the snapshot at action 0, in one
   *  transaction. */
  create(input: { id: string; name: string; setup: GameSetup; startHash: string; summary: Summary; at: string; start?: unknown }): CampaignRow {
    guarded('The new campaign', () =>
      this.db.transaction(() => {
        this.q.insertCampaign.run({ id: input.id, name: input.name, setup: JSON.stringify(input.setup), startHash: input.startHash, at: input.at, ...input.summary });
        if (input.start !== undefined) this.q.insertSnapshot.run(input.id, 0, JSON.stringify(input.start), input.startHash);
      }).immediate(),
    );
    return this.require(input.id);
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

  /** Appends one action with its events and the new summary in a single transaction; returns its seq. */
  append(id: string, input: AppendInput): number {
    return guarded('The action', () =>
      this.db.transaction(() => {
        this.require(id);
        const seq = this.actionCount(id) + 1;
        this.q.insertAction.run(id, seq, JSON.stringify(input.action), JSON.stringify(input.events), input.hash);
        if (input.snapshot !== undefined) this.q.insertSnapshot.run(id, seq, JSON.stringify(input.snapshot), input.hash);
        this.q.updateSummary.run({ id, at: input.at, ...input.summary });
        if (input.summary.status !== 'playing') this.q.insertResult.run(id);
        return seq;
      }).immediate(),
    );
  }

  /** The newest snapshot at or before `seq` (any, by default). */
  latestSnapshot(id: string, seq = Number.MAX_SAFE_INTEGER): Snapshot | undefined {
    const r = this.q.latestSnapshot.get(id, seq) as { seq: number; state: string; hash: string } | undefined;
    return r && { seq: r.seq, state: JSON.parse(r.state) as unknown, hash: r.hash };
  }

  actionsAfter(id: string, seq: number): StoredAction[] {
    return (this.q.actionsAfter.all(id, seq) as RawAction[]).map(toAction);
  }

  /** Every saved action of the campaign in order, without their events: the path from its set-up (the advisor's). */
  path(id: string): AnyAction[] {
    return (this.q.path.all(id) as string[]).map((a) => JSON.parse(a) as AnyAction);
  }

  lastAction(id: string): StoredAction | undefined {
    const r = this.q.lastAction.get(id) as RawAction | undefined;
    return r && toAction(r);
  }

  /** Drops every action after `seq` (and snapshots past it), with the summary they lead back to. */
  truncate(id: string, seq: number, summary: Summary, at: string): void {
    guarded('The undo', () =>
      this.db.transaction(() => {
        this.q.deleteActionsAfter.run(id, seq);
        this.q.deleteSnapshotsAfter.run(id, seq);
        this.q.updateSummary.run({ id, at, ...summary });
      }).immediate(),
    );
  }

  rename(id: string, name: string): CampaignRow {
    guarded('The new name', () => this.q.rename.run(name, id));
    return this.require(id);
  }

  /** Deletes a campaign and its history; its result (if finished) stays for the statistics. */
  remove(id: string): void {
    this.require(id);
    guarded('The deletion', () => this.q.remove.run(id));
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

  statistics(): Omit<Statistics, 'lessons'> {
    const t = this.q.totals.get() as Omit<Statistics, 'byCharacter' | 'lessons'>;
    const byCharacter: Statistics['byCharacter'] = {};
    for (const r of this.q.byCharacter.all() as { character: string; played: number; won: number }[]) {
      byCharacter[r.character] = { played: r.played, won: r.won };
    }
    return { ...t, byCharacter };
  }
}

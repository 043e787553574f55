// The game service (DESIGN.md, "One service, two doors"): campaigns kept in the save file and played through
// the engine's contract. Both doors call these methods with untrusted input; each parses it with its zod
// schema first, so a bad input or an illegal action is refused with a sentence and changes nothing.
// Results carry the player's view and the described actions, never the game state itself (hidden deck order).
import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { character as characterCard, content } from '../../data';
import { applyAction, canonicalAction, check, describeActions, IllegalAction, newGame, playerView, stateHash, type Action, type GameState, type PlayerView } from '../../engine';
import type { AnyEvent } from '../../engine/contract';
import type { Advice, Api, CampaignResult, CampaignSummary, GuideContent, RuleSection, Statistics, UndoInfo } from './api';
import { AdvisorPool, workerUrl, type WorkerFile } from './advisor';
import { reasonsOf } from '../../engine/bots/advisor';
import { guide, rules } from './content';
import { openDatabase } from './database';
import { makeBackup, PLAY_BACKUPS_KEPT } from './backups';
import type { FolderLock } from './folder-lock';
import { ServiceError } from './errors';
import { parseInput } from './schemas';
import { CampaignStore, toCampaignSummary, type CampaignRow, type StoredAction, type Summary } from './store';
import { earlierSetupWords, withSavedWords } from './saved-words';

export interface ServiceOptions {
  dataDir: string;
  /** a snapshot of the full state every this many actions, so resume replays at most that many */
  snapshotEvery?: number;
  backupsKept?: number;
  now?: () => Date;
  /** the advisor's worker thread's file: by default beside advisor.ts (workerUrl); the browser edition passes the
   *  bundle it builds at start, as the desktop app ships it (scripts/main-bundles.ts bundleAdvisorWorker) */
  advisorWorker?: WorkerFile;
}

export const DEFAULT_SNAPSHOT_EVERY = 25;
/** A backup during play once this long has passed since the last (the launch's, or the previous one): a save file
 *  damaged late in a long session then loses at most this much play, not the whole session. */
export const SESSION_BACKUP_MS = 15 * 60_000;

function summaryOf(view: PlayerView): Summary {
  return { character: view.character.id, day: view.day, phase: view.phase, gems: view.gems, level: view.level, status: view.status };
}

/** Undo goes back over actions that revealed nothing random, never across a draw or a roll (DESIGN.md, Saves). */
export function undoInfo(status: Summary['status'], last: StoredAction | undefined): UndoInfo {
  if (status !== 'playing') return { available: false, reason: 'The campaign is over; its last action stands.' };
  if (!last) return { available: false, reason: 'Nothing to undo yet: no action has been taken.' };
  const revealed = last.events.find((e) => e.chance === true);
  if (revealed) return { available: false, reason: `The last action showed a roll or a card ("${revealed.text}"), so it cannot be taken back.` };
  const final = last.events.find((e) => e.final === true);
  if (final) return { available: false, reason: `The rules allow no undo here ("${final.text}"), so it stands.` };
  return { available: true };
}

export class GameService implements Api {
  private readonly store: CampaignStore;
  /** the current state of campaigns played in this session; the save file is the truth, this saves replays */
  private readonly states = new Map<string, GameState>();
  private pendingNotice: string | undefined;
  /** the advisor's worker threads, started on the first request (the advisor is off by default) */
  private advisor: AdvisorPool | null = null;
  /** the advice in progress per campaign, so a newer request or a cancel can drop it */
  private readonly advising = new Map<string, AbortController>();
  /** this service's hold on its save folder (folder-lock.ts), released by close() */
  private lock: FolderLock | null = null;
  /** when the newest backup was started (opening the file takes the launch backup); one under way is thus never
   *  joined by a second, due only SESSION_BACKUP_MS later */
  private lastBackup: number;

  private constructor(
    private readonly db: Database,
    readonly options: Required<ServiceOptions>,
    /** a sentence about a recovery made while opening the save file, for the door to show */
    readonly startupNotice: string | undefined,
  ) {
    this.store = new CampaignStore(db);
    this.pendingNotice = startupNotice;
    this.lastBackup = options.now().getTime();
  }

  static async open(options: ServiceOptions): Promise<GameService> {
    // an option given as undefined (a door passing its own optional setting along) keeps the default
    const full: Required<ServiceOptions> = {
      dataDir: options.dataDir,
      snapshotEvery: options.snapshotEvery ?? DEFAULT_SNAPSHOT_EVERY,
      backupsKept: options.backupsKept ?? 5,
      now: options.now ?? (() => new Date()),
      advisorWorker: options.advisorWorker ?? workerUrl(),
    };
    const { db, notice, lock } = await openDatabase(full.dataDir, { backupsKept: full.backupsKept, now: full.now });
    try {
      const service = new GameService(db, full, notice);
      service.lock = lock;
      return service;
    } catch (err) {
      db.close();
      lock.release();
      throw err;
    }
  }

  close(): void {
    for (const c of this.advising.values()) c.abort();
    void this.advisor?.close();
    this.advisor = null;
    if (this.db.open) this.db.close();
    this.lock?.release();
  }

  get isOpen(): boolean {
    return this.db.open;
  }

  async list(input?: unknown): Promise<CampaignSummary[]> {
    parseInput('list', input);
    return this.store.list().map(toCampaignSummary);
  }

  async create(input: unknown): Promise<CampaignResult> {
    const { name, setup } = parseInput('create', input);
    const card = characterCard(setup.character);
    if (!card) {
      const known = content.characters.map((c) => c.name).join(', ');
      throw new ServiceError('invalid-input', `There is no character called "${setup.character}"; choose one of ${known}.`);
    }
    const state = newGame(setup);
    const view = playerView(state);
    const at = this.now();
    const row = this.store.create({
      id: randomUUID(),
      name: name ?? `${card.name}, ${at.slice(0, 10)}`,
      setup,
      startHash: stateHash(state),
      summary: summaryOf(view),
      at,
      // the set-up as a snapshot too, so a later build that words the set-up differently still finds its words
      start: state,
    });
    this.states.set(row.id, state);
    return this.result(row, state, [], view);
  }

  async open(input: unknown): Promise<CampaignResult> {
    const { id } = parseInput('open', input);
    const row = this.store.require(id);
    // opening always re-reads the save file, so what the player sees is what a restart would show
    this.states.delete(id);
    return this.result(row, this.stateOf(row.id), []);
  }

  async act(input: unknown): Promise<CampaignResult> {
    const parsed = parseInput('act', input);
    const id = parsed.id;
    // fields the action's type does not have mean nothing to the rules, and are not written into the save
    const action = canonicalAction(parsed.action);
    const state = this.stateOf(id);
    const verdict = check(state, action as Action);
    if (!verdict.ok) throw new ServiceError('illegal-action', verdict.reason);
    let next: GameState;
    let events: AnyEvent[];
    try {
      ({ state: next, events } = applyAction(state, action as Action));
    } catch (err) {
      if (err instanceof IllegalAction) throw new ServiceError('illegal-action', err.reason);
      throw err;
    }
    const view = playerView(next);
    const seq = this.store.actionCount(id) + 1;
    // the action is committed before anyone hears of it; if the write fails, the cached state is untouched
    const written = this.store.append(id, {
      action,
      events,
      hash: stateHash(next),
      summary: summaryOf(view),
      at: this.now(),
      snapshot: seq % this.options.snapshotEvery === 0 ? next : undefined,
    });
    if (written !== seq) throw new Error(`act: wrote action ${written} where ${seq} was expected`);
    this.states.set(id, next);
    this.dropAdvice(id); // once written: an action the disk refused leaves the position, and its ranking, as they were
    this.backUpWhenDue();
    return this.result(this.store.require(id), next, events, view);
  }

  async undo(input: unknown): Promise<CampaignResult> {
    const { id } = parseInput('undo', input);
    const row = this.store.require(id);
    const last = this.store.lastAction(id);
    const info = undoInfo(row.summary.status, last);
    if (!info.available || !last) throw new ServiceError('illegal-action', info.reason ?? 'Nothing to undo.');
    const previous = this.replayTo(id, last.seq - 1);
    const view = playerView(previous);
    this.store.truncate(id, last.seq - 1, summaryOf(view), this.now());
    this.states.set(id, previous);
    this.dropAdvice(id);
    return this.result(this.store.require(id), previous, [], view);
  }

  async rename(input: unknown): Promise<CampaignSummary> {
    const { id, name } = parseInput('rename', input);
    this.store.require(id);
    return toCampaignSummary(this.store.rename(id, name));
  }

  async remove(input: unknown): Promise<{ ok: true }> {
    const { id } = parseInput('remove', input);
    this.store.remove(id);
    this.dropAdvice(id);
    this.states.delete(id);
    return { ok: true };
  }

  async statistics(input?: unknown): Promise<Statistics> {
    parseInput('statistics', input);
    return this.store.statistics();
  }

  async guide(input?: unknown): Promise<GuideContent> {
    parseInput('guide', input);
    return guide();
  }

  async rules(input?: unknown): Promise<RuleSection[]> {
    parseInput('rules', input);
    return rules();
  }

  /** Issue 7, the advisor: every legal action's chance of winning by strong-bot rollouts, in worker threads. */
  async advise(input: unknown): Promise<Advice> {
    const { id, rollouts } = parseInput('advise', input);
    const state = this.stateOf(id);
    if (state.status !== 'playing') throw new ServiceError('conflict', 'The campaign is over: there is nothing left to advise on.');
    this.advising.get(id)?.abort();
    const controller = new AbortController();
    this.advising.set(id, controller);
    this.advisorUsed(id);
    const perAction = rollouts ?? 100;
    const started = performance.now();
    try {
      // the saved actions are the state's path from its set-up: the workers replay them (advisor-position.ts)
      const path = this.store.path(id) as Action[];
      const ranked = await this.pool().advise(state, { perAction, seed: `${id}/${state.turn}`, path, signal: controller.signal });
      const labels = new Map(describeActions(state).map((i) => [JSON.stringify(i.action), i.label]));
      const entries = ranked.map((r) => ({
        action: r.action,
        label: labels.get(JSON.stringify(r.action)) ?? r.action.type,
        wins: r.wins,
        rollouts: r.rollouts,
        chance: r.chance.p,
        low: r.chance.lo,
        high: r.chance.hi,
        ...(r.outcomes ? { reasons: reasonsOf(r.outcomes, r.rollouts) } : {}),
      }));
      return { entries, perAction, ms: performance.now() - started };
    } catch (err) {
      if (err instanceof Error && err.name === 'AbortError') throw new ServiceError('conflict', 'The advisor was cancelled.');
      // a thread of the pool was lost (not a fault of the question): said as such, and the next question starts a new pool
      if (this.advisor?.broken) throw new ServiceError('conflict', `The advisor broke off: ${this.advisor.broken}. Ask again to start it afresh.`);
      throw err;
    } finally {
      if (this.advising.get(id) === controller) this.advising.delete(id);
    }
  }

  /** A backup of the save file in the background, when SESSION_BACKUP_MS has passed since the last. SQLite's online
   *  backup copies while play goes on; a backup that fails costs no action (the next one is due in as long again). */
  private backUpWhenDue(): void {
    const now = this.options.now();
    if (now.getTime() - this.lastBackup < SESSION_BACKUP_MS) return;
    this.lastBackup = now.getTime();
    this.backupRun = makeBackup(this.db, this.options.dataDir, PLAY_BACKUPS_KEPT, now, 'play').then(() => undefined, () => undefined);
  }

  private backupRun: Promise<void> = Promise.resolve();

  /** Settles when the backup under way, if any, has finished (tests wait for it; close() need not). */
  whenBackedUp(): Promise<void> {
    return this.backupRun;
  }

  /** A ranking under way for this campaign is of a position about to change (an action, an undo, a removal): stopped,
   *  so its workers are free for the next question and no ranking of a past position is answered. */
  private dropAdvice(id: string): void {
    this.advising.get(id)?.abort();
  }

  async cancelAdvice(input: unknown): Promise<{ cancelled: boolean }> {
    const { id } = parseInput('cancelAdvice', input);
    this.store.require(id); // a campaign that is not there is refused as by every other method
    const controller = this.advising.get(id);
    controller?.abort();
    return { cancelled: controller !== undefined };
  }

  /** Issue 7, the advisor turned on: its workers start and warm up now, not on the first question. */
  async warmAdvisor(input?: unknown): Promise<{ warming: boolean }> {
    parseInput('warmAdvisor', input);
    return { warming: this.pool().warm() !== null };
  }

  /** The advisor's workers, started on first use (the advisor is off by default), and started again when a thread of
   *  the last pool was lost (the question that lost it was refused with why). */
  private pool(): AdvisorPool {
    if (this.advisor?.broken) {
      void this.advisor.close();
      this.advisor = null;
    }
    return (this.advisor ??= new AdvisorPool(undefined, this.options.advisorWorker));
  }

  /** For the advisor: counts one request for help in this campaign (shown in the statistics). */
  advisorUsed(id: string): void {
    this.store.bumpAdvisor(id);
  }

  /** The campaign's state now: from this session, or resumed from the save file and verified. Never sent out. */
  stateOf(id: string): GameState {
    const cached = this.states.get(id);
    if (cached) return cached;
    const state = this.replayTo(id);
    this.states.set(id, state);
    return state;
  }

  /** Forgets this session's copy, so the next call resumes from the save file (tests, the bench). */
  forget(id: string): void {
    this.states.delete(id);
  }

  /**
   * Resume: the newest snapshot at or before `seq`, the actions after it replayed, and the result's stateHash
   * compared with the one saved with action `seq`. A mismatch is reported, never played on.
   */
  replayTo(id: string, seq = this.store.actionCount(id), useSnapshots = true): GameState {
    const row = this.store.require(id);
    if (useSnapshots) {
      try {
        const snapshot = this.store.latestSnapshot(id, seq);
        if (snapshot) return this.replayFrom(row, snapshot.state as GameState, snapshot.seq, seq, snapshot.hash);
      } catch (err) {
        // a snapshot that is stale or unreadable proves nothing: the full replay from the set-up decides
        if (!(err instanceof ServiceError) && !(err instanceof SyntaxError)) throw err;
      }
    }
    return this.replayFrom(row, newGame(row.setup), 0, seq, row.startHash);
  }

  /** Applies the saved actions from+1..seq to `state`, then checks the hash saved with the last of them. */
  private replayFrom(row: CampaignRow, start: GameState, from: number, seq: number, fromHash: string): GameState {
    const mismatch = (detail: string) =>
      new ServiceError(
        'conflict',
        `"${row.name}" does not replay to the game that was saved (${detail}). It may come from another version of the rules; it was not opened and nothing in it was changed.`,
      );
    const tail = this.store.actionsAfter(row.id, from).filter((a) => a.seq <= seq);
    if (tail.length !== seq - from) throw mismatch(`${seq - from - tail.length} saved actions are missing`);
    let state = start;
    for (const stored of tail) {
      try {
        state = applyAction(state, stored.action as Action).state;
      } catch (err) {
        throw mismatch(`action ${stored.seq} is refused now: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    const expected = tail.length ? tail[tail.length - 1].hash : fromHash;
    if (stateHash(state) === expected) return state;
    // the same play in other words (a build that words the ledger differently, saved-words.ts): with the save's own
    // words put back the fingerprint tests the play alone, and the player keeps the ledger they saw
    const worded = withSavedWords(state, start.ledger.length, tail.flatMap((t) => t.events));
    if (worded && stateHash(worded) === expected) return worded;
    const earlier = worded && from === 0 ? earlierSetupWords(worded) : null;
    if (earlier && stateHash(earlier) === expected) return earlier;
    throw mismatch(seq === 0 ? 'the starting table differs' : `after action ${seq} the fingerprint differs`);
  }

  private result(row: CampaignRow, state: GameState, events: AnyEvent[], view: PlayerView = playerView(state)): CampaignResult {
    const notice = this.pendingNotice;
    this.pendingNotice = undefined;
    return {
      summary: toCampaignSummary(row),
      view,
      actions: describeActions(state),
      events,
      undo: undoInfo(row.summary.status, this.store.lastAction(row.id)),
      ...(notice ? { notice } : {}),
    };
  }

  private now(): string {
    return this.options.now().toISOString();
  }
}

// The game service (docs/architecture.md, "One door"): campaigns kept in the save file and played through
// the engine's contract. Both doors call these methods with untrusted input; each parses it with its zod
// schema first, so a bad input or an illegal action is refused with a sentence and changes nothing.
// Results carry the player's view and the described actions, never the game state itself (hidden deck order).
import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { character as characterCard } from '../../data';
import { applyAction, canonicalAction, check, dailySetup, describeActions, ENGINE_VERSION, IllegalAction, newGame, newLuck, playerView, stateHash, type Action, type GameSetup, type GameState, type PlayerView } from '../../engine';
import type { AnyEvent } from '../../contract';
import type { ActChange } from './view-change';
import { viewChange } from './view-change';
import { ActMemo } from './act-memo';
import { IDLE_MS, IdleCheckpoint } from './idle-checkpoint';
import type { AchievementInfo, Advice, Api, CampaignFile, ImportedCampaign, CampaignResult, CampaignSummary, DailyInfo, GuideContent, ReplayStep, Review, RuleSection, Statistics, UndoInfo } from './api';
import { foldFacts, startFacts, type CampaignFacts } from './progress/facts';
import { currentFacts, factsClaim, Progress, resultFigures } from './progress/progress';
import { scoreOf } from './progress/records';
import packageJson from '../../package.json';
import { decisionOf, decisionPoints, insertByStep, summarise, type DecisionPoint } from './review';
import { CAMPAIGN_FILE_FORMAT, replayFile } from './campaign-file';
import { advance, startState } from './branches';
import { linesOf, replayIndex, type ReplayIndex } from './replay';
import { AdvisorPool, workerUrl, type WorkerFile } from './advisor';
import { reasonsOf } from '../../engine/bots/index';
import { guide, rules } from './content';
import { join } from 'node:path';
import { openDatabase } from './database';
import { backupTime, listBackups, makeBackup, PLAY_BACKUPS_KEPT, stamp } from './backups';
import { rmSync } from 'node:fs';
import { actionCampaignIds, campaignIds, mendedCopy, openReadOnly, rowsRead, salvageSafely, type SalvageOutcome } from './salvage';
import type { FolderLock } from './folder-lock';
import { ServiceError, staleError } from './errors';
import { dailyDateOf, requireOrdinarySetup, requireStartable } from './setup-check';
import { dailyDateProblem } from './daily-date';
import { cleanName, NAME_MAX, NAME_UNITS_MAX } from '../../contract/names';
import { parseInput } from './schemas';
import { CampaignStore, toCampaignSummary, type BranchOf, type CampaignRow, type StoredAction, type Summary } from './store';
import { LESSON_NO_UNDO, LESSON_SETUP, LessonStore } from './lesson';
import { earlierSetupWords, withSavedWords } from './saved-words';
import { StallGames } from './stall-games';
import { joinUnnamed, salvageStallGame, stallGameIds } from './stall-salvage';
import { realignLessons } from './lesson-realign';
import { isDiskFull } from './disk-full';
import { backupTablesSentence, copyTables, tablesSentence, type TableCopy } from './recovery-tables';
import { resultReads } from './row-checks';
import type { StallGameResult, StallGameSummary } from './api';

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
/** The name of an imported campaign whose file's name has nothing left that shows once cleaned, and of a branch of a
 *  campaign whose name has nothing left (before its ", from step N"). */
export const IMPORTED_NAME = 'Imported campaign';
const BRANCH_NAME = 'Campaign';
/** The version the daily set-up is derived with (issue 29): players of the same version get the same campaign. */
export const GAME_VERSION: string = packageJson.version;

/** The facts the achievements read, without the ones every action moves: when these are unchanged, nothing can have
 *  been earned or withdrawn, and the achievements are not recounted. */
function milestones(f: CampaignFacts): string {
  return JSON.stringify([f.status, f.paid, f.level, f.mostRed, f.questsDone, f.relayWatches, f.lakePlace]);
}
/** Rollouts per legal action in a post-game review (issue 25). bench/review.ts on the 400-action bench campaign (48
 *  decisions), two worker threads on the shared two-core box: 20 rollouts took 18.9 s whole, 40 took 23.4 s with the
 *  first mark at 1.4 s (targets 60 s and 5 s). Coarser than the advisor's 100 at the table: a figure's 95% interval is
 *  about 15 points either way at 40, enough to find the costly decisions, not to split close calls. */
export const REVIEW_ROLLOUTS = 40;
/** A backup during play once this long has passed since the last (the launch's, or the previous one): a save file
 *  damaged late in a long session then loses at most this much play, not the whole session. */
export const SESSION_BACKUP_MS = 15 * 60_000;

function summaryOf(view: PlayerView): Summary {
  return { character: view.character.id, day: view.day, phase: view.phase, gems: view.gems, level: view.level, status: view.status };
}

/** Undo goes back over actions that revealed nothing random, never across a draw or a roll (docs/saves.md). */
export function undoInfo(status: Summary['status'], last: StoredAction | undefined): UndoInfo {
  if (status !== 'playing') return { available: false, reason: 'The campaign is over; its last action stands.' };
  if (!last) return { available: false, reason: 'Nothing to undo yet: no action has been taken.' };
  const revealed = last.events.find((e) => e.chance === true);
  if (revealed) return { available: false, reason: `The last action showed a roll or a card ("${revealed.text}"), so it cannot be taken back.` };
  const final = last.events.find((e) => e.final === true);
  if (final) return { available: false, reason: `The rules allow no undo here ("${final.text}"), so it stands.` };
  return { available: true };
}

/** A review as it stands, for an answer: the running one keeps changing after it is sent. */
function copyReview(r: Review): Review {
  return { ...r, decisions: r.decisions.slice(), costliest: r.costliest.slice() };
}

/** The campaigns a damaged backup shows by their actions alone, none of which could be read back, said in one sentence
 *  with their count: the first outcome carries it, the rest none (joinUnnamed skips an empty sentence). */
function namelessInBackup(outcomes: readonly SalvageOutcome[], time: string): SalvageOutcome[] {
  const n = outcomes.length;
  if (!n) return [];
  const sentence =
    n === 1
      ? `A campaign that only the damaged backup of ${time} still showed could not be read back at all (no copy holds its name or set-up); it is still in that backup, set aside.`
      : `${n} campaigns that only the damaged backup of ${time} still showed could not be read back at all (no copy holds their names or set-ups); they are still in that backup, set aside.`;
  return outcomes.map((o, i) => ({ ...o, sentence: i === 0 ? sentence : '' }));
}

/** QA2 fs3 item 4: the sentence of a game brought back from a damaged backup alone says so, and where what could not be
 *  read back is still to be found (that backup, set aside; the damaged save file does not show it). */
function onlyInBackup(outcome: SalvageOutcome, time: string): SalvageOutcome {
  const where = `the damaged backup of ${time}, set aside`;
  if (outcome.from === 'none') return { ...outcome, where, sentence: outcome.sentence.replace(/the damaged (file|copy) kept aside/, where) };
  return { ...outcome, sentence: outcome.sentence.replace(/\.$/, `; the damaged save file no longer showed it, but the damaged backup of ${time} did.`) };
}

export class GameService implements Api {
  private readonly store: CampaignStore;
  /** records, achievements and the daily calendar, counted from the saves (issue 29) */
  private readonly progress: Progress;
  /** the current state of campaigns played in this session; the save file is the truth, this saves replays */
  private readonly states = new Map<string, GameState>();
  private pendingNotice: string | undefined;
  /** the advisor's worker threads, started on the first request (the advisor is off by default) */
  private advisor: AdvisorPool | null = null;
  /** the advice in progress per campaign, so a newer request or a cancel can drop it */
  private readonly advising = new Map<string, AbortController>();
  /** issue 25: each replayed campaign's index (its steps and marks), made once and dropped when its actions change */
  private readonly replayIndexes = new Map<string, ReplayIndex>();
  /** the step the replay drew last, so the next step forward applies one action, not a snapshot and its tail */
  private replayCursor: { id: string; step: number; state: GameState } | null = null;
  /** issue 25: post-game reviews running (or stopped) in this session, by campaign */
  private readonly reviews = new Map<string, { review: Review; controller: AbortController }>();
  /** this service's hold on its save folder (folder-lock.ts), released by close() */
  private lock: FolderLock | null = null;
  /** when the newest backup was started (opening the file takes the launch backup); one under way is thus never
   *  joined by a second, due only SESSION_BACKUP_MS later */
  private lastBackup: number;
  /** the lesson campaigns' steps (issue 26) */
  private readonly lessons: LessonStore;
  /** issue 22: the stand-alone Copperfin Relay and Lake Race series, saved like campaigns */
  private readonly stallGamesStore: StallGames;
  /** issue 27: the WAL checkpointed when play pauses, not inside an action's commit */
  private readonly checkpoint: IdleCheckpoint;
  /** issue 27: each campaign's digest memo and the view, digest and count of the state it is at (act-memo.ts) */
  private readonly actMemo = new ActMemo();

  private constructor(
    private readonly db: Database,
    readonly options: Required<ServiceOptions>,
    /** a sentence about a recovery made while opening the save file, for the door to show */
    /** (with the sentences of any salvage made after, GameService.open) */
    public startupNotice: string | undefined,
  ) {
    this.store = new CampaignStore(db);
    this.checkpoint = new IdleCheckpoint(db, IDLE_MS, () => this.store.writePendingSnapshots());
    this.progress = new Progress(this.store, () => this.now());
    this.lessons = new LessonStore(db);
    this.stallGamesStore = new StallGames(db, () => this.now());
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
    const { db, notice, lock, aside, restored, damagedBackups } = await openDatabase(full.dataDir, { backupsKept: full.backupsKept, now: full.now });
    try {
      const service = new GameService(db, full, notice);
      service.lock = lock;
      await service.salvage(aside, restored, damagedBackups ?? []);
      // QA2 item 8: a save rebuilt with no good backup had no restore point at all until the next launch
      if (aside && !restored) await service.backUpRebuilt();
      // QA 3, item 3: a daily calendar lost to damage is rebuilt from the daily campaigns that count
      try {
        service.progress.store.restoreAttempts();
      } catch {
        // a read-only or full disk: the reads rebuild the same attempts from the campaigns anyway
      }
      // a recovered or salvaged file, or one written by an earlier version, may hold other badges than its campaigns earn
      service.progress.syncQuietly();
      return service;
    } catch (err) {
      db.close();
      lock.release();
      throw err;
    }
  }

  /** What became of each damaged campaign and stall game at this start (empty when none was): the sentences are in
   *  the notice. */
  salvaged: SalvageOutcome[] = [];
  /** what a whole-file recovery brought back (or could not) of the other tables, in sentences (recovery-tables.ts) */
  private tableNotes: string[] = [];

  /**
   * Issue 28: a damaged campaign costs no more than its damaged rows. When the file as a whole was damaged (moved aside
   * as `aside`, `restored` put in its place), every campaign the damaged file still shows is salvaged from it row by
   * row. Then every campaign of the save file is checked (its rows read, its tail replayed to the saved fingerprint);
   * one that fails is salvaged from its own rows or a backup, after a copy of the file as it was is kept aside.
   */
  private async salvage(aside: string | undefined, restored: string | undefined, damagedBackups: readonly string[]): Promise<void> {
    const sentences: string[] = [];
    if (aside) {
      let damaged = openReadOnly(aside);
      let mendDir: string | undefined;
      // a broken first page (the header, the table of tables) hides every campaign: read through a backup's first page,
      // a damaged backup's too (its first page may well be whole: QA2 item 3)
      const firstPage = restored ?? damagedBackups[0];
      if ((!damaged || campaignIds(damaged).length === 0) && firstPage) {
        const mended = mendedCopy(aside, firstPage);
        if (mended) {
          damaged?.close();
          damaged = mended.db;
          mendDir = mended.dir;
        }
      }
      // QA2 item 3: a backup damaged itself is still read as the damaged file is, row by row, and each game kept from
      // whichever copy gives the longest verified play
      const sources = damagedBackups.flatMap((path) => {
        const db = openReadOnly(path);
        return db ? [{ db, time: backupTime(path.replace(/\.damaged\.db$/, '.db')) }] : [];
      });
      const restoredCopy = [...(restored ? [{ db: this.db, time: backupTime(restored) }] : []), ...sources];
      const seen = new Set<string>();
      const seenGames = new Set<string>();
      let tables: TableCopy[] = [];
      const fromBackups: TableCopy[] = [];
      try {
        // a campaign whose own row is unreadable is still found by its actions (QA item 1)
        for (const id of damaged ? [...new Set([...campaignIds(damaged), ...actionCampaignIds(damaged)])] : []) {
          seen.add(id);
          this.salvaged.push(salvageSafely(this.db, damaged!, id, restoredCopy));
        }
        // QA item 2: every kind of record comes back, not only the campaigns (recovery-tables.ts has a rule per table)
        for (const id of damaged ? stallGameIds(damaged) : []) {
          seenGames.add(id);
          this.salvaged.push(salvageStallGame(this.db, damaged!, id, restoredCopy));
        }
        // QA2 fs3 item 4: a game only a damaged backup still shows (its rows gone from the damaged file, or that file
        // unreadable) came back from no copy at all. It is brought back from the backup's readable rows, verified by
        // replay as every game is: the newest damaged backup showing it is read as the damaged file would be, every
        // other copy (the restored backup, older damaged ones) as a backup, and the longest verified play is kept.
        for (const b of sources) {
          const others = restoredCopy.filter((c) => c !== b);
          const nameless: SalvageOutcome[] = [];
          for (const id of [...new Set([...campaignIds(b.db), ...actionCampaignIds(b.db)])].filter((x) => !seen.has(x))) {
            seen.add(id);
            const outcome = onlyInBackup(salvageSafely(this.db, b.db, id, others), b.time);
            // found by its actions alone, with no copy of its row: it has no name to say, only an id the player never saw
            if (outcome.from === 'none' && outcome.name === id) nameless.push(outcome);
            else this.salvaged.push(outcome);
          }
          this.salvaged.push(...namelessInBackup(nameless, b.time));
          for (const id of stallGameIds(b.db).filter((x) => !seenGames.has(x))) {
            seenGames.add(id);
            this.salvaged.push(onlyInBackup(salvageStallGame(this.db, b.db, id, others), b.time));
          }
        }
        // after the campaigns: a review is brought back only beside its campaign, a result only where none was written
        if (damaged) tables = copyTables(this.db, damaged);
        // QA2 fs3 item 3: a damaged backup's records too, newest backup first, each an older copy than the damaged file
        // and never put over a row the rebuilt save holds (a lesson's step from an older copy would go backwards)
        for (const b of sources) fromBackups.push(...copyTables(this.db, b.db, true));
      } finally {
        damaged?.close();
        for (const b of sources) b.db.close();
        if (mendDir) rmSync(mendDir, { recursive: true, force: true });
      }
      // what the damaged file no longer shows at all is as the backup left it, and said so game by game
      if (restored) {
        for (const id of this.store.ids().filter((i) => !seen.has(i))) {
          const row = this.db.prepare('SELECT name FROM campaigns WHERE id = ?').get(id) as { name: string } | undefined;
          const kept = this.store.actionCount(id);
          const name = row?.name ?? id;
          this.salvaged.push({ id, name, claimed: kept, kept, from: 'backup', sentence: `"${name}" is as the backup of ${backupTime(restored)} left it (${kept} actions): the damaged file shows nothing of it.` });
        }
        for (const game of this.stallGamesStore.list().filter((g) => !seenGames.has(g.id))) {
          const sentence = `"${game.name}" is as the backup of ${backupTime(restored)} left it (${game.moves === 1 ? 'one move' : `${game.moves} moves`}): the damaged file shows nothing of it.`;
          this.salvaged.push({ id: game.id, name: game.name, claimed: game.moves, kept: game.moves, from: 'backup', sentence });
        }
      }
      this.tableNotes = [...tablesSentence(tables), ...backupTablesSentence(fromBackups, sources.length)];
    }
    const ids = this.store.ids();
    const unreplayed = ids.filter((id) => !this.whole(id));
    // a campaign that replays is under today's rules, whatever version saved it
    for (const id of ids) if (!unreplayed.includes(id) && this.store.rulesVersion(id) !== ENGINE_VERSION) this.store.markCurrentRules(id);
    // one saved under earlier rules whose rows all read is not damaged: its actions are what the player did under
    // those rules, so it is kept whole (never cut back) and opening it says why (replayFrom's sentence)
    const older = unreplayed.filter((id) => this.store.rulesVersion(id) !== ENGINE_VERSION && rowsRead(this.db, id));
    for (const id of older) {
      const name = this.store.require(id).name;
      sentences.push(`"${name}" was saved under an earlier version of the rules and no longer replays under these; it is kept whole and unchanged in the save file, but cannot be played on.`);
    }
    const broken = unreplayed.filter((id) => !older.includes(id));
    // QA item 7: a stall game is checked at each start as a campaign is, and a damaged one salvaged then
    const brokenGames = this.stallGamesStore.ids().filter((id) => this.stallGamesStore.damaged(id));
    // QA item 8: a result row no campaign could have left (Statistics counted a made-up one) is left out, kept aside
    const badResults = this.unreadableResults();
    if (broken.length || brokenGames.length || badResults.length) {
      const copy = join(this.options.dataDir, `campaigns.damaged-${stamp(this.options.now())}-rows.db`);
      await this.db.backup(copy);
      sentences.push(`Some ${broken.length ? 'campaigns' : 'records'} in the save file were damaged; the file as it was is kept aside as ${copy}.`);
      if (badResults.length) {
        const drop = this.db.prepare('DELETE FROM results WHERE rowid = ?');
        this.db.transaction(() => badResults.forEach((n) => drop.run(n)))();
        const n = badResults.length;
        sentences.push(`${n === 1 ? "One finished campaign's result" : `${n} finished campaigns' results`} in the save file could not have been left by a campaign (an unknown character or impossible figures), so Statistics leave ${n === 1 ? 'it' : 'them'} out.`);
      }
      const backups = listBackups(this.options.dataDir).flatMap((path) => {
        const db = openReadOnly(path);
        return db ? [{ db, time: backupTime(path) }] : [];
      });
      try {
        for (const id of broken) {
          this.states.delete(id);
          this.salvaged.push(salvageSafely(this.db, this.db, id, backups));
        }
        for (const id of brokenGames) this.salvaged.push(salvageStallGame(this.db, this.db, id, backups));
      } finally {
        for (const b of backups) b.db.close();
      }
    }
    sentences.push(...joinUnnamed(this.salvaged), ...this.tableNotes);
    // QA item 8: a lesson row at a step the lesson does not have is set aside (the campaign plays on freely), said so
    for (const id of this.lessons.setAsideUnreadable()) {
      const name = this.db.prepare('SELECT name FROM campaigns WHERE id = ?').pluck().get(id) as string | undefined;
      sentences.push(`The lesson ${name ? `in "${name}"` : 'of a deleted campaign'} was at a step the lesson does not have, so it was set aside: the campaign plays on without it.`);
    }
    // QA2 item 2: a lesson whose campaign came back at another step is put at the campaign's (lesson-realign.ts)
    sentences.push(...realignLessons(this.lessons, this.store));
    if (!sentences.length) return;
    this.startupNotice = [this.startupNotice, ...sentences].filter(Boolean).join(' ');
    this.pendingNotice = this.startupNotice;
  }

  /** The rowids of result rows no campaign could have left (row-checks.ts); none when the table cannot be read, since
   *  a file SQLite finds whole at the start reads, and a start is never refused over Statistics. */
  private unreadableResults(): unknown[] {
    try {
      return (this.db.prepare('SELECT rowid AS n, * FROM results').all() as Record<string, unknown>[]).filter((r) => !resultReads(r)).map((r) => r.n);
    } catch {
      return [];
    }
  }

  /** Whether a campaign reads and resumes: every row parses, the actions run without a gap, the tail replays. */
  private whole(id: string): boolean {
    if (!rowsRead(this.db, id)) return false;
    try {
      const state = this.replayTo(id);
      // the campaign's summary is written in the same commit as each action, so a replay that ends anywhere else lost
      // rows the file still reads whole: the damage test found a last row's key overwritten (it then belonged to no
      // campaign), and the campaign opened one action short with nothing said
      const row = this.store.require(id);
      const replayed = summaryOf(playerView(state));
      if (!(Object.keys(replayed) as (keyof Summary)[]).every((k) => replayed[k] === row.summary[k])) return false;
      // the facts, written in the same commit too, count the actions: they find a lost last action that moved nothing
      // the summary shows (a draft, a step within a phase)
      const claimed = factsClaim(row.facts);
      return claimed === null || claimed <= this.store.actionCount(id);
    } catch {
      return false;
    }
  }

  close(): void {
    this.checkpoint.stop();
    for (const c of this.advising.values()) c.abort();
    for (const r of this.reviews.values()) r.controller.abort();
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
    requireOrdinarySetup(setup);
    return this.begin(setup, name);
  }

  /** A new campaign from its set-up; a daily one also records the day's counted attempt when it is the first. A
   *  daily start that does not count is practice (QA 3, item 1): it is kept apart from Statistics and records. */
  private begin(setup: GameSetup, name: string | undefined, daily?: { date: string; counts: boolean }): CampaignResult {
    requireStartable(setup);
    const card = characterCard(setup.character)!;
    const state = newGame(setup);
    const view = playerView(state);
    const at = this.now();
    const id = randomUUID();
    const row = this.store.create({
      id,
      name: name ?? `${card.name}, ${at.slice(0, 10)}`,
      setup,
      startHash: stateHash(state),
      summary: summaryOf(view),
      at,
      // the set-up as a snapshot too, so a later build that words the set-up differently still finds its words
      start: state,
      facts: startFacts(state),
      ...(daily
        ? {
            daily: daily.date,
            practice: !daily.counts,
            also: () => {
              // checked again inside the transaction: two starts at once cannot both count
              // (this campaign's own row, just written, is not a counted attempt taken before it)
              const held = this.progress.store.attempt(daily.date);
              const taken = held !== undefined && held.campaignId !== id;
              if (daily.counts && taken) throw new ServiceError('conflict', `Today's campaign for ${daily.date} has already been started; this start was not made.`);
              if (daily.counts) this.progress.store.addAttempt(daily.date, id, at);
            },
          }
        : {}),
    });
    this.checkpoint.touch();
    this.states.set(row.id, state);
    this.actMemo.keep(row.id, { state, view, hash: row.startHash, seq: 0 });
    return this.result(row, state, [], view);
  }

  async open(input: unknown): Promise<CampaignResult> {
    const { id } = parseInput('open', input);
    const row = this.store.require(id);
    // opening always re-reads the save file, so what the player sees is what a restart would show
    this.states.delete(id);
    return this.result(row, this.stateOf(row.id), []);
  }

  /** Issue 27: an act naming the view the client holds (`since`, its result's `hash`) is answered with the change
   *  alone (view-change.ts) while that is still the campaign's state; otherwise, and without it, the whole result. */
  async act(input: { since: string } & Record<string, unknown>): Promise<CampaignResult | ActChange>;
  async act(input: unknown): Promise<CampaignResult>;
  async act(input: unknown): Promise<CampaignResult | ActChange> {
    const parsed = parseInput('act', input);
    const id = parsed.id;
    // fields the action's type does not have mean nothing to the rules, and are not written into the save
    const action = canonicalAction(parsed.action);
    const state = this.stateOf(id);
    // what the last answer left of this state (act-memo.ts), while the campaign is still at it
    const latest = this.actMemo.latest(id, state);
    const row = this.store.require(id);
    // the count as kept with the state; the store still numbers the row itself, and a mismatch below stops the act
    const seq = (latest ? latest.seq : this.store.actionCount(id)) + 1;
    const hashNow = latest ? latest.hash : this.hashBefore(row, seq - 1);
    // an act made from a table the campaign has left (a second window, a second click, a repeated request) is refused
    // before any rule reads it: a draw made twice would otherwise be drawn twice, and nothing of it can be taken back
    if (parsed.since !== undefined && parsed.since !== hashNow) throw staleError();
    this.lessons.guard(id, action);
    let verdict: ReturnType<typeof check>;
    try {
      verdict = check(state, action as Action);
    } catch {
      // a shape no rule expected (the door's bounds keep it small): refused like any illegal action, never a failure
      throw new ServiceError('illegal-action', 'The rules cannot read that action; nothing was changed.');
    }
    if (!verdict.ok) throw new ServiceError('illegal-action', verdict.reason);
    let next: GameState;
    let events: AnyEvent[];
    try {
      ({ state: next, events } = applyAction(state, action as Action));
    } catch (err) {
      if (err instanceof IllegalAction) throw new ServiceError('illegal-action', err.reason);
      // an action the check let through and the rules then could not apply: refused as one they cannot read, with
      // nothing written, rather than a failure of the service
      throw new ServiceError('illegal-action', 'The rules cannot read that action; nothing was changed.');
    }
    const view = playerView(next);
    const before = currentFacts(row, seq - 1) ?? this.progress.factsOf(row);
    const facts = before && foldFacts(before, state, action, next, events);
    const hash = this.actMemo.hash(id, next);
    const at = this.now();
    // the action is committed before anyone hears of it; if the write fails, the cached state is untouched
    const written = this.store.append(id, {
      action,
      events,
      hash,
      summary: summaryOf(view),
      at,
      snapshot: seq % this.options.snapshotEvery === 0 ? next : undefined,
      ...(facts ? { facts } : {}),
      ...(facts && next.status !== 'playing' ? { result: resultFigures(facts) } : {}),
    });
    if (written !== seq) {
      this.actMemo.drop(id);
      throw new Error(`act: wrote action ${written} where ${seq} was expected`);
    }
    this.checkpoint.touch();
    this.states.set(id, next);
    this.actMemo.keep(id, { state: next, view, hash, seq });
    this.dropReplay(id);
    this.lessons.advance(id);
    this.dropAdvice(id); // once written: an action the disk refused leaves the position, and its ranking, as they were
    this.backUpWhenDue();
    const earned = !before || !facts || milestones(before) !== milestones(facts) ? this.progress.syncQuietly() : [];
    // the row as just written, made here rather than read back (issue 27: no re-read of the row just written)
    const written_: CampaignRow = { ...row, summary: summaryOf(view), lastPlayedAt: at, facts: facts ?? null };
    const result = this.result(written_, next, events, view, { seq, action, events, hash });
    const answer = earned.length ? { ...result, earned } : result;
    if (parsed.since === undefined) return answer;
    const { view: _whole, ...rest } = answer;
    return { ...rest, change: viewChange(latest ? latest.view : playerView(state), view, parsed.since) };
  }

  /** The fingerprint saved with the campaign's state after `seq` actions (its start's for none). */
  private hashBefore(row: CampaignRow, seq: number): string {
    return seq === 0 ? row.startHash : (this.store.hashAt(row.id, seq) ?? '');
  }

  async undo(input: unknown): Promise<CampaignResult> {
    const { id, since } = parseInput('undo', input);
    const row = this.store.require(id);
    const last = this.store.lastAction(id);
    // as act: an undo from a table the campaign has left would take back an action its player never saw
    if (since !== undefined && since !== (last ? last.hash : row.startHash)) throw staleError();
    const info = undoInfo(row.summary.status, last);
    if (this.lessons.info(id)) throw new ServiceError('illegal-action', LESSON_NO_UNDO);
    if (!info.available || !last) throw new ServiceError('illegal-action', info.reason ?? 'Nothing to undo.');
    const previous = this.replayTo(id, last.seq - 1);
    const view = playerView(previous);
    // the facts are left to be recounted from the actions that remain (progress.ts factsOf)
    this.store.truncate(id, last.seq - 1, summaryOf(view), this.now());
    this.checkpoint.touch();
    this.states.set(id, previous);
    this.dropReplay(id);
    this.dropAdvice(id);
    this.progress.syncQuietly();
    return this.result(this.store.require(id), previous, [], view);
  }

  async rename(input: unknown): Promise<CampaignSummary> {
    const { id, name } = parseInput('rename', input);
    this.store.require(id);
    const renamed = this.store.rename(id, name);
    this.checkpoint.touch();
    return toCampaignSummary(renamed);
  }

  async remove(input: unknown): Promise<{ ok: true }> {
    const { id } = parseInput('remove', input);
    this.store.remove(id);
    this.checkpoint.touch();
    this.dropAdvice(id);
    this.dropReplay(id);
    this.reviews.get(id)?.controller.abort();
    this.reviews.delete(id);
    this.states.delete(id);
    this.actMemo.drop(id);
    // what only this campaign earned is withdrawn: a badge always names a campaign that earns it
    this.progress.syncQuietly();
    return { ok: true };
  }

  async statistics(input?: unknown): Promise<Statistics> {
    parseInput('statistics', input);
    return { ...this.store.statistics(), records: this.progress.records(), lessons: this.lessons.counts(), stallGames: this.stallGamesStore.counts() };
  }

  /** Issue 29: today's campaign for the player's local date, shown before it starts, with the calendar. */
  async daily(input: unknown): Promise<DailyInfo> {
    const { date } = parseInput('daily', input);
    // the date the page sends, when it is today somewhere (daily-date.ts): a day to come could be scouted, and the
    // calendar of past days comes with today's answer
    this.requireToday(date);
    const calendar = this.progress.calendar();
    const today = calendar.find((d) => d.date === date);
    return {
      date,
      version: GAME_VERSION,
      setup: dailySetup(date, GAME_VERSION),
      counts: this.progress.store.attempt(date) === undefined,
      ...(today ? { today } : {}),
      calendar,
      streak: this.progress.streak(date),
    };
  }

  /** Issue 29: starts the day's campaign; the day's first start is its counted attempt, any later one practice. */
  async startDaily(input: unknown): Promise<CampaignResult> {
    const { date } = parseInput('startDaily', input);
    this.requireToday(date);
    const counts = this.progress.store.attempt(date) === undefined;
    // QA 2, item 1: a practice start is the same game as the counted one, so it waits until that one is over
    if (!counts && this.countedPlaying(date)) {
      throw new ServiceError('conflict', `Today's counted campaign for ${date} is still being played; a practice start now would show its cards and dice before they come. Continue it, and practise once it is over.`);
    }
    return this.begin(dailySetup(date, GAME_VERSION), counts ? `Today's campaign, ${date}` : `Practice, ${date}`, { date, counts });
  }

  async achievements(input?: unknown): Promise<AchievementInfo[]> {
    parseInput('achievements', input);
    return this.progress.achievements();
  }

  /** Today's campaign is the one of a date that is today somewhere on Earth by the service's clock (daily-date.ts),
   *  never of a day that has not begun anywhere, nor of one that has ended everywhere. */
  private requireToday(date: string): void {
    const problem = dailyDateProblem(date, this.options.now());
    if (problem) throw new ServiceError('invalid-input', problem);
  }

  async startLesson(input?: unknown): Promise<CampaignResult> {
    parseInput('startLesson', input);
    // begin, not create: the lesson's arranged deck is refused to an ordinary campaign
    const result = this.begin(LESSON_SETUP, 'Learn to play');
    this.lessons.begin(result.summary.id);
    // begin answered before the lesson's row was written, so its undo reason was an ordinary campaign's (QA 3, item 8)
    return { ...result, undo: { available: false, reason: LESSON_NO_UNDO }, lesson: this.lessons.info(result.summary.id) };
  }

  async lesson(input: unknown): Promise<CampaignResult> {
    const { id, do: what } = parseInput('lesson', input);
    this.store.require(id);
    this.lessons.move(id, what);
    return this.result(this.store.require(id), this.stateOf(id), []);
  }

  // ---- issue 22: the stand-alone stall games (stall-games.ts) ----

  async stallGames(input?: unknown): Promise<StallGameSummary[]> {
    parseInput('stallGames', input);
    return this.stallGamesStore.list();
  }

  // Every write below waits for the pause's work as a campaign's action does (idle-checkpoint.ts): a player of stall
  // games alone, or one who only renames and deletes, otherwise left the WAL to SQLite's automatic checkpoint, which
  // then ran inside one of their moves' commits.
  async startStallGame(input: unknown): Promise<StallGameResult> {
    const result = this.stallGamesStore.start(parseInput('startStallGame', input));
    this.checkpoint.touch();
    return result;
  }

  async openStallGame(input: unknown): Promise<StallGameResult> {
    return this.stallGamesStore.open(parseInput('openStallGame', input).id);
  }

  async actStallGame(input: unknown): Promise<StallGameResult> {
    const { id, action, moves } = parseInput('actStallGame', input);
    const result = this.stallGamesStore.act(id, action, moves);
    this.checkpoint.touch();
    this.backUpWhenDue();
    return result;
  }

  async removeStallGame(input: unknown): Promise<{ ok: true }> {
    this.stallGamesStore.remove(parseInput('removeStallGame', input).id);
    this.checkpoint.touch();
    return { ok: true };
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
    const started = performance.now();
    try {
      // the saved actions are the state's path from its set-up: the workers replay them (advisor-position.ts)
      const path = this.store.path(id) as Action[];
      const seed = `${id}/${state.turn}`;
      // issue 27: unless the player asks for a number of rollouts an action, the adaptive race spends them where they
      // can change the answer (engine/bots/advisor-race.ts)
      const ranked = rollouts === undefined
        ? await this.pool().race(state, { seed, path, signal: controller.signal })
        : await this.pool().advise(state, { perAction: rollouts, seed, path, signal: controller.signal });
      const perAction = Math.max(...ranked.map((r) => r.rollouts));
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
      return { entries, perAction, adaptive: rollouts === undefined, rollouts: ranked.reduce((n, r) => n + r.rollouts, 0), ms: performance.now() - started };
    } catch (err) {
      if (err instanceof Error && err.name === 'AbortError') throw new ServiceError('conflict', 'The advisor was cancelled.');
      // a thread of the pool was lost (not a fault of the question): said as such, and the next question starts a new pool
      if (this.advisor?.broken) throw new ServiceError('conflict', `The advisor broke off: ${this.advisor.broken}. Ask again to start it afresh.`);
      throw err;
    } finally {
      if (this.advising.get(id) === controller) this.advising.delete(id);
    }
  }

  /** Issue 25, the replay: the table at one step of a campaign as the player saw it (playerView, never the deck order),
   *  made from the nearest snapshot and checked against the hash saved with that step. */
  async replay(input: unknown): Promise<ReplayStep> {
    const { id, step } = parseInput('replay', input);
    const row = this.store.require(id);
    const index = this.replayIndexOf(row);
    const at = step ?? index.steps;
    if (at > index.steps) {
      throw new ServiceError('invalid-input', `"${row.name}" has ${index.steps} steps after its set-up; there is no step ${at}.`);
    }
    const state = index.states?.[at] ?? this.stateAtStep(id, at);
    return { summary: toCampaignSummary(row), step: at, steps: index.steps, view: playerView(state), lines: linesOf(index, at), marks: index.marks };
  }

  /** Issue 25, "play from here": a new campaign (practice) with the parent's set-up and its saved actions up to `step`,
   *  written whole in one transaction. Same luck keeps the generator, so the same actions meet the same cards and dice;
   *  new luck reseeds it from the parent and the step (engine/luck.ts), so the branch replays the same every time. */
  async branch(input: unknown): Promise<CampaignResult> {
    const { id, step, luck } = parseInput('branch', input);
    const parent = this.store.require(id);
    this.refuseScouting(parent);
    const steps = this.store.actionCount(id);
    if (step > steps) throw new ServiceError('invalid-input', `"${parent.name}" has ${steps} steps after its set-up; there is no step ${step} to play from.`);
    let state = this.replayTo(id, step);
    if (state.status !== 'playing') throw new ServiceError('conflict', `"${parent.name}" was already over at step ${step}; play from an earlier step.`);
    const reseed = luck === 'new' ? `${id}/${step}` : null;
    if (reseed) state = newLuck(state, reseed);
    const hash = stateHash(state);
    const actions = this.store.actionsBetween(id, 0, step).map((a) => ({ action: a.action, events: a.events, hash: a.hash }));
    if (step > 0) actions[step - 1].hash = hash; // new luck changes the state after the branch's last copied action
    const parentStart = this.store.latestSnapshot(id, 0);
    const branch: BranchOf = { parentId: id, step, reseed };
    const suffix = `, from step ${step}`;
    const row = this.store.create({
      id: randomUUID(),
      // through the names rule: a parent saved under an older rule may hold what a name cannot hold now (QA 2, item 5)
      name: (cleanName(parent.name, NAME_MAX - suffix.length, NAME_UNITS_MAX - suffix.length) ?? BRANCH_NAME) + suffix,
      setup: parent.setup,
      startHash: step === 0 ? hash : parent.startHash,
      summary: summaryOf(playerView(state)),
      at: this.now(),
      start: step === 0 ? state : parentStart?.state,
      branch,
      practice: true,
      actions,
      snapshots: step > 0 ? [{ seq: step, state, hash }] : [],
    });
    this.states.set(row.id, state);
    return this.result(row, state, []);
  }

  /** QA 2, item 1: while a day's counted campaign is still being played, no branch of that day's daily (the counted
   *  one, a practice start, a branch of either) is made. A same-luck branch replays the counted game's cards and dice
   *  before the player meets them; a new-luck one reshuffles the Story deck and the dice but keeps the mine's
   *  face-down tokens and a stall game's own dice and deck (engine/luck.ts newLuck), so it shows some of them too.
   *  Once the counted game is over (or deleted), its day's games branch as any other. */
  private refuseScouting(parent: CampaignRow): void {
    const day = dailyDateOf(parent.setup);
    if (day && this.countedPlaying(day)) {
      throw new ServiceError('conflict', `The counted daily campaign for ${day} is still being played, so no game of that day can be played from a step yet: it would show that campaign's cards and dice before they come. Play from here once it is over.`);
    }
  }

  /** Whether the day's counted campaign is saved and not over yet. */
  private countedPlaying(day: string): boolean {
    const counted = this.progress.store.attempt(day);
    return counted !== undefined && this.store.get(counted.campaignId)?.summary.status === 'playing';
  }

  /** Issue 25: the campaign as a file to share. Its fingerprints are this build's, from a fresh replay of its actions,
   *  so a save worded by an older build still exports a file this build (and one like it) imports. */
  async exportCampaign(input: unknown): Promise<CampaignFile> {
    const { id } = parseInput('exportCampaign', input);
    const row = this.store.require(id);
    this.replayTo(id); // refuses, with its sentence, a campaign that no longer replays
    const actions = this.store.path(id);
    let state = startState(row.setup, row.branch);
    const start = stateHash(state);
    actions.forEach((a, i) => (state = advance(state, a as Action, i + 1, row.branch)));
    return {
      format: CAMPAIGN_FILE_FORMAT,
      version: 1,
      engine: ENGINE_VERSION,
      name: row.name,
      setup: row.setup,
      actions,
      reseed: row.branch?.reseed ? { step: row.branch.step, seed: row.branch.reseed } : null,
      practice: row.practice,
      hashes: { start, end: stateHash(state) },
    };
  }

  /** Issue 25: a shared campaign, replayed here action by action and taken in only when it lands on the file's
   *  fingerprints; otherwise refused with what went wrong, and the save file is not written at all. It comes in as
   *  practice, and a play already in the saves is refused (docs/saves.md, "Sharing a campaign"). */
  async importCampaign(input: unknown): Promise<ImportedCampaign> {
    let file: CampaignFile;
    try {
      ({ file } = parseInput('importCampaign', input));
    } catch (err) {
      if (err instanceof ServiceError) throw new ServiceError('invalid-input', `That is not a campaign file this game can read (${err.message.replace(/^The importCampaign request was refused \((.*)\)\.$/s, '$1')}).`);
      throw err;
    }
    // a name the names rule refuses (an earlier build saved it, another program wrote it) is cleaned, not a reason to
    // refuse the whole file (QA 2, item 5); the answer says so when it changed
    const name = cleanName(file.name) ?? IMPORTED_NAME;
    const renamed = name !== file.name.trim();
    file = { ...file, name };
    const { branch, start, startHash, state, actions, snapshots } = replayFile(file, this.options.snapshotEvery);
    // the same file taken twice would be two campaigns of one play (and two results once it is over)
    const same = this.store.samePlay(startHash, actions.length, actions.length ? actions[actions.length - 1].hash : startHash);
    if (same) throw new ServiceError('conflict', `"${file.name}" is already in your saves as "${same.name}", the same play to the same step; nothing was imported.`);
    const row = this.store.create({
      id: randomUUID(),
      name: file.name,
      setup: file.setup,
      startHash,
      summary: summaryOf(playerView(state)),
      at: this.now(),
      start,
      branch,
      // always practice, whatever the file says: its fingerprints show that its actions replay, not that they were
      // played without a look ahead (a same-luck branch replays as an original does), and anyone can compute them
      // for a file they edited; so an imported campaign never counts in the records (docs/saves.md)
      practice: true,
      actions,
      snapshots,
    });
    this.states.set(row.id, state);
    const summary = toCampaignSummary(row);
    return renamed ? { ...summary, notice: `The file's name could not be kept as it was (it held characters a name cannot hold here, or more than ${NAME_MAX} characters), so the campaign is saved as "${name}".` } : summary;
  }

  /** Issue 25: starts the campaign's post-game review in the advisor's threads, unless one is running, or stored and
   *  not to be redone; the answer is the review as it stands (poll `review` for the rest). */
  async startReview(input: unknown): Promise<Review> {
    const { id, redo, rollouts } = parseInput('startReview', input);
    const row = this.store.require(id);
    const running = this.reviews.get(id);
    if (running?.review.status === 'running') return copyReview(running.review);
    if (!redo) {
      const stored = this.storedReview(id);
      if (stored) return stored;
    }
    const actions = this.store.path(id) as Action[];
    const states = this.walkOrRefuse(row, () => [...this.statesFromSetup(row)]);
    const points = decisionPoints(states, actions);
    const last = states[states.length - 1];
    const outcome = last.status === 'won' ? 1 : last.status === 'lost' ? 0 : null;
    const perAction = rollouts ?? REVIEW_ROLLOUTS;
    const review: Review = {
      id, status: 'running', done: 0, total: points.length, decisions: [], ...summarise([], null, points.length), perAction,
      engineVersion: ENGINE_VERSION, current: true, madeAt: this.now(), ms: 0,
    };
    const controller = new AbortController();
    this.reviews.set(id, { review, controller });
    void this.runReview(row, review, points, outcome, controller.signal);
    return copyReview(review);
  }

  private async runReview(row: CampaignRow, review: Review, points: DecisionPoint[], outcome: number | null, signal: AbortSignal): Promise<void> {
    const started = performance.now();
    try {
      for (const point of points) {
        // a new-luck branch's path does not lead its worker to the position (the reseed is not an action): sent whole
        const path = row.branch?.reseed ? undefined : point.path;
        const ranked = await this.pool().advise(point.state, { perAction: review.perAction, seed: `review/${row.id}/${point.step}`, path, signal });
        insertByStep(review.decisions, decisionOf(point, ranked));
        review.done = review.decisions.length;
        review.ms = performance.now() - started;
        Object.assign(review, summarise(review.decisions, null));
      }
      Object.assign(review, summarise(review.decisions, outcome), { status: 'done' as const, ms: performance.now() - started });
      this.store.saveReview(row.id, ENGINE_VERSION, review.madeAt, review);
    } catch (err) {
      review.status = signal.aborted ? 'cancelled' : 'failed';
      review.message = signal.aborted
        ? `The review was stopped after ${review.done} of ${review.total} decisions.`
        : `The review broke off: ${err instanceof Error ? err.message : String(err)}`;
    }
  }

  /** The review running or stopped in this session, else the stored one (marked when an older engine made it). */
  async review(input: unknown): Promise<Review | null> {
    const { id } = parseInput('review', input);
    this.store.require(id);
    const live = this.reviews.get(id);
    if (live && (live.review.status !== 'done' || !this.store.getReview(id))) return copyReview(live.review);
    return this.storedReview(id);
  }

  async cancelReview(input: unknown): Promise<{ cancelled: boolean }> {
    const { id } = parseInput('cancelReview', input);
    this.store.require(id);
    const live = this.reviews.get(id);
    const running = live?.review.status === 'running';
    live?.controller.abort();
    return { cancelled: running };
  }

  private storedReview(id: string): Review | null {
    const stored = this.store.getReview(id);
    if (!stored) return null;
    return { ...(stored.review as Review), current: stored.engineVersion === ENGINE_VERSION };
  }

  private replayIndexOf(row: CampaignRow): ReplayIndex {
    const known = this.replayIndexes.get(row.id);
    const steps = this.store.actionCount(row.id);
    if (known && known.steps === steps) return known;
    const made = this.walkOrRefuse(row, () => replayIndex(this.statesFromSetup(row), true));
    // the walk's states stand for the campaign only when it ends on the saved hash; otherwise every step is made and
    // checked on its own (stateAtStep)
    const last = made.states![made.steps];
    const saved = steps === 0 ? row.startHash : this.store.lastAction(row.id)?.hash;
    if (stateHash(last) !== saved) delete made.states;
    this.replayIndexes.delete(row.id);
    this.replayIndexes.set(row.id, made);
    // the states of the last two campaigns replayed are kept, no more
    const withStates = [...this.replayIndexes.values()].filter((i) => i.states);
    for (const old of withStates.slice(0, -2)) delete old.states;
    return made;
  }

  /** A walk from the set-up (statesFromSetup) that the rules stop on the way (a saved action they refuse now) is said
   *  as opening the campaign says it (replayTo's `conflict` sentence), never thrown at the door as a failure. */
  private walkOrRefuse<T>(row: CampaignRow, walk: () => T): T {
    try {
      return walk();
    } catch (err) {
      if (err instanceof ServiceError) throw err;
      this.replayTo(row.id, this.store.actionCount(row.id), false);
      throw new ServiceError('conflict', `"${row.name}" does not replay to the game that was saved; it was not opened and nothing in it was changed.`);
    }
  }

  private *statesFromSetup(row: CampaignRow): Generator<GameState> {
    let state = startState(row.setup, row.branch);
    yield state;
    for (const stored of this.store.actionsAfter(row.id, 0)) {
      state = advance(state, stored.action as Action, stored.seq, row.branch);
      yield state;
    }
  }

  /** The state at `step`: one action on from the step drawn last when the player steps forward, else the nearest
   *  snapshot and the actions after it (replayTo); either way checked against the hash saved with the step. */
  private stateAtStep(id: string, step: number): GameState {
    const cursor = this.replayCursor;
    let state: GameState | null = null;
    if (cursor && cursor.id === id && cursor.step === step - 1) {
      const [stored] = this.store.actionsBetween(id, step - 1, step);
      const next = stored && advance(cursor.state, stored.action as Action, step, this.store.require(id).branch);
      if (next && stateHash(next) === stored.hash) state = next;
    } else if (cursor && cursor.id === id && cursor.step === step) {
      state = cursor.state;
    }
    state ??= this.replayTo(id, step);
    this.replayCursor = { id, step, state };
    return state;
  }

  private dropReplay(id: string): void {
    this.replayIndexes.delete(id);
    if (this.replayCursor?.id === id) this.replayCursor = null;
  }

  /** A backup of the save file in the background, when SESSION_BACKUP_MS has passed since the last. SQLite's online
   *  backup copies while play goes on; a backup that fails costs no action (the next one is due in as long again). */
  /** QA2 item 8: a backup of a save file rebuilt from a damaged one with no good backup, taken once the salvage is
   *  written, so the rebuilt file is a restore point from its first start. One that cannot be written is said. */
  private async backUpRebuilt(): Promise<void> {
    try {
      await makeBackup(this.db, this.options.dataDir, this.options.backupsKept, this.options.now(), 'launch');
    } catch (err) {
      const why = isDiskFull(err, this.options.dataDir) ? ' (the disk is full)' : '';
      const sentence = `A backup of the rebuilt save file could not be written${why}; one is tried again at the next start.`;
      this.startupNotice = [this.startupNotice, sentence].filter(Boolean).join(' ');
      this.pendingNotice = this.startupNotice;
    }
  }

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
    return this.replayFrom(row, startState(row.setup, row.branch), 0, seq, row.startHash);
  }

  /** Applies the saved actions from+1..seq to `state`, then checks the hash saved with the last of them. */
  private replayFrom(row: CampaignRow, start: GameState, from: number, seq: number, fromHash: string): GameState {
    const mismatch = (detail: string) =>
      new ServiceError(
        'conflict',
        `"${row.name}" does not replay to the game that was saved (${detail}). It may come from another version of the rules; it was not opened and nothing in it was changed.`,
      );
    const tail = this.store.actionsBetween(row.id, from, seq);
    if (tail.length !== seq - from) throw mismatch(`${seq - from - tail.length} saved actions are missing`);
    let state = start;
    for (const stored of tail) {
      try {
        state = advance(state, stored.action as Action, stored.seq, row.branch);
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

  /** `last`: the campaign's last action when the caller has it in hand (act, which just wrote it); else it is read. */
  private result(row: CampaignRow, state: GameState, events: AnyEvent[], view: PlayerView = playerView(state), last: StoredAction | null = null): CampaignResult {
    const notice = this.pendingNotice;
    this.pendingNotice = undefined;
    const facts = row.summary.status === 'playing' ? null : this.progress.factsOf(row);
    const score = facts && scoreOf(facts);
    const lesson = this.lessons.info(row.id);
    const lastAction = last ?? this.store.lastAction(row.id);
    return {
      summary: toCampaignSummary(row),
      view,
      actions: describeActions(state),
      events,
      hash: lastAction ? lastAction.hash : row.startHash,
      // the lesson only goes forward (its step counts the actions on its path)
      undo: lesson ? { available: false, reason: LESSON_NO_UNDO } : undoInfo(row.summary.status, lastAction),
      ...(notice ? { notice } : {}),
      ...(score ? { score } : {}),
      ...(lesson ? { lesson } : {}),
    };
  }

  private now(): string {
    return this.options.now().toISOString();
  }
}

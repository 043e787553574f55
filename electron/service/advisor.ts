// The advisor's pool of worker threads ("what are my chances?", issue 7): ranks every legal action by the
// strong bot's rollouts without blocking the window or the service. Off by default; the service asks only
// when the player does, and a newer question or the player's cancel drops the old one.
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { legalActions, type Action, type GameState } from '../../engine/index';
import { rank, Race, RACE, type ActionChance, type RaceSettings } from '../../engine/bots/index';
import type { FromAdvisorWorker, ToAdvisorWorker, ToAdvisorWorkerRound } from './advisor-worker';
import { raceBlock, startRound, stopRace, tableOf } from './advisor-race-tasks';
import { warmRankings } from './advisor-warm-up';
import { lean } from './advisor-position';
import { jobTasks, outcomesOf, stopJob, winsOf } from './advisor-tasks';

export interface AdviceRequest {
  /** rollouts per legal action (the benchmark uses 200) */
  perAction: number;
  /** the rollouts' dice: the same seed gives the same figures */
  seed: string;
  signal?: AbortSignal;
  /** the actions that reached the state from its set-up, when the caller has them: each worker then ranks from the
   *  state its own engine makes by replaying them (advisor-position.ts says why); the figures are the same */
  path?: readonly Action[];
}

/** Each worker's young generation, capped at 48 MB (semi-spaces of 16 MB, the size the warm-up grows them to; Node's
 *  default cap here is 192). Left to V8, the first heavy question (the bench campaign's 32-action turn) doubled the
 *  semi-spaces to 32 MB: twice the scavenges while they grew, and some 8,000-17,000 fresh pages faulted in, which this
 *  kind of virtual machine makes dear. That question took 1.22-1.38 times as long as when asked again; capped,
 *  0.99-1.01, and the other questions no slower (pool runs of each side by side; 24 MB did as well, 12 MB worse). */
export const YOUNG_GENERATION_MB = 48;

/** Where a worker thread's code is, and the Node options it runs with. */
export interface WorkerFile {
  url: URL;
  execArgv: string[];
}

/** The worker's file beside this module's (`from`): run from source (tsx, tests, the browser edition in development),
 *  or from the desktop build, where this module is bundled into dist-electron/main.js and the worker into
 *  dist-electron/advisor-worker.js (scripts/build-electron.ts, scripts/main-bundles.ts). */
export function workerUrl(from: string = import.meta.url): WorkerFile {
  const fromSource = from.endsWith('.ts');
  return {
    url: new URL(fromSource ? './advisor-worker.ts' : './advisor-worker.js', from),
    execArgv: fromSource ? ['--import', 'tsx'] : [],
  };
}

/** What the last finished ranking cost each worker, in its own CPU milliseconds (the benchmark reports the busiest:
 *  what the wall clock would be with the cores to itself). */
export interface PoolStats {
  cpuMsByWorker: number[];
}

export class AdvisorPool {
  private readonly workers: Worker[] = [];
  lastStats: PoolStats | null = null;
  private nextJob = 1;
  /** per job in progress, what to do with a thread's message (and which thread of the pool sent it) */
  private readonly listeners = new Map<number, (msg: FromAdvisorWorker, worker: number) => void>();
  /** the warm-up in progress, stopped by any real question; `warmed` once one has finished */
  private warming: AbortController | null = null;
  private warmed = false;
  /** why the pool can answer no more (one of its threads stopped), or null: the service then starts another pool */
  broken: string | null = null;
  private closing = false;

  /** `worker`: the worker's file and its Node options, by default beside this module (workerUrl); the browser edition
   *  and the benchmark pass the bundle the desktop build makes (scripts/main-bundles.ts bundleAdvisorWorker) */
  constructor(readonly size = availableParallelism(), worker: WorkerFile = workerUrl()) {
    const { url, execArgv } = worker;
    for (let i = 0; i < size; i++) {
      const w = new Worker(url, { execArgv, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
      w.unref();
      w.on('message', (msg: FromAdvisorWorker) => this.listeners.get(msg.job)?.(msg, i));
      // a thread lost (an error it did not catch, out of memory) would leave every ranking waiting for its word
      w.on('error', (err) => this.lose(`one of its threads failed (${err.message})`));
      w.on('exit', (code) => this.lose(`one of its threads stopped (exit code ${code})`));
      this.workers.push(w);
    }
  }

  /** Starts a warm-up in the background unless the pool is warm or warming; null when none started, else a promise
   *  that settles when it ends (finished or stopped; never rejects). */
  warm(): Promise<void> | null {
    if (this.warmed || this.warming) return null;
    const controller = new AbortController();
    this.warming = controller;
    const rankings = async () => {
      for (const { state, path, perAction, seed } of warmRankings()) await this.rank(state, { perAction, seed, path, signal: controller.signal });
    };
    return rankings()
      .then(() => undefined, () => undefined)
      .finally(() => {
        if (this.warming === controller) this.warming = null;
      });
  }

  /** Every legal action's estimated chance of winning, best first. Rejects with an AbortError when cancelled.
   *  A real question comes first: a warm-up still running is stopped. */
  advise(state: GameState, req: AdviceRequest): Promise<ActionChance[]> {
    this.warming?.abort();
    return this.rank(state, req);
  }

  /** The adaptive advisor (engine/bots/advisor-race.ts): every legal action's chance, best first, with the rollouts
   *  raced towards the actions that can still be best; the same ranking as adviseRacing() in one thread. Rejects with
   *  an AbortError when cancelled; a warm-up still running is stopped. */
  async race(state: GameState, req: { seed: string; path?: readonly Action[]; signal?: AbortSignal; settings?: RaceSettings }): Promise<ActionChance[]> {
    this.warming?.abort();
    if (this.broken) throw new Error(`The advisor failed: ${this.broken}`);
    const settings = req.settings ?? RACE;
    const legal: Action[] = legalActions(state);
    const block = raceBlock(legal.length, settings.most);
    const race = new Race(legal.length, tableOf(block), settings);
    const question = this.nextJob;
    const cpuMsByWorker = this.workers.map(() => 0);
    try {
      for (let round = race.next(), first = true; round; round = race.next(), first = false) {
        startRound(block);
        const msg: Omit<ToAdvisorWorkerRound, 'job'> = {
          type: 'round', question, legal, seed: req.seed, block, round,
          // the state and its path go with the first round only: each thread keeps the state it made from them
          ...(first ? { state: lean(state), path: req.path } : {}),
        };
        await this.post(msg, block, cpuMsByWorker, req.signal);
      }
    } finally {
      stopRace(block);
    }
    this.warmed = true;
    this.lastStats = { cpuMsByWorker };
    return race.ranking(legal);
  }

  /** One round of a race to every thread; settles when each has said it is done (or on a cancel, a failure). */
  private post(msg: Omit<ToAdvisorWorkerRound, 'job'>, block: ReturnType<typeof raceBlock>, cpuMsByWorker: number[], signal?: AbortSignal): Promise<void> {
    if (this.broken) return Promise.reject(new Error(`The advisor failed: ${this.broken}`));
    const job = this.nextJob++;
    return new Promise<void>((resolve, reject) => {
      let done = 0;
      const finish = (err?: Error) => {
        this.listeners.delete(job);
        signal?.removeEventListener('abort', onAbort);
        if (err) {
          stopRace(block);
          reject(err);
        } else resolve();
      };
      const onAbort = () => finish(new DOMException('The advisor was cancelled.', 'AbortError'));
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort);
      this.listeners.set(job, (m, worker) => {
        if (m.type === 'failed') return finish(new Error(`The advisor failed: ${m.message}`));
        cpuMsByWorker[worker] += m.cpuMs;
        if (++done === this.workers.length) finish();
      });
      const full: ToAdvisorWorker = { ...msg, job };
      for (const w of this.workers) w.postMessage(full);
    });
  }

  /** A thread is gone: every ranking in progress fails with why, and so does any asked later. */
  private lose(why: string): void {
    if (this.closing || this.broken) return;
    this.broken = why;
    for (const [job, listener] of [...this.listeners]) listener({ type: 'failed', job, message: why }, -1);
  }

  private rank(state: GameState, req: AdviceRequest): Promise<ActionChance[]> {
    if (this.broken) return Promise.reject(new Error(`The advisor failed: ${this.broken}`));
    const legal: Action[] = legalActions(state);
    const job = this.nextJob++;
    const tasks = jobTasks(legal.length, req.perAction);
    const cpuMsByWorker = this.workers.map(() => 0);
    return new Promise<ActionChance[]>((resolve, reject) => {
      let done = 0;
      const finish = (err?: Error) => {
        this.listeners.delete(job);
        // the threads take no more of this job's tasks (a cancel, a failure; after the last task, nothing is left)
        stopJob(tasks);
        req.signal?.removeEventListener('abort', onAbort);
        if (err) reject(err);
        else {
          this.warmed = true;
          this.lastStats = { cpuMsByWorker };
          resolve(rank(legal, winsOf(tasks), req.perAction, outcomesOf(tasks)));
        }
      };
      const onAbort = () => finish(new DOMException('The advisor was cancelled.', 'AbortError'));
      if (req.signal?.aborted) return onAbort();
      req.signal?.addEventListener('abort', onAbort);
      this.listeners.set(job, (msg, worker) => {
        if (msg.type === 'failed') return finish(new Error(`The advisor failed: ${msg.message}`));
        cpuMsByWorker[worker] += msg.cpuMs;
        // a thread says it is done when it finds no task left, its own last one finished: once all have, every task
        // is counted
        if (++done === this.workers.length) finish();
      });
      const jobMsg: ToAdvisorWorker = { type: 'job', job, state: lean(state), path: req.path, legal, seed: req.seed, tasks };
      for (const w of this.workers) w.postMessage(jobMsg);
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

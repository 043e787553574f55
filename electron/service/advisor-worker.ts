// A thread of the advisor's pool: plays rollouts for the advisor (engine/bots/advisor.ts) so neither the
// window nor the service ever waits on them. Jobs arrive once; tasks name a job and a range of rollouts.
import { parentPort } from 'node:worker_threads';
import { rollouts } from '../../engine/bots/advisor';
import type { Action, GameState } from '../../engine/index';
import { remade } from './advisor-position';

export type ToAdvisorWorker =
  | { type: 'job'; job: number; state: GameState; legal: Action[]; seed: string; /** how the state was reached (advisor-position.ts) */ path?: readonly Action[] }
  | { type: 'task'; job: number; task: number; index: number; from: number; to: number }
  | { type: 'drop'; job: number };

export type FromAdvisorWorker =
  | { type: 'done'; job: number; task: number; index: number; wins: number; rollouts: number; /** this thread's CPU time on the task (and on the job since its previous task) */ cpuMs: number }
  | { type: 'failed'; job: number; task: number; message: string };

const port = parentPort;
if (!port) throw new Error('advisor-worker must run as a worker thread');

/** This thread's CPU milliseconds: on a shared machine the wall clock also counts other programs' turns. */
function cpuNow(): number {
  const u = process.threadCpuUsage();
  return (u.user + u.system) / 1000;
}

/** A job's state and where its CPU count stands (`mark`: this thread's CPU when the job came or its last task ended). */
const jobs = new Map<number, { state: GameState; legal: Action[]; seed: string; mark: number }>();

port.on('message', (msg: ToAdvisorWorker) => {
  if (msg.type === 'job') {
    // the replay counts as the job's CPU: the mark is taken before it
    const mark = cpuNow();
    jobs.set(msg.job, { state: remade(msg.state, msg.path), legal: msg.legal, seed: msg.seed, mark });
  }
  else if (msg.type === 'drop') jobs.delete(msg.job);
  else {
    const job = jobs.get(msg.job);
    if (!job) return; // dropped (cancelled) before this task ran
    try {
      const wins = rollouts(job.state, job.legal, msg.index, msg.from, msg.to, job.seed);
      // counted from the job's last mark, not from this task's start: Linux brings a running thread's CPU count up to
      // date only at a scheduler tick or switch, so a count read around the task alone missed what was still owed at
      // its end (it turned up in the next count, around postMessage, whose wake of the main thread switches): measured
      // that way a worker's tasks summed 10-20% under its thread's CPU. From mark to mark the job's tasks sum to all
      // the thread spent on the job.
      const now = cpuNow();
      const cpuMs = now - job.mark;
      job.mark = now;
      port.postMessage({ type: 'done', job: msg.job, task: msg.task, index: msg.index, wins, rollouts: msg.to - msg.from, cpuMs } satisfies FromAdvisorWorker);
    } catch (err) {
      port.postMessage({ type: 'failed', job: msg.job, task: msg.task, message: err instanceof Error ? err.message : String(err) } satisfies FromAdvisorWorker);
    }
  }
});

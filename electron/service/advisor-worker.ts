// A thread of the advisor's pool: plays rollouts for the advisor (engine/bots/advisor.ts) so neither the
// window nor the service ever waits on them. Jobs arrive once; tasks name a job and a range of rollouts.
import { parentPort } from 'node:worker_threads';
import { rollouts } from '../../engine/bots/advisor';
import type { Action, GameState } from '../../engine/index';

export type ToAdvisorWorker =
  | { type: 'job'; job: number; state: GameState; legal: Action[]; seed: string }
  | { type: 'task'; job: number; task: number; index: number; from: number; to: number }
  | { type: 'drop'; job: number };

export type FromAdvisorWorker =
  | { type: 'done'; job: number; task: number; index: number; wins: number; rollouts: number; /** this thread's CPU time on the task */ cpuMs: number }
  | { type: 'failed'; job: number; task: number; message: string };

const port = parentPort;
if (!port) throw new Error('advisor-worker must run as a worker thread');

/** This thread's CPU milliseconds: on a shared machine the wall clock also counts other programs' turns. */
function cpuNow(): number {
  const u = process.threadCpuUsage();
  return (u.user + u.system) / 1000;
}

const jobs = new Map<number, { state: GameState; legal: Action[]; seed: string }>();

port.on('message', (msg: ToAdvisorWorker) => {
  if (msg.type === 'job') jobs.set(msg.job, { state: msg.state, legal: msg.legal, seed: msg.seed });
  else if (msg.type === 'drop') jobs.delete(msg.job);
  else {
    const job = jobs.get(msg.job);
    if (!job) return; // dropped (cancelled) before this task ran
    try {
      const before = cpuNow();
      const wins = rollouts(job.state, job.legal, msg.index, msg.from, msg.to, job.seed);
      const cpuMs = cpuNow() - before;
      port.postMessage({ type: 'done', job: msg.job, task: msg.task, index: msg.index, wins, rollouts: msg.to - msg.from, cpuMs } satisfies FromAdvisorWorker);
    } catch (err) {
      port.postMessage({ type: 'failed', job: msg.job, task: msg.task, message: err instanceof Error ? err.message : String(err) } satisfies FromAdvisorWorker);
    }
  }
});

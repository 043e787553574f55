// A thread of the advisor's pool: plays rollouts for the advisor (engine/bots/advisor.ts) so neither the
// window nor the service ever waits on them. A job arrives once, with a block of shared memory (advisor-tasks.ts);
// the thread takes the job's tasks from it one at a time, adding each task's wins there, until none is left or the
// pool stops the job, then says it is done.
import { parentPort } from 'node:worker_threads';
import { rolloutEnd, rolloutSession, tallyRollouts, raceDice, type Round } from '../../engine/bots/index';
import type { Action, GameState } from '../../engine/index';
import { remade } from './advisor-position';
import { nextTask, OUTCOME_KINDS, type JobTasks } from './advisor-tasks';
import { nextRaceTask, recordEnd, tableOf, type RaceBlock } from './advisor-race-tasks';

/** A round of the adaptive advisor's race (advisor-race-tasks.ts): the first round of a question brings its state and
 *  path, the later ones only the question's number (the thread keeps the state it made for it). */
export type ToAdvisorWorkerRound = {
  type: 'round';
  job: number;
  question: number;
  state?: GameState;
  path?: readonly Action[];
  legal: Action[];
  seed: string;
  block: RaceBlock;
  round: Round;
};

export type ToAdvisorWorker = ToAdvisorWorkerRound | {
  type: 'job';
  job: number;
  state: GameState;
  legal: Action[];
  seed: string;
  /** how the state was reached (advisor-position.ts) */
  path?: readonly Action[];
  /** the job's tasks and their wins, shared by every thread of the pool */
  tasks: JobTasks;
};

export type FromAdvisorWorker =
  | { type: 'done'; job: number; /** this thread's CPU time on the job, its replay included */ cpuMs: number }
  | { type: 'failed'; job: number; message: string };

const port = parentPort;
if (!port) throw new Error('advisor-worker must run as a worker thread');

/** This thread's CPU milliseconds: on a shared machine the wall clock also counts other programs' turns. */
function cpuNow(): number {
  const u = process.threadCpuUsage();
  return (u.user + u.system) / 1000;
}

/** The state of the question this thread last raced on, made once for all its rounds. */
let raced: { question: number; state: GameState } | null = null;

function playRound(msg: ToAdvisorWorkerRound): void {
  if (msg.state) raced = { question: msg.question, state: remade(msg.state, msg.path) };
  if (!raced || raced.question !== msg.question) throw new Error(`round ${msg.round.from}-${msg.round.to} of a race whose first round this thread never had`);
  const state = raced.state;
  const table = tableOf(msg.block);
  const session = rolloutSession();
  for (let t = nextRaceTask(msg.block, msg.round); t; t = nextRaceTask(msg.block, msg.round)) {
    for (let j = t.from; j < t.to; j++) {
      const { outcome, length } = rolloutEnd(state, msg.legal[t.index], raceDice(msg.seed, j), undefined, session);
      recordEnd(table, msg.block.most, t.index, j, outcome, length);
    }
  }
}

port.on('message', (msg: ToAdvisorWorker) => {
  const start = cpuNow();
  try {
    if (msg.type === 'round') playRound(msg);
    else {
      const state = remade(msg.state, msg.path);
      const tally: number[] = new Array(OUTCOME_KINDS).fill(0);
      for (let t = nextTask(msg.tasks); t; t = nextTask(msg.tasks)) {
        tally.fill(0);
        t.addWins(tallyRollouts(state, msg.legal, t.index, t.from, t.to, msg.seed, tally));
        t.addOutcomes(tally);
      }
    }
    port.postMessage({ type: 'done', job: msg.job, cpuMs: cpuNow() - start } satisfies FromAdvisorWorker);
  } catch (err) {
    port.postMessage({ type: 'failed', job: msg.job, message: err instanceof Error ? err.message : String(err) } satisfies FromAdvisorWorker);
  }
});

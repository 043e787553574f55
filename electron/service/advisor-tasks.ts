// A ranking's tasks, shared by the advisor's worker threads through one block of memory (issue 7). Each thread takes
// the next task with an atomic add and adds the task's wins to its action's count the same way: no message goes back
// and forth per task, and the pool stops a job (a cancel, a newer question) by raising a flag the threads read
// before every task. The tasks' wins add up to the same counts whichever thread took which (advisor.ts says why).
//
// Before, the pool handed out each task by message and each answer came back by message: some 320 of each way for the
// bench campaign's 32-action turn. The service's thread spent 20-50 ms of CPU a ranking on them, and each worker
// thread some more, on a machine whose two cores the two workers already fill.

/** Rollouts per task: a thread's share of a ranking ends within one task of the other's (a task is 1-6 ms of rollouts
 *  in the bench's questions), and a stop is seen as soon. */
export const TASK = 10;

/** Where the shared block's counts are (as 32-bit integers): the next task to take, the stop flag, then each legal
 *  action's wins. */
const NEXT = 0;
const STOP = 1;
const WINS = 2;
/** how a rollout can end (engine/bots/advisor.ts OUTCOMES): after the wins, each action's count of each outcome */
export const OUTCOME_KINDS = 9;

/** A job's tasks as the pool posts them to each thread (a SharedArrayBuffer is shared, not copied, by postMessage). */
export interface JobTasks {
  shared: SharedArrayBuffer;
  /** legal actions ranked, and rollouts for each */
  actions: number;
  perAction: number;
}

/** A task taken: rollouts [from, to) of legal action `index`, and where its wins go. */
export interface Task {
  index: number;
  from: number;
  to: number;
  addWins(wins: number): void;
  /** adds a task's outcome counts (OUTCOME_KINDS of them) to its action's */
  addOutcomes(counts: readonly number[]): void;
}

/** The tasks of a ranking of `actions` legal actions with `perAction` rollouts each, none taken yet. */
export function jobTasks(actions: number, perAction: number): JobTasks {
  return { shared: new SharedArrayBuffer(4 * (WINS + actions + actions * OUTCOME_KINDS)), actions, perAction };
}

/** Tasks per action: its rollouts cut into tasks of TASK (the last may be shorter). */
const tasksPerAction = (job: JobTasks) => Math.ceil(job.perAction / TASK);

/** How many tasks a job has. */
export function taskCount(job: JobTasks): number {
  return job.actions * tasksPerAction(job);
}

/** The next task no thread has taken, taking it; null when every task is taken or the job is stopped. */
export function nextTask(job: JobTasks): Task | null {
  const counts = new Int32Array(job.shared);
  if (Atomics.load(counts, STOP) !== 0) return null;
  const k = Atomics.add(counts, NEXT, 1);
  const perAction = tasksPerAction(job);
  if (k >= job.actions * perAction) return null;
  const index = Math.floor(k / perAction);
  const from = (k % perAction) * TASK;
  const at = WINS + job.actions + index * OUTCOME_KINDS;
  return {
    index, from, to: Math.min(job.perAction, from + TASK),
    addWins: (wins) => void Atomics.add(counts, WINS + index, wins),
    addOutcomes: (tally) => {
      for (let k = 0; k < OUTCOME_KINDS; k++) if (tally[k]) Atomics.add(counts, at + k, tally[k]);
    },
  };
}

/** Stops a job: threads take no task after this (a task under way ends as it is). */
export function stopJob(job: JobTasks): void {
  Atomics.store(new Int32Array(job.shared), STOP, 1);
}

/** Each legal action's wins so far (all of them once every thread has said it is done). */
export function winsOf(job: JobTasks): number[] {
  const counts = new Int32Array(job.shared);
  return Array.from({ length: job.actions }, (_, i) => Atomics.load(counts, WINS + i));
}

/** Each legal action's outcome counts so far (OUTCOME_KINDS each), read as winsOf reads the wins. */
export function outcomesOf(job: JobTasks): number[][] {
  const counts = new Int32Array(job.shared);
  const from = WINS + job.actions;
  return Array.from({ length: job.actions }, (_, i) => Array.from({ length: OUTCOME_KINDS }, (_, k) => Atomics.load(counts, from + i * OUTCOME_KINDS + k)));
}

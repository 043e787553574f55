// The advisor's shared tasks (issue 7): every rollout of every action is taken once, whoever takes it; a stopped job
// hands out nothing more; the wins added are the counts read.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TASK, jobTasks, nextTask, stopJob, taskCount, winsOf, type Task } from './advisor-tasks';

/** Takes every task, `takers` threads in turn (taker k takes when `order` says so), and lists them by taker. */
function takeAll(actions: number, perAction: number, order: number[]): Task[][] {
  const job = jobTasks(actions, perAction);
  const byTaker: Task[][] = [[], [], []];
  for (let i = 0; ; i++) {
    const t = nextTask(job);
    if (!t) break;
    byTaker[order[i % order.length]].push(t);
  }
  return byTaker;
}

describe('the advisor pool shared tasks (issue 7)', () => {
  it('cuts each action into tasks of TASK rollouts, the last shorter, and hands them out in order', () => {
    const job = jobTasks(2, 2 * TASK + 3);
    expect(taskCount(job)).toBe(6);
    const got: [number, number, number][] = [];
    for (let t = nextTask(job); t; t = nextTask(job)) got.push([t.index, t.from, t.to]);
    expect(got).toEqual([
      [0, 0, TASK], [0, TASK, 2 * TASK], [0, 2 * TASK, 2 * TASK + 3],
      [1, 0, TASK], [1, TASK, 2 * TASK], [1, 2 * TASK, 2 * TASK + 3],
    ]);
    // none is left, and asking again takes nothing
    expect(nextTask(job)).toBeNull();
  });

  it('gives every rollout of every action to exactly one taker, however the takers share them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 250 }), fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 9 }), (actions, perAction, order) => {
        const seen = Array.from({ length: actions }, () => new Array<number>(perAction).fill(0));
        for (const tasks of takeAll(actions, perAction, order)) for (const t of tasks) for (let j = t.from; j < t.to; j++) seen[t.index][j]++;
        expect(seen.every((runs) => runs.every((n) => n === 1))).toBe(true);
      }),
    );
  });

  it('adds each task wins to its action count', () => {
    const job = jobTasks(3, 2 * TASK);
    for (let t = nextTask(job); t; t = nextTask(job)) t.addWins(t.index + 1);
    // two tasks an action
    expect(winsOf(job)).toEqual([2, 4, 6]);
  });

  it('hands out nothing once the job is stopped, and keeps the wins counted before', () => {
    const job = jobTasks(4, 100);
    nextTask(job)!.addWins(3);
    stopJob(job);
    expect(nextTask(job)).toBeNull();
    expect(winsOf(job)).toEqual([3, 0, 0, 0]);
  });
});

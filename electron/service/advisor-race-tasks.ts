// A round of the adaptive advisor's race (engine/bots/advisor-race.ts), shared by the pool's threads through one
// block of memory as advisor-tasks.ts shares a fixed ranking: a thread takes the next task with an atomic add, and
// writes each rollout's end (its outcome and length) into the race's table, in the same block, where the pool's Race reads it once every
// thread has said it is done. The pool stops a race (a cancel, a newer question) by raising a flag the threads read
// before every task.
import { raceTable, raceTableBytes, type RaceSettings, type RaceTable, type Round } from '../../engine/bots/index';
import { TASK } from './advisor-tasks';

/** The block's head, as 32-bit integers: the round's next task, the stop flag; the race's table follows. */
const NEXT = 0;
const STOP = 1;
const HEAD_BYTES = 8;

/** A race's shared block and the table's shape (raceTable's: `actions` rows of `most` cells). */
export interface RaceBlock {
  shared: SharedArrayBuffer;
  actions: number;
  most: number;
}

export function raceBlock(actions: number, most: number): RaceBlock {
  return { shared: new SharedArrayBuffer(HEAD_BYTES + raceTableBytes(actions, most)), actions, most };
}

/** The race's table inside the block (the Race reads it; the threads write it through recordEnd). */
export function tableOf(block: RaceBlock): RaceTable {
  return raceTable(block.actions, { most: block.most } as RaceSettings, block.shared, HEAD_BYTES);
}

/** Makes the block ready for a new round: no task of it taken yet. */
export function startRound(block: RaceBlock): void {
  Atomics.store(new Int32Array(block.shared, 0, 2), NEXT, 0);
}

export function stopRace(block: RaceBlock): void {
  Atomics.store(new Int32Array(block.shared, 0, 2), STOP, 1);
}

/** Rollouts [from, to) of legal action `index`: one task of a round. */
export interface RaceTask {
  index: number;
  from: number;
  to: number;
}

/** The next task of `round` no thread has taken, taking it; null when all are taken or the race is stopped. */
export function nextRaceTask(block: RaceBlock, round: Round): RaceTask | null {
  const head = new Int32Array(block.shared, 0, 2);
  if (Atomics.load(head, STOP) !== 0) return null;
  const per = Math.ceil((round.to - round.from) / TASK);
  const k = Atomics.add(head, NEXT, 1);
  if (k >= round.indices.length * per) return null;
  const from = round.from + (k % per) * TASK;
  return { index: round.indices[Math.floor(k / per)], from, to: Math.min(round.to, from + TASK) };
}

/** Writes rollout j of action `index`'s end (OUTCOMES' index, the actions it played) into the shared table. */
export function recordEnd(table: RaceTable, most: number, index: number, j: number, outcome: number, length: number): void {
  Atomics.store(table.lengths, index * most + j, length);
  Atomics.store(table.outcomes, index * most + j, outcome + 1);
}

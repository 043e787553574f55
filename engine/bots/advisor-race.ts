// The adaptive advisor (issue 27): the same question as advise() in ./advisor ("what are my chances after each legal
// action?"), with the rollouts spent where they can change the answer. Every action still in the race gets the same
// rollouts in rounds that double; after each round an action is dropped once the leader is better than it with
// confidence or falls in the worse half (successive halving), and the race stops when one action is left, when every action left is within half a point of the leader
// with confidence (choosing among them costs nothing), or when the budget is spent.
//
// The budget is counted in the rollouts' length (the actions they play), not in rollouts: a rollout's time goes with
// its length, and a rollout from the first morning plays some ten times as many actions as one from the third
// evening. So a question's time stays about the same wherever it is asked, and a late question (a night, a mine, a
// prompt, often with two or three actions whose chances are close) gets the many more rollouts it can afford.
//
// Common dice: rollout j of every action starts from the same determinized state with the same dice
// (`${seed}/${j}`), so two actions' rollouts differ only where the actions make them differ. The race compares the
// leader with each other action rollout by rollout (their paired differences), which needs far fewer rollouts to tell
// two close actions apart than two independent samples would. Each action's shown chance and 95% interval are still
// its own wins over its own rollouts (wilson), so a dropped action's wider range says how little it was sampled.
//
// Deterministic: the rounds depend only on the outcomes and lengths so far, and each rollout only on (seed, j,
// action), so a race split across any number of threads (electron/service/advisor.ts) gives the same ranking as
// adviseRacing() here.
import { legalActions, type Action, type GameState } from '../index';
import { OUTCOMES, rolloutEnd, type ActionChance } from './advisor';
import { rolloutSession } from '../rollout-session';
import { botRng } from './rng';
import { wilson } from './stats';
import { strongBot } from './strong';
import type { Bot } from './types';

export interface RaceSettings {
  /** rollouts each action gets in the first round; each later round doubles the count of every action left */
  first: number;
  /** no action gets more rollouts than this */
  most: number;
  /** rollouts in all, over every action and round (a cap; `work` is what usually ends a long race) */
  budget: number;
  /** the rollouts' length in all (the actions they play, over every action and round, each rollout's `start` added):
   *  the race's time budget */
  work: number;
  /** what a rollout costs before its first action, counted as this many actions (the determinized state it starts
   *  from, the session begun): fitted to pool timings, where a third-day rollout of some 20 actions took about half
   *  the time of a mid-game one of 70 */
  start: number;
  /** how many standard errors the leader's lead must clear to drop an action (and the indifference band to stop) */
  z: number;
  /** a difference this small (as a share, 0.005 = half a point) does not matter to the choice */
  indifferent: number;
  /** the indifference stop needs at least this many rollouts an action (a few rollouts can agree by chance) */
  settled: number;
  /** successive halving: after each round at most this share of the actions left (and at least two) goes on, the
   *  most wins first, so the budget goes to the few that can be best rather than spread thin over many alike */
  keep: number;
  /** no action is dropped on confidence before it has played this many rollouts: on a few dozen paired rollouts the
   *  normal approximation behind `z` is too kind to a lucky leader */
  dropAfter: number;
  /** the halving keeps at least this many actions */
  floor: number;
  /** bring back an action dropped early whose share tops the leader's after every round, not only at the end */
  early: boolean;
}

/** Chosen against the advisor's reference (bench/fixtures/advisor-reference.json, bench/advisor.ts measures it).
 *  `work` and `budget` were raised from 135,000 and 4,000 once the reference reached 5,000 rollouts an action and the
 *  race's times came in well under issue 27's (0.23 s median, 0.30 s slowest on an idle box): judged in one thread on
 *  the bench's dice, 135k/4,000 agreed 97.4% with regret 0.540 points, 160k/5,000 97.4% and 0.474, 170k/5,000 97.4%
 *  and 0.441, 180k/5,000 94.7% and 0.503, 200k/6,000 94.7% and 0.408. The measure moves 2.6 points of agreement per
 *  position (38 counted), so the neighbours straddle the goals; 170k is the middle of the run that met both. */
export const RACE: RaceSettings = { first: 12, most: 1536, budget: 5000, work: 170_000, start: 18, z: 2.5, indifferent: 0.005, settled: 96, keep: 0.6, dropAfter: 48, floor: 5, early: true };

/** One round: rollouts [from, to) of each legal action in `indices`. */
export interface Round {
  indices: number[];
  from: number;
  to: number;
}

/** Where a race keeps each rollout's end, `actions` rows of `most` cells each: its outcome (OUTCOMES' index + 1, 0
 *  when not played) and its length (the actions it played, at most MAX_ACTIONS + 1). The pool backs both with shared
 *  memory, so its threads write straight into them. */
export interface RaceTable {
  outcomes: Uint8Array;
  lengths: Uint16Array;
}

/** Bytes a race's table takes in a shared block (raceTable's layout: the lengths, then the outcomes). */
export function raceTableBytes(actions: number, most: number): number {
  return actions * most * 3;
}

/** A race's table, in `buffer` from `offset` (an even byte offset) when given. */
export function raceTable(actions: number, settings: RaceSettings = RACE, buffer?: ArrayBufferLike, offset = 0): RaceTable {
  const cells = actions * settings.most;
  const room = buffer ?? new ArrayBuffer(raceTableBytes(actions, settings.most));
  return { lengths: new Uint16Array(room, offset, cells), outcomes: new Uint8Array(room, offset + 2 * cells, cells) };
}

/** The dice of rollout j of a race: the same for every action (common dice, see above). */
export function raceDice(seed: string, j: number) {
  return botRng(`${seed}/race/${j}`);
}

/** Rollouts [from, to) of legal action `index`, each one's end written into `table` (raceTable's layout). */
export function raceRollouts(state: GameState, legal: readonly Action[], index: number, from: number, to: number, seed: string, table: RaceTable, most: number, bot: Bot = strongBot): void {
  const session = rolloutSession();
  for (let j = from; j < to; j++) {
    const { outcome, length } = rolloutEnd(state, legal[index], raceDice(seed, j), bot, session);
    table.outcomes[index * most + j] = outcome + 1;
    table.lengths[index * most + j] = length;
  }
}

const WON_KINDS = 3; // OUTCOMES' first three are the wins

/** A race over `actions` legal actions: asks for rounds (next) until it has its answer, reading their ends from
 *  `table`; ranking() then gives the ranking. */
export class Race {
  /** rollouts played of each action */
  readonly played: number[];
  readonly alive: boolean[];
  /** the summed length of each action's rollouts counted so far, each with its `start` (account) */
  private readonly length: number[];
  private spent = 0;
  /** the rollouts' length in all, counted so far */
  private worked = 0;
  /** the last round asked for, whose lengths are counted when its ends are in (account) */
  private pending: Round | null = null;
  private finished = false;
  /** how many times an action was brought back (catchUp) */
  revived = 0;

  constructor(readonly actions: number, readonly table: RaceTable, readonly settings: RaceSettings = RACE) {
    if (!Number.isInteger(actions) || actions < 1) throw new Error(`A race needs at least one legal action, got ${actions}.`);
    const cells = actions * settings.most;
    if (table.outcomes.length < cells || table.lengths.length < cells) throw new Error(`A race of ${actions} actions needs ${cells} cells for its rollouts' ends, got ${Math.min(table.outcomes.length, table.lengths.length)}.`);
    this.played = new Array<number>(actions).fill(0);
    this.length = new Array<number>(actions).fill(0);
    this.alive = new Array<boolean>(actions).fill(actions > 1);
    if (actions === 1) this.finished = true; // nothing to choose: the one action is still ranked with its first round
    if (actions === 1) this.alive[0] = true;
  }

  /** rollouts played so far, over every action */
  get rollouts(): number {
    return this.spent;
  }

  /** the rollouts' length so far, over every action (the actions they played, each rollout's `start` added) */
  get work(): number {
    return this.worked;
  }

  private won(i: number, j: number): number {
    const k = this.table.outcomes[i * this.settings.most + j];
    if (k === 0) throw new Error(`Rollout ${j} of action ${i} was asked for but never played.`);
    return k - 1 < WON_KINDS ? 1 : 0;
  }

  private wins(i: number): number {
    let w = 0;
    for (let j = 0; j < this.played[i]; j++) w += this.won(i, j);
    return w;
  }

  /** Counts the last round's lengths, once its ends are in the table. */
  private account(): void {
    const r = this.pending;
    if (!r) return;
    this.pending = null;
    for (const i of r.indices) {
      for (let j = r.from; j < r.to; j++) {
        const n = this.table.lengths[i * this.settings.most + j];
        if (n === 0) throw new Error(`Rollout ${j} of action ${i} was asked for but never played.`);
        this.length[i] += n + this.settings.start;
        this.worked += n + this.settings.start;
      }
    }
  }

  /** The length one more rollout of each of `indices` is expected to take: each one's mean so far. */
  private lengthOf(indices: readonly number[]): number {
    let sum = 0;
    for (const i of indices) sum += this.length[i] / this.played[i];
    return Math.max(1, sum);
  }

  /** The next round, or null when the race is over. Call it again only after the round's ends are in the table. */
  next(): Round | null {
    const { first, most, budget, work } = this.settings;
    const left = this.alive.flatMap((a, i) => (a ? [i] : []));
    if (this.spent === 0) return this.plan(left, 0, Math.min(first, most));
    this.account();
    if (this.finished) return null;
    // after a catch-up round the actions left are not all at one count yet: bring the rest of those dropped along
    const counts = new Set(left.map((i) => this.played[i]));
    if (counts.size > 1) return this.catchUp(left.filter((i) => this.played[i] === Math.max(...counts))) ?? this.stop();
    this.judge(left);
    const still = this.alive.flatMap((a, i) => (a ? [i] : []));
    if (this.finished || still.length <= 1) return this.catchUp(still) ?? this.stop();
    // an action halved away on few rollouts whose share still tops the leader's comes back now, while bringing it
    // level costs few rollouts, not only at the end, when the budget may be spent (the best of a mid-game turn, 17
    // of its first 24, was left out so, for one that won 63% of 339)
    if (this.settings.early) {
      const back = this.catchUp(still);
      if (back) return back;
    }
    const from = this.played[still[0]];
    let to = Math.min(most, 2 * from);
    // what the budgets still allow, shared evenly by the actions left
    to = Math.min(to, from + Math.floor((budget - this.spent) / still.length));
    to = Math.min(to, from + Math.floor((work - this.worked) / this.lengthOf(still)));
    if (to - from < Math.min(8, first)) return this.catchUp(still) ?? this.stop();
    return this.plan(still, from, to);
  }

  /** Before the race ends: an action dropped on few rollouts whose share of wins still tops the leader's (the leader's
   *  share fell as it played more) is brought back and played up to the leader's count, budget allowing, and the race
   *  goes on; so the pick is the best on equal evidence, and the ranking reads best first. */
  private catchUp(left: readonly number[]): Round | null {
    const lead = this.leader(left);
    const share = (i: number) => this.wins(i) / this.played[i];
    const above = this.alive.flatMap((a, i) => (!a && this.played[i] < this.played[lead] && share(i) > share(lead) ? [i] : []));
    if (above.length === 0) return null;
    const from = Math.min(...above.map((i) => this.played[i]));
    const indices = above.filter((i) => this.played[i] === from);
    const to = this.played[lead];
    if (this.spent + indices.length * (to - from) > this.settings.budget) return null;
    if (this.worked + this.lengthOf(indices) * (to - from) > this.settings.work) return null;
    for (const i of indices) this.alive[i] = true;
    this.revived += indices.length;
    this.finished = false;
    // the actions left stay in the race at the leader's count; the ones brought back join them there
    return this.plan(indices, from, to);
  }

  private plan(indices: number[], from: number, to: number): Round {
    for (const i of indices) this.played[i] = to;
    this.spent += indices.length * (to - from);
    this.pending = { indices, from, to };
    return this.pending;
  }

  private stop(): null {
    this.finished = true;
    return null;
  }

  /** The leader among the actions left: the most wins (all have played as many), the engine's order on a tie. */
  private leader(left: readonly number[]): number {
    let best = left[0];
    let bestWins = this.wins(best);
    for (const i of left.slice(1)) {
      const w = this.wins(i);
      if (w > bestWins) [best, bestWins] = [i, w];
    }
    return best;
  }

  /** Drops every action the leader beats with confidence; ends the race when the rest are all too close to matter. */
  private judge(left: readonly number[]): void {
    const { z, indifferent, settled } = this.settings;
    const lead = this.leader(left);
    let allClose = true;
    for (const i of left) {
      if (i === lead) continue;
      const n = this.played[i];
      // the leader's lead over i, rollout by rollout on the same dice: mean and standard error of the differences
      let sum = 0;
      let squares = 0;
      for (let j = 0; j < n; j++) {
        const d = this.won(lead, j) - this.won(i, j);
        sum += d;
        squares += d * d;
      }
      const mean = sum / n;
      const observed = Math.max(0, (squares - n * mean * mean) / (n - 1));
      // to drop: a variance of at least one discordant pair in n (plus one), so no short sample is taken as certain
      const se = Math.sqrt(Math.max(observed, 1 / (n + 1)) / n);
      // to call two alike: the variance seen, after `settled` rollouts (two actions that play out the same on every
      // die, such as two ways to the same place, are then alike however many more rollouts they get)
      const seen = Math.sqrt(observed / n);
      if (n >= this.settings.dropAfter && mean - z * se > 0) this.alive[i] = false;
      else if (!(n >= settled && mean + z * seen < indifferent && mean - z * seen > -indifferent)) allClose = false;
    }
    if (allClose) this.finished = true;
    // the halving: the fewest wins leave first (the later in the engine's order on a tie)
    const still = left.filter((i) => this.alive[i]);
    const keep = Math.max(this.settings.floor, Math.ceil(left.length * this.settings.keep));
    if (still.length > keep) {
      const order = still.map((i) => ({ i, w: this.wins(i) })).sort((a, b) => b.w - a.w || a.i - b.i);
      for (const { i } of order.slice(keep)) this.alive[i] = false;
    }
  }

  /** Every action's chance from its own rollouts, best first: the race's leader (the most wins of the actions still
   *  in it, which all have played as many), then every other by its share of wins (the engine's order on a tie). A
   *  dropped action's share, from fewer rollouts, can rarely top the leader's: the leader is still first, since it was
   *  judged on more. */
  ranking(legal: readonly Action[]): ActionChance[] {
    if (legal.length !== this.actions) throw new Error(`The race ranked ${this.actions} actions, not ${legal.length}.`);
    const rows = legal.map((action, i) => {
      const n = this.played[i];
      const outcomes = new Array<number>(OUTCOMES.length).fill(0);
      for (let j = 0; j < n; j++) outcomes[this.table.outcomes[i * this.settings.most + j] - 1]++;
      const wins = outcomes[0] + outcomes[1] + outcomes[2];
      return { i, chance: { action, wins, rollouts: n, chance: wilson(wins, n), outcomes } as ActionChance };
    });
    const lead = this.leader(this.alive.flatMap((a, i) => (a ? [i] : [])));
    return rows
      .sort((a, b) => Number(b.i === lead) - Number(a.i === lead) || b.chance.chance.p - a.chance.chance.p || a.i - b.i)
      .map((r) => r.chance);
  }
}

/** The whole race in this thread (tests, the benchmark's one-core figure, the bench's judgement measures). */
export function adviseRacing(state: GameState, seed: string, settings: RaceSettings = RACE, bot: Bot = strongBot): ActionChance[] {
  const legal = legalActions(state);
  const table = raceTable(legal.length, settings);
  const race = new Race(legal.length, table, settings);
  for (let r = race.next(); r; r = race.next()) {
    for (const i of r.indices) raceRollouts(state, legal, i, r.from, r.to, seed, table, settings.most, bot);
  }
  return race.ranking(legal);
}

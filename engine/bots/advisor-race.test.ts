// Issue 27, the adaptive advisor: a race of rounds that spends its rollouts where they can change the answer, drops
// what is clearly worse, stops once the best is clear, and shows each action's chance from its own rollouts.
import { describe, expect, it } from 'vitest';
import { legalActions, newGame } from '../index';
import '../quests/index';
import { NORMAL_HARDER } from '../contract';
import { OUTCOMES } from './advisor';
import { adviseRacing, Race, RACE, raceRollouts, raceTable, type RaceSettings } from './advisor-race';

const WIN = 1; // 'pays the Crows on day 2', stored as OUTCOMES' index + 1
const LOSS = 4; // 'falls short of the Gems'

/** A race whose rollouts are made up: `outcome(i, j)` says whether rollout j of action i wins, `length` how many
 *  actions each plays. */
function runRace(actions: number, outcome: (i: number, j: number) => boolean, settings: RaceSettings = RACE, length = 50) {
  const table = raceTable(actions, settings);
  const race = new Race(actions, table, settings);
  const rounds: { indices: number[]; from: number; to: number }[] = [];
  for (let r = race.next(); r; r = race.next()) {
    rounds.push(r);
    for (const i of r.indices) {
      for (let j = r.from; j < r.to; j++) {
        table.outcomes[i * settings.most + j] = (outcome(i, j) ? WIN : LOSS) + 1;
        table.lengths[i * settings.most + j] = length;
      }
    }
  }
  const legal = Array.from({ length: actions }, (_, i) => ({ type: `a${i}` }));
  return { race, rounds, ranking: race.ranking(legal as never) };
}

/** The first count of the rounds' doubling (RACE.first, twice that, ...) that reaches `n`. */
function doublingTo(n: number): number {
  let c = RACE.first;
  while (c < n) c *= 2;
  return c;
}

describe('the adaptive advisor (issue 27)', () => {
  it('drops every action the leader clearly beats once they have played dropAfter rollouts, and stops', () => {
    const { rounds, ranking, race } = runRace(6, (i) => i === 3);
    const at = doublingTo(RACE.dropAfter);
    expect(rounds.at(-1)!.to).toBe(at);
    expect(ranking[0].action).toEqual({ type: 'a3' });
    expect(race.played[3]).toBe(at);
    // the halving kept `floor` actions (the leader among them) to the end; the others left after the first round
    expect(ranking.map((r) => r.rollouts).sort((a, b) => b - a)).toEqual([...new Array(RACE.floor).fill(at), ...new Array(6 - RACE.floor).fill(RACE.first)]);
  });

  it('drops nothing on confidence before dropAfter rollouts, however plain the lead looks', () => {
    const { race } = runRace(2, (i) => i === 0, { ...RACE, dropAfter: 200 });
    expect(race.played).toEqual([doublingTo(200), doublingTo(200)]);
  });

  it('stops once the actions left are all within half a point of the leader, on the same dice', () => {
    // two actions that win on exactly the same rollouts: nothing tells them apart, and nothing needs to
    const { rounds, race } = runRace(2, (_, j) => j % 3 === 0);
    expect(race.played).toEqual([doublingTo(RACE.settled), doublingTo(RACE.settled)]);
    expect(rounds.at(-1)!.to).toBe(doublingTo(RACE.settled));
  });

  it('races two close actions further than hopeless ones, within its budget', () => {
    // action 0 wins 60% and action 1 55% of rollouts, on mostly the same dice; the rest never win
    const { race, ranking } = runRace(10, (i, j) => (i === 0 ? j % 10 < 6 : i === 1 ? j % 20 < 11 : false));
    expect(ranking[0].action).toEqual({ type: 'a0' });
    expect(race.played[0]).toBeGreaterThan(race.played[9]);
    expect(race.played[9]).toBe(RACE.first);
    expect(race.rollouts).toBeLessThanOrEqual(RACE.budget);
    expect(race.played.reduce((a, b) => a + b, 0)).toBe(race.rollouts);
  });

  it('counts its budget in the rollouts\' length: short rollouts get more of them, and the work stays within it', () => {
    // two close actions, raced until the work budget ends it: with rollouts a tenth as long, about ten times as many
    const close = (i: number, j: number) => (i === 0 ? j % 10 < 6 : j % 20 < 11);
    const settings = { ...RACE, most: 4096, budget: 100_000, work: 40_000, start: 0 };
    const long = runRace(2, close, settings, 100);
    const short = runRace(2, close, settings, 10);
    expect(long.race.work).toBeLessThanOrEqual(settings.work);
    expect(short.race.work).toBeLessThanOrEqual(settings.work);
    expect(long.race.rollouts).toBeGreaterThan(settings.work / 100 / 2);
    expect(short.race.rollouts).toBeGreaterThan(5 * long.race.rollouts);
    expect(long.race.work).toBe(100 * long.race.rollouts);
  });

  it('halves the field each round: the budget goes to the few that can be best', () => {
    // twenty actions alike at 50%, on different dice: no confident drop, so only the halving narrows the field
    const { rounds } = runRace(20, (i, j) => ((i * 7 + j * 13) % 10) < 5);
    expect(rounds.map((r) => r.indices.length)).toEqual(rounds.map((_, k) => (k === 0 ? 20 : Math.max(RACE.floor, Math.ceil(rounds[k - 1].indices.length * RACE.keep)))));
  });

  it('gives each action the chance and 95% range of its own rollouts, and counts each outcome once', () => {
    const s = newGame({ seed: 'race', character: 'wren', startingSkill: 1, plusOneStat: 'agility', harder: NORMAL_HARDER });
    const small = { ...RACE, first: 8, budget: 300, settled: 16 };
    const ranked = adviseRacing(s, 'race-test', small);
    expect(ranked).toHaveLength(legalActions(s).length);
    for (const r of ranked) {
      expect(r.chance.n).toBe(r.rollouts);
      expect(r.chance.p).toBeCloseTo(r.wins / r.rollouts, 12);
      expect(r.outcomes!.reduce((a, b) => a + b, 0)).toBe(r.rollouts);
      expect(r.outcomes![0] + r.outcomes![1] + r.outcomes![2]).toBe(r.wins);
      expect(r.outcomes).toHaveLength(OUTCOMES.length);
    }
    // every rollout played was counted in the work, each at least its one action
    const table = raceTable(legalActions(s).length, small);
    const race = new Race(legalActions(s).length, table, small);
    for (let r = race.next(); r; r = race.next()) for (const i of r.indices) raceRollouts(s, legalActions(s), i, r.from, r.to, 'race-test', table, small.most);
    expect(race.work).toBeGreaterThanOrEqual(race.rollouts * (1 + small.start));
    expect(race.ranking(legalActions(s))).toEqual(ranked);
    // deterministic for a seed
    expect(adviseRacing(s, 'race-test', small)).toEqual(ranked);
  });

  it('brings back an action dropped early whose share still tops the leader\'s, so the pick reads best first', () => {
    // action 0 starts strong (18 of its first 24) and fades to 30%; action 1 wins every other rollout throughout but is
    // halved away after the first round (12 of 24, behind actions 0 and 2); action 2 fades to 20%; action 3 never wins
    const outcome = (i: number, j: number) =>
      i === 0 ? (j < 24 ? j % 4 !== 0 : j % 10 < 3) : i === 1 ? j % 2 === 0 : i === 2 ? (j < 24 ? j % 3 !== 0 : j % 10 < 2) : false;
    // the halving down to two and drops from the first round on, so action 1 leaves early
    const { race, ranking } = runRace(4, outcome, { ...RACE, first: 24, floor: 2, keep: 0.5, dropAfter: 0, early: false });
    expect(race.revived).toBeGreaterThan(0);
    expect(ranking[0].action).toEqual({ type: 'a1' });
    expect(ranking.slice(1).every((r) => r.chance.p <= ranking[0].chance.p)).toBe(true);
  });

  it('brings such an action back as soon as its share tops the leader\'s, while that costs few rollouts', () => {
    // action 1 wins 7 of every 12 throughout but is halved away after the first round, behind actions 2-6 (9 of their
    // first 12, then 3 in 10); after the second round it tops their shares and comes back at once, not at the end
    const outcome = (i: number, j: number) => (i === 1 ? j % 12 < 7 : i >= 2 && i <= 6 ? (j < 12 ? j % 4 !== 0 : j % 10 < 3) : false);
    const settings = { ...RACE, first: 12 };
    const { rounds, ranking } = runRace(8, outcome, settings);
    const back = rounds.findIndex((r) => r.indices.length === 1 && r.indices[0] === 1);
    expect(rounds[0].indices).toHaveLength(8);
    expect(rounds[1].indices).not.toContain(1);
    expect(back).toBe(2);
    expect(rounds[back]).toEqual({ indices: [1], from: 12, to: 24 });
    expect(ranking[0].action).toEqual({ type: 'a1' });
    // left to the end instead, it comes back only when the race is over
    const late = runRace(8, outcome, { ...settings, early: false });
    expect(late.rounds.findIndex((r) => r.indices.length === 1 && r.indices[0] === 1)).toBeGreaterThan(2);
  });

  it('refuses a table too small for its actions, with a sentence', () => {
    const small = { outcomes: new Uint8Array(10), lengths: new Uint16Array(10) };
    expect(() => new Race(3, small, { ...RACE, most: 768 })).toThrow(/needs 2304 cells for its rollouts' ends, got 10/);
  });
});

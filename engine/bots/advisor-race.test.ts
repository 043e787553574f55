// Issue 27, the adaptive advisor: a race of rounds that spends its rollouts where they can change the answer, drops
// what is clearly worse, stops once the best is clear, and shows each action's chance from its own rollouts.
import { describe, expect, it } from 'vitest';
import { legalActions, newGame } from '../index';
import '../quests/index';
import { NORMAL_HARDER } from '../contract';
import { OUTCOMES } from './advisor';
import { adviseRacing, Race, RACE, raceTable, type RaceSettings } from './advisor-race';

const WIN = 1; // 'pays the Crows on day 2', stored as OUTCOMES' index + 1
const LOSS = 4; // 'falls short of the Gems'

/** A race whose rollouts are made up: `outcome(i, j)` says whether rollout j of action i wins. */
function runRace(actions: number, outcome: (i: number, j: number) => boolean, settings: RaceSettings = RACE) {
  const table = raceTable(actions, settings);
  const race = new Race(actions, table, settings);
  const rounds: { indices: number[]; from: number; to: number }[] = [];
  for (let r = race.next(); r; r = race.next()) {
    rounds.push(r);
    for (const i of r.indices) for (let j = r.from; j < r.to; j++) table[i * settings.most + j] = (outcome(i, j) ? WIN : LOSS) + 1;
  }
  const legal = Array.from({ length: actions }, (_, i) => ({ type: `a${i}` }));
  return { race, rounds, ranking: race.ranking(legal as never) };
}

describe('the adaptive advisor (issue 27)', () => {
  it('drops every action the leader clearly beats and stops after one round when the best is plain', () => {
    const { rounds, ranking } = runRace(6, (i) => i === 3);
    expect(rounds).toHaveLength(1);
    expect(ranking[0].action).toEqual({ type: 'a3' });
    expect(ranking.map((r) => r.rollouts)).toEqual([24, 24, 24, 24, 24, 24]);
  });

  it('stops once the actions left are all within half a point of the leader, on the same dice', () => {
    // two actions that win on exactly the same rollouts: nothing tells them apart, and nothing needs to
    const { rounds, race } = runRace(2, (_, j) => j % 3 === 0);
    expect(race.played).toEqual([RACE.settled, RACE.settled]);
    expect(rounds.at(-1)!.to).toBe(RACE.settled);
  });

  it('races two close actions further than hopeless ones, within its budget', () => {
    // action 0 wins 60% and action 1 55% of rollouts, on mostly the same dice; the rest never win
    const { race, ranking } = runRace(10, (i, j) => (i === 0 ? j % 10 < 6 : i === 1 ? j % 20 < 11 : false));
    expect(ranking[0].action).toEqual({ type: 'a0' });
    expect(race.played[0]).toBeGreaterThan(race.played[5]);
    expect(race.played[5]).toBe(RACE.first);
    expect(race.rollouts).toBeLessThanOrEqual(RACE.budget);
    expect(race.played.reduce((a, b) => a + b, 0)).toBe(race.rollouts);
  });

  it('halves the field each round: the budget goes to the few that can be best', () => {
    // twenty actions alike at 50%, on different dice: no confident drop, so only the halving narrows the field
    const { rounds } = runRace(20, (i, j) => ((i * 7 + j * 13) % 10) < 5);
    expect(rounds.map((r) => r.indices.length)).toEqual(rounds.map((_, k) => (k === 0 ? 20 : Math.max(2, Math.ceil(rounds[k - 1].indices.length / 2)))));
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
    // deterministic for a seed
    expect(adviseRacing(s, 'race-test', small)).toEqual(ranked);
  });

  it('brings back an action dropped early whose share still tops the leader\'s, so the pick reads best first', () => {
    // action 0 starts strong (18 of its first 24) and fades to 30%; action 1 wins every other rollout throughout but is
    // halved away after the first round (12 of 24, behind actions 0 and 2); action 2 fades to 20%; action 3 never wins
    const outcome = (i: number, j: number) =>
      i === 0 ? (j < 24 ? j % 4 !== 0 : j % 10 < 3) : i === 1 ? j % 2 === 0 : i === 2 ? (j < 24 ? j % 3 !== 0 : j % 10 < 2) : false;
    const { race, ranking } = runRace(4, outcome);
    expect(race.revived).toBeGreaterThan(0);
    expect(ranking[0].action).toEqual({ type: 'a1' });
    expect(ranking.slice(1).every((r) => r.chance.p <= ranking[0].chance.p)).toBe(true);
  });

  it('refuses a table too small for its actions, with a sentence', () => {
    expect(() => new Race(3, new Uint8Array(10))).toThrow(/needs 2304 outcome cells, got 10/);
  });
});

// Crow crews: they round the buoys in order and finish; a move takes under 50 ms; a four-boat crew race is quick.
import { describe, expect, it } from 'vitest';
import { crewAction, plannedMove } from './crew';
import { applyAction, legalActions, newGame, settle } from './engine';
import { applyLake, lakeHash, newLakeState } from './race';
import { crewFinishRate, crewRaceMs } from '../../../bench/lake-race';

/** CPU milliseconds of this thread (JIT and GC helper threads excluded), where Node offers it. */
function threadCpu(): number {
  const u = (process as unknown as { threadCpuUsage?: () => NodeJS.CpuUsage }).threadCpuUsage?.() ?? process.cpuUsage();
  return (u.user + u.system) / 1000;
}

describe('Crow crews', () => {
  it('Crews: cautious and bold crews finish at least 95% of dark-side races without sinking', () => {
    const r = crewFinishRate(120, 'dark');
    console.log(`crews finished ${(r.finishRate * 100).toFixed(1)}% of ${r.boats} boat-races on the dark side (sunk ${(r.sinkRate * 100).toFixed(1)}%)`);
    expect(r.finishRate).toBeGreaterThanOrEqual(0.95);
  });

  it('Crews: a crew decision takes under 50 ms, the first of a race (which charts the course) included', () => {
    newGame({ seed: 1, races: 1, boats: [{ boat: 'red', name: 'R', crew: 'bold' }, { boat: 'blue', name: 'B', crew: 'cautious' }] }); // a warm engine, as after the app's first race
    let s = newLakeState({ seed: 7, races: 1, boats: [{ boat: 'red', name: 'R', crew: 'bold' }, { boat: 'blue', name: 'B', crew: 'cautious' }] });
    let worst = 0;
    let moves = 0;
    while (s.phase !== 'seriesOver') {
      const a = threadCpu();
      const action = crewAction(s); // the first also builds the course chart
      worst = Math.max(worst, threadCpu() - a);
      s = applyLake(s, action).state;
      moves++;
    }
    console.log(`${moves} crew decisions, the slowest ${worst.toFixed(2)} ms CPU`);
    expect(moves).toBeGreaterThan(10);
    expect(worst).toBeLessThan(50);
  });

  it('Crews: a race of four crew boats simulates in under 20 ms (CPU time, median of batches)', () => {
    const ms = crewRaceMs();
    console.log(`four-boat crew race: ${ms.toFixed(2)} ms CPU (median of batches)`);
    expect(ms).toBeLessThan(20);
  });

  it('Crews: the temperaments differ: bold crews run on more dice', () => {
    const dice = (crew: 'bold' | 'cautious') => {
      let max = 0;
      for (let seed = 0; seed < 10; seed++) {
        const s = newGame({ seed, races: 1, boats: [{ boat: 'red', name: 'R', crew }, { boat: 'blue', name: 'B', crew }] });
        for (const l of s.ledger) {
          const m = /: ([\d ]+), speed/.exec(l);
          if (m) max = Math.max(max, m[1].split(' ').length);
        }
      }
      return max;
    };
    expect(dice('bold')).toBeGreaterThan(dice('cautious'));
  });
  it('Crews: crew turns played in place give the states, events and ledger of one applyLake per turn, and leave the state given unchanged', () => {
    const boats = [
      { boat: 'yellow', name: 'You', crew: null },
      { boat: 'red', name: 'R', crew: 'bold' },
      { boat: 'blue', name: 'B', crew: 'cautious' },
    ] as const;
    for (let seed = 0; seed < 6; seed++) {
      let s = newGame({ seed, races: 3, boats: boats.map((b) => ({ ...b })) });
      let steps = 0;
      while (s.phase !== 'seriesOver' && steps++ < 400) {
        const a = legalActions(s)[0];
        const before = JSON.stringify(s);
        const got = applyAction(s, a);
        expect(JSON.stringify(s), 'the state given is unchanged').toBe(before);
        // the reference: a copy per crew turn, as applyLake makes
        let ref = applyLake(s, a);
        const events = [...ref.events];
        while (ref.state.phase !== 'seriesOver' && ref.state.phase !== 'raceOver' && ref.state.boats[ref.state.current].crew) {
          ref = applyLake(ref.state, crewAction(ref.state));
          events.push(...ref.events);
        }
        expect(lakeHash(got.state)).toBe(lakeHash(ref.state));
        expect(got.events).toEqual(events);
        expect(got.state.ledger.length).toBeLessThanOrEqual(160);
        s = got.state;
      }
      const held = JSON.stringify(s);
      settle(s);
      expect(JSON.stringify(s), 'settle leaves its state unchanged').toBe(held);
    }
  });

  it('Crews: a decision is the same whether or not the one asked before was for the same boat', () => {
    const boats = [
      { boat: 'red', name: 'R', crew: 'bold' },
      { boat: 'blue', name: 'B', crew: 'cautious' },
      { boat: 'green', name: 'G', crew: 'bold' },
    ] as const;
    const crews = (seed: number, n: number) => newLakeState({ seed, races: 1, boats: boats.slice(0, n).map((b) => ({ ...b })) });
    let other = crews(99, 2);
    while (other.phase === 'place') other = applyLake(other, crewAction(other)).state;
    let s = crews(5, 3);
    let moves = 0;
    while (s.phase !== 'seriesOver') {
      const inRow = plannedMove(s);
      plannedMove(other); // another boat on another course asked about in between
      expect(plannedMove(s)).toEqual(inRow);
      s = applyLake(s, inRow).state;
      moves++;
    }
    expect(moves).toBeGreaterThan(20);
  });
});

// Crow crews: they round the buoys in order and finish; a move takes under 50 ms; a four-boat crew race is quick.
import { describe, expect, it } from 'vitest';
import { crewAction } from './crew';
import { newGame } from './engine';
import { applyLake, newLakeState } from './race';
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
});

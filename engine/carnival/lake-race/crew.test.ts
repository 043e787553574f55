// Crow crews: they round the buoys in order and finish; a move takes under 50 ms; a four-boat crew race is quick.
import { describe, expect, it } from 'vitest';
import { crewAction } from './crew';
import { newGame } from './engine';
import { applyLake, newLakeState } from './race';
import { crewFinishRate, crewRaceMs } from '../../../bench/lake-race';

describe('Crow crews', () => {
  it('Crews: cautious and bold crews finish at least 95% of dark-side races without sinking', () => {
    const r = crewFinishRate(120, 'dark');
    console.log(`crews finished ${(r.finishRate * 100).toFixed(1)}% of ${r.boats} boat-races on the dark side (sunk ${(r.sinkRate * 100).toFixed(1)}%)`);
    expect(r.finishRate).toBeGreaterThanOrEqual(0.95);
  });

  it('Crews: a crew decision takes under 50 ms', () => {
    let s = newLakeState({ seed: 7, races: 1, boats: [{ boat: 'red', name: 'R', crew: 'bold' }, { boat: 'blue', name: 'B', crew: 'cautious' }] });
    let worst = 0;
    let moves = 0;
    while (s.phase !== 'seriesOver') {
      const a = process.cpuUsage();
      const action = crewAction(s);
      const u = process.cpuUsage(a);
      if (moves > 0) worst = Math.max(worst, (u.user + u.system) / 1000); // the first builds the course chart
      s = applyLake(s, action).state;
      moves++;
    }
    console.log(`${moves} crew decisions, the slowest ${worst.toFixed(2)} ms CPU`);
    expect(moves).toBeGreaterThan(10);
    expect(worst).toBeLessThan(50);
  });

  it('Crews: a race of four crew boats simulates in under 20 ms (median CPU time)', () => {
    const ms = crewRaceMs(15);
    console.log(`four-boat crew race: median ${ms.toFixed(1)} ms CPU`);
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

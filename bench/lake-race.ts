// Lake Race figures: how long a four-boat crew race takes to simulate, and how often crews finish.
// `npx tsx bench/lake-race.ts` prints them; scripts/bench.ts can call `lakeRaceBench()`.
import { newLakeRace as newGame } from '../engine/carnival/index';
import type { LakeSetupInput } from '../engine/carnival/index';
import type { Figure } from './engine';
import { perRun } from './clock';

const crewSetup = (seed: number, side: 'dark' | 'light', races: 1 | 3 = 1): LakeSetupInput => ({
  seed,
  side,
  races,
  boats: [
    { boat: 'red', name: 'Red', crew: 'cautious' },
    { boat: 'blue', name: 'Blue', crew: 'bold' },
    { boat: 'green', name: 'Green', crew: 'cautious' },
    { boat: 'black', name: 'Black', crew: 'bold' },
  ],
});

/** CPU milliseconds (main thread) to simulate one race of four crew boats, course chart included: the median of
 *  batches of races, each on a fresh lake (clock.ts perRun). */
export function crewRaceMs(): number {
  for (let w = 0; w < 3; w++) newGame(crewSetup(99_990 + w, 'dark')); // warm the JIT; not timed
  return perRun((seed) => newGame(crewSetup(100_000 + seed, 'dark'))).cpuMs;
}

/** Share of boat-races that crews finish (without sinking first), over `races` four-boat races. */
export function crewFinishRate(races = 200, side: 'dark' | 'light' = 'dark') {
  let finished = 0;
  let sunk = 0;
  let boats = 0;
  for (let seed = 0; seed < races; seed++) {
    const s = newGame(crewSetup(seed, side));
    for (const r of s.results) {
      finished += r.order.length;
      sunk += r.sunk.length;
      boats += r.order.length + r.unfinished.length + r.sunk.filter((x) => !r.order.includes(x)).length;
    }
  }
  return { races, boats, finishRate: finished / boats, sinkRate: sunk / boats };
}

export function lakeRaceBench(races = 200) {
  return { crewRaceMedianMs: crewRaceMs(), dark: crewFinishRate(races, 'dark'), light: crewFinishRate(races, 'light') };
}

/** For `npm run bench` (scripts/bench.ts runs every bench module's `run`). */
export async function run(): Promise<Figure[]> {
  const b = lakeRaceBench(200);
  return [
    { name: 'four-boat crew race, simulate (CPU, median of 7 batches)', value: b.crewRaceMedianMs, unit: 'ms', target: 'under 20 ms', met: b.crewRaceMedianMs < 20 },
    { name: 'crews finish, dark side', value: b.dark.finishRate * 100, unit: '%', target: 'at least 95%', met: b.dark.finishRate >= 0.95, note: `${b.dark.boats} boat-races, ${(b.dark.sinkRate * 100).toFixed(1)}% sunk` },
    { name: 'crews finish, light side', value: b.light.finishRate * 100, unit: '%', note: `${b.light.boats} boat-races, ${(b.light.sinkRate * 100).toFixed(1)}% sunk` },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(lakeRaceBench(), null, 2));

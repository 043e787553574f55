// Pest Race's odds and the expected value of its prize table, computed exactly: every round's dice are weighed by
// their chance, positions carried forward, the finish and photo finish decided as the rules say. No I/O here.
import type { Pest } from '../../../data/carnival';
import { PEST_RACE_DATA } from '../../../data/carnival';

/** the chance that each pest wins the race, in data order */
export function winChances(pests: readonly Pest[] = PEST_RACE_DATA.pests, track = PEST_RACE_DATA.trackLength, maxRounds = PEST_RACE_DATA.maxRounds): number[] {
  // each pest's stride distribution: steps -> chance
  const strideDist = pests.map((p) => {
    const m = new Map<number, number>();
    for (const s of p.strides) m.set(s, (m.get(s) ?? 0) + 1 / 6);
    return [...m.entries()];
  });
  const wins = pests.map(() => 0);
  const settle = (positions: number[], contenders: number[], weight: number) => {
    const best = Math.max(...contenders.map((i) => positions[i]));
    const level = contenders.filter((i) => positions[i] === best);
    for (const i of level) wins[i] += weight / level.length;
  };
  let frontier = new Map<string, number>([[pests.map(() => 0).join(','), 1]]);
  for (let round = 1; round <= maxRounds; round++) {
    const next = new Map<string, number>();
    for (const [key, weight] of frontier) {
      const start = key.split(',').map(Number);
      const expand = (i: number, positions: number[], w: number) => {
        if (i === pests.length) {
          const crossed = positions.flatMap((p, j) => (p >= track ? [j] : []));
          if (crossed.length > 0) settle(positions, crossed, w);
          else if (round === maxRounds) settle(positions, positions.map((_, j) => j), w);
          else next.set(positions.join(','), (next.get(positions.join(',')) ?? 0) + w);
          return;
        }
        for (const [step, p] of strideDist[i]) expand(i + 1, [...positions, start[i] + step], w * p);
      };
      expand(0, [], weight);
    }
    frontier = next;
  }
  return wins;
}

/** Expected Gems won (before the price) when backing each pest, and the chance of 7 or more. */
export function pestRaceExpectedValues(): { pest: string; chance: number; prize: number; ev: number }[] {
  const chances = winChances();
  return PEST_RACE_DATA.pests.map((p, i) => ({ pest: p.id, chance: chances[i], prize: p.prize, ev: chances[i] * p.prize }));
}

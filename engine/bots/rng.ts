// The bots' own dice. A bot never touches the game's generator (that would change the game); it is lent a
// generator of its own from the shared core, seeded from the campaign's seed string.
import { generator, randomInt, type RandomGenerator } from '../core';

export { randomInt, type RandomGenerator };

export function botRng(seed: string | number): RandomGenerator {
  return generator(seed);
}

/** one element chosen uniformly; throws on an empty list because a bot with nothing to choose is a bug */
export function pick<T>(rng: RandomGenerator, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick: no items to choose from');
  return items[randomInt(rng, 0, items.length - 1)];
}

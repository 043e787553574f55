// The bots' own dice. A bot never touches the game's generator (that would change the game);
// it is lent a pure-rand generator of its own, seeded from the campaign's seed string.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

export type { RandomGenerator };

/** FNV-1a over the string's UTF-16 units: a stable 32-bit seed from any text. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

export function botRng(seed: string | number): RandomGenerator {
  return xoroshiro128plus(typeof seed === 'number' ? seed | 0 : seedOf(seed));
}

/** one element chosen uniformly; throws on an empty list because a bot with nothing to choose is a bug */
export function pick<T>(rng: RandomGenerator, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick: no items to choose from');
  return items[uniformInt(rng, 0, items.length - 1)];
}

export function randomInt(rng: RandomGenerator, from: number, to: number): number {
  return uniformInt(rng, from, to);
}

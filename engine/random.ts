// The seed: a string in GameSetup, turned into the pure-rand generator state kept in GameState.rng.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** FNV-1a over the seed string: the same string always gives the same 32-bit seed. */
export function seedNumber(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

export function initialRng(seed: string): number[] {
  return xoroshiro128plus(seedNumber(seed)).getState().slice();
}

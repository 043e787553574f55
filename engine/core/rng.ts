// The random numbers: pure-rand's xoroshiro128+ everywhere. A game keeps its generator as plain JSON (the state
// array) so that states save, compare and replay; a bot keeps a live generator of its own (never the game's,
// which would change the game).
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { seedOf } from './seed';

export type { RandomGenerator };

/** A live generator from a seed (bots' dice, look-ahead). */
export function generator(seed: string | number): RandomGenerator {
  return xoroshiro128plus(seedOf(seed));
}

/** A generator's state as JSON, for a game state to hold (GameState.rng, a stall game's rng). */
export function generatorState(seed: string | number): number[] {
  return xoroshiro128plus(seedOf(seed)).getState().slice();
}

/** A live generator that goes on from a state held as JSON (its state read back with getState()): for many numbers
 *  in a row without a state array per number. */
export function generatorFrom(state: readonly number[]): RandomGenerator {
  return xoroshiro128plusFromState(state);
}

/** One uniform integer in [from, to] from a live generator, which moves on. */
export function randomInt(g: RandomGenerator, from: number, to: number): number {
  return uniformInt(g, from, to);
}

/** One uniform integer in [from, to] from a state held as JSON; returns the value and the next state (the state
 *  stays JSON). The value is made a small integer: pure-rand can hand back an integer held as a double, and one such
 *  number turns the arrays it goes into (dice, seats, a shuffled order) into arrays of doubles, a second hidden class
 *  for every function that reads them (V8 then recompiles those functions). The same number either way. */
export function rollInt(state: readonly number[], from: number, to: number): [number, number[]] {
  const g = generatorFrom(state);
  const value = uniformInt(g, from, to) | 0;
  return [value, [...g.getState()]];
}

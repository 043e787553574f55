// Honest look-ahead. The game state holds what the player cannot know: the Story deck's order below the
// seer's known cards, and the generator that will roll the next dice. A bot or the advisor that looked ahead
// on the real state would see the future; this gives it a state equally likely from the player's seat
// instead: the unknown part of the deck reshuffled and the generator reseeded from the bot's own dice.
// (A quest's face-down mine tokens stay where they are: they live in the quest engine's own state.)
import type { GameState } from '../index';
import { randomInt, type RandomGenerator } from './rng';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export function determinize(state: GameState, rng: RandomGenerator): GameState {
  const known = Math.min(state.seerKnown, state.deck.length);
  const deck = state.deck.slice();
  for (let i = deck.length - 1; i > known; i--) {
    const j = randomInt(rng, known, i);
    const t = deck[i];
    deck[i] = deck[j];
    deck[j] = t;
  }
  const seed = randomInt(rng, -0x80000000, 0x7fffffff);
  return { ...state, deck, rng: xoroshiro128plus(seed).getState().slice() };
}

// Honest look-ahead. The game state holds what the player cannot know: the Story deck's order below the
// seer's known cards, the numbers on a quest's face-down mine tokens, and the generator that will roll the next
// dice. A bot or the advisor that looked ahead on the real state would see the future (and through the tokens);
// this gives it a state equally likely from the player's seat instead: the unknown part of the deck reshuffled,
// the face-down tokens' numbers dealt again among their chambers, a stall game's own dice and deck dealt again,
// the generator reseeded from the bot's own dice.
import type { GameState } from '../index';
import { mineOf, type MineState } from '../quests/mine';
import { stallGame } from '../carnival/registry';
import { randomInt, type RandomGenerator } from './rng';
import { generatorState } from '../core';

/** Rulebook 7 (quest set-up): the tokens went face down in a random order, so the numbers still face down are
 *  equally likely in any order over the chambers still holding them. */
function redealTokens(m: MineState, rng: RandomGenerator): MineState {
  const hidden = Object.keys(m.tokens).filter((id) => !m.tokens[id].known && !m.tokens[id].taken);
  if (hidden.length < 2) return m;
  const numbers = shuffleFrom(hidden.map((id) => m.tokens[id].n), 0, rng);
  const tokens = { ...m.tokens };
  hidden.forEach((id, i) => (tokens[id] = { ...tokens[id], n: numbers[i] }));
  return { ...m, tokens };
}

/** Shuffles `xs` in place from index `from` on (Fisher-Yates with the bot's dice), the part before it kept. */
function shuffleFrom<T>(xs: T[], from: number, rng: RandomGenerator): T[] {
  for (let i = xs.length - 1; i > from; i--) {
    const j = randomInt(rng, from, i);
    const t = xs[i];
    xs[i] = xs[j];
    xs[j] = t;
  }
  return xs;
}

export function determinize(state: GameState, rng: RandomGenerator): GameState {
  const known = Math.min(state.seerKnown, state.deck.length);
  const deck = shuffleFrom(state.deck.slice(), known, rng);
  const seed = randomInt(rng, -0x80000000, 0x7fffffff);
  const mine = mineOf(state);
  const quest = mine ? (redealTokens(mine, rng) as unknown as GameState['quest']) : state.quest;
  return { ...state, deck, quest, pending: redealStall(state, known, rng), rng: generatorState(seed) };
}

/** A stall game being played holds its own secrets (its dice, the Story deck it carries or draws from): its game
 *  deals them again (StallGame.redeal). Nothing is drawn from the bot's dice when no stall is pending. */
function redealStall(state: GameState, known: number, rng: RandomGenerator): GameState['pending'] {
  const d = state.pending[0];
  if (d?.kind !== 'stall') return state.pending;
  const game = stallGame(d.game);
  if (!game?.redeal) return state.pending;
  const redealt = game.redeal(d.state as never, randomInt(rng, -0x80000000, 0x7fffffff), known);
  return [{ ...d, state: redealt }, ...state.pending.slice(1)];
}

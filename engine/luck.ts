// Issue 25, "play from here" with new luck: a branch of a campaign keeps everything the player has seen and gets a
// new generator, seeded from a string (the service derives it from the parent campaign and the step), so a new-luck
// branch is as reproducible as any campaign. The Story cards the player cannot know are shuffled with it (rulebook 5:
// the deck's order is hidden); the cards the seer showed stay on top in the order the player put them.
import { beginDraft, finish, shuffleInPlace } from './draft';
import { generatorState } from './core';
import type { GameState } from './types';

export function newLuck(state: GameState, seed: string): GameState {
  const c = beginDraft(state, true);
  c.s.rng = generatorState(seed);
  const known = c.s.deck.slice(0, c.s.seerKnown);
  const unseen = c.s.deck.slice(c.s.seerKnown);
  shuffleInPlace(c, unseen);
  c.s.deck = [...known, ...unseen];
  return finish(c).state;
}

// The random bot: uniform over the legal actions, the floor every other bot must beat and the engine's
// fastest full-campaign driver (the benchmark's "random-bot campaigns per second").
import type { Bot } from './types';
import { pick, randomInt } from './rng';

export const randomBot: Bot = {
  name: 'random',
  setup: (_character, rng) => ({
    startingSkill: randomInt(rng, 0, 1) as 0 | 1,
    plusOneStat: randomInt(rng, 0, 1) === 0 ? 'strength' : 'agility',
  }),
  choose: (_state, legal, rng) => pick(rng, legal),
};

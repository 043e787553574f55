// A long real campaign for the save and HTTP figures: the longest random-bot campaign among a few hundred
// seeds (the same search bench/engine.ts makes), cut to `length` actions.
import { NORMAL_HARDER, type GameSetup } from '../engine/contract';
import type { Action } from '../engine/index';
import { playCampaign } from '../engine/bots/campaign';
import { randomBot } from '../engine/bots/random';
import { botRng } from '../engine/bots/rng';

export function longCampaign(length = 400): { setup: GameSetup; actions: Action[] } {
  let best: { setup: GameSetup; actions: Action[] } = { setup: setupFor(0), actions: [] };
  for (let i = 0; i < 2000 && best.actions.length < length; i++) {
    const setup = setupFor(i);
    const played = playCampaign(setup, randomBot, botRng(`saves-bench:${i}`));
    if (played.actions.length > best.actions.length) best = { setup, actions: played.actions };
  }
  return { setup: best.setup, actions: best.actions.slice(0, length) };
}

function setupFor(i: number): GameSetup {
  const characters = ['peth', 'wren', 'maudie', 'tobias'];
  return { seed: `saves-${i}`, character: characters[i % 4], startingSkill: 0, plusOneStat: i % 2 ? 'agility' : 'strength', harder: NORMAL_HARDER };
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

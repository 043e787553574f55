// Issue 29: the bot campaigns with known histories that the achievement and statistics tests replay, in one place,
// so the tests and the seed search (scripts/find-achievement-seeds.ts) play exactly the same campaigns. A rules
// change alters these histories: rerun the search and copy its seeds into the tests.
import { applyAction, newGame, type Action, type GameSetup } from '../../../engine';
import { playCampaign } from '../../../engine/bots/index';
import { chooseStrong, strongBot } from '../../../engine/bots/index';
import { botRng } from '../../../engine/bots/index';
import type { Bot } from '../../../engine/bots/index';
import { NORMAL_HARDER } from '../../../contract';
import { foldFacts, startFacts, type CampaignFacts } from './facts';

/** The four characters in the order the searched seeds cycle through them (seed i plays CHARACTERS[i % 4]). */
export const CHARACTERS = ['peth', 'wren', 'maudie', 'tobias'] as const;

/** Heads for the Lake Race stall whenever it may, and plays the rest as the strong player. */
export const laker: Bot = {
  name: 'laker',
  setup: strongBot.setup,
  choose: (s, legal, rng) => {
    const lake = legal.filter((a) => a.type === 'visitStalls' && (a as { game?: string }).game === 'lake-race');
    return lake.length && s.pending.length === 0 ? lake[0] : chooseStrong(s, legal, rng);
  },
};

export interface Script {
  seed: string;
  character: string;
  skill: 0 | 1;
  harder?: Partial<GameSetup['harder']>;
  bot?: Bot;
}

/** The five set-ups searched (rulebook 9): plain, each harder option alone, and three extra flips. */
export const SETUPS: readonly { label: string; harder?: Partial<GameSetup['harder']> }[] = [
  { label: 'plain' },
  { label: 'storyEndRed', harder: { storyEndRed: true } },
  { label: 'crowsNestRed', harder: { crowsNestRed: true } },
  { label: 'hazardsPlusOne', harder: { hazardsPlusOne: true } },
  { label: 'extraFlips 3', harder: { extraFlips: 3 } },
];

/** The script's set-up and the actions its bot plays (the bot's own dice seeded from the seed, '-' read as ':'). */
export function run(s: Script): { setup: GameSetup; actions: Action[] } {
  const setup: GameSetup = { seed: s.seed, character: s.character, startingSkill: s.skill, plusOneStat: 'strength', harder: { ...NORMAL_HARDER, ...s.harder } };
  return { setup, actions: playCampaign(setup, s.bot ?? strongBot, botRng(s.seed.replace('-', ':'))).actions };
}

/** The facts after each action: [0] at the set-up. */
export function factsAlong(setup: GameSetup, actions: readonly Action[]): CampaignFacts[] {
  let state = newGame(setup);
  const out = [startFacts(state)];
  for (const a of actions) {
    const { state: next, events } = applyAction(state, a);
    out.push(foldFacts(out[out.length - 1], state, a, next, events));
    state = next;
  }
  return out;
}

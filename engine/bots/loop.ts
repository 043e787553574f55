// The "repeated action loop" players of data/README.md's balance targets: each plays one kind of action whenever
// it is legal and lets the strong player handle everything else (decisions, nights, paying the Crows). If any
// of them wins above 90%, the game has a degenerate strategy.
import type { Action } from '../types';
import type { Bot } from './types';
import { chooseStrong, strongBot } from './strong';

/** The town actions that spend time (guide), and attempting quests: the loops the balance report tries. */
export const LOOP_ACTIONS = ['goFishing', 'beachcomb', 'dig', 'goForaging', 'relax', 'visitStalls', 'visitSeer', 'visitLibrary', 'quest'] as const;

export function loopBot(type: string): Bot {
  return {
    name: `loop:${type}`,
    setup: strongBot.setup,
    choose: (state, legal, rng) => {
      if (state.pending.length === 0) {
        const mine: Action[] = legal.filter((a) => a.type === type && (a.type !== 'quest' || a.action.type === 'attempt'));
        // among several of its kind (which stall, which quest) the strong player picks
        if (mine.length > 0 && !legal.some((a) => a.type === 'payCrows')) return chooseStrong(state, mine, rng);
      }
      return chooseStrong(state, legal, rng);
    },
  };
}

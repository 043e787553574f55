// Fortune Forage as a stall game (engine/carnival/types.ts).
import { FORAGE_DATA } from '../../../data/carnival';
import { stallHash } from '../../core';
import type { StallGame } from '../types';
import type { ForageAction, ForageEnd, ForageState, ForagedCard } from './rules';
import { FORAGE_CALLS, applyAction, callsText, check, foragePrize, forageablesIn, legalActions, newForage, redealForage, runOf, startForage, stingOf } from './rules';
import { storyCard } from '../../../data';

export * from './rules';
export { forageOdds, forageOddsAfterSeer, forageOddsKnowing, makeUp } from './odds';
export type { ForageOdds } from './odds';

export interface ForageView {
  game: 'fortune-forage';
  status: 'playing' | 'over';
  end: ForageEnd | null;
  basket: ForagedCard[];
  /** right calls in a row so far */
  run: number;
  forageables: number;
  callsLeft: number;
  deckSize: number;
  /** Gems the run pays now (or the prize paid, once over) */
  prizeNow: number;
  prizeLadder: number[];
  /** the next cards as the seer showed them, top first (only what the player has seen) */
  foreseen: { name: string; sting: boolean }[];
  cost: number;
  actions: { action: ForageAction; label: string; legal: boolean; reason?: string }[];
}

const LABELS = { sweet: 'Call it sweet', stung: 'Call it stung' } as const;

export function forageView(s: ForageState): ForageView {
  const over = s.end !== null;
  return {
    game: 'fortune-forage',
    status: over ? 'over' : 'playing',
    end: s.end,
    basket: s.basket.map((c) => ({ ...c, icons: [...c.icons] })),
    run: runOf(s),
    forageables: forageablesIn(s),
    callsLeft: over ? 0 : FORAGE_DATA.maxCalls - s.basket.length,
    deckSize: s.deck.length,
    prizeNow: foragePrize(s),
    prizeLadder: [...FORAGE_DATA.prizeByRun],
    foreseen: over ? [] : s.deck.slice(0, s.foreseen).map((id) => ({ name: storyCard(id).name, sting: stingOf(id) === 'stung' })),
    cost: FORAGE_DATA.cost,
    actions: FORAGE_CALLS.map((call) => {
      const action: ForageAction = { type: 'forage', call };
      const v = check(s, action);
      return v.ok ? { action, label: LABELS[call], legal: true } : { action, label: LABELS[call], legal: false, reason: v.reason };
    }),
  };
}

export const fortuneForage: StallGame<ForageState, ForageAction, ForageView> = {
  id: 'fortune-forage',
  newGame: newForage,
  legalActions,
  check,
  applyAction,
  playerView: forageView,
  stateHash: (s) => stallHash(s),
  start: (ctx) => startForage(ctx.deck, ctx.discard, ctx.known),
  redeal: redealForage,
  outcome(s) {
    if (s.end === null) return null;
    const gems = foragePrize(s);
    const run = callsText(runOf(s));
    const why = s.end === 'wrongCall' ? `a wrong call after ${run}` : s.end === 'storyEnd' ? `the Story's End stopped the calling at ${run}` : run;
    return {
      gems,
      text: `Fortune Forage: ${why}. Won ${gems} Gem${gems === 1 ? '' : 's'}.`,
      deck: [...s.deck],
      discard: [...s.discard],
      storyEndReached: s.storyEndReached,
    };
  },
};

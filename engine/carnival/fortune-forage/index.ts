// Fortune Forage as a stall game (engine/carnival/types.ts).
import { FORAGE_DATA } from '../../../data/carnival';
import { stableHash } from '../stall-kit';
import type { StallGame } from '../types';
import type { ForageAction, ForageEnd, ForageState, ForagedCard } from './rules';
import { applyAction, check, foragePrize, forageablesIn, legalActions, newForage, startForage, stingsIn } from './rules';

export * from './rules';
export { forageExpectedValue, forageKinds } from './odds';
export type { StopRule } from './odds';

export interface ForageView {
  game: 'fortune-forage';
  status: 'playing' | 'over';
  end: ForageEnd | null;
  basket: ForagedCard[];
  forageables: number;
  stings: number;
  stingsToSpill: number;
  drawsLeft: number;
  deckSize: number;
  /** Gems if you stopped now (or the prize paid, once over) */
  prizeNow: number;
  prizeLadder: number[];
  cost: number;
  actions: { action: ForageAction; label: string; legal: boolean; reason?: string }[];
}

export function forageView(s: ForageState): ForageView {
  const over = s.end !== null;
  return {
    game: 'fortune-forage',
    status: over ? 'over' : 'playing',
    end: s.end,
    basket: s.basket.map((c) => ({ ...c, icons: [...c.icons] })),
    forageables: forageablesIn(s),
    stings: stingsIn(s),
    stingsToSpill: FORAGE_DATA.stingsToSpill,
    drawsLeft: over ? 0 : FORAGE_DATA.maxDraws - s.basket.length,
    deckSize: s.deck.length,
    prizeNow: foragePrize(s),
    prizeLadder: [...FORAGE_DATA.prizeByForageables],
    cost: FORAGE_DATA.cost,
    actions: [
      { action: { type: 'forage' }, label: 'Forage' },
      { action: { type: 'stop' }, label: `Stop and take ${foragePrize(s)} Gems` },
    ].map(({ action, label }) => {
      const v = check(s, action as ForageAction);
      return v.ok ? { action: action as ForageAction, label, legal: true } : { action: action as ForageAction, label, legal: false, reason: v.reason };
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
  stateHash: (s) => stableHash(s),
  start: (ctx) => startForage(ctx.deck, ctx.discard),
  outcome(s) {
    if (s.end === null) return null;
    const gems = foragePrize(s);
    const why = s.end === 'spilled' ? 'the basket spilled' : s.end === 'storyEnd' ? "the Story's End stopped the foraging" : `${forageablesIn(s)} forageable${forageablesIn(s) === 1 ? '' : 's'}`;
    return {
      gems,
      text: `Fortune Forage: ${why}. Won ${gems} Gem${gems === 1 ? '' : 's'}.`,
      deck: [...s.deck],
      discard: [...s.discard],
      storyEndReached: s.storyEndReached,
    };
  },
};

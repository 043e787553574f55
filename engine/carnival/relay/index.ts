// Copperfin Relay as a stall game (engine/carnival/types.ts): the six functions of docs/engine-contract.md, start and outcome.
import { RELAY_DATA } from '../../../data/carnival';
import { redealCarried } from '../stall-kit';
import { generatorState, stallHash } from '../../core';
import type { StallContext, StallGame, StallOutcome } from '../types';
import { applyAction, check, legalActions } from './rules';
import type { RelayAction, RelayState } from './state';
import { RelaySetupSchema, freshRelay } from './state';
import type { RelayView } from './view';
import { relayView } from './view';

export * from './harbour';
export * from './state';
export { applyAction, check, legalActions, rechargeGain } from './rules';
export { inspectCrossing } from './inspector';
export type { CrossingReport, CrossingRefusal } from './inspector';
export { solutionWalk } from './solution';
export type { SolutionStep } from './solution';
export { relayView } from './view';
export type { RelayView } from './view';

/** Prize table (data/carnival/relay.json): a won relay pays `won`; an unfinished one pays by lamps lit. */
export function relayPrize(state: RelayState): number {
  if (state.status === 'won') return RELAY_DATA.prizes.won;
  const lit = Number(state.lamps.R) + Number(state.lamps.B) + Number(state.lamps.C);
  return RELAY_DATA.prizes.unfinishedByLamps[lit];
}

export const relay: StallGame<RelayState, RelayAction, RelayView> = {
  id: 'relay',
  newGame: (setup: unknown) => freshRelay(RelaySetupSchema.parse(setup ?? {})),
  legalActions,
  check,
  applyAction,
  playerView: relayView,
  stateHash: (state) => stallHash(state),
  // In a campaign the relay is played solo from the start; it neither draws cards nor rolls dice, so the context's
  // seed and Story deck are left untouched.
  start: (ctx: StallContext) => ({ ...freshRelay(), story: { deck: [...ctx.deck], discard: [...ctx.discard] } }),
  outcome(state: RelayState): StallOutcome | null {
    if (state.status === 'playing') return null;
    const gems = relayPrize(state);
    const text =
      state.status === 'won'
        ? `Copperfin Relay: all lamps lit and the boat home on watch ${state.ledger.length}. Won ${gems} Gems.`
        : `Copperfin Relay unfinished after six watches. Won ${gems} Gem${gems === 1 ? '' : 's'}.`;
    const story = state.story ?? { deck: [], discard: [] };
    const measure = state.status === 'won' ? { measure: { watches: state.ledger.length } } : {};
    return { gems, text, deck: [...story.deck], discard: [...story.discard], storyEndReached: false, ...measure };
  },
  // no chance in the relay itself, but the Story deck it carries goes back to the campaign in its true order
  redeal: (state, seed, known) => (state.story ? { ...state, story: redealCarried(state.story, known, generatorState(seed))[0] } : state),
};

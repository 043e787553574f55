// Pest Race as a stall game (engine/carnival/types.ts).
import { PEST_RACE_DATA } from '../../../data/carnival';
import { redealCarried } from '../stall-kit';
import { generatorState, stallHash } from '../../core';
import type { StallGame } from '../types';
import type { PestRaceAction, PestRaceState } from './rules';
import { PestRaceSetupSchema, applyAction, check, legalActions, newPestRace, pestRacePrize } from './rules';

export * from './rules';
export { pestRaceExpectedValues, winChances } from './odds';

export interface PestRaceView {
  game: 'pest-race';
  status: 'betting' | 'racing' | 'over';
  trackLength: number;
  maxRounds: number;
  rounds: number;
  cost: number;
  pests: { id: string; name: string; look: string; strides: number[]; prize: number; position: number; lastRoll: number | null }[];
  bet: string | null;
  winner: string | null;
  photoFinish: string[] | null;
  prizeWon: number;
  actions: { action: PestRaceAction; label: string; legal: boolean; reason?: string }[];
}

export function pestRaceView(s: PestRaceState): PestRaceView {
  const name = (id: string) => PEST_RACE_DATA.pests.find((p) => p.id === id)?.name ?? id;
  return {
    game: 'pest-race',
    status: s.winner !== null ? 'over' : s.bet === null ? 'betting' : 'racing',
    trackLength: PEST_RACE_DATA.trackLength,
    maxRounds: PEST_RACE_DATA.maxRounds,
    rounds: s.rounds,
    cost: PEST_RACE_DATA.cost,
    pests: PEST_RACE_DATA.pests.map((p, i) => ({
      id: p.id, name: p.name, look: p.look, strides: [...p.strides], prize: p.prize, position: s.positions[i], lastRoll: s.lastRolls ? s.lastRolls[i] : null,
    })),
    bet: s.bet,
    winner: s.winner,
    photoFinish: s.photoFinish ? [...s.photoFinish] : null,
    prizeWon: pestRacePrize(s),
    actions: legalActions(s).map((action) => ({
      action,
      label: action.type === 'bet' ? `Back ${name(action.pest)} (pays ${PEST_RACE_DATA.pests.find((p) => p.id === action.pest)!.prize})` : s.rounds === 0 ? 'Start the race' : 'Next round',
      legal: true,
    })),
  };
}

export const pestRace: StallGame<PestRaceState, PestRaceAction, PestRaceView> = {
  id: 'pest-race',
  newGame: (setup) => newPestRace(PestRaceSetupSchema.parse(setup).seed),
  legalActions,
  check,
  applyAction,
  playerView: pestRaceView,
  stateHash: (s) => stallHash(s),
  start: (ctx) => ({ ...newPestRace(ctx.seed), story: { deck: [...ctx.deck], discard: [...ctx.discard] } }),
  // the dice to come decide the race: a player betting cannot know them; the carried deck goes back to the campaign
  redeal(s, seed, known) {
    if (!s.story) return { ...s, rng: generatorState(seed) };
    const [story, rng] = redealCarried(s.story, known, generatorState(seed));
    return { ...s, story, rng };
  },
  outcome(s) {
    if (s.winner === null) return null;
    const gems = pestRacePrize(s);
    const winner = PEST_RACE_DATA.pests.find((p) => p.id === s.winner)!.name;
    const story = s.story ?? { deck: [], discard: [] };
    return {
      gems,
      text: `Pest Race: ${winner} won${gems > 0 ? `, your pest. Won ${gems} Gems.` : '. Your pest lost.'}`,
      deck: [...story.deck],
      discard: [...story.discard],
      storyEndReached: false,
    };
  },
};

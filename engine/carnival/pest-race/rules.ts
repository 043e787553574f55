// Pest Race (data/carnival/pest-race.json): back one pest, then the stall-keeper rolls a die for every pest each
// round and it moves by its own stride table. All chance comes from the seeded generator kept in the state.
import { z } from 'zod';
import type { AnyEvent } from '../../contract';
import { PEST_RACE_DATA } from '../../../data/carnival';
import { IllegalStallAction } from '../stall-kit';
import { generatorFrom, generatorState, randomInt, rollInt } from '../../core';

export interface PestRaceState {
  rng: number[];
  /** the pest backed, or null before the bet */
  bet: string | null;
  /** steps run by each pest, in the order of the data's pests */
  positions: number[];
  rounds: number;
  /** the die rolled for each pest in the last round */
  lastRolls: number[] | null;
  winner: string | null;
  /** pests in the photo finish, when one was needed */
  photoFinish: string[] | null;
  /** in a campaign: the Story deck and discard, carried untouched (Pest Race draws no cards) */
  story?: { deck: string[]; discard: string[] };
}

export type PestRaceAction = { type: 'bet'; pest: string } | { type: 'roll' };

export const PestRaceSetupSchema = z.object({ seed: z.number().int() }).strict();

const pests = () => PEST_RACE_DATA.pests;
const pestName = (id: string) => pests().find((p) => p.id === id)?.name ?? id;

export function newPestRace(seed: number): PestRaceState {
  return { rng: generatorState(seed), bet: null, positions: pests().map(() => 0), rounds: 0, lastRolls: null, winner: null, photoFinish: null };
}

/** Prizes: the Gems painted beside the winning pest's name, if it is the one you backed. */
export function pestRacePrize(s: PestRaceState): number {
  if (s.winner === null || s.winner !== s.bet) return 0;
  return pests().find((p) => p.id === s.winner)!.prize;
}

export function check(s: PestRaceState, action: PestRaceAction): { ok: true } | { ok: false; reason: string } {
  if (s.winner !== null) return { ok: false, reason: `The race is over: ${pestName(s.winner)} won.` };
  if (action?.type === 'bet') {
    if (s.bet !== null) return { ok: false, reason: `You have already backed ${pestName(s.bet)}.` };
    if (!pests().some((p) => p.id === action.pest)) return { ok: false, reason: `There is no pest called "${String(action.pest)}" in this race.` };
    return { ok: true };
  }
  if (action?.type === 'roll') {
    if (s.bet === null) return { ok: false, reason: 'Back a pest before the race starts.' };
    return { ok: true };
  }
  return { ok: false, reason: 'Pest Race offers only "bet" and "roll".' };
}

export function legalActions(s: PestRaceState): PestRaceAction[] {
  if (s.winner !== null) return [];
  if (s.bet === null) return pests().map((p) => ({ type: 'bet', pest: p.id }));
  return [{ type: 'roll' }];
}

/** The finish: the furthest past the line wins; pests level go to a photo finish decided by one even die. */
function decide(s: PestRaceState, contenders: number[], rng: number[]): { winner: string; photo: string[] | null; rng: number[] } {
  const best = Math.max(...contenders.map((i) => s.positions[i]));
  const level = contenders.filter((i) => s.positions[i] === best);
  if (level.length === 1) return { winner: pests()[level[0]].id, photo: null, rng };
  const [pick, next] = rollInt(rng, 0, level.length - 1);
  return { winner: pests()[level[pick]].id, photo: level.map((i) => pests()[i].id), rng: next };
}

export function applyAction(s: PestRaceState, action: PestRaceAction): { state: PestRaceState; events: AnyEvent[] } {
  const verdict = check(s, action);
  if (!verdict.ok) throw new IllegalStallAction(verdict.reason);
  if (action.type === 'bet') {
    // The stall: back one of the pests.
    return { state: { ...s, bet: action.pest }, events: [{ type: 'pestBacked', text: `You back ${pestName(action.pest)}.` }] };
  }
  // A round: one die for every pest in turn; each moves as its stride table shows for that roll. One live generator
  // for the round's dice, read back once: the same numbers as a state made per die (each went on from the state the
  // one before left), without a generator and two state arrays per pest (issue 27)
  const g = generatorFrom(s.rng);
  const rolls: number[] = [];
  const positions: number[] = [];
  for (let i = 0; i < s.positions.length; i++) {
    const face = randomInt(g, 1, 6) | 0;
    rolls.push(face);
    positions.push(s.positions[i] + pests()[i].strides[face - 1]);
  }
  const rng = [...g.getState()];
  const rounds = s.rounds + 1;
  let state: PestRaceState = { ...s, rng, positions, rounds, lastRolls: rolls };
  const moved = pests().map((p, i) => `${p.name} ${positions[i] - s.positions[i]}`).join(', ');
  const events: AnyEvent[] = [{ type: 'pestRound', chance: true, rolls, text: `Round ${rounds}: ${moved}.` }];
  const crossed = positions.flatMap((pos, i) => (pos >= PEST_RACE_DATA.trackLength ? [i] : []));
  const called = crossed.length === 0 && rounds >= PEST_RACE_DATA.maxRounds;
  if (crossed.length > 0 || called) {
    // The finish, or the race called after the last round: furthest along wins.
    const { winner, photo, rng: after } = decide(state, crossed.length > 0 ? crossed : positions.map((_, i) => i), rng);
    state = { ...state, rng: after, winner, photoFinish: photo };
    if (photo) events.push({ type: 'photoFinish', chance: true, text: `Photo finish between ${photo.map(pestName).join(' and ')}.` });
    const paid = pestRacePrize(state);
    events.push({
      type: 'pestRaceWon',
      text: `${called ? 'The race is called. ' : ''}${pestName(winner)} wins${winner === s.bet ? `: your pest! ${paid} Gems.` : '. Your pest lost.'}`,
    });
  }
  return { state, events };
}

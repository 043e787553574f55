// Lake Race as an engine with the six functions of docs/engine-contract.md, plus the stall plug (engine/carnival/types.ts).
// Crow crews play their turns inside applyAction, so callers only ever send a person's choices.
import type { AnyEvent } from '../../contract';
import type { StallContext, StallGame, StallOutcome } from '../types';
import { IllegalStallAction, redealCarried } from '../stall-kit';
import { generatorState, rollInt } from '../../core';
import { LAKE_STALL } from '../../../data/carnival/lake-race';
import { crewAction } from './crew';
import { applyLake, applyPlannedOwned, lakeHash, legalLakeActions, newLakeState, newLakeStateFrom, refusal, trimLedger } from './race';
import { lakeView, type LakeView } from './view';
import { BOATS, type LakeAction, type LakeSetup, type LakeSetupInput, type LakeState } from './state';

/** Crew turns until a person must choose (or the game is over): the first copies the state (applyLake), the rest
 *  change that copy in place. */
export function settle(state: LakeState, events: AnyEvent[] = []): { state: LakeState; events: AnyEvent[] } {
  return crewTurns(state, events, false);
}

/** settle; `owned`: the state is the caller's own, fresh from newLakeState or applyLake and seen by no one else, so
 *  the crews' turns may change it in place. Otherwise the first crew move copies it (applyLake) and the rest change
 *  that copy: the states between crew moves are never seen, so copying each (and its ledger) would be wasted work. */
function crewTurns(state: LakeState, events: AnyEvent[], owned: boolean): { state: LakeState; events: AnyEvent[] } {
  let s = state;
  let mine = owned;
  let everyoneCrew = true;
  for (const b of s.boats) if (!b.crew) everyoneCrew = false;
  for (;;) {
    if (s.phase === 'seriesOver') break;
    if (s.phase === 'raceOver' ? !everyoneCrew : !s.boats[s.current].crew) break;
    if (mine) applyPlannedOwned(s, crewAction(s), events);
    else {
      const r = applyLake(s, crewAction(s));
      s = r.state;
      events.push(...r.events);
      mine = true;
    }
  }
  if (mine) trimLedger(s);
  return { state: s, events };
}

export function newGame(setup: unknown): LakeState {
  return crewTurns(newLakeState(setup as LakeSetupInput), [], true).state;
}

export function legalActions(state: LakeState): LakeAction[] {
  const b = state.boats[state.current];
  if (state.phase !== 'raceOver' && b?.crew) return [];
  return legalLakeActions(state);
}

/** A person may not move while a crow crew has the turn. */
function crewTurn(state: LakeState): string | null {
  if (state.phase !== 'raceOver' && state.phase !== 'seriesOver' && state.boats[state.current].crew)
    return `It is ${state.boats[state.current].name}'s turn, and the crows steer that boat.`;
  return null;
}

export function check(state: LakeState, action: LakeAction): { ok: true } | { ok: false; reason: string } {
  const why = crewTurn(state) ?? refusal(state, action);
  return why ? { ok: false, reason: why } : { ok: true };
}

export function applyAction(state: LakeState, action: LakeAction): { state: LakeState; events: AnyEvent[] } {
  const crew = crewTurn(state);
  if (crew) throw new IllegalStallAction(crew);
  // applyLake refuses what check() would (the same refusal, the same sentence), so the rules are asked once
  const r = applyLake(state, action);
  return crewTurns(r.state, r.events, true);
}

export function replay(setup: unknown, actions: readonly LakeAction[]): LakeState {
  return actions.reduce((s, a) => applyAction(s, a).state, newGame(setup));
}

export const stateHash = lakeHash;
export const playerView = lakeView;

/** The stall: one race on course A (dark side) against two or three crow crews, seeded by the campaign. */
export function start(ctx: StallContext): LakeState {
  const [crews, g] = rollInt(generatorState(ctx.seed), LAKE_STALL.crews.min, LAKE_STALL.crews.max);
  const colours = BOATS.filter((b) => b.id !== 'yellow').slice(0, crews);
  const temperaments = ['cautious', 'bold', 'cautious'] as const;
  // written in LakeSetupSchema's output form (every field given, in the schema's order), so it needs no parse; the
  // stall test checks the schema gives it back unchanged
  const setup: LakeSetup = {
    seed: g[0] ^ ctx.seed,
    boats: [
      { boat: 'yellow', name: 'Your boat', crew: null },
      ...colours.map((c, i) => ({ boat: c.id, name: `${c.name} crows`, crew: temperaments[i] })),
    ],
    side: 'dark',
    races: 1,
    scoreVariant: false,
  };
  return crewTurns(newLakeStateFrom(setup, { deck: [...ctx.deck], discard: [...ctx.discard] }), [], true).state;
}

/** The stall's prizes by place for a race of this many boats (none for a size the stall does not run). */
export function prizesFor(boats: number): readonly number[] {
  return LAKE_STALL.prizesByBoats[String(boats)] ?? [];
}

/** The prize for the person's place; nothing for a boat that sank before finishing or never finished. */
export function outcome(state: LakeState): StallOutcome | null {
  if (state.phase !== 'seriesOver') return null;
  const seat = state.boats.findIndex((b) => !b.crew);
  const place = state.finishOrder.indexOf(seat) + 1;
  const table = prizesFor(state.boats.length);
  const gems = place > 0 ? (table[place - 1] ?? 0) : 0;
  const b = state.boats[seat];
  const how = place > 0 ? `finished ${ordinal(place)} of ${state.boats.length}` : b.sunk ? 'sank before the finish' : 'did not finish';
  return {
    gems,
    text: `Lake Race: your boat ${how} and wins ${gems} Gem${gems === 1 ? '' : 's'}.`,
    deck: [...(state.stall?.deck ?? [])],
    discard: [...(state.stall?.discard ?? [])],
    storyEndReached: false,
    ...(place > 0 ? { measure: { place, boats: state.boats.length } } : {}),
  };
}

const ordinal = (n: number) => `${n}${['th', 'st', 'nd', 'rd'][n] ?? 'th'}`;

export const lakeRace: StallGame<LakeState, LakeAction, LakeView> = {
  id: 'lake-race',
  newGame,
  legalActions,
  check,
  applyAction,
  playerView,
  stateHash,
  start,
  outcome,
  // the dice to come are the race's secret (the crews steer by what they see), and the Story deck it carries goes
  // back to the campaign in its true order
  redeal(state, seed, known) {
    if (!state.stall) return { ...state, rng: generatorState(seed) };
    const [stall, rng] = redealCarried(state.stall, known, generatorState(seed));
    return { ...state, stall, rng };
  },
};

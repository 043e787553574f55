// Helpers for the Lake Race tests: states arranged by hand on a real lake, and rng states that roll given dice.
import { generatorState } from '../../core';
import { rollDice, type RollChoice } from './dice';
import { newLakeState, courseOf, lakeOf, freeStarts } from './race';
import { isBlocked } from './course';
import { allCells } from './lake';
import { step, turn, type Hex } from './hex';
import type { LakeState } from './state';
import { BOATS } from './state';

export function people(n: number, seed: string | number = 'test', extra: Partial<Parameters<typeof newLakeState>[0]> = {}): LakeState {
  return newLakeState({
    seed,
    boats: BOATS.slice(0, n).map((b) => ({ boat: b.id, name: b.name, crew: null })),
    startPlayer: 0,
    ...extra,
  });
}

/** Place every boat on the first free start space, heading in the start direction's nearest hex heading. */
export function placeAll(s: LakeState): LakeState {
  const out = structuredClone(s);
  while (out.phase === 'place') {
    const h = freeStarts(out)[0];
    out.boats[out.current].pos = h;
    out.placing.shift();
    if (out.placing.length) out.current = out.placing[0];
    else {
      out.phase = 'roll';
      out.current = out.startPlayer;
    }
  }
  return out;
}

/** A generator state whose next rolls for `choice` come out as `want`. */
export function rngRolling(choice: RollChoice, want: number[]): number[] {
  for (let k = 0; k < 100000; k++) {
    const g = generatorState(k);
    const r = rollDice(g, choice).rolled;
    if (r.length === want.length && r.every((v, i) => v === want[i])) return g;
  }
  throw new Error(`no seed rolls ${want.join(' ')}`);
}

export function waterLength(s: LakeState, from: Hex, heading: number, max = 20): number {
  let n = 0;
  while (n < max && !isBlocked(lakeOf(s), courseOf(s), step(from, heading, n + 1))) n++;
  return n;
}

/** A water space and heading where the three headings have the given straight water lengths (right, ahead, left). */
export function findSpot(s: LakeState, test: (right: number, ahead: number, left: number) => boolean): { pos: Hex; heading: number } {
  for (const pos of allCells()) {
    if (isBlocked(lakeOf(s), courseOf(s), pos)) continue;
    for (let heading = 0; heading < 6; heading++) {
      const [r, a, l] = [-1, 0, 1].map((t) => waterLength(s, pos, turn(heading, t)));
      if (test(r, a, l)) return { pos, heading };
    }
  }
  throw new Error('no such spot on this lake');
}

/** Put boat `seat` at `pos` to roll, with every other boat lifted off the water (unplaced boats block nothing). */
export function only(s: LakeState, seat: number, pos: Hex, heading: number, dice: number[]): LakeState {
  const out = structuredClone(s);
  out.boats.forEach((b) => (b.pos = null));
  out.boats[seat] = { ...out.boats[seat], pos, heading, dice };
  out.current = seat;
  out.phase = 'roll';
  return out;
}

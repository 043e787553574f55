// Pest Race's rules (data/carnival/pest-race.json), its odds and its properties.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PEST_RACE_DATA } from '../../../data/carnival';
import type { PestRaceAction, PestRaceState } from '.';
import { applyAction, pestRace, pestRacePrize } from '.';
import { winChances } from './odds';
import { rollInt } from '../../core';

const roll: PestRaceAction = { type: 'roll' };
const bet = (pest: string): PestRaceAction => ({ type: 'bet', pest });
function race(seed: number, pest: string): PestRaceState {
  let s = applyAction(pestRace.newGame({ seed }), bet(pest)).state;
  while (s.winner === null) s = applyAction(s, roll).state;
  return s;
}

describe('Pest Race rules', () => {
  it('The stall: pay 2 Gems and back one of four pests on a track 8 steps long', () => {
    expect(PEST_RACE_DATA.cost).toBe(2);
    expect(PEST_RACE_DATA.pests).toHaveLength(4);
    const s = pestRace.newGame({ seed: 1 });
    expect(pestRace.legalActions(s)).toEqual(PEST_RACE_DATA.pests.map((p) => bet(p.id)));
    expect(pestRace.check(s, roll)).toEqual({ ok: false, reason: 'Back a pest before the race starts.' });
    expect(pestRace.check(s, bet('weasel')).ok).toBe(false);
    const backed = applyAction(s, bet('slug')).state;
    expect(pestRace.check(backed, bet('crab')).ok).toBe(false);
  });
  it("A round: one die for every pest, each moving by its own stride table", () => {
    const s0 = applyAction(pestRace.newGame({ seed: 5 }), bet('beetle')).state;
    const { state, events } = applyAction(s0, roll);
    expect(state.lastRolls).toHaveLength(4);
    state.positions.forEach((pos, i) => expect(pos).toBe(PEST_RACE_DATA.pests[i].strides[state.lastRolls![i] - 1]));
    expect(events[0]).toMatchObject({ type: 'pestRound', chance: true });
  });
  it('A round: the dice come from one live generator, the same as a state made per die (rollInt chained, issue 27)', () => {
    fc.assert(fc.property(fc.integer(), fc.integer({ min: 0, max: 11 }), (seed, rounds) => {
      let s = applyAction(pestRace.newGame({ seed }), bet('slug')).state;
      for (let r = 0; r < rounds && s.winner === null; r++) s = applyAction(s, roll).state;
      if (s.winner !== null) return;
      // the reference: one die per pest from the state the last one left, each a new state
      let rng = s.rng;
      const faces: number[] = [];
      for (let i = 0; i < s.positions.length; i++) {
        const [face, next] = rollInt(rng, 1, 6);
        faces.push(face);
        rng = next;
      }
      const after = applyAction(s, roll).state;
      expect(after.lastRolls).toEqual(faces);
      expect(after.positions).toEqual(s.positions.map((p, i) => p + PEST_RACE_DATA.pests[i].strides[faces[i] - 1]));
      if (after.winner === null || after.photoFinish === null) expect(after.rng).toEqual(rng);
    }), { numRuns: 300 });
  });
  it('The finish: the pest furthest past the line wins, pests level go to a photo finish', () => {
    let sawPhoto = false;
    for (let seed = 0; seed < 300; seed++) {
      const s = race(seed, 'snail');
      const winnerAt = s.positions[PEST_RACE_DATA.pests.findIndex((p) => p.id === s.winner)];
      expect(winnerAt).toBe(Math.max(...s.positions));
      if (s.photoFinish) {
        sawPhoto = true;
        expect(s.photoFinish).toContain(s.winner);
        for (const id of s.photoFinish) expect(s.positions[PEST_RACE_DATA.pests.findIndex((p) => p.id === id)]).toBe(winnerAt);
      } else expect(s.positions.filter((p) => p === winnerAt)).toHaveLength(1);
      expect(s.rounds).toBeLessThanOrEqual(PEST_RACE_DATA.maxRounds);
      if (s.rounds < PEST_RACE_DATA.maxRounds) expect(winnerAt).toBeGreaterThanOrEqual(PEST_RACE_DATA.trackLength);
    }
    expect(sawPhoto).toBe(true);
  });
  it('The finish: after 12 rounds with no pest over the line the race is called for the pest furthest along', () => {
    const stuck: PestRaceState = { ...applyAction(pestRace.newGame({ seed: 2 }), bet('crab')).state, rounds: 11, positions: [0, 0, 0, 0] };
    const { state, events } = applyAction(stuck, roll);
    expect(state.winner).not.toBeNull();
    expect(events.at(-1)?.text).toMatch(/The race is called/);
  });
  it('Prizes: your pest wins and pays the Gems beside its name; otherwise nothing', () => {
    for (let seed = 0; seed < 50; seed++) {
      const s = race(seed, 'slug');
      expect(pestRacePrize(s)).toBe(s.winner === 'slug' ? 7 : 0);
      expect(pestRace.outcome(s)?.gems).toBe(pestRacePrize(s));
    }
    expect(PEST_RACE_DATA.pests.some((p) => p.prize >= 7)).toBe(true);
  });
  it('Prizes: the exact win chances add to 1 and match a simulation of the engine', () => {
    const exact = winChances();
    expect(exact.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    const n = 6000;
    const wins = new Map<string, number>();
    for (let seed = 0; seed < n; seed++) {
      const w = race(seed * 7919, 'beetle').winner!;
      wins.set(w, (wins.get(w) ?? 0) + 1);
    }
    PEST_RACE_DATA.pests.forEach((p, i) => expect(Math.abs((wins.get(p.id) ?? 0) / n - exact[i])).toBeLessThan(0.025));
  });
  it('In a campaign: the seed comes from the campaign and the Story deck is handed back untouched', () => {
    let s = pestRace.start({ seed: 77, deck: ['a', 'b'], discard: ['c'] });
    s = applyAction(s, bet('crab')).state;
    while (s.winner === null) s = applyAction(s, roll).state;
    expect(pestRace.outcome(s)).toMatchObject({ deck: ['a', 'b'], discard: ['c'], storyEndReached: false });
    expect(pestRace.playerView(s)).not.toHaveProperty('story');
    expect(pestRace.playerView(s)).not.toHaveProperty('rng');
  });
});

describe('Pest Race properties', () => {
  it('Any legal sequence ends within 13 actions, positions never fall, and exactly one pest wins', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...PEST_RACE_DATA.pests.map((p) => p.id)), (seed, pest) => {
        let s = pestRace.newGame({ seed });
        let steps = 0;
        while (pestRace.legalActions(s).length > 0) {
          const before = s.positions;
          const legal = pestRace.legalActions(s);
          s = applyAction(s, legal.find((a) => a.type === 'roll') ?? bet(pest)).state;
          s.positions.forEach((p, i) => expect(p).toBeGreaterThanOrEqual(before[i]));
          steps++;
        }
        expect(steps).toBeLessThanOrEqual(1 + PEST_RACE_DATA.maxRounds);
        expect(PEST_RACE_DATA.pests.map((p) => p.id)).toContain(s.winner);
      }),
      { numRuns: 300 },
    );
  });
  it('Replay: the same seed and actions reach the same hash', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(14), (seed, rolls) => {
        const run = () => {
          let s = applyAction(pestRace.newGame({ seed }), bet('snail')).state;
          for (let i = 0; i < rolls && s.winner === null; i++) s = applyAction(s, roll).state;
          return pestRace.stateHash(s);
        };
        expect(run()).toBe(run());
      }),
      { numRuns: 200 },
    );
  });
});

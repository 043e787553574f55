// Fortune Forage's rules (data/carnival/fortune-forage.json), its odds, and its properties.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STORY_IDS, storyCard } from '../../../data';
import { FORAGE_DATA } from '../../../data/carnival';
import type { ForageAction, ForageState } from '.';
import { applyAction, forageExpectedValue, forageablesIn, fortuneForage, startForage } from '.';
import { forageKinds } from './odds';
import { IllegalStallAction } from '../stall-kit';

const ids = (icons: number, sting: boolean) => STORY_IDS.filter((id) => storyCard(id).forage.icons.length === icons && storyCard(id).forage.alert === sting);
const ONE = ids(1, false);
const TWO = ids(2, false);
const STING = ids(1, true);
const forage: ForageAction = { type: 'forage' };
const stop: ForageAction = { type: 'stop' };
const play = (s: ForageState, actions: ForageAction[]) => actions.reduce((st, a) => applyAction(st, a).state, s);

describe('Fortune Forage rules', () => {
  it('The stall: the price is 2 Gems and the prize ladder can pay 8', () => {
    expect(FORAGE_DATA.cost).toBe(2);
    expect(Math.max(...FORAGE_DATA.prizeByForageables)).toBe(8);
  });
  it('Forage: the top Story card goes to the discard and its forageables into the basket', () => {
    const s = play(startForage([TWO[0], ONE[0]], ['old']), [forage]);
    expect(s.deck).toEqual([ONE[0]]);
    expect(s.discard).toEqual(['old', TWO[0]]);
    expect(forageablesIn(s)).toBe(2);
    expect(fortuneForage.playerView(s)).not.toHaveProperty('deck');
  });
  it('Forage or stop: stopping takes the prize for the basket', () => {
    const s = play(startForage([TWO[0], TWO[1], TWO[2], TWO[0], ONE[0]], []), [forage, forage, forage, forage, stop]);
    expect(forageablesIn(s)).toBe(8);
    expect(fortuneForage.outcome(s)).toMatchObject({ gems: 8, storyEndReached: false });
  });
  it('Forage or stop: at most 6 forages, then you stop', () => {
    const s = play(startForage([...ONE.slice(0, 7)], []), [forage, forage, forage, forage, forage, forage]);
    expect(s.end).toBe('lastDraw');
    expect(fortuneForage.check(s, forage).ok).toBe(false);
    expect(fortuneForage.outcome(s)?.gems).toBe(FORAGE_DATA.prizeByForageables[6]);
  });
  it('Stung twice: the basket spills and nothing is won', () => {
    const once = play(startForage([STING[0], TWO[0], STING[1]], []), [forage, forage]);
    expect(once.end).toBeNull();
    const twice = applyAction(once, forage).state;
    expect(twice.end).toBe('spilled');
    expect(fortuneForage.outcome(twice)?.gems).toBe(0);
    expect(() => applyAction(twice, stop)).toThrow(IllegalStallAction);
  });
  it("Story's End: foraging stops at once, the basket is paid and the campaign is told", () => {
    const s = play(startForage([TWO[0], TWO[1]], ['x']), [forage, forage, forage]);
    expect(s.end).toBe('storyEnd');
    const out = fortuneForage.outcome(s)!;
    expect(out).toMatchObject({ gems: FORAGE_DATA.prizeByForageables[4], deck: [], discard: ['x', TWO[0], TWO[1]], storyEndReached: true });
  });
  it('Afterwards: every card turned up is in the discard; the rest of the deck is unchanged and in order', () => {
    const deck = [ONE[0], ONE[1], ONE[2], ONE[3]];
    const s = play(fortuneForage.start({ seed: 9, deck, discard: [] }), [forage, stop]);
    expect(fortuneForage.outcome(s)).toMatchObject({ deck: deck.slice(1), discard: [ONE[0]] });
  });
  it('The stall: playing alone shuffles a full Story deck by the seed', () => {
    const a = fortuneForage.newGame({ seed: 3 });
    expect([...a.deck].sort()).toEqual([...STORY_IDS].sort());
    expect(fortuneForage.newGame({ seed: 3 })).toEqual(a);
    expect(fortuneForage.newGame({ seed: 4 }).deck).not.toEqual(a.deck);
  });
});

describe('Fortune Forage odds', () => {
  it('Prizes: the exact expected value matches a simulation of the engine', () => {
    const { ev } = forageExpectedValue('always-forage');
    let total = 0;
    const n = 4000;
    for (let seed = 0; seed < n; seed++) {
      let s = fortuneForage.newGame({ seed });
      while (s.end === null) s = applyAction(s, forage).state;
      total += fortuneForage.outcome(s)!.gems;
    }
    expect(Math.abs(total / n - ev)).toBeLessThan(0.15);
    expect(forageKinds().reduce((a, k) => a + k.count, 0)).toBe(28);
  });
  it('Prizes: best play is worth at least any simple rule', () => {
    const best = forageExpectedValue('best').ev;
    expect(best).toBeGreaterThanOrEqual(forageExpectedValue('always-forage').ev);
    expect(best).toBeGreaterThanOrEqual(forageExpectedValue({ stopAtForageables: 8, stopWhenStung: false }).ev);
  });
});

describe('Fortune Forage properties', () => {
  it('Any legal sequence ends within 7 actions, never draws more than 6 cards, and keeps every card', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.boolean(), { maxLength: 10 }), fc.integer({ min: 0, max: 28 }), (seed, choices, cut) => {
        const full = fortuneForage.newGame({ seed });
        let s = startForage(full.deck.slice(0, cut), full.deck.slice(cut));
        let steps = 0;
        for (const c of [...choices, ...Array(8).fill(true)]) {
          if (s.end !== null) break;
          s = applyAction(s, c ? forage : stop).state;
          steps++;
        }
        expect(s.end).not.toBeNull();
        expect(steps).toBeLessThanOrEqual(7);
        expect(s.basket.length).toBeLessThanOrEqual(6);
        expect([...s.deck, ...s.discard].sort()).toEqual([...STORY_IDS].sort());
        const gems = fortuneForage.outcome(s)!.gems;
        expect(gems).toBeGreaterThanOrEqual(0);
        expect(gems).toBeLessThanOrEqual(8);
      }),
      { numRuns: 300 },
    );
  });
  it('Replay: the same seed and actions reach the same hash', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.boolean(), { maxLength: 8 }), (seed, choices) => {
        const run = () => {
          let s = fortuneForage.newGame({ seed });
          for (const c of choices) if (s.end === null) s = fortuneForage.applyAction(s, c ? forage : stop).state;
          return fortuneForage.stateHash(s);
        };
        expect(run()).toBe(run());
      }),
      { numRuns: 200 },
    );
  });
});

// Fortune Forage's rules (data/carnival/fortune-forage.json), its odds, and its properties.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STORY_IDS } from '../../../data';
import { FORAGE_DATA } from '../../../data/carnival';
import * as schema from '../../../data/carnival/schema';
import type { ForageAction, ForageCall, ForageState } from '.';
import { applyAction, forageOdds, forageOddsAfterSeer, forageOddsKnowing, fortuneForage, makeUp, runOf, startForage, stingOf } from '.';
import { IllegalStallAction } from '../stall-kit';

const SWEET = STORY_IDS.filter((id) => stingOf(id) === 'sweet');
const STUNG = STORY_IDS.filter((id) => stingOf(id) === 'stung');
const call = (c: ForageCall): ForageAction => ({ type: 'forage', call: c });
const play = (s: ForageState, calls: ForageCall[]) => calls.reduce((st, c) => applyAction(st, call(c)).state, s);
/** the call a card needs */
const rightFor = (ids: readonly string[]) => ids.map(stingOf);

describe('Fortune Forage rules', () => {
  it('The stall: the price is 2 Gems, six calls at most, and a run of four pays the worked example\'s 8', () => {
    expect(FORAGE_DATA.cost).toBe(2);
    expect(FORAGE_DATA.maxCalls).toBe(6);
    expect(FORAGE_DATA.prizeByRun[4]).toBe(8);
  });
  it('Call it: the top Story card turns up and goes to the discard; a right call puts its forageables in the basket', () => {
    const s = play(startForage([SWEET[0], STUNG[0]], ['old']), ['sweet']);
    expect(s.deck).toEqual([STUNG[0]]);
    expect(s.discard).toEqual(['old', SWEET[0]]);
    expect(runOf(s)).toBe(1);
    expect(s.basket[0]).toMatchObject({ id: SWEET[0], called: 'sweet', right: true, sting: false });
    expect(fortuneForage.playerView(s)).not.toHaveProperty('deck');
  });
  it('Call it: a wrong call ends the game and the run so far is paid', () => {
    const deck = [SWEET[0], STUNG[0], SWEET[1], STUNG[1], SWEET[2]];
    const s = play(startForage(deck, []), ['sweet', 'stung', 'sweet', 'sweet']);
    expect(s.end).toBe('wrongCall');
    expect(runOf(s)).toBe(3);
    expect(fortuneForage.outcome(s)).toMatchObject({ gems: FORAGE_DATA.prizeByRun[3], deck: [SWEET[2]] });
    expect(() => applyAction(s, call('sweet'))).toThrow(IllegalStallAction);
  });
  it('Call it: after the sixth call the prize is paid', () => {
    const deck = [...SWEET.slice(0, 4), ...STUNG.slice(0, 3)];
    const s = play(startForage(deck, []), rightFor(deck.slice(0, 6)));
    expect(s.end).toBe('lastCall');
    expect(fortuneForage.check(s, call('sweet')).ok).toBe(false);
    expect(fortuneForage.outcome(s)?.gems).toBe(FORAGE_DATA.prizeByRun[6]);
  });
  it('The prize: four right calls in a row pay 8, as in the worked example after the seer', () => {
    const deck = [STUNG[0], SWEET[0], SWEET[1], STUNG[1], STUNG[2]];
    const s = play(startForage(deck, []), [...rightFor(deck.slice(0, 4)), 'sweet']);
    expect(runOf(s)).toBe(4);
    expect(fortuneForage.outcome(s)?.gems).toBe(8);
  });
  it("Story's End: the calling stops at once, the run is paid and the campaign is told", () => {
    const s = play(startForage([SWEET[0], SWEET[1]], ['x']), ['sweet', 'sweet', 'stung']);
    expect(s.end).toBe('storyEnd');
    expect(fortuneForage.outcome(s)).toMatchObject({ gems: FORAGE_DATA.prizeByRun[2], deck: [], discard: ['x', SWEET[0], SWEET[1]], storyEndReached: true });
  });
  it('Afterwards: every card turned up is in the discard; the rest of the deck is unchanged and in order', () => {
    const deck = [SWEET[0], SWEET[1], SWEET[2], SWEET[3]];
    const s = play(fortuneForage.start({ seed: 9, deck, discard: [] }), ['stung']);
    expect(fortuneForage.outcome(s)).toMatchObject({ deck: deck.slice(1), discard: [SWEET[0]] });
  });
  it('Guide, Bay Carnival (the seer): the cards the player saw are shown again at the stall until they are turned up', () => {
    let s = startForage([STUNG[0], SWEET[0], SWEET[1]], [], 2);
    expect(fortuneForage.playerView(s).foreseen).toEqual([{ name: expect.any(String), sting: true }, { name: expect.any(String), sting: false }]);
    s = play(s, ['stung']);
    expect(fortuneForage.playerView(s).foreseen).toHaveLength(1);
    s = play(s, ['sweet']);
    expect(fortuneForage.playerView(s).foreseen).toEqual([]);
    expect(fortuneForage.playerView(startForage([SWEET[0]], [])).foreseen).toEqual([]);
  });
  it('Call it: anything but a call of sweet or stung is refused with a sentence', () => {
    const s = startForage([SWEET[0]], []);
    for (const bad of [{ type: 'stop' }, { type: 'forage' }, { type: 'forage', call: 'maybe' }, null]) {
      const v = fortuneForage.check(s, bad as unknown as ForageAction);
      expect(v.ok).toBe(false);
      if (!v.ok) expect(v.reason).toMatch(/\.$/);
    }
  });
  it('The prize: the table is refused if a longer run could pay less or a run length has no prize', () => {
    const { ForageDataSchema } = schema;
    expect(ForageDataSchema.safeParse(FORAGE_DATA).success).toBe(true);
    expect(ForageDataSchema.safeParse({ ...FORAGE_DATA, prizeByRun: [0, 0, 1, 2, 8, 7, 16] }).success).toBe(false);
    expect(ForageDataSchema.safeParse({ ...FORAGE_DATA, prizeByRun: [0, 0, 1, 2, 8, 12] }).success).toBe(false);
  });
  it('The stall: playing alone shuffles a full Story deck by the seed', () => {
    const a = fortuneForage.newGame({ seed: 3 });
    expect([...a.deck].sort()).toEqual([...STORY_IDS].sort());
    expect(fortuneForage.newGame({ seed: 3 })).toEqual(a);
    expect(fortuneForage.newGame({ seed: 4 }).deck).not.toEqual(a.deck);
  });
});

describe('Fortune Forage odds', () => {
  it('The prize: the exact expected value of the best calls matches a simulation of the engine', () => {
    const fresh = makeUp();
    expect(fresh.sweet + fresh.stung).toBe(28);
    const odds = forageOdds(fresh.sweet, fresh.stung);
    let total = 0;
    const n = 4000;
    for (let seed = 0; seed < n; seed++) {
      let s = fortuneForage.newGame({ seed });
      // the best calls, counting what has turned up
      while (s.end === null) {
        const left = makeUp(s.deck);
        s = applyAction(s, call(forageOdds(left.sweet, left.stung, runOf(s)).call)).state;
      }
      total += fortuneForage.outcome(s)!.gems;
    }
    expect(Math.abs(total / n - odds.ev)).toBeLessThan(0.25);
  });
  it('The prize: calling the likelier kind is best when the run pays more at every step', () => {
    expect(forageOdds(19, 9).call).toBe('sweet');
    expect(forageOdds(3, 9).call).toBe('stung');
  });
  it('Guide, Bay Carnival (the seer): four known cards are four right calls, worth the 8 and more', () => {
    const deck = [STUNG[0], SWEET[0], SWEET[1], SWEET[2]];
    const rest = makeUp(STORY_IDS.filter((id) => !deck.includes(id)));
    const knowing = forageOddsKnowing(deck, rest);
    expect(knowing.ev).toBeGreaterThanOrEqual(8);
    expect(knowing.pBig).toBe(1);
    expect(knowing.call).toBe('stung');
    const fresh = makeUp();
    const before = forageOddsAfterSeer(fresh, 4);
    expect(before.ev).toBeGreaterThan(forageOdds(fresh.sweet, fresh.stung).ev + 5);
    expect(before.pBig).toBe(1);
  });
});

describe('Fortune Forage properties', () => {
  it('Any sequence of calls ends within 7, never turns up more than 6 cards, keeps every card and pays from the table', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.boolean(), { maxLength: 10 }), fc.integer({ min: 0, max: 28 }), (seed, choices, cut) => {
        const full = fortuneForage.newGame({ seed });
        let s = startForage(full.deck.slice(0, cut), full.deck.slice(cut));
        let steps = 0;
        for (const c of [...choices, ...Array(8).fill(true)]) {
          if (s.end !== null) break;
          s = applyAction(s, call(c ? 'sweet' : 'stung')).state;
          steps++;
        }
        expect(s.end).not.toBeNull();
        expect(steps).toBeLessThanOrEqual(7);
        expect(s.basket.length).toBeLessThanOrEqual(6);
        expect(s.basket.slice(0, -1).every((c) => c.right)).toBe(true);
        expect([...s.deck, ...s.discard].sort()).toEqual([...STORY_IDS].sort());
        expect(FORAGE_DATA.prizeByRun).toContain(fortuneForage.outcome(s)!.gems);
      }),
      { numRuns: 300 },
    );
  });
  it('Replay: the same seed and calls reach the same hash', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.boolean(), { maxLength: 8 }), (seed, choices) => {
        const run = () => {
          let s = fortuneForage.newGame({ seed });
          for (const c of choices) if (s.end === null) s = fortuneForage.applyAction(s, call(c ? 'sweet' : 'stung')).state;
          return fortuneForage.stateHash(s);
        };
        expect(run()).toBe(run());
      }),
      { numRuns: 200 },
    );
  });
});

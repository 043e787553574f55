// One door for change (engine/draft.ts): applyAction copies what it changes and shares the rest (the ledger until
// finish(), rucksack, supply, sides, history and quests attempted until a rule first changes one). Whatever the
// action, the state it was applied to must come out exactly as it went in.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHARACTER_IDS } from './contract';
import { applyAction, legalActions, newGame, stateHash } from './index';
import { copyTop, isPlainState } from './draft';
import { setup } from './testkit';
import { copyMine, isPlainMine, mineOf, type MineState } from './quests/mine';
import type { GameState } from './types';
import { startQuest } from './quests/testkit';
import { QUESTS } from '../data/quests/index';

describe('draft: applyAction never changes the state it is given', () => {
  it('every legal action, from every state of random campaigns, leaves the earlier state as it was', () => {
    fc.assert(fc.property(fc.nat(1_000_000), fc.array(fc.nat(1000), { minLength: 50, maxLength: 400 }), fc.boolean(), (seed, picks, hard) => {
      let s: GameState = newGame({
        seed: `draft-${seed}`, character: CHARACTER_IDS[seed % CHARACTER_IDS.length], startingSkill: (seed % 2) as 0 | 1, plusOneStat: 'agility',
        harder: { storyEndRed: hard, crowsNestRed: hard, extraFlips: hard ? 2 : 0, hazardsPlusOne: hard },
      });
      for (const p of picks) {
        if (s.status !== 'playing') break;
        const before = stateHash(s);
        const text = JSON.stringify(s);
        const legal = legalActions(s);
        const next = legal.map((a) => applyAction(s, a).state);
        expect(stateHash(s)).toBe(before);
        expect(JSON.stringify(s)).toBe(text);
        // and what the next state shares with this one is unchanged by the step after it too
        const after = next[p % next.length];
        if (after.status === 'playing') for (const a of legalActions(after)) applyAction(after, a);
        expect(JSON.stringify(s)).toBe(text);
        s = after;
      }
    }), { numRuns: 30 });
  });

  it('in every mine (flags, kept Specials, changed chambers, movers, tokens), every legal action leaves the earlier state as it was', () => {
    fc.assert(fc.property(fc.constantFrom(...QUESTS.map((q) => q.id)), fc.string({ minLength: 1, maxLength: 8 }), fc.array(fc.nat(1000), { minLength: 10, maxLength: 120 }), (id, seed, picks) => {
      let s = startQuest(seed, id, QUESTS.find((q) => q.id === id)!.depth === 'deep', null, (t) => {
        t.rucksack = ['lifeBrew', 'pepBrew', 'xpBrew', 'gloves', 'torch', 'clock'];
      });
      for (const p of picks) {
        if (s.status !== 'playing') break;
        const text = JSON.stringify(s);
        const legal = legalActions(s);
        const next = legal.map((a) => applyAction(s, a).state);
        for (const n of next) if (n.status === 'playing') for (const a of legalActions(n)) applyAction(n, a);
        expect(JSON.stringify(s)).toBe(text);
        s = next[p % next.length];
      }
    }), { numRuns: 60 });
  });

  it('beginDraft\'s copy of a state is { ...state }: the same keys in the same order with the same values, whatever the keys', () => {
    let s = newGame(setup({ seed: 'copy', character: 'wren' }));
    // the engine's own states take the written-out copy (their keys are newGame's): the same text as the spread
    for (let n = 0; n < 300 && s.status === 'playing'; n++) {
      expect(isPlainState(s), 'a state the engine made takes the fast copy (STATE_KEYS lists its keys)').toBe(true);
      const copy = copyTop(s);
      expect(copy).not.toBe(s);
      expect(JSON.stringify(copy)).toBe(JSON.stringify({ ...s }));
      const legal = legalActions(s);
      s = applyAction(s, legal[(n * 5) % legal.length]).state;
    }
    // a state with a key more, one less, or its keys in another order is copied as it is
    const { turn, ...rest } = s;
    for (const odd of [{ ...s, extra: 1 }, { turn, ...rest }, rest] as unknown as GameState[]) {
      expect(JSON.stringify(copyTop(odd))).toBe(JSON.stringify({ ...odd }));
      expect(Object.keys(copyTop(odd))).toEqual(Object.keys(odd));
    }
  });

  it('copyMine is the spread it replaced, for every mine of random walks (fights too) and for odd key orders', () => {
    const spread = (m: MineState): MineState => ({ ...m, visited: m.visited.slice(), queue: m.queue.slice(), fight: m.fight && { ...m.fight } });
    let fights = 0;
    for (const q of QUESTS) {
      for (let seed = 0; seed < 6; seed++) {
        let s = startQuest(`copy-${seed}`, q.id, q.depth === 'deep', null, (t) => { t.rucksack = ['lifeBrew', 'pepBrew', 'xpBrew', 'gloves', 'torch', 'clock']; });
        for (let n = 0; n < 80 && s.status === 'playing' && mineOf(s); n++) {
          const m = mineOf(s)!;
          if (m.fight) fights++;
          expect(isPlainMine(m), 'a mine the engine made takes the fast copy (MINE_KEYS and FIGHT_KEYS list its keys)').toBe(true);
          expect(JSON.stringify(copyMine(m))).toBe(JSON.stringify(spread(m)));
          const legal = legalActions(s);
          s = applyAction(s, legal[(n * 7 + seed) % legal.length]).state;
        }
      }
    }
    expect(fights).toBeGreaterThan(5);
    const m = mineOf(startQuest('odd', QUESTS[0].id, QUESTS[0].depth === 'deep', null, (t) => { t.rucksack = ['lifeBrew', 'pepBrew', 'xpBrew', 'gloves', 'torch', 'clock']; }))!;
    const { at, ...rest } = m;
    for (const odd of [{ ...m, extra: 1 }, { at, ...rest }] as unknown as MineState[]) {
      expect(JSON.stringify(copyMine(odd))).toBe(JSON.stringify(spread(odd)));
    }
  });
});

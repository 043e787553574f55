// One door for change (engine/draft.ts): applyAction copies what it changes and shares the rest (the ledger until
// finish(), rucksack, supply, sides, history and quests attempted until a rule first changes one). Whatever the
// action, the state it was applied to must come out exactly as it went in.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHARACTER_IDS } from './contract';
import { applyAction, legalActions, newGame, stateHash } from './index';
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
});

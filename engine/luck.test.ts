// Issue 25, new luck: the generator reseeded from a string, the unseen Story cards shuffled (rulebook 5), the
// seer's cards kept on top, everything the player sees unchanged, and the same seed always the same luck.
import { describe, expect, it } from 'vitest';
import { newGame, playerView, stateHash } from './index';
import { newLuck } from './luck';
import { NORMAL_HARDER } from './contract';

const SETUP = { seed: 'luck', character: 'wren', startingSkill: 0 as const, plusOneStat: 'agility' as const, harder: NORMAL_HARDER };

describe('new luck for a branch (issue 25; rulebook 5, the hidden deck)', () => {
  it('changes the generator and the unseen deck order, not what the player sees', () => {
    const s = newGame(SETUP);
    const t = newLuck(s, 'parent/0');
    expect(t.rng).not.toEqual(s.rng);
    expect(t.deck).not.toEqual(s.deck);
    expect([...t.deck].sort()).toEqual([...s.deck].sort());
    expect(playerView(t)).toEqual(playerView(s));
    expect(stateHash(t)).not.toBe(stateHash(s));
    expect(s.deck).toEqual(newGame(SETUP).deck); // the parent's state is not touched
  });

  it('keeps the cards the seer showed on top, in their order', () => {
    const s = { ...newGame(SETUP), seerKnown: 3 };
    const t = newLuck(s, 'x/5');
    expect(t.deck.slice(0, 3)).toEqual(s.deck.slice(0, 3));
  });

  it('is the same for the same seed and different for another', () => {
    const s = newGame(SETUP);
    expect(stateHash(newLuck(s, 'a/1'))).toBe(stateHash(newLuck(s, 'a/1')));
    expect(stateHash(newLuck(s, 'a/1'))).not.toBe(stateHash(newLuck(s, 'a/2')));
  });
});

// Rulebook 1.4 with the lesson's arranged deck (issue 26): the named cards on top after the shuffle, the rest in the
// seed's order; unknown or repeated ids refused by newGame; an ordinary set-up unchanged.
import { describe, expect, it } from 'vitest';
import { newGame } from './index';
import { setup } from './testkit';

describe('1.4: deckTop, the lesson\'s arranged deck', () => {
  it('puts the named cards on top in order and keeps the seed\'s order for the rest', () => {
    const plain = newGame(setup({ seed: 'arranged' }));
    const top = ['glowworms', 'old-miner'];
    const arranged = newGame(setup({ seed: 'arranged', deckTop: top }));
    expect(arranged.deck.slice(0, 2)).toEqual(top);
    expect(arranged.deck.slice(2)).toEqual(plain.deck.filter((id) => !top.includes(id)));
    expect(arranged.rng).toEqual(plain.rng);
  });

  it('refuses an id that is no Story card, or one named twice, with a sentence', () => {
    expect(() => newGame(setup({ deckTop: ['no-such-card'] }))).toThrow(/deckTop names no Story card: no-such-card/);
    expect(() => newGame(setup({ deckTop: ['glowworms', 'glowworms'] }))).toThrow(/twice/);
    expect(() => newGame(setup({ deckTop: [] }))).toThrow(/deckTop/);
  });
});

import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame } from '../index';
import { NORMAL_HARDER } from '../contract';
import { determinize } from './determinize';
import { botRng } from './rng';

describe('determinize: look-ahead that cannot see the future', () => {
  const state = newGame({ seed: 'det', character: 'peth', startingSkill: 0, plusOneStat: 'agility', harder: NORMAL_HARDER });

  it('keeps every card, reorders only the unknown part of the deck, and reseeds the dice', () => {
    const known = { ...state, seerKnown: 4 };
    const d = determinize(known, botRng(1));
    expect([...d.deck].sort()).toEqual([...state.deck].sort());
    expect(d.deck.slice(0, 4)).toEqual(state.deck.slice(0, 4));
    expect(d.deck).not.toEqual(state.deck);
    expect(d.rng).not.toEqual(state.rng);
    expect({ ...d, deck: null, rng: null }).toEqual({ ...known, deck: null, rng: null });
  });

  it('leaves the player the same choices, and never changes the state it was given', () => {
    const before = JSON.stringify(state);
    const d = determinize(state, botRng(2));
    expect(legalActions(d)).toEqual(legalActions(state));
    expect(JSON.stringify(state)).toBe(before);
    expect(() => applyAction(d, legalActions(d)[0])).not.toThrow();
  });

  it('different dice give different futures', () => {
    const a = determinize(state, botRng(3));
    const b = determinize(state, botRng(4));
    expect(a.deck).not.toEqual(b.deck);
  });
});

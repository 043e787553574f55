import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame } from '../index';
import { NORMAL_HARDER } from '../contract';
import { determinize } from './determinize';
import { mineOf } from '../quests/mine';
import { strongBot } from './strong';
import type { GameState } from '../index';
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

  /** The first state of a strong campaign standing in a mine with at least two tokens still face down. */
  function inMineWithHiddenTokens(): GameState {
    for (let i = 0; i < 200; i++) {
      const rng = botRng(`det-mine:${i}`);
      let s = newGame({ seed: `det-mine-${i}`, character: 'peth', startingSkill: 1, plusOneStat: 'agility', harder: NORMAL_HARDER });
      while (s.status === 'playing') {
        const m = mineOf(s);
        if (m && s.pending.length === 0 && Object.values(m.tokens).filter((t) => !t.known && !t.taken).length >= 3) return s;
        s = applyAction(s, strongBot.choose(s, legalActions(s), rng)).state;
      }
    }
    throw new Error('no campaign reached a mine with face-down tokens');
  }

  it('7 (quest set-up): face-down mine tokens are dealt again among their chambers; turned-up ones stay', () => {
    const state = inMineWithHiddenTokens();
    const m = mineOf(state)!;
    const hidden = Object.keys(m.tokens).filter((id) => !m.tokens[id].known && !m.tokens[id].taken);
    const placements = new Set<string>();
    for (let k = 0; k < 30; k++) {
      const d = mineOf(determinize(state, botRng(`tokens:${k}`)))!;
      for (const id of Object.keys(m.tokens)) if (!hidden.includes(id)) expect(d.tokens[id]).toEqual(m.tokens[id]);
      expect(hidden.map((id) => d.tokens[id].n).sort()).toEqual(hidden.map((id) => m.tokens[id].n).sort());
      expect(hidden.every((id) => !d.tokens[id].known)).toBe(true);
      placements.add(hidden.map((id) => d.tokens[id].n).join(','));
    }
    // with three or more face-down tokens, thirty deals that always matched the real one would mean no redeal
    expect(placements.size).toBeGreaterThan(1);
    expect(legalActions(determinize(state, botRng(5)))).toEqual(legalActions(state));
  });
});


describe('determinize: a stall game in play keeps its secrets too', () => {
  const base = newGame({ seed: 'det-stall', character: 'peth', startingSkill: 0, plusOneStat: 'agility', harder: NORMAL_HARDER });
  const at = (game: 'fortune-forage' | 'pest-race' | 'relay' | 'lake-race', seerKnown = 0): GameState => {
    const s = applyAction({ ...base, gems: 10, seerKnown }, { type: 'visitStalls', game }).state;
    expect(s.pending[0]?.kind).toBe('stall');
    return s;
  };
  const stallState = (s: GameState) => (s.pending[0] as { state: Record<string, unknown> }).state;

  it('Guide, Bay Carnival: Fortune Forage\'s deck is shuffled below the cards the seer showed, every card kept', () => {
    const s = at('fortune-forage', 3);
    const real = stallState(s).deck as string[];
    const seen = new Set<string>();
    for (let k = 0; k < 10; k++) {
      const d = stallState(determinize(s, botRng(`ff:${k}`))).deck as string[];
      expect(d.slice(0, 3)).toEqual(real.slice(0, 3));
      expect([...d].sort()).toEqual([...real].sort());
      seen.add(d.slice(3).join());
    }
    expect(seen.size).toBeGreaterThan(1);
    expect(legalActions(determinize(s, botRng(1)))).toEqual(legalActions(s));
  });
  it('Guide, Bay Carnival: Pest Race\'s dice to come are dealt again, so a bet cannot see the winner', () => {
    const s = at('pest-race');
    const d = determinize(s, botRng(2));
    expect(stallState(d).rng).not.toEqual(stallState(s).rng);
    expect((stallState(d).story as { deck: string[] }).deck).not.toEqual((stallState(s).story as { deck: string[] }).deck);
  });
  it('Guide, Bay Carnival: the relay and the Lake Race hand back a carried deck that was dealt again', () => {
    for (const game of ['relay', 'lake-race'] as const) {
      const s = at(game, 2);
      const carried = (x: GameState) => ((stallState(x).story ?? stallState(x).stall) as { deck: string[] }).deck;
      const d = determinize(s, botRng(`${game}:1`));
      expect(carried(d).slice(0, 2)).toEqual(carried(s).slice(0, 2));
      expect([...carried(d)].sort()).toEqual([...carried(s)].sort());
      expect(carried(d)).not.toEqual(carried(s));
    }
  });
});

// Helpers for the engine's tests: set-ups, fixtures with a chosen deck order, acting by action type.
import { NORMAL_HARDER, type GameSetup } from './contract';
import { applyAction, check, legalActions, newGame } from './index';
import type { Action, GameEvent, GameState } from './types';

export function setup(over: Partial<GameSetup> = {}): GameSetup {
  return { seed: 'test', character: 'peth', startingSkill: 0, plusOneStat: 'agility', harder: { ...NORMAL_HARDER }, ...over };
}

/** A new game with fields replaced (plain JSON, so a fixture is just an object). `top` puts cards on top of the deck. */
export function fixture(over: Partial<GameState> & { top?: string[] } = {}, su: Partial<GameSetup> = {}): GameState {
  const s = newGame(setup(su));
  const { top, ...rest } = over;
  const out: GameState = { ...s, ...rest };
  if (top) out.deck = [...top, ...out.deck.filter((id) => !top.includes(id) && !out.supply.some((x) => x.card === id) && !out.discard.includes(id))];
  return out;
}

/** Apply, expecting it to be legal. */
export function act(s: GameState, a: Action): { state: GameState; events: GameEvent[] } {
  const r = check(s, a);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(a)} to be legal: ${r.reason}`);
  return applyAction(s, a);
}

export function acts(s: GameState, ...as: Action[]): GameState {
  for (const a of as) s = act(s, a).state;
  return s;
}

export function legalTypes(s: GameState): string[] {
  return [...new Set(legalActions(s).map((a) => a.type))];
}

export function reason(s: GameState, a: Action): string {
  const r = check(s, a);
  return r.ok ? '' : r.reason;
}

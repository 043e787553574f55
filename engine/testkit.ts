// Helpers for the engine's tests: set-ups, fixtures with a chosen deck order, acting by action type.
import fc from 'fast-check';
import { CHARACTER_IDS, NORMAL_HARDER, type GameSetup } from './contract';
import { applyAction, check, legalActions, newGame, stateHash } from './index';
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

/** Any set-up a player can choose (fast-check), for properties over whole campaigns. */
export const setupArb: fc.Arbitrary<GameSetup> = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 12 }),
  character: fc.constantFrom(...CHARACTER_IDS),
  startingSkill: fc.constantFrom(0 as const, 1 as const),
  plusOneStat: fc.constantFrom('strength' as const, 'agility' as const),
  harder: fc.record({ storyEndRed: fc.boolean(), crowsNestRed: fc.boolean(), extraFlips: fc.integer({ min: 0, max: 3 }), hazardsPlusOne: fc.boolean() }),
});

/** A state's hash without its ledger: what an advisor rollout (which writes no ledger) must still get exactly right. */
export const hashWithoutLedger = (s: GameState) => stateHash({ ...s, ledger: [] });

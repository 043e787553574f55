// Helpers for the quest tests: a campaign set up by the engine, then arranged the way a player arranges the table
// for a worked example (the deck stacked, the dice chosen by seed, the tokens placed). Not used by the engine.
import { generator, generatorFrom, randomInt } from '../core';
import { applyAction, check, legalActions, newGame } from '../index';
import type { GameState, ItemKey } from '../types';
import { NORMAL_HARDER, type GameSetup } from '../contract';
import type { MineState } from './mine';
import type { QuestMove } from './actions';
import './index';

export function setup(seed: string, over: Partial<GameSetup> = {}): GameSetup {
  return { seed, character: 'peth', startingSkill: 0, plusOneStat: 'strength', harder: NORMAL_HARDER, ...over };
}

/** A new campaign, changed by `arrange` (plain JSON edits, as a player sets a scenario up on the table). */
export function game(seed: string, arrange: (s: GameState) => void = () => {}, over: Partial<GameSetup> = {}): GameState {
  const s = structuredClone(newGame(setup(seed, over)));
  arrange(s);
  return s;
}

/** Apply a quest action, failing the test with the engine's reason if it is refused. */
export function q(s: GameState, action: QuestMove): GameState {
  const a = { type: 'quest' as const, action };
  const r = check(s, a);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.reason}`);
  return applyAction(s, a).state;
}

/** Apply several quest actions in turn. */
export function play(s: GameState, ...actions: QuestMove[]): GameState {
  for (const a of actions) s = q(s, a);
  return s;
}

export function mine(s: GameState): MineState {
  if (!s.quest) throw new Error('not in a mine');
  return s.quest as unknown as MineState;
}

/** Put these Story cards on top of the deck, in this order (they must be in the deck). */
export function stack(s: GameState, ...cards: string[]): GameState {
  const t = structuredClone(s);
  for (const c of cards) if (!t.deck.includes(c)) throw new Error(`stack: ${c} is not in the deck`);
  t.deck = [...cards, ...t.deck.filter((c) => !cards.includes(c))];
  t.seerKnown = 0;
  return t;
}

/** Replace the generator with one whose next die rolls are `rolls` (found by trying seeds), as a player would
 *  read the dice off the worked example. */
export function dice(s: GameState, ...rolls: number[]): GameState {
  // Walk one long stream of the generator and start where the wanted rolls come up in a row.
  const walker = generator(0x5eed);
  for (let i = 0; i < 2_000_000; i++) {
    const start = walker.getState().slice();
    const trial = generatorFrom(start);
    let ok = true;
    for (const r of rolls) if (randomInt(trial, 1, 6) !== r) { ok = false; break; }
    if (ok) return { ...s, rng: start };
    walker.next();
  }
  throw new Error(`dice: no stream position gives ${rolls.join(',')}`);
}

/** Place the mine tokens face down where a scenario needs them. */
export function tokens(s: GameState, placed: Record<string, number>): GameState {
  const t = structuredClone(s);
  const m = t.quest as unknown as MineState;
  m.tokens = Object.fromEntries(Object.entries(placed).map(([id, n]) => [id, { n, known: false }]));
  return t;
}

/** Change the mine (test arrangement). */
export function withMine(s: GameState, change: (m: MineState) => void): GameState {
  const t = structuredClone(s);
  change(t.quest as unknown as MineState);
  return t;
}

export function questLegal(s: GameState): QuestMove[] {
  return legalActions(s).filter((a) => a.type === 'quest').map((a) => (a as { action: QuestMove }).action);
}

/** Start a quest from a fresh campaign: deep quests need the Miners' Guild flipped (LEVEL 3). */
export function startQuest(seed: string, quest: string, deep = false, tool: ItemKey | null = 'torch', arrange: (s: GameState) => void = () => {}): GameState {
  const s = game(seed, (t) => {
    if (deep) {
      t.xp = 3;
      t.levelReached = 3;
      t.sides.miners = 'red';
    }
    arrange(t);
  });
  return q(s, { type: 'attempt', quest, tool });
}

/** Peth (Strength 3) in Finding Mr. Boydell, moved into its depth-1 Story chamber with the Deep Warden (Strength 8)
 *  on top of the deck: its least attack is 10, his best roll 9, so no roll of his can win (7b; quests/fight.ts
 *  hopeless). `arrange` sets the table first (Pep, Gems); `rolls` are the dice that follow. */
export function facingTheWarden(arrange: (s: GameState) => void, rolls: number[] = []): GameState {
  const at = startQuest('house-rules', 'finding-mr-boydell', false, 'torch', arrange);
  const s = q(dice(stack(at, 'deep-warden'), ...rolls), { type: 'move', to: 's-lantern' });
  if (s.pending[0]?.kind !== 'quest') throw new Error('the Warden did not block the way');
  return s;
}

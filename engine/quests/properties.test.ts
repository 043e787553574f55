// Property tests extended into the mines: from any seed and any sequence of legal actions in (and out of) a quest,
// every invariant holds, a refused action changes nothing, and replaying the actions gives the same hash.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STORY_IDS } from '../../data/index';
import { questById } from '../../data/quests/index';
import { applyAction, check, legalActions, replay, stateHash } from '../index';
import type { Action, GameState } from '../types';
import { setup, startQuest } from './testkit';
import type { MineState } from './mine';

const QUESTS: [string, boolean][] = [
  ['finding-mr-boydell', false], ['the-lamplighters-round', false], ['powder-for-sallow-gap', false],
  ['the-flooded-vault', true], ['old-grindles-den', true], ['the-crystal-warren', true],
];
const FIGHT_STEPS = ['fightOrFlee', 'reroll', 'luckyCharm', 'afterLoss'];

function invariants(s: GameState, before: GameState | null): void {
  // 5: the 28 Story cards are always somewhere, exactly once (the seer's cards wait in its decision until returned)
  const seen = s.pending.flatMap((p) => (p.kind === 'seerOrder' ? p.cards : []));
  const all = [...s.deck, ...s.discard, ...s.supply.map((x) => x.card), ...seen].sort();
  expect(all).toEqual([...STORY_IDS].sort());
  // 3: the bounds of the character card and purse
  expect(s.lives).toBeGreaterThanOrEqual(0);
  expect(s.lives).toBeLessThanOrEqual(4);
  expect(s.pep).toBeGreaterThanOrEqual(0);
  expect(s.pep).toBeLessThanOrEqual(4);
  expect(s.gems).toBeGreaterThanOrEqual(0);
  expect(s.gems).toBeLessThanOrEqual(60);
  expect(s.rucksack.length).toBeLessThanOrEqual(6);
  expect(new Set(s.rucksack).size).toBe(s.rucksack.length);
  // Guide: each quest once per game
  expect(new Set(s.questsAttempted).size).toBe(s.questsAttempted.length);
  // 4: time never runs backward
  if (before) {
    const t = (x: GameState) => x.day * 100 + (x.phase === 'night' ? 50 : 0) + x.timer;
    expect(t(s)).toBeGreaterThanOrEqual(t(before));
  }
  // 7: the meeple is in a mine exactly when there is a quest; at most one quest step waits
  expect(s.pending.filter((p) => p.kind === 'quest').length).toBeLessThanOrEqual(1);
  if (s.place.at !== 'mine') {
    expect(s.quest).toBeNull();
    return;
  }
  const m = s.quest as unknown as MineState;
  expect(m).not.toBeNull();
  const quest = questById(m.quest);
  const ids = new Set(quest.map.chambers.map((c) => c.id));
  expect(m.at === 'entrance' || ids.has(m.at)).toBe(true);
  const kind = quest.map.chambers.find((c) => c.id === m.at)!.kind;
  if (m.at !== 'entrance') expect(['entrance', 'exit']).not.toContain(kind);
  for (const v of m.visited) expect(ids.has(v)).toBe(true);
  for (const id of Object.keys(m.tokens)) expect(quest.setup.tokens?.chambers).toContain(id);
  expect(m.progress).toBeGreaterThanOrEqual(0);
  expect(m.progress).toBeLessThanOrEqual(quest.goal.target);
  for (const mv of Object.values(m.movers)) expect(ids.has(mv.at)).toBe(true);
  const step = s.pending.find((p) => p.kind === 'quest');
  if (s.status === 'playing' && step && step.kind === 'quest' && FIGHT_STEPS.includes(step.step)) expect(m.fight).not.toBeNull();
}

/** Play `choices` as indices into the legal actions, from `start`, checking the invariants after each. */
function walk(start: GameState, choices: number[]): { state: GameState; actions: Action[] } {
  let s = start;
  const actions: Action[] = [];
  for (const k of choices) {
    const legal = legalActions(s);
    if (legal.length === 0) break;
    const a = legal[k % legal.length];
    expect(check(s, a)).toEqual({ ok: true });
    const next = applyAction(s, a).state;
    invariants(next, s);
    actions.push(a);
    s = next;
  }
  return { state: s, actions };
}

describe('properties in the mines (7, 7a, 7b, 7c)', () => {
  it('7: any legal sequence in any quest keeps every invariant and replays to the same hash', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.constantFrom('peth', 'wren', 'maudie', 'tobias'),
        fc.array(fc.nat(), { minLength: 1, maxLength: 90 }),
        (qi, seed, character, choices) => {
          const [id, deep] = QUESTS[qi];
          const start = startQuest(seed, id, deep, null, (t) => {
            t.character = character;
            t.rucksack = ['lifeBrew', 'pepBrew', 'xpBrew', 'gloves', 'torch', 'clock'];
          });
          invariants(start, null);
          const { state, actions } = walk(start, choices);
          let again = start;
          for (const a of actions) again = applyAction(again, a).state;
          expect(stateHash(again)).toBe(stateHash(state));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('7: from a new campaign, attempting a shallow quest and playing on replays through the engine to the same hash', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 2 }), fc.array(fc.nat(), { maxLength: 80 }), (seed, qi, choices) => {
        const st = setup(seed);
        const first: Action = { type: 'quest', action: { type: 'attempt', quest: QUESTS[qi][0], tool: 'shovel' } };
        const start = applyAction(replay(st, []), first).state;
        const { state, actions } = walk(start, choices);
        expect(stateHash(replay(st, [first, ...actions]))).toBe(stateHash(state));
      }),
      { numRuns: 40 },
    );
  });

  it('7a, 7c: an illegal move in a mine is refused with a reason and changes nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.string({ minLength: 1, maxLength: 8 }), fc.array(fc.nat(), { maxLength: 30 }), (qi, seed, choices) => {
        const [id, deep] = QUESTS[qi];
        const { state: s } = walk(startQuest(seed, id, deep), choices);
        const hash = stateHash(s);
        const bad: Action[] = [
          { type: 'quest', action: { type: 'move', to: 'entrance' } },
          { type: 'quest', action: { type: 'move', to: 'no-such-chamber' } },
          { type: 'quest', action: { type: 'attempt', quest: id, tool: 'torch' } },
        ];
        for (const a of bad) {
          const r = check(s, a);
          expect(r.ok).toBe(false);
          if (!r.ok) expect(r.reason).toMatch(/^[A-Z].*\.$/);
          expect(() => applyAction(s, a)).toThrow();
          expect(stateHash(s)).toBe(hash);
        }
      }),
      { numRuns: 40 },
    );
  });
});

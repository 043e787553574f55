// The shortcuts the speed work took in the quest engine, each held to the slow way it replaces, over random campaigns:
// the draft shares the mine's tokens until a rule turns one over (the state given to applyAction never changes), and
// a move is checked without building every quest action on offer (the same answer as comparing with each as JSON),
// and a mine turn's moves on the printed map are made once per chamber (the same as asking each tunnel's kind), and
// the map's index (places by number, kinds by place, the last chamber asked, the quest's fields in one shape) answers
// as the quest's data does.
import { describe, expect, it } from 'vitest';
import { NORMAL_HARDER } from '../contract';
import { applyAction, legalActions, newGame, stateHash } from '../index';
import { questById } from '../../data/quests/index';
import { checkQuest, questActions } from './actions';
import { kindNameOf, kindOf, mineOf, noneChanged, printedChamber, questChamberSteps, tunnelsFrom, turnRules, type MineState } from './mine';
import type { GameState } from '../types';

function* campaign(seed: number): Generator<GameState> {
  let s = newGame({ seed: `speed-${seed}`, character: ['peth', 'wren', 'maudie', 'tobias'][seed % 4], startingSkill: (seed % 2) as 0 | 1, plusOneStat: 'agility', harder: NORMAL_HARDER });
  let x = seed * 7919 + 3;
  for (let n = 0; n < 600 && s.status === 'playing'; n++) {
    yield s;
    const legal = legalActions(s);
    x = (x * 1103515245 + 12345) % 2147483648;
    s = applyAction(s, legal[x % legal.length]).state;
  }
  yield s;
}

describe('7: the quest engine copies and checks less, and still the same', () => {
  it('7: applyAction never changes the state it is given, tokens turned over in a mine included', () => {
    let turned = 0;
    for (let seed = 0; seed < 40; seed++) {
      let prev: GameState | null = null;
      let prevHash = '';
      for (const s of campaign(seed)) {
        // the state before this one was given to applyAction: it must read as it did before
        if (prev) expect(stateHash(prev)).toBe(prevHash);
        const m = mineOf(s);
        if (m) turned += Object.values(m.tokens).filter((t) => t.known).length;
        prev = s;
        prevHash = stateHash(s);
      }
    }
    expect(turned).toBeGreaterThan(0);
  });

  it('7a: a move is legal exactly when it equals, as JSON, one of the quest actions on offer', () => {
    let moves = 0;
    let legal = 0;
    for (let seed = 0; seed < 40; seed++) {
      for (const s of campaign(seed)) {
        const m = mineOf(s);
        if (!m) continue;
        const offered = questActions(s).map((a) => JSON.stringify(a.action));
        const ids = [...questById(m.quest).map.chambers.map((c) => c.id), 'nowhere'];
        for (const to of ids) {
          for (const action of [{ type: 'move', to }, { to, type: 'move' }, { type: 'move', to, extra: undefined }, { type: 'move', to, n: 1 }]) {
            const ok = checkQuest(s, action).ok;
            expect(ok).toBe(offered.includes(JSON.stringify(action)));
            moves++;
            if (ok) legal++;
          }
        }
      }
    }
    expect(legal).toBeGreaterThan(100);
    expect(moves).toBeGreaterThan(legal);
  });

  it('7a: the moves offered from the printed map are the ones each tunnel\'s chamber kind allows, in the same order', () => {
    let turns = 0;
    for (let seed = 0; seed < 40; seed++) {
      for (const s of campaign(seed)) {
        const m = mineOf(s);
        if (!m || s.pending.length > 0 || s.status !== 'playing' || Object.keys(m.changed).length > 0) continue;
        // a changed entry naming a chamber's own printed kind asks each tunnel's chamber kind, as before the shortcut
        const first = questById(m.quest).map.chambers[0];
        const same: MineState = { ...m, changed: { [first.id]: { kind: first.kind } as never } };
        const asked = questActions({ ...s, quest: same as unknown as GameState['quest'] });
        expect(questActions(s)).toEqual(asked);
        turns++;
      }
    }
    expect(turns).toBeGreaterThan(100);
  });

  it('7a: the map\'s index answers as the quest\'s data: kinds, tunnels, printed chambers, quest chambers\' rules, the quest\'s turn rules', () => {
    let asked = 0;
    for (let seed = 0; seed < 40; seed++) {
      for (const s of campaign(seed)) {
        const played = mineOf(s);
        if (!played) continue;
        const quest = questById(played.quest);
        // and the same mine with a chamber changed in play (Old Grindle's Den's kind of rule)
        const changed = { ...played, changed: { ...played.changed, [quest.map.chambers[1].id]: { kind: 'story', depth: 2 } } } as MineState;
        for (const m of [played, changed]) {
          expect(noneChanged(m)).toBe(Object.keys(m.changed).length === 0);
          const rules = turnRules(m);
          expect([rules.name, rules.onLeave, rules.movers, rules.deadline, rules.target]).toEqual([quest.name, quest.onLeave ?? null, quest.setup.movers ?? null, quest.deadline ?? null, quest.goal.target]);
          expect(rules.moverSteps.map((st) => (st as { mover: string }).mover)).toEqual((quest.setup.movers ?? []).flatMap((mv) => Array(mv.perTurn).fill(mv.id)));
          // each chamber asked twice over in turn (the last one asked is answered first), and one that is not on the map
          const ids = quest.map.chambers.map((c) => c.id);
          for (const id of [...ids, ...ids.slice().reverse(), m.at, m.at]) {
            const printed = quest.map.chambers.find((c) => c.id === id)!;
            const now = m.changed[id] ?? printed;
            expect(kindNameOf(m, id)).toBe(now.kind);
            expect(kindOf(m, id)).toEqual({ ...now, ...(m.changed[id] ? { id } : {}), name: printed.name ?? id });
            expect(printedChamber(m, id)).toEqual({ ...printed, name: printed.name ?? id });
            const tunnels = quest.map.tunnels.flatMap((t) => (t.a === id ? [{ to: t.b, time: t.time ?? 0 }] : t.b === id ? [{ to: t.a, time: t.time ?? 0 }] : []));
            expect(tunnelsFrom(m, id)).toEqual(tunnels);
            expect(questChamberSteps(m, id)).toBe(quest.questChambers.rules[id] ?? quest.questChambers.rules['*'] ?? null);
            asked++;
          }
          expect(() => kindNameOf(m, 'nowhere')).toThrow(/not on the map/);
          expect(printedChamber(m, 'nowhere')).toBeUndefined();
          expect(tunnelsFrom(m, 'nowhere')).toEqual([]);
          expect(questChamberSteps(m, 'nowhere')).toBe(quest.questChambers.rules['*'] ?? null);
        }
      }
    }
    expect(asked).toBeGreaterThan(1000);
  });
});

// The table's derivations from the service's answer: supply piles, prompts, what goes where, fights.
import { describe, expect, it } from 'vitest';
import { otherActions, promptFor, supplyPiles } from './tableView';
import { fightOf, rolled, total } from './fight';
import { baseView, DAY_ACTIONS, SCENES } from './preview/scenes';
import type { QuestView } from '../../../contract/view';
import { info } from './fixtures';

describe('supplyPiles', () => {
  it('5: fish left, forageables beneath, materials right, each with card and icon counts by kind', () => {
    const piles = supplyPiles(baseView().supply);
    expect(piles.fish.cards).toBe(3);
    expect(piles.fish.icons).toEqual([
      { kind: 'red-fish', name: 'red fish', count: 2 },
      { kind: 'starfish', name: 'starfish', count: 1 },
      { kind: 'yellow-fish', name: 'yellow fish', count: 1 },
    ]);
    expect(piles.materials).toEqual({ cards: 1, icons: [{ kind: 'wood', name: 'wood', count: 1 }] });
    expect(piles.forageables.icons.map((i) => i.kind)).toEqual(['berry', 'feather', 'snail']);
  });
});

describe('promptFor', () => {
  const answers = [info('Fighter: +1 Strength', { group: 'decision', rule: '8' }), info('Go fishing', { group: 'coppersand' })];

  it("8: heads a level-up with the view's title and section and offers exactly the decision answers", () => {
    const p = promptFor({ kind: 'levelUp', title: 'Level up! Choose an improvement', rule: '8', prompt: 'You reached LEVEL 2.', cards: [], data: { level: 2 } }, answers);
    expect(p).toMatchObject({ kind: 'levelUp', title: 'Level up! Choose an improvement', text: 'You reached LEVEL 2.', rule: '8', inline: false });
    expect(p?.options.map((o) => o.label)).toEqual(['Fighter: +1 Strength']);
  });

  it('7b: a quest step is named by its step; moving in the mine is offered beside the map, not over it', () => {
    const fight = promptFor({ kind: 'quest', title: 'A hazard! Fight or flee?', rule: '7b', prompt: 'Fight or flee?', cards: [], data: { step: 'fightOrFlee' } }, []);
    expect(fight).toMatchObject({ kind: 'fightOrFlee', title: 'A hazard! Fight or flee?', rule: '7b', inline: false });
    expect(promptFor({ kind: 'quest', title: 'In the mine', rule: '7a', prompt: 'Move.', cards: [], data: { step: 'move' } }, [])?.inline).toBe(true);
  });

  it('has no prompt without a pending decision, nor for a stall game (its own panel draws it)', () => {
    expect(promptFor(null, answers)).toBeNull();
    expect(promptFor({ kind: 'stall', title: 'Lake Race', rule: 'Guide: Bay Carnival', prompt: 'Play.', cards: [], data: {} }, answers)).toBeNull();
  });
});

describe('otherActions', () => {
  it('keeps night, free and mine actions for the action bar, and leaves Location and decision ones out', () => {
    const actions = [...DAY_ACTIONS, info('Sleep', { group: 'night' }), info('Fight', { group: 'decision' })];
    expect(otherActions(baseView(), actions).map((a) => a.group)).toEqual(['free', 'night']);
  });
});

describe('fightOf', () => {
  it('7b: adds both attacks term by term, leaving out additions of 0 and waiting for an unrolled die', () => {
    const quest: QuestView = {
      ...SCENES.mine().view.quest!,
      fight: {
        name: 'Creeping Rot',
        card: 'creeping-rot',
        round: 2,
        strength: 4,
        agility: 3,
        stakes: { text: '', win: '', lose: '' },
        you: { roll: 4, strength: 3, skill: 0, charm: 2, special: 0, total: 9 },
        hazard: { roll: null, strength: 4, depth: 2, night: 1, harder: 0, agility: 3, total: null },
      },
    };
    const f = fightOf(quest)!;
    expect(f.you).toEqual([{ label: 'die', value: 4 }, { label: 'Strength', value: 3 }, { label: 'lucky charm', value: 2 }]);
    expect(total(f.you)).toBe(9);
    expect(f.them.map((t) => t.label)).toEqual(['Strength', 'depth', 'night']);
    expect(rolled(f.them)).toBe(false);
    expect(f.round).toBe(2);
    expect(fightOf(null)).toBeNull();
  });
});

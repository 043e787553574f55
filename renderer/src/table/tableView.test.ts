// The table's derivations from the service's answer: supply piles, prompts, what goes where, fights.
import { describe, expect, it } from 'vitest';
import { otherActions, promptFor, supplyPiles } from './tableView';
import { fightOf, rolled, total } from './fight';
import { baseView, DAY_ACTIONS } from './preview/scenes';
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

  it('8: names a level-up and offers exactly the decision answers, linked to their section', () => {
    const p = promptFor({ kind: 'levelUp', prompt: 'You reached LEVEL 2.', cards: [], data: { level: 2 } }, answers);
    expect(p).toMatchObject({ kind: 'levelUp', title: 'Level up! Choose an improvement', text: 'You reached LEVEL 2.', rule: '8', inline: false });
    expect(p?.options.map((o) => o.label)).toEqual(['Fighter: +1 Strength']);
  });

  it('7b: a quest step names the fight; moving in the mine is offered beside the map, not over it', () => {
    const fight = promptFor({ kind: 'quest', prompt: 'Fight or flee?', cards: [], data: { step: 'fightOrFlee' } }, []);
    expect(fight).toMatchObject({ title: 'A hazard! Fight or flee?', rule: '7b', inline: false });
    expect(promptFor({ kind: 'quest', prompt: 'Move.', cards: [], data: { step: 'move' } }, [])?.inline).toBe(true);
  });

  it('has no prompt without a pending decision, nor for a stall game (its own panel draws it)', () => {
    // "carry on or stop?" opens the guide of the Location drawn at, not always Coppersand's
    expect(promptFor({ kind: 'keepDrawing', prompt: 'Dig again, or stop?', cards: [], data: { verb: 'dig', location: 'scrapyard', max: 3 } }, [])?.rule).toBe('Guide: The Scrapyard');
    expect(promptFor({ kind: 'keepDrawing', prompt: 'Forage again, or stop?', cards: [], data: { verb: 'forage', location: 'glade', max: 3 } }, [])?.rule).toBe('Guide: Burrow Glade');
    expect(promptFor(null, answers)).toBeNull();
    expect(promptFor({ kind: 'stall', prompt: 'Play.', cards: [], data: {} }, answers)).toBeNull();
  });

  it('falls back to the engine sentence for a decision it does not know', () => {
    expect(promptFor({ kind: 'somethingNew', prompt: 'Choose wisely.', cards: [], data: {} }, [])?.title).toBe('Choose wisely.');
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
    const quest = {
      ...baseView().quest,
      id: 'q',
      name: 'Q',
      mapId: 'q',
      chamber: 'a',
      visited: [],
      tokensKnown: {},
      goal: { text: '', done: 0, of: 1, complete: false },
      fight: {
        name: 'Creeping Rot',
        round: 2,
        you: { roll: 4, strength: 3, skill: 0, charm: 2, special: 0 },
        hazard: { roll: null, strength: 4, depth: 2, night: 1, harder: 0 },
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

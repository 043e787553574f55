import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STORY_IDS } from '../../data/index';
import { fixture, act, acts, reason, legalTypes } from '../testkit';
import { applyAction, check, describeActions, legalActions } from '../index';
import { registerStall, unregisterStall, stallGame, type AnyStallGame } from '../carnival/registry';
import type { GameState } from '../types';

const blue = () => fixture().sides;

function stallPaying(gems: number): AnyStallGame {
  return {
    id: 'pest-race', newGame: () => ({}), legalActions: (s: { done: boolean }) => (s.done ? [] : [{ type: 'go' }]),
    check: () => ({ ok: true }), applyAction: (s: object) => ({ state: { ...s, done: true }, events: [{ type: 'end', text: 'The race is run.' }] }),
    playerView: (s: unknown) => s, stateHash: () => '',
    start: (ctx: { deck: readonly string[]; discard: readonly string[] }) => ({ done: false, deck: [...ctx.deck], discard: [...ctx.discard] }),
    outcome: (s: { done: boolean; deck: string[]; discard: string[] }) => (s.done ? { gems, text: `${gems} Gems`, deck: s.deck, discard: s.discard, storyEndReached: false } : null),
  };
}

describe('town Locations', () => {
  let saved: AnyStallGame | undefined;
  afterEach(() => { unregisterStall('pest-race'); if (saved) registerStall(saved); saved = undefined; });

  it('Guide, Coppersand: beachcombing gains the difference of two rolls', () => {
    const r = act(fixture(), { type: 'beachcomb' });
    const [a, b] = r.events.find((e) => e.type === 'roll')!.rolls as number[];
    expect(r.state.gems).toBe(2 + Math.abs(a - b));
  });

  it('Guide, The Scrapyard: craft gloves from rope and cloth; craft Gems from 2 materials; XP from 3 different', () => {
    const supply = ['the-gamblers', 'underground-spring', 'old-miner', 'lost-purse', 'abandoned-cart'].map((card) => ({ card, as: 'material' as const }));
    let s = fixture({ supply }, { character: 'tobias' });
    s = act(s, { type: 'craftTool', item: 'gloves', cards: ['the-gamblers', 'underground-spring'] }).state;
    expect(s.rucksack).toContain('gloves');
    expect(reason(s, { type: 'craftTool', item: 'gloves', cards: ['abandoned-cart'] })).toBe('You already carry a pair of gloves; only 1 of each type.');
    s = act(s, { type: 'craftXp', cards: ['old-miner', 'lost-purse', 'abandoned-cart'] }).state;
    expect(s.xp).toBe(1);
    expect(s.supply).toHaveLength(0);
  });

  it('Guide, The Market and Chemists\' Guild: the labels count items in words ("a pair of gloves", "an XP brew")', () => {
    const labels = describeActions(fixture({ gems: 20 })).map((d) => d.label);
    expect(labels).toContain('Buy a pair of gloves (3 Gems)');
    expect(labels).toContain('Craft a pair of gloves');
    expect(labels).toContain('Craft an XP brew');
    expect(labels.filter((l) => /\ba (gloves|XP)\b/.test(l))).toEqual([]);
    expect(reason(fixture({ gems: 20 }), { type: 'buyTool', item: 'lifeBrew' })).toBe('The Market does not sell a Life brew.');
    expect(reason(fixture({ gems: 20 }), { type: 'buyBrew', item: 'shovel' })).toBe('The Chemists do not sell a shovel.');
  });

  it('Guide, The Scrapyard: a recipe needs its exact materials', () => {
    const supply = ['the-gamblers', 'abandoned-cart'].map((card) => ({ card, as: 'material' as const }));
    const s = fixture({ supply });
    expect(reason(s, { type: 'craftTool', item: 'gloves', cards: ['the-gamblers', 'abandoned-cart'] })).toMatch(/rope, cloth|rope and cloth/);
    expect(reason(s, { type: 'craftGems', cards: ['the-gamblers', 'abandoned-cart'] })).toBe('');
  });

  it('Guide, Bay Carnival: a stall game not yet registered is shown, refused, and says it is coming in a later release', () => {
    saved = stallGame('pest-race');
    unregisterStall('pest-race');
    const info = describeActions(fixture()).find((d) => d.action.type === 'visitStalls' && (d.action as unknown as { game: string }).game === 'pest-race')!;
    expect(info.legal).toBe(false);
    expect(info.reason).toMatch(/coming in a later release/);
  });

  it('Guide, Bay Carnival: pay, spend time, play; 7+ Gems flips with 1 XP; each game once per campaign', () => {
    saved = stallGame('pest-race');
    registerStall(stallPaying(7));
    let s = act(fixture(), { type: 'visitStalls', game: 'pest-race' }).state;
    expect([s.gems, s.timer]).toEqual([0, 1]);
    expect(legalTypes(s)).toEqual(['stall']);
    s = act(s, { type: 'stall', action: { type: 'go' } }).state;
    expect([s.gems, s.xp, s.sides.carnival]).toEqual([7, 1, 'red']);
    s = act(s, { type: 'perk', perk: 'merchant' }).state;
    expect(reason(s, { type: 'visitStalls', game: 'pest-race' })).toMatch(/already/);
  });

  it('Guide, Bay Carnival: winning 6 Gems does not flip', () => {
    saved = stallGame('pest-race');
    registerStall(stallPaying(6));
    const s = acts(fixture(), { type: 'visitStalls', game: 'pest-race' }, { type: 'stall', action: { type: 'go' } });
    expect([s.gems, s.xp, s.sides.carnival]).toEqual([6, 0, 'blue']);
  });

  it('Guide, Bay Carnival: food costs 2 Gems for 1 Life and 1 Pep; refused when full', () => {
    expect(reason(fixture(), { type: 'buyFood' })).toMatch(/already have 4 Lives/);
    const s = act(fixture({ lives: 2, pep: 1 }), { type: 'buyFood' }).state;
    expect([s.gems, s.lives, s.pep]).toEqual([0, 3, 2]);
  });

  it('Guide, Burrow Glade: relax for 1 Life or 2 Pep (red side: 1 Pep)', () => {
    expect(act(fixture({ lives: 2 }), { type: 'relax', gain: 'life' }).state.lives).toBe(3);
    expect(act(fixture({ pep: 1 }), { type: 'relax', gain: 'pep' }).state.pep).toBe(3);
    expect(act(fixture({ pep: 1, sides: { ...blue(), glade: 'red' } }), { type: 'relax', gain: 'pep' }).state.pep).toBe(2);
    // 3: "you can never have more than 4 of each"
    expect(act(fixture({ pep: 3 }), { type: 'relax', gain: 'pep' }).state.pep).toBe(4);
  });

  it('Guide, Chemists\' Guild: sell 2+ identical forageables at the table\'s price; the cards are discarded', () => {
    // mushroom: lost-purse, glowworms, tinkers-camp
    const supply = ['lost-purse', 'glowworms', 'tinkers-camp'].map((card) => ({ card, as: 'forage' as const }));
    const s = fixture({ supply });
    expect(reason(s, { type: 'sellForageables', cards: ['lost-purse'] })).toMatch(/2 or more/);
    const after = act(s, { type: 'sellForageables', cards: ['lost-purse', 'glowworms', 'tinkers-camp'] }).state;
    expect(after.gems).toBe(2 + 4);
    expect(after.supply).toEqual([]);
  });

  it('Guide, Chemists\' Guild: a sale is offered exactly when some choice of the forage cards is one the Chemists buy', () => {
    // every set of up to four forage cards: the listed sales are legal, and there is one whenever any subset sells
    fc.assert(fc.property(fc.uniqueArray(fc.constantFrom(...STORY_IDS), { minLength: 1, maxLength: 4 }), (cards) => {
      const s = fixture({ supply: cards.map((card) => ({ card, as: 'forage' as const })) });
      const sales = legalActions(s).filter((a) => a.type === 'sellForageables');
      for (const a of sales) expect(reason(s, a)).toBe('');
      let any = false;
      for (let mask = 1; mask < 1 << cards.length && !any; mask++) {
        any = reason(s, { type: 'sellForageables', cards: cards.filter((_, i) => mask & (1 << i)) }) === '';
      }
      expect(sales.length > 0).toBe(any);
    }), { numRuns: 300 });
  });

  it('Maudie\'s Herb Lore adds 3 Gems to a forageable sale', () => {
    const supply = ['lost-purse', 'glowworms'].map((card) => ({ card, as: 'forage' as const }));
    const s = act(fixture({ supply }, { character: 'maudie', startingSkill: 1 }), { type: 'sellForageables', cards: ['lost-purse', 'glowworms'] }).state;
    expect(s.gems).toBe(2 + 2 + 3);
  });

  it('Guide, Chemists\' Guild: buy a brew; the XP brew cannot be bought; craft the Life brew from a snail and a feather', () => {
    expect(reason(fixture({ gems: 10 }), { type: 'buyBrew', item: 'xpBrew' })).toMatch(/cannot be bought/);
    expect(act(fixture({ gems: 10 }, { character: 'tobias' }), { type: 'buyBrew', item: 'pepBrew' }).state.gems).toBe(7);
    // the-gamblers: snail; underground-spring: feather
    const supply = ['the-gamblers', 'underground-spring'].map((card) => ({ card, as: 'forage' as const }));
    const s = act(fixture({ supply }, { character: 'tobias' }), { type: 'craftBrew', item: 'lifeBrew', cards: ['the-gamblers', 'underground-spring'] }).state;
    expect(s.rucksack).toContain('lifeBrew');
    expect(s.supply).toEqual([]);
  });

  it('Guide, Chemists\' Guild: the XP brew needs 3 different forageables', () => {
    const supply = ['the-gamblers', 'underground-spring', 'lost-purse'].map((card) => ({ card, as: 'forage' as const }));
    const s = act(fixture({ supply }), { type: 'craftBrew', item: 'xpBrew', cards: ['the-gamblers', 'underground-spring', 'lost-purse'] }).state;
    expect(s.rucksack).toContain('xpBrew');
  });

  it("Guide, Chemists' Guild: on the red side a Life brew is crafted from a snail and a feather, and an XP brew from 3 different forageables", () => {
    const red = { ...fixture().sides, chemists: 'red' as const };
    // the-gamblers: snail; underground-spring: feather; lost-purse: a third kind
    const supply = ['the-gamblers', 'underground-spring', 'lost-purse'].map((card) => ({ card, as: 'forage' as const }));
    const life = { type: 'craftBrew' as const, item: 'lifeBrew' as const, cards: ['the-gamblers', 'underground-spring'] };
    const s = fixture({ supply, sides: red }, { character: 'tobias' });
    expect(check(s, life)).toEqual({ ok: true });
    expect(applyAction(s, life).state.rucksack).toContain('lifeBrew');
    const xp = { type: 'craftBrew' as const, item: 'xpBrew' as const, cards: ['the-gamblers', 'underground-spring', 'lost-purse'] };
    expect(check(s, xp)).toEqual({ ok: true });
  });

  it('Guide, The Market: buy tools at the side\'s price, 1 of each type; sell items', () => {
    let s = act(fixture({ gems: 10 }), { type: 'buyTool', item: 'shovel' }).state;
    expect(s.gems).toBe(7);
    expect(reason(s, { type: 'buyTool', item: 'shovel' })).toMatch(/already carry/);
    s = act(s, { type: 'sellItem', item: 'shovel' }).state;
    expect(s.gems).toBe(8);
    expect(act(fixture({ gems: 10, sides: { ...blue(), market: 'red' } }), { type: 'buyTool', item: 'shovel' }).state.gems).toBe(5);
  });

  it('Guide, The Market: a sold tool leaves the rucksack, and a tool is not drunk like a brew (the refusals and the ledger count it as one item)', () => {
    const s = fixture({ gems: 10, rucksack: ['gloves'] });
    expect(reason(s, { type: 'useItem', item: 'gloves' })).toBe('A pair of gloves is used where its text says, not on its own.');
    const sold = act(s, { type: 'sellItem', item: 'gloves' }).state;
    expect(sold.ledger.map((l) => l.text).join(' ')).toContain('the pair of gloves leaves your rucksack');
  });

  it('Guide, The Market: sell a single fish, a starfish, or a set of 3 colours (extra fish on those cards are lost)', () => {
    // old-miner: yellow+red; the-gamblers: red; lost-purse: blue; underground-spring: starfish
    const supply = ['old-miner', 'the-gamblers', 'lost-purse', 'underground-spring'].map((card) => ({ card, as: 'fish' as const }));
    let s = fixture({ supply }, { startingSkill: 0 });
    s = act(s, { type: 'sellFish', sale: 'starfish', cards: ['underground-spring'] }).state;
    expect(s.gems).toBe(5);
    expect(reason(s, { type: 'sellFish', sale: 'set', cards: ['the-gamblers', 'lost-purse'] })).toMatch(/red, blue and yellow/);
    s = act(s, { type: 'sellFish', sale: 'set', cards: ['old-miner', 'lost-purse'] }).state;
    expect(s.gems).toBe(10);
    s = act(s, { type: 'sellFish', sale: 'single', cards: ['the-gamblers'] }).state;
    expect(s.gems).toBe(11);
    expect(s.supply).toEqual([]);
  });

  it('Guide, Miners\' Guild: the library spends time and 4 Gems for 1 Strength or Agility; no Quests until that engine lands', () => {
    const s = act(fixture({ gems: 5 }), { type: 'visitLibrary', stat: 'strength' }).state;
    expect([s.gems, s.strength, s.timer]).toEqual([1, 3, 1]);
    expect(reason(fixture({ gems: 3 }), { type: 'visitLibrary', stat: 'agility' })).toBe('The library costs 4 Gems; you have 3.');
  });

  it('3: brews are drunk at any time, free; a Life brew at 4 Lives is refused', () => {
    expect(reason(fixture(), { type: 'useItem', item: 'lifeBrew' })).toMatch(/nothing now/);
    const s = act(fixture({ lives: 2 }), { type: 'useItem', item: 'lifeBrew' }).state;
    expect([s.lives, s.rucksack, s.timer]).toEqual([3, [], 0]);
  });

  it('5: during the day every Location\'s actions are offered from anywhere, moving you there', () => {
    const types = legalTypes(fixture());
    for (const t of ['goFishing', 'beachcomb', 'dig', 'visitSeer', 'goForaging', 'relax']) expect(types).toContain(t);
    const s = act(fixture(), { type: 'relax', gain: 'pep' }).state;
    expect(s.place).toEqual({ at: 'town', location: 'glade' });
    expect(legalActions(s).length).toBeGreaterThan(0);
  });
});

export type { GameState };

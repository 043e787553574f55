import { describe, expect, it } from 'vitest';
import { fixture, act, acts, reason } from '../testkit';
import { playerView } from '../index';
import type { GameState } from '../types';

// fish corner: the-gamblers red!, glowworms yellow!, tinkers-camp red!, old-miner yellow+red, mushroom-ring red+blue,
// collapsed-tunnel blue+yellow, crows-toll red+yellow; material corner: lost-purse wood!, abandoned-cart rope!, flooded-gallery rope!
const THREE_MARKS = ['the-gamblers', 'glowworms', 'tinkers-camp'];

function fish3(s: GameState): GameState {
  return acts(s, { type: 'goFishing' }, { type: 'drawAgain' }, { type: 'drawAgain' });
}

describe('fishing, digging and foraging at Locations', () => {
  it('Guide, Coppersand: 3 marks with Agility 3 resolve the whole ladder: lose 1 Pep, discard 1 fish card, lose 1 Life', () => {
    let s = fish3(fixture({ top: THREE_MARKS }, { plusOneStat: 'strength' }));
    s = act(s, { type: 'stopDrawing' }).state;
    s = act(s, { type: 'discard', card: 'glowworms' }).state;
    expect([s.pep, s.lives, s.supply.length]).toEqual([3, 3, 2]);
  });

  it('Guide, Coppersand example: Agility 5 ignores the first mark of 3: lose 1 Pep and discard 1 fish card', () => {
    let s = fish3(fixture({ top: THREE_MARKS, agility: 5 }));
    s = act(s, { type: 'stopDrawing' }).state;
    s = act(s, { type: 'discard', card: 'the-gamblers' }).state;
    expect([s.pep, s.lives]).toEqual([3, 4]);
  });

  it('Guide: Agility 6 ignores 2 marks (never 3)', () => {
    const s = act(fish3(fixture({ top: THREE_MARKS, agility: 6 })), { type: 'stopDrawing' }).state;
    expect([s.pep, s.lives, s.supply.length]).toEqual([3, 4, 3]);
  });

  it('Guide: you can choose to stop at any time; the draws end at 3 (4 with Old Salt)', () => {
    const one = act(act(fixture({ top: THREE_MARKS }), { type: 'goFishing' }).state, { type: 'stopDrawing' }).state;
    expect(one.supply).toHaveLength(1);
    const noSkill = fish3(fixture({ top: ['old-miner', 'mushroom-ring', 'collapsed-tunnel'] }, { startingSkill: 1 }));
    expect(noSkill.pending).toEqual([]);
    const oldSalt = fish3(fixture({ top: ['old-miner', 'mushroom-ring', 'collapsed-tunnel'] }, { startingSkill: 0 }));
    expect(oldSalt.pending[0]).toMatchObject({ kind: 'keepDrawing', max: 4 });
  });

  it('Guide, Coppersand: 7 or more fish in the supply flips Coppersand with 1 XP', () => {
    const supply = [{ card: 'crows-toll', as: 'fish' as const }, { card: 'rock-eel', as: 'fish' as const }, { card: 'clockwork-crow', as: 'fish' as const }];
    let s = fixture({ top: ['old-miner', 'mushroom-ring'], supply }, { startingSkill: 1 });
    s = acts(s, { type: 'goFishing' }, { type: 'drawAgain' }, { type: 'stopDrawing' });
    expect(playerView(s).supply.iconCounts.fish).toBe(10);
    expect(s.sides.coppersand).toBe('red');
    expect(s.xp).toBe(1);
  });

  it('Gloves: discard them to ignore one more exclamation mark', () => {
    let s = fish3(fixture({ top: THREE_MARKS, rucksack: ['gloves'] }, { character: 'wren', plusOneStat: 'strength' }));
    expect(s.pending[0]).toMatchObject({ kind: 'gloves', marks: 3 });
    s = act(s, { type: 'useGloves' }).state;
    s = act(s, { type: 'discard', card: 'glowworms' }).state;
    expect([s.pep, s.lives, s.rucksack]).toEqual([3, 4, []]);
  });

  it('Guide, The Scrapyard example: 2 marks at Agility 3: lose 1 Pep, discard 1 material card', () => {
    let s = acts(fixture({ top: ['lost-purse', 'abandoned-cart', 'old-miner'] }), { type: 'dig' }, { type: 'drawAgain' }, { type: 'drawAgain' });
    s = act(s, { type: 'discard', card: 'old-miner' }).state;
    expect([s.pep, s.lives, s.supply.length]).toEqual([3, 4, 2]);
  });

  it('Wren\'s Scrap Sense ignores two more marks when digging', () => {
    const s = acts(fixture({ top: ['lost-purse', 'abandoned-cart', 'old-miner'] }, { character: 'wren', startingSkill: 0, plusOneStat: 'strength' }), { type: 'dig' }, { type: 'drawAgain' }, { type: 'drawAgain' });
    // 2 marks - 2 (skill) = 0: nothing lost, so Wren's gloves are not offered
    expect(s.pending.some((p) => p.kind === 'gloves')).toBe(false);
    // and the ledger puts the two down to the skill, not to her Agility of 2
    expect(s.ledger.some((e) => e.text === '2 exclamation marks among your 3 cards; your Agility of 2 ignores none, Scrap Sense 2 more: 0 to resolve.')).toBe(true);
    expect([s.pep, s.lives, s.supply.length]).toEqual([4, 4, 3]);
  });

  it('Guide, Burrow Glade example: foraged 3 times, 1 mark, Agility 4 ignores it: no penalty (Agility 3 resolves it)', () => {
    // mushroom-ring's forageable is marked; the-gamblers' and lost-purse's are not
    const forage3 = (agility: number) => acts(fixture({ top: ['mushroom-ring', 'the-gamblers', 'lost-purse'], agility }), { type: 'goForaging' }, { type: 'drawAgain' }, { type: 'drawAgain' });
    const at4 = forage3(4);
    expect([at4.pep, at4.lives, at4.supply.length, at4.pending.length]).toEqual([4, 4, 3, 0]);
    expect(forage3(3).pep).toBe(3); // the Glade's first penalty: lose 1 Pep
  });

  it('Guide, Burrow Glade: 7 or more forageables flips Burrow Glade with 1 XP', () => {
    const supply = ['crow-messenger', 'cave-crab', 'blind-mole', 'forgotten-larder'].map((card) => ({ card, as: 'forage' as const }));
    const s = acts(fixture({ top: ['rust-hound'], supply }), { type: 'goForaging' }, { type: 'stopDrawing' });
    expect(playerView(s).supply.iconCounts.forage).toBe(10);
    expect(s.sides.glade).toBe('red');
    expect(s.xp).toBe(1);
  });

  it('5: after an action no more than 6 cards of a kind; the player chooses the excess to discard', () => {
    const supply = ['lost-purse', 'abandoned-cart', 'crow-messenger', 'kind-stranger', 'singing-stones', 'lantern-man'].map((card) => ({ card, as: 'fish' as const }));
    let s = acts(fixture({ top: ['old-miner'], supply }), { type: 'goFishing' }, { type: 'stopDrawing' });
    expect(s.pending[0]).toMatchObject({ kind: 'discardExcess', supply: 'fish', count: 1 });
    expect(reason(s, { type: 'beachcomb' })).toMatch(/First answer/);
    s = act(s, { type: 'discard', card: 'lantern-man' }).state;
    expect(s.supply).toHaveLength(6);
  });
});

import { describe, expect, it } from 'vitest';
import { fixture, act, acts } from './testkit';
import { beginDraft, finish } from './draft';
import { lootOrAcquire, drawToSupply } from './story';
import { runEffects } from './effects';
import { playerView } from './index';
import type { GameState } from './types';

function withDeck(top: string[], over: Partial<GameState> = {}): GameState {
  const s = fixture(over);
  const held = new Set([...top, ...(over.supply ?? []).map((x) => x.card)]);
  const rest = s.deck.filter((id) => !held.has(id));
  return { ...s, deck: top, discard: [...s.discard, ...rest] };
}

describe('the Story deck', () => {
  it('5: loot 2 gains each card\'s Gems and discards them', () => {
    const c = beginDraft(fixture({ top: ['lost-purse', 'underground-spring'] }));
    lootOrAcquire(c, 'loot', 2, 'Test');
    expect(c.s.gems).toBe(2 + 2 + 3);
    expect(c.s.discard.slice(-2)).toEqual(['lost-purse', 'underground-spring']);
  });

  it('5: acquire gains the card\'s item, at most 1 of each type', () => {
    const c = beginDraft(fixture({ top: ['the-gamblers', 'tunnel-bats', 'bog-leech'], rucksack: ['shovel'] }));
    lootOrAcquire(c, 'acquire', 3, 'Test');
    expect(c.s.rucksack).toEqual(['shovel', 'torch']);
  });

  it('5/7a: fish, dig and forage outside a Location go to the supply and their exclamation marks are ignored', () => {
    const c = beginDraft(fixture({ top: ['the-gamblers', 'glowworms'] }));
    drawToSupply(c, 'fish', 2, 'Action chamber');
    expect(c.s.supply).toEqual([{ card: 'the-gamblers', as: 'fish' }, { card: 'glowworms', as: 'fish' }]);
    expect(c.s.pep).toBe(4);
  });

  it('5: drawing the last card reveals Story\'s End; at the end of the turn taxes, rot, reshuffle and the first-time flip', () => {
    let s = withDeck(['the-gamblers'], { gems: 5, supply: [{ card: 'lost-purse', as: 'fish' }, { card: 'old-miner', as: 'fish' }, { card: 'abandoned-cart', as: 'forage' }] });
    s = act(s, { type: 'goFishing' }).state; // draws the last card, no more to draw
    // rot: discard 1 fish card of your choice (3 fish cards now)
    expect(s.pending[0]).toMatchObject({ kind: 'discardSupply', supply: 'fish', count: 1 });
    expect(s.gems).toBe(3); // taxes 2 paid first
    s = act(s, { type: 'discard', card: 'old-miner' }).state;
    expect(s.storyEndSide).toBe('red');
    expect(s.storyEnds).toBe(1);
    expect(s.supply.map((x) => x.card).sort()).toEqual(['lost-purse', 'the-gamblers']);
    expect(s.deck.length + s.discard.length + s.supply.length).toBe(28);
    expect(s.discard).toEqual([]);
    expect(s.storyEndPending).toBe(false);
  });

  it('5: the second Story\'s End uses the red side (4 Gems taxes) and does not flip again', () => {
    let s = withDeck(['the-gamblers'], { gems: 9, storyEndSide: 'red', storyEnds: 1 });
    s = act(s, { type: 'goFishing' }).state;
    expect(s.gems).toBe(5);
    expect(s.storyEndSide).toBe('red');
  });

  it('5: taxes take what there is when the purse is short', () => {
    let s = withDeck(['the-gamblers'], { gems: 1 });
    s = act(s, { type: 'goFishing' }).state;
    expect(s.gems).toBe(0);
  });

  it('Guide, Bay Carnival: the seer shows the top 4 cards; they go back in the chosen order and stay known', () => {
    let s = fixture({ top: ['a', 'b', 'c', 'd'].map((_, i) => ['lost-purse', 'old-miner', 'glowworms', 'kind-stranger'][i]) });
    s = act(s, { type: 'visitSeer' }).state;
    expect(s.deck).toHaveLength(24);
    s = act(s, { type: 'seerOrder', order: ['kind-stranger', 'glowworms', 'old-miner', 'lost-purse'] }).state;
    expect(s.deck.slice(0, 4)).toEqual(['kind-stranger', 'glowworms', 'old-miner', 'lost-purse']);
    expect(playerView(s).seerKnown.map((c) => c.id)).toEqual(['kind-stranger', 'glowworms', 'old-miner', 'lost-purse']);
    s = acts(s, { type: 'goFishing' }, { type: 'stopDrawing' });
    expect(playerView(s).seerKnown.map((c) => c.id)).toEqual(['glowworms', 'old-miner', 'lost-purse']);
  });

  it('Guide, Bay Carnival: the red seer costs 2 Gems and is refused with the reason when short', () => {
    const s = fixture({ gems: 1, sides: { ...fixture().sides, carnival: 'red' } });
    const r = act.length && (() => { try { act(s, { type: 'visitSeer' }); return ''; } catch (e) { return String(e); } })();
    expect(r).toMatch(/The seer costs 2 Gems; you have 1\./);
  });

  it('5: event options are effects; The Gamblers\' game rolls the die (4-6 wins 4 Gems, else loses 2)', () => {
    const c = beginDraft(fixture({ gems: 5 }));
    c.s.pending.unshift({ kind: 'eventOption', card: 'the-gamblers', then: [] });
    c.s.deck = c.s.deck.filter((id) => id !== 'the-gamblers');
    const s = finish(c).state;
    const after = act(s, { type: 'option', index: 0 });
    const roll = after.events.find((e) => e.type === 'roll')!.roll as number;
    expect(after.state.gems).toBe(roll >= 4 ? 9 : 3);
    expect(after.state.discard).toContain('the-gamblers');
  });

  it('effects: a discard effect with a choice waits for the player, then the rest of the list runs', () => {
    const c = beginDraft(fixture({ supply: [{ card: 'lost-purse', as: 'forage' }, { card: 'old-miner', as: 'forage' }] }));
    c.s.deck = c.s.deck.filter((id) => id !== 'lost-purse' && id !== 'old-miner');
    const done = runEffects(c, [{ op: 'discardSupply', kind: 'forage', n: 1 }, { op: 'gainXp', n: 1 }], { why: 'The Old Miner' });
    expect(done).toBe(false);
    const s = act(finish(c).state, { type: 'discard', card: 'old-miner' }).state;
    expect(s.xp).toBe(1);
  });
});

// Rulebook 7a (a turn on a quest, the five chambers), 7c (leaving), 4 and 6 (time and night in a mine), and the tools.
import { describe, expect, it } from 'vitest';
import { check, playerView } from '../index';
import type { GameState } from '../types';
import { dice, game, mine, play, q, questLegal, stack, startQuest, tokens, withMine } from './testkit';

/** Peth in Finding Mr. Boydell at the entrance, with a torch from the Guild (no shovel, so no shovel question). */
function boydell(arrange: (s: GameState) => void = () => {}): GameState {
  return q(game('chambers', arrange), { type: 'attempt', quest: 'finding-mr-boydell', tool: 'torch' });
}

describe('7a: a turn on a quest', () => {
  it('7a: you move along a tunnel to a chamber; the entrance is never a way out', () => {
    let s = boydell();
    expect(questLegal(s)).toContainEqual({ type: 'move', to: 's-lantern' });
    s = play(stack(s, 'forgotten-larder'), { type: 'move', to: 's-lantern' }, { type: 'option', index: 0 });
    expect(questLegal(s)).not.toContainEqual({ type: 'move', to: 'entrance' });
    expect(check(s, { type: 'quest', action: { type: 'move', to: 'entrance' } })).toEqual({ ok: false, reason: 'You cannot leave by the entrance; a mine is left only by its exit.' });
    expect(check(s, { type: 'quest', action: { type: 'move', to: 'q-ledge' } })).toEqual({ ok: false, reason: "No tunnel joins Lantern Hall to Boydell's Ledge." });
  });

  it('7a: after resolving a chamber you must move: nothing else in the mine is offered but moves and free items', () => {
    const s = play(stack(boydell(), 'forgotten-larder'), { type: 'move', to: 's-lantern' }, { type: 'option', index: 0 });
    const kinds = new Set(questLegal(s).map((a) => a.type));
    expect([...kinds].every((k) => k === 'move' || k === 'torch')).toBe(true);
    expect(check(s, { type: 'goFishing' })).toEqual({ ok: false, reason: 'You are in a mine: you leave only by its exit.' });
  });

  it('7a: you always resolve a chamber, even one already visited', () => {
    let s = boydell();
    s = tokens(s, { 'q-crawl': 2, 'q-ledge': 4, 'q-gallery': 1, 'q-well': 3 });
    s = play(stack(s, 'forgotten-larder', 'kind-stranger'), { type: 'move', to: 's-lantern' }, { type: 'option', index: 0 });
    s = q(s, { type: 'move', to: 'q-crawl' });
    s = q(s, { type: 'move', to: 's-lantern' });
    expect(s.pending[0]).toMatchObject({ step: 'eventOption', data: { card: 'kind-stranger' } });
    expect(mine(s).visited).toEqual(['s-lantern', 'q-crawl']);
  });

  it("7a, Story chamber: the depth comes off rolls on RANDOM cards: the gamblers' 4 at depth 1 is a 3 and loses", () => {
    let s = dice(stack(boydell(), 'the-gamblers'), 4);
    const gems = s.gems;
    s = play(s, { type: 'move', to: 's-lantern' }, { type: 'option', index: 0 });
    expect(s.gems).toBe(Math.max(0, gems - 2));
    expect(s.ledger.some((l) => l.text.includes('you roll 4, 3 after the depth'))).toBe(true);
  });

  it('7a, Story chamber: the depth never takes a roll below 1', () => {
    let s = withMine(boydell(), (m) => (m.at = 'a-drip'));
    s = dice(stack(s, 'collapsed-tunnel'), 2);
    s = play(s, { type: 'move', to: 's-sump' }, { type: 'option', index: 1 }); // depth 2: roll 2 becomes 1, not 0
    expect(s.ledger.some((l) => l.text.includes('you roll 2, 1 after the depth'))).toBe(true);
  });

  it('7a, Action chamber: spend the time once to fish as often as shown; stop when you like; marks are ignored', () => {
    let s = withMine(boydell(), (m) => (m.at = 's-lantern'));
    s = stack(s, 'tinkers-camp', 'pit-viper');
    const { timer, pep } = s;
    s = q(s, { type: 'move', to: 'a-drip' });
    expect(questLegal(s)).toEqual([{ type: 'draw' }, { type: 'stop' }]);
    s = q(s, { type: 'draw' });
    expect(s.timer).toBe(timer + 1);
    s = q(s, { type: 'stop' });
    expect(s.supply).toEqual([{ card: 'tinkers-camp', as: 'fish' }]);
    expect([s.timer, s.pep]).toEqual([timer + 1, pep]);
  });

  it('7b NOTE: a hazard drawn while fishing in an action chamber is ignored: only its fish count', () => {
    let s = withMine(boydell(), (m) => (m.at = 's-lantern'));
    s = play(stack(s, 'pit-viper', 'deep-warden'), { type: 'move', to: 'a-drip' }, { type: 'draw' }, { type: 'draw' });
    expect(s.pending).toEqual([]);
    expect(mine(s).fight).toBeNull();
    expect(s.supply.map((x) => x.card)).toEqual(['pit-viper', 'deep-warden']);
    expect(s.ledger.some((l) => l.text === 'Pit Viper: its hazard and its exclamation mark are ignored in a mine.')).toBe(true);
  });

  it('7a, Action chamber: moving on without drawing spends no time', () => {
    let s = withMine(boydell(), (m) => (m.at = 's-lantern'));
    const timer = s.timer;
    s = play(s, { type: 'move', to: 'a-drip' }, { type: 'stop' });
    expect(s.timer).toBe(timer);
  });

  it('7a, Quest chamber: the quest card says what happens: Boydell turns the mine token over', () => {
    let s = tokens(withMine(boydell(), (m) => (m.at = 's-lantern')), { 'q-crawl': 3, 'q-ledge': 4, 'q-gallery': 1, 'q-well': 2 });
    s = dice(s, 5);
    s = q(s, { type: 'move', to: 'q-crawl' });
    expect(playerView(s).quest!.tokensKnown).toEqual({ 'q-crawl': 3 });
    expect(s.ledger.some((l) => l.text.includes('It is 3: Bad air.'))).toBe(true);
  });

  it('7a, Penalty chamber: a roll of 1-3 suffers the penalty', () => {
    let s = withMine(boydell(), (m) => (m.at = 'q-crawl'));
    s = dice(s, 3);
    const lives = s.lives;
    s = q(s, { type: 'move', to: 'p-ceiling' });
    expect(s.lives).toBe(lives - 1);
  });

  it('7a, Penalty chamber: a roll of 4-6 passes safely', () => {
    let s = withMine(boydell(), (m) => (m.at = 'q-crawl'));
    s = dice(s, 4);
    const lives = s.lives;
    s = q(s, { type: 'move', to: 'p-ceiling' });
    expect(s.lives).toBe(lives);
    expect(s.ledger.at(-1)!.text).toContain('pass safely');
  });

  it('7a, Special chamber: Special card A is resolved at once (1 Life and 1 Pep)', () => {
    let s = withMine(boydell((t) => ((t.lives = 2), (t.pep = 2))), (m) => (m.at = 'q-gallery'));
    s = q(s, { type: 'move', to: 'x-cupboard' });
    expect([s.lives, s.pep]).toEqual([3, 3]);
    expect(mine(s).kept).toEqual([]);
  });

  it('7a, Special chamber: you always resolve a chamber; a card resolved at once goes back and is drawn again on a later visit', () => {
    let s = withMine(boydell((t) => ((t.lives = 1), (t.pep = 1))), (m) => (m.at = 'q-gallery'));
    s = tokens(s, { 'q-gallery': 2 });
    s = play(s, { type: 'move', to: 'x-cupboard' }, { type: 'move', to: 'q-gallery' }, { type: 'move', to: 'x-cupboard' });
    // the Lunch Tin (A), twice: 1 Life and 1 Pep a visit
    expect([s.lives, s.pep]).toEqual([3, 3]);
    expect(s.ledger.filter((l) => l.text.startsWith('You draw Special card A, The Lunch Tin'))).toHaveLength(2);
  });

  it('7a (reading), Special chamber: a kept card is in your hand, so its chamber gives nothing; once played and returned, it is drawn again', () => {
    let s = startQuest('special-d', 'the-lamplighters-round', false, 'torch', (t) => (t.pep = 1));
    s = withMine(s, (m) => (m.at = 'a-hollow'));
    s = play(s, { type: 'move', to: 'x-shelf' }, { type: 'move', to: 'a-hollow' }, { type: 'stop' }, { type: 'move', to: 'x-shelf' });
    expect(mine(s).kept).toEqual(['D']);
    expect(s.ledger.some((l) => l.text === 'Special card D (Flask of Glow-Tea) is in your hand, so this chamber has nothing to give until you play it.')).toBe(true);
    s = q(s, { type: 'useSpecial', letter: 'D' });
    expect(mine(s).kept).toEqual([]);
    s = play(s, { type: 'move', to: 'a-hollow' }, { type: 'stop' }, { type: 'move', to: 'x-shelf' });
    expect(mine(s).kept).toEqual(['D']);
  });

  it('7a, Special chamber: Special card D is kept, then played at any time in the mine for 2 Pep', () => {
    let s = startQuest('special-d', 'the-lamplighters-round', false, 'torch', (t) => (t.pep = 1));
    s = withMine(s, (m) => (m.at = 'a-hollow'));
    s = q(s, { type: 'move', to: 'x-shelf' });
    expect(mine(s).kept).toEqual(['D']);
    expect(questLegal(s)).toContainEqual({ type: 'useSpecial', letter: 'D' });
    s = q(s, { type: 'useSpecial', letter: 'D' });
    expect(s.pep).toBe(3);
    expect(mine(s).kept).toEqual([]);
  });

  it('7a, Special chamber: Special card B reveals every face-down mine token to you', () => {
    let s = startQuest('special-b', 'the-crystal-warren', true);
    s = withMine(s, (m) => (m.at = 'a-lake'));
    s = q(s, { type: 'move', to: 'x-chalk' });
    expect(Object.keys(playerView(s).quest!.tokensKnown).sort()).toEqual(['q-geode', 'q-hollow', 'q-nook', 'q-pool', 'q-spire']);
  });

  it('7a: a tunnel the map marks with an hourglass spends time', () => {
    let s = withMine(boydell(), (m) => (m.at = 'x-cupboard'));
    s = tokens(s, { 'q-well': 2 });
    const timer = s.timer;
    s = q(s, { type: 'move', to: 'q-well' });
    expect(s.timer).toBe(timer + 1);
  });
});

describe('7c: leaving a quest', () => {
  it('7c: leaving by the exit with the goal unmet gives no reward', () => {
    let s = withMine(boydell(), (m) => (m.at = 'q-ledge'));
    const { gems, xp } = s;
    s = q(s, { type: 'move', to: 'exit' });
    expect([s.gems, s.xp]).toEqual([gems, xp]);
    expect(s.place).toEqual({ at: 'town', location: null });
    expect(s.ledger.some((l) => l.text.includes('without completing it'))).toBe(true);
  });

  it('7c: leaving at night goes to the night time card', () => {
    let s = withMine(boydell(), (m) => ((m.at = 'q-ledge'), (m.progress = 1)));
    s = { ...s, phase: 'night' };
    s = q(s, { type: 'move', to: 'exit' });
    expect(s.place).toEqual({ at: 'night' });
  });

  it('7c: a choice of two exits: Powder for Sallow Gap pays differently at Smugglers\' Crack', () => {
    let s = startQuest('exits', 'powder-for-sallow-gap');
    s = withMine(s, (m) => ((m.at = 'p-squeeze'), (m.progress = 1)));
    const { gems, xp } = s;
    s = q(s, { type: 'move', to: 'exit-crack' });
    expect([s.gems - gems, s.xp - xp]).toEqual([6, 0]);
  });
});

describe('6 and 4: time in a mine', () => {
  it('6: if night starts while you are on a quest you stay in the mine', () => {
    let s = withMine(boydell((t) => (t.timer = 3)), (m) => (m.at = 's-lantern'));
    s = play(s, { type: 'move', to: 'a-drip' }, { type: 'draw' }, { type: 'stop' });
    expect(s.phase).toBe('night');
    expect(s.place).toEqual({ at: 'mine' });
    expect(s.quest).not.toBeNull();
  });

  it('4: day 3 ending while you are in a mine loses the game', () => {
    let s = withMine(boydell((t) => ((t.day = 3), (t.timer = 3))), (m) => (m.at = 's-lantern'));
    s = play(s, { type: 'move', to: 'a-drip' }, { type: 'draw' }, { type: 'stop' });
    expect(s.status).toBe('lost');
    expect(s.endReason).toContain('still in the mine');
  });
});

describe('tools in a mine (CONTENT: items)', () => {
  it('CONTENT, Shovel (designer\'s FAQ): discard it before drawing, draw 2 Story cards, resolve 1 and discard the other', () => {
    let s = q(game('shovel'), { type: 'attempt', quest: 'finding-mr-boydell', tool: 'shovel' });
    s = stack(s, 'pit-viper', 'singing-stones');
    s = q(s, { type: 'move', to: 's-lantern' });
    expect(questLegal(s)).toEqual([{ type: 'shovel', use: true }, { type: 'shovel', use: false }]);
    s = q(s, { type: 'shovel', use: true });
    expect(s.rucksack).not.toContain('shovel');
    expect(questLegal(s)).toEqual([{ type: 'keep', card: 'pit-viper' }, { type: 'keep', card: 'singing-stones' }]);
    const xp = s.xp;
    s = play(s, { type: 'keep', card: 'singing-stones' }, { type: 'option', index: 0 });
    expect(s.xp).toBe(xp + 1);
    expect(s.discard).toEqual(expect.arrayContaining(['pit-viper', 'singing-stones']));
    expect(mine(s).fight).toBeNull();
  });

  it('CONTENT, Torch: discard it to see the next Story card before choosing a tunnel', () => {
    let s = stack(boydell(), 'rock-eel');
    s = q(s, { type: 'torch' });
    expect(s.rucksack).not.toContain('torch');
    expect(playerView(s).seerKnown.map((c) => c.id)).toEqual(['rock-eel']);
  });

  it("CONTENT, Clock: discard it to take an action chamber's action without spending time", () => {
    let s = withMine(q(game('clock'), { type: 'attempt', quest: 'finding-mr-boydell', tool: 'clock' }), (m) => (m.at = 's-lantern'));
    const timer = s.timer;
    s = q(s, { type: 'move', to: 'a-drip' });
    expect(questLegal(s)).toContainEqual({ type: 'draw', clock: true });
    s = play(s, { type: 'draw', clock: true }, { type: 'draw' });
    expect(s.timer).toBe(timer);
    expect(s.rucksack).not.toContain('clock');
    expect(s.supply).toHaveLength(2);
  });

  it('3: brews are drunk at any time, in a mine too', () => {
    const s = boydell((t) => (t.lives = 3));
    expect(s.rucksack).toContain('lifeBrew');
    expect(check(s, { type: 'useItem', item: 'lifeBrew' })).toEqual({ ok: true });
  });
});

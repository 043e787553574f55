// @vitest-environment happy-dom
// The Lake Race panel's controls: the dice area makes the roll the rules allow (hold, re-roll, add, remove), and the
// three headings show their paths' crash damage before committing.
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import DiceArea from './DiceArea.vue';
import LakeRacePanel from './LakeRacePanel.vue';
import { applyAction, newGame, playerView } from '../../../engine/carnival/lake-race';
import { findSpot, only, placeAll, people, rngRolling } from '../../../engine/carnival/lake-race/test-helpers';
import { applyLake } from '../../../engine/carnival/lake-race/race';

describe('Lake Race dice area', () => {
  it('Rolling Dice (example): Yellow holds the 3, re-rolls the 2 and adds a die', async () => {
    const w = mount(DiceArea, { props: { dice: [3, 2], maxDice: 6, colour: '#f0c419' } });
    await w.get('[data-die="1"]').trigger('click'); // the 2 is re-rolled
    await w.get('[data-change="1"]').trigger('click'); // and a die added
    expect(w.text()).toContain('3 dice: hold 1, roll 2');
    expect(w.text()).toContain('speed 5–9');
    await w.get('[data-testid="lake-roll"]').trigger('click');
    expect(w.emitted('roll')).toEqual([[{ hold: [3], dice: 3 }]]);
  });

  it('Damage (example): Red holds a 2, removes a die and re-rolls the other', async () => {
    const w = mount(DiceArea, { props: { dice: [2, 2, 3], maxDice: 6, colour: '#c8372d' } });
    await w.get('[data-die="1"]').trigger('click');
    await w.get('[data-die="2"]').trigger('click');
    await w.get('[data-change="-1"]').trigger('click');
    await w.get('[data-testid="lake-roll"]').trigger('click');
    expect(w.emitted('roll')).toEqual([[{ hold: [2], dice: 2 }]]);
  });

  it('"Remove a die" with every die held lets go of the lowest, so it is never refused (issue 24, item 14)', async () => {
    const one = mount(DiceArea, { props: { dice: [2], maxDice: 6, colour: '#2f6fd0' } });
    await one.get('[data-change="-1"]').trigger('click');
    expect(one.find('[role="alert"]').exists()).toBe(false);
    expect(one.text()).toContain('only turn');
    await one.get('[data-testid="lake-roll"]').trigger('click');
    expect(one.emitted('roll')).toEqual([[{ hold: [], dice: 0 }]]);
  });

  it('a roll the rules refuse is explained and not sent', async () => {
    const w = mount(DiceArea, { props: { dice: [1, 2], maxDice: 6, colour: '#2f6fd0' } });
    await w.get('[data-change="-1"]').trigger('click'); // one die fewer: the 1 is let go
    await w.get('[data-die="0"]').trigger('click'); // and held again: two held, one kept
    expect(w.get('[role="alert"]').text()).toBe('You cannot hold 2 dice and keep only 1.');
    await w.get('[data-testid="lake-roll"]').trigger('click');
    expect(w.emitted('roll')).toBeUndefined();
  });
});

describe('Lake Race headings', () => {
  it('Damage (example): the three headings show their paths and crash damage before committing; only the longest is allowed', async () => {
    const base = placeAll(people(2, 'red'));
    const { pos, heading } = findSpot(base, (r, a, l) => r === 3 && a < 3 && l < 3);
    let s = only(base, 0, pos, heading, [3, 2, 2]);
    s.rng = rngRolling({ hold: [2], dice: 2 }, [3]);
    s = applyLake(s, { type: 'roll', hold: [2], dice: 2 }).state;
    const w = mount(LakeRacePanel, { props: { view: playerView(s) } });
    const right = w.get('.heading[data-turn="-1"]');
    expect(right.text()).toContain('3 spaces, then crash: 2 damage');
    expect(right.attributes('aria-disabled')).toBeUndefined();
    expect(w.get('.heading[data-turn="0"]').attributes('aria-disabled')).toBe('true');
    expect(w.findAll('svg .preview')).toHaveLength(3);
    expect(w.find('svg .preview[data-turn="-1"] .crash').text()).toContain('2');
    await w.get('.heading[data-turn="0"]').trigger('click');
    expect(w.emitted('act')).toBeUndefined();
    await right.trigger('click');
    expect(w.emitted('act')).toEqual([[{ type: 'steer', turn: -1 }]]);
  });

  it('boats are drawn in their colours and with their hull marks, buoys with their arrows', () => {
    const s = newGame({ seed: 4, races: 1, boats: [{ boat: 'red', name: 'R', crew: null }, { boat: 'white', name: 'W', crew: null }] });
    const placed = applyAction(applyAction(s, { type: 'place', ...playerView(s).freeStarts[0], heading: 1 }).state, { type: 'place', ...playerView(applyAction(s, { type: 'place', ...playerView(s).freeStarts[0], heading: 1 }).state).freeStarts[0], heading: 1 }).state;
    const w = mount(LakeRacePanel, { props: { view: playerView(placed) } });
    expect(w.findAll('svg .boat').map((b) => b.attributes('data-boat')).sort()).toEqual(['red', 'white']);
    expect(w.findAll('svg .buoy[data-buoy] .round-arrow')).toHaveLength(3);
    expect(w.findAll('svg .islands .sand').length).toBeGreaterThan(10);
    expect(w.text()).toContain('triangle');
    expect(w.text()).toContain('star');
  });
});

// @vitest-environment happy-dom
// The cards on the table: what each shows, for eyes and for screen readers.
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import DayNightCard from './DayNightCard.vue';
import LocationCard from './LocationCard.vue';
import LocationRing from './LocationRing.vue';
import CharacterCard from './CharacterCard.vue';
import LivesAndPep from './LivesAndPep.vue';
import Purse from './Purse.vue';
import Rucksack from './Rucksack.vue';
import Supply from './Supply.vue';
import StoryDeck from './StoryDeck.vue';
import UndoButton from './UndoButton.vue';
import { info } from './fixtures';

describe('DayNightCard', () => {
  it('4: shows the day, the timer on its square and the hourglasses left until the flip', () => {
    const w = mount(DayNightCard, { props: { day: 2, phase: 'day', timer: 1, track: 4 } });
    expect(w.get('.title').text()).toBe('Day 2');
    expect(w.findAll('.square')).toHaveLength(5); // arrow square + 4
    expect(w.findAll('.square')[1].classes()).toContain('here');
    expect(w.get('.track').attributes('aria-label')).toContain('3 hourglasses until night');
  });

  it('6: turns to the night side with its own track', () => {
    const w = mount(DayNightCard, { props: { day: 1, phase: 'night', timer: 0, track: 3 } });
    expect(w.get('.title').text()).toBe('Night 1');
    expect(w.get('.of').text()).toBe('of 2');
    expect(w.get('.daynight').classes()).toContain('night');
    expect(w.findAll('.square.flip')).toHaveLength(1);
  });
});

describe('LocationCard and LocationRing', () => {
  it('Guide: a Location shows its side and its actions, and opens the guide at itself', async () => {
    const w = mount(LocationCard, {
      props: { id: 'coppersand', name: 'Coppersand', number: 1, side: 'red', here: true, actions: [info('Go fishing', { time: 1 })] },
    });
    expect(w.get('article').attributes('aria-label')).toBe('1 Coppersand, red side (flipped), you are here');
    expect(w.get('article').attributes('data-side')).toBe('red');
    await w.get('.action-button').trigger('click');
    expect(w.emitted('act')).toHaveLength(1);
    await w.get('.guide').trigger('click');
    expect(w.emitted('guide')?.[0]).toEqual(['coppersand']);
  });

  it('1.2: lays the eight Locations clockwise round the centre and hands each its own actions', () => {
    const names = ['Coppersand', 'The Scrapyard', 'Bay Carnival', 'Burrow Glade', "Chemists' Guild", 'The Market', "Miners' Guild", "The Crows' Nest"];
    const locations = names.map((name, i) => ({ id: `l${i}`, name, number: i < 6 ? i + 1 : undefined, side: 'blue' as const }));
    const actions = [info('Go fishing', { group: 'l0' }), info('Dig', { group: 'l1' }), info('Pay the Crows', { group: 'l7' })];
    const w = mount(LocationRing, { props: { locations, actions }, slots: { default: '<p class="middle">day card</p>' } });
    const cards = w.findAll('article');
    expect(cards.map((c) => c.attributes('style'))).toEqual(
      ['1 / 1', '1 / 2', '1 / 3', '2 / 3', '3 / 3', '3 / 2', '3 / 1', '2 / 1'].map((a) => `grid-area: ${a};`),
    );
    expect(cards[7].text()).toContain('Pay the Crows');
    expect(cards[2].text()).toContain('Nothing to do here now.');
    expect(w.find('.centre .middle').exists()).toBe(true);
  });
});

describe('CharacterCard', () => {
  it('3 and 8: shows the tracks with their cubes, the LEVEL squares and which skill is in use', () => {
    const w = mount(CharacterCard, {
      props: {
        name: 'Peth',
        strength: 3,
        agility: 2,
        xp: 2,
        level: 2,
        levelSquares: [2, 4, 6, 8],
        skills: [
          { name: 'Net Mender', text: 'Fish 4 times.', active: true },
          { name: 'Old Salt', text: 'Ignore one !.', active: false },
        ],
      },
    });
    const meters = w.findAll('[role="meter"]');
    expect(meters.map((m) => m.attributes('aria-label'))).toEqual(['Strength 3', 'Agility 2', 'XP 2']);
    expect(meters[0].get('.cube').text()).toBe('3');
    expect(meters[2].findAll('.lvl').map((s) => s.text())).toEqual(['L2', 'L3', 'L4', 'L5']);
    expect(meters[2].get('.cube').text()).toBe('L2');
    expect(w.findAll('.skills li.active').map((s) => s.text())).toEqual([expect.stringContaining('Net Mender')]);
  });
});

describe('Lives, Pep and the purse', () => {
  it('3: shows 4 tokens of each, the spent ones turned over', () => {
    const w = mount(LivesAndPep, { props: { lives: 3, pep: 1 } });
    expect(w.get('.lives').attributes('aria-label')).toBe('Lives 3 of 4');
    expect(w.findAll('.lives .spent')).toHaveLength(1);
    expect(w.findAll('.pep .spent')).toHaveLength(3);
  });

  it('2: the purse counts Gems against the 60 to pay, and lands on the new count', async () => {
    const w = mount(Purse, { props: { gems: 2 } });
    expect(w.get('section').attributes('aria-label')).toBe('Purse: 2 of 60 Gems');
    await w.setProps({ gems: 10 });
    await w.get('section').trigger('click'); // a click skips the count-up
    expect(w.get('[data-testid="gems"]').text()).toBe('10');
    expect(w.get('.delta').text()).toBe('+8');
  });
});

describe('Rucksack, supply and Story deck', () => {
  it('3: the rucksack has six slots, filled in order', () => {
    const w = mount(Rucksack, { props: { items: [{ id: 'shovel', name: 'Shovel' }, { id: 'life-brew', name: 'Life brew' }] } });
    expect(w.findAll('.slot')).toHaveLength(6);
    expect(w.findAll('.slot.empty')).toHaveLength(4);
    expect(w.get('section').attributes('aria-label')).toBe('Rucksack: 2 of 6 items');
  });

  it('5: the supply names each icon count, fish by shape and pattern as well as colour', () => {
    const w = mount(Supply, {
      props: {
        fish: { cards: 6, icons: [{ kind: 'red-fish', name: 'red fish', count: 3 }, { kind: 'blue-fish', name: 'blue fish', count: 1 }, { kind: 'starfish', name: 'starfish', count: 0 }] },
        forageables: { cards: 1, icons: [{ kind: 'mushroom', name: 'mushroom', count: 2 }] },
        materials: { cards: 0, icons: [] },
      },
    });
    const fish = w.get('[data-pile="fish"]');
    expect(fish.findAll('.sr').map((s) => s.text())).toEqual(['3 red fish', '1 blue fish']);
    expect(fish.find('.mark-stripes').exists()).toBe(true);
    expect(fish.find('.mark-ring').exists()).toBe(true);
    expect(fish.get('.cards').classes()).toContain('full');
    expect(w.get('[data-pile="materials"]').text()).toContain('none');
  });

  it("5: the Story deck shows its count, the Story's End side and what the seer showed", () => {
    const w = mount(StoryDeck, { props: { deck: 20, discard: 8, storyEnd: 'red', known: [HAZARD] } });
    expect(w.get('.stack').attributes('aria-label')).toContain("20 cards face down on the Story's End card, red side");
    expect(w.get('.end').classes()).toContain('red');
    expect(w.get('.known').text()).toContain('Deep Warden');
  });

  it('7a (issue 24, item 2): a peeked hazard shows its face, Strength and Agility, and its stakes to a screen reader', async () => {
    const w = mount(StoryDeck, { props: { deck: 20, discard: 8, storyEnd: 'blue', known: [HAZARD] } });
    expect(w.get('.known .stats').text()).toBe('S6 A4');
    expect(w.get('.known [role="img"]').attributes('aria-label')).toContain('if you lose: Lose 2 Lives.');
    await w.get('.known button').trigger('click');
    expect(w.emitted('zoom')?.[0]).toEqual([HAZARD]);
  });
});

const HAZARD = {
  id: 'deep-warden', name: 'The Deep Warden', kind: 'hazard' as const, fish: { icons: ['red'], alert: false }, material: { icon: 'rope', alert: false },
  forage: { icons: ['snail'], alert: false }, loot: 2, acquire: 'torch' as const, charm: { face: 'scowl' as const, number: 2 },
  hazard: { strength: 6, agility: 4, win: 'Gain 2 XP.', lose: 'Lose 2 Lives.' },
};

describe('UndoButton', () => {
  it('is greyed with the reason when a draw stands in the way, and undoes when it can', async () => {
    const w = mount(UndoButton, { props: { undo: { available: false, reason: 'A card was drawn since.' } } });
    expect(w.get('button').attributes('aria-disabled')).toBe('true');
    expect(w.get('.reason').text()).toBe('A card was drawn since.');
    await w.get('button').trigger('click');
    expect(w.emitted('undo')).toBeUndefined();
    await w.setProps({ undo: { available: true } });
    await w.get('button').trigger('click');
    expect(w.emitted('undo')).toHaveLength(1);
  });
});

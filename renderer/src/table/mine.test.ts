// @vitest-environment happy-dom
// Rulebook 7 and 5: the mine map beside its quest card, and a Story card's anatomy.
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import MineMap from './MineMap.vue';
import StoryCard from './StoryCard.vue';
import { CARDS, SCENES } from './preview/scenes';
import type { QuestView } from '../../../contract/view';
import type { MineMap as Map } from '../../../contract/content';

const map = {
  chambers: [
    { id: 'entrance', name: 'Entrance', x: 4, y: 50, kind: 'entrance' },
    { id: 's1', name: 'Lantern Hall', x: 20, y: 50, kind: 'story', depth: 2 },
    { id: 'q1', name: 'The Crawl', x: 40, y: 30, kind: 'quest', token: 'hidden' },
    { id: 'q2', name: 'The Ledge', x: 40, y: 70, kind: 'quest', token: 4 },
    { id: 'p1', name: 'Loose Ceiling', x: 60, y: 50, kind: 'penalty', text: 'Lose 1 Life.', penalty: [] },
    { id: 'exit', name: 'Exit', x: 90, y: 50, kind: 'exit' },
  ],
  tunnels: [
    { a: 'entrance', b: 's1' },
    { a: 's1', b: 'q1', time: 1 },
    { a: 's1', b: 'q2' },
    { a: 'q1', b: 'p1' },
    { a: 'p1', b: 'exit' },
  ],
} as unknown as Map;

const quest: QuestView = {
  ...SCENES.mine().view.quest!,
  id: 'boydell',
  name: 'Finding Mr. Boydell',
  mapId: 'boydell',
  chamber: 's1',
  visited: ['entrance', 's1'],
  tokensKnown: {},
  goal: { text: 'Find Mr. Boydell.', done: 1, of: 1, complete: true },
  movers: [{ id: 'water', name: 'The water', at: 'p1' }],
};

describe('MineMap', () => {
  it('7a: draws every chamber by its kind and every tunnel, with the time a tunnel spends', () => {
    const w = mount(MineMap, { props: { quest, map, card: { name: 'Finding Mr. Boydell', depth: 'shallow', reward: '1 XP and 3 Gems.' } } });
    expect(w.findAll('[data-chamber]')).toHaveLength(6);
    expect(w.findAll('.tunnel')).toHaveLength(5);
    expect(w.findAll('.time path')).toHaveLength(1);
    expect(w.find('[data-chamber="p1"] polygon').exists()).toBe(true); // a penalty chamber is a triangle, not a colour alone
    expect(w.get('[data-chamber="s1"] .glyph').text()).toBe('2'); // a Story chamber shows its depth
    expect(w.get('[data-chamber="s1"]').classes()).toContain('here');
    expect(w.get('[data-chamber="s1"] title').text()).toBe('Lantern Hall (Story chamber, depth 2), you are here, visited');
  });

  it('7: shows face-down and known mine tokens, moving tokens, the goal and its progress', () => {
    const w = mount(MineMap, { props: { quest, map, card: null } });
    expect(w.get('[data-chamber="q1"] .token').classes()).toContain('hidden');
    expect(w.get('[data-chamber="q2"] .token text').text()).toBe('4');
    expect(w.get('.mover title').text()).toBe('The water');
    expect(w.get('[role="progressbar"]').attributes('aria-valuenow')).toBe('1');
    expect(w.get('.words').text()).toBe('Complete: head for the exit');
    expect(w.find('.meeple').exists()).toBe(true);
  });
});

describe('StoryCard', () => {
  it('5: tells its anatomy to a screen reader: name, kind, each icon and its exclamation mark, loot, item, charm', () => {
    const w = mount(StoryCard, { props: { card: CARDS.gamblers } });
    expect(w.get('article').attributes('aria-label')).toBe(
      'The Gamblers, event; fish: red with an exclamation mark; material: rope; forage: snail; loot 1 Gems; acquire shovel; lucky charm grin 1',
    );
    expect(w.get('.fish').classes()).toContain('alert');
    expect(mount(StoryCard, { props: { card: CARDS.rot } }).get('article').classes()).toContain('hazard');
  });
});

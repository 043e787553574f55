// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import LocationSideCard from '../components/LocationSideCard.vue';
import { describeCost, plural } from './words';

describe('costs read as sentences', () => {
  it('a free action says so, an hourglass action names its hourglasses', () => {
    expect(describeCost({ time: 0, gems: 0 })).toBe('Free');
    expect(describeCost({ time: 1, gems: 2 })).toBe('1 hourglass and 2 Gems');
    expect(describeCost({ time: 2, gems: 1 })).toBe('2 hourglasses and 1 Gem');
    expect(plural(1, 'Life', 'Lives')).toBe('1 Life');
  });
});

describe('a Location side in the guide', () => {
  it('shows the actions the service wrote, each with its title, cost and lines', () => {
    const w = mount(LocationSideCard, {
      props: {
        colour: 'blue',
        name: 'Coppersand',
        actions: [{ key: 'fish', heading: 'GO FISHING', title: 'Go fishing', cost: { time: 1, gems: 0 }, lines: ['Fish up to 3 times.', '1 mark: lose 1 Pep'] }],
      },
    });
    expect(w.get('section').attributes('aria-label')).toBe('Coppersand, blue side');
    expect(w.get('h4').text()).toBe('Go fishing');
    expect(w.findAll('.lines li').map((l) => l.text())).toEqual(['Fish up to 3 times.', '1 mark: lose 1 Pep']);
    expect(w.get('[role="img"]').attributes('aria-label')).toBe('Cost: 1 hourglass');
  });
});

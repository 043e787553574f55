// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import ActionButton from './ActionButton.vue';
import { info } from './fixtures';

describe('ActionButton', () => {
  it('emits the action when it is legal', async () => {
    const w = mount(ActionButton, { props: { info: info('Go fishing', { time: 1, group: 'coppersand' }) } });
    await w.get('button').trigger('click');
    expect(w.emitted('act')?.[0]?.[0]).toMatchObject({ label: 'Go fishing' });
  });

  it('4: marks an hourglass action with its time cost, for eyes and for screen readers', () => {
    const w = mount(ActionButton, { props: { info: info('Visit the seer', { time: 2 }) } });
    expect(w.findAll('.glass')).toHaveLength(2);
    expect(w.get('button').attributes('aria-label')).toBe('Visit the seer, spends 2 hourglasses');
  });

  it('keeps a refused action visible and focusable, its reason tied by aria-describedby, and does not act', async () => {
    const w = mount(ActionButton, {
      props: { info: info('Visit the seer', { legal: false, reason: 'The seer costs 2 Gems; you have 1.' }) },
    });
    const button = w.get('button');
    expect(button.attributes('disabled')).toBeUndefined();
    expect(button.attributes('aria-disabled')).toBe('true');
    const reason = w.get(`#${button.attributes('aria-describedby')}`);
    expect(reason.text()).toBe('The seer costs 2 Gems; you have 1.');
    expect(reason.attributes('role')).toBe('tooltip');
    await button.trigger('click');
    expect(w.emitted('act')).toBeUndefined();
  });
});

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import DecisionPrompt from './DecisionPrompt.vue';
import { info } from './fixtures';

const fightOrFlee = [
  info('Fight', { group: 'decision', rule: '7b' }),
  info('Flee (spend 1 Pep)', { group: 'decision', rule: '7b' }),
  info('Re-roll', { group: 'decision', legal: false, reason: 'You have no Pep left to spend.' }),
];

describe('DecisionPrompt', () => {
  it('7b: offers fight or flee as numbered buttons and links to the rulebook section', async () => {
    const w = mount(DecisionPrompt, { props: { title: 'Fight or flee?', options: fightOrFlee }, attachTo: document.body });
    expect(w.get('[role="dialog"]').attributes('aria-labelledby')).toBeTruthy();
    expect(w.findAll('.hotkey').map((k) => k.text())).toEqual(['1', '2', '3']);
    await w.get('.rule').trigger('click');
    expect(w.emitted('rules')?.[0]).toEqual(['7b']);
    w.unmount();
  });

  it('answers with the number keys, and ignores the number of a refused option', async () => {
    const w = mount(DecisionPrompt, { props: { title: 'Fight or flee?', options: fightOrFlee }, attachTo: document.body });
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '2' }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '3' }));
    expect(w.emitted('act')?.map((e) => (e[0] as { label: string }).label)).toEqual(['Flee (spend 1 Pep)']);
    w.unmount();
  });

  it('takes focus on its first legal option so it cannot be missed', async () => {
    const options = [info('Discard a red fish', { legal: false, reason: 'no' }), info('Discard a mushroom')];
    const w = mount(DecisionPrompt, { props: { title: 'Too many cards', options }, attachTo: document.body });
    await new Promise((r) => setTimeout(r, 0));
    expect(document.activeElement?.textContent).toContain('Discard a mushroom');
    w.unmount();
  });
});

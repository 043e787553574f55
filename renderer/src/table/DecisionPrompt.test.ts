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

  it('holds focus: Tab past the last control comes back to the first, Shift+Tab the other way', async () => {
    const outside = document.createElement('button');
    outside.textContent = 'Behind the prompt';
    document.body.append(outside);
    const w = mount(DecisionPrompt, { props: { title: 'Fight or flee?', options: fightOrFlee, rule: '7b' }, attachTo: document.body });
    await new Promise((r) => setTimeout(r, 0));
    // the first option, not the rulebook link in the header
    expect(document.activeElement?.textContent).toContain('Fight');
    const names = ['Rulebook section 7b', 'Fight', 'Flee (spend 1 Pep)', 'Re-roll'];
    const here = () => names.find((n) => (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '').includes(n));
    const tab = (shiftKey = false) => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true }));
    const seen: (string | undefined)[] = [];
    for (let i = 0; i < 5; i++) {
      tab();
      seen.push(here());
    }
    // a refused option stays reachable (its reason is read on focus)
    expect(seen).toEqual(['Flee (spend 1 Pep)', 'Re-roll', 'Rulebook section 7b', 'Fight', 'Flee (spend 1 Pep)']);
    tab(true);
    tab(true);
    expect(here()).toBe('Rulebook section 7b');
    tab(true);
    expect(here()).toBe('Re-roll');
    expect(document.activeElement).not.toBe(outside);
    w.unmount();
    outside.remove();
  });

  it('brings focus back in when it has wandered out, and is announced as a modal dialog', async () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    const w = mount(DecisionPrompt, { props: { title: 'Fight or flee?', options: fightOrFlee }, attachTo: document.body });
    await new Promise((r) => setTimeout(r, 0));
    outside.focus();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', cancelable: true }));
    expect(w.element.contains(document.activeElement)).toBe(true);
    expect(w.get('[role="dialog"]').attributes('aria-modal')).toBe('true');
    w.unmount();
    outside.remove();
  });
});

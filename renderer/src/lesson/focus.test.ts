// @vitest-environment happy-dom
// Issue 26: where a lesson step puts the focus. The whole-lesson keyboard walk stopped at step 26 ("Fishing in the
// mine", rulebook 7a) because the step moved the focus to the first control of the prompt it points at, which is the
// header's rulebook link: the prompt had already focused its first option, the lesson pulled the focus away a moment
// later, and Enter opened the Rules screen instead of fishing.
import { afterEach, describe, expect, it } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import DecisionPrompt from '../table/DecisionPrompt.vue';
import { info } from '../table/fixtures';
import { focusTarget } from './focus';

const mineChamber = [info('Fish', { group: 'decision', rule: '7a' }), info('Move on without spending time', { group: 'decision', rule: '7a' })];

let wrapper: VueWrapper | null = null;
afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  document.body.innerHTML = '';
});

async function prompt(): Promise<HTMLElement> {
  wrapper = mount(DecisionPrompt, { props: { title: 'In the mine', options: mineChamber, rule: '7a' }, attachTo: document.body });
  await new Promise((r) => setTimeout(r, 0));
  return document.querySelector<HTMLElement>('[data-testid="prompt"]')!;
}

describe('a lesson step focuses what it points at (issue 26)', () => {
  it('7a: a prompt gets the focus on its first option, never on the rulebook link in its header', async () => {
    const panel = await prompt();
    (document.activeElement as HTMLElement | null)?.blur();
    expect(panel.querySelector('.head button')?.textContent).toContain('Rule 7a'); // the link is there, first in Tab order
    const focused = focusTarget(panel, false);
    expect(focused?.textContent).toContain('Fish');
    expect(document.activeElement).toBe(focused);
  });

  it('7a: leaves the focus where the player (or the prompt) put it inside the part', async () => {
    const panel = await prompt();
    const second = [...panel.querySelectorAll<HTMLElement>('.options button')][1];
    second.focus();
    expect(focusTarget(panel, false)).toBe(second);
    expect(document.activeElement).toBe(second);
  });

  it('a part shown for reading is focused itself, so Tab from it can go to Next', () => {
    const card = document.createElement('article');
    card.innerHTML = '<h3>Market</h3><button type="button">Sell</button>';
    document.body.append(card);
    card.querySelector('button')!.focus();
    expect(focusTarget(card, true)).toBe(card);
    expect(card.getAttribute('tabindex')).toBe('-1');
  });
});

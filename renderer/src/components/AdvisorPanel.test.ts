// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { ApiError, setApi, type Advice, type Api, type CampaignResult } from '../api';
import { useCampaignStore } from '../stores/campaign';
import AdvisorPanel from './AdvisorPanel.vue';

const advice: Advice = {
  entries: [
    { action: { type: 'goFishing' }, label: 'Go fishing', wins: 90, rollouts: 200, chance: 0.45, low: 0.38, high: 0.52 },
    { action: { type: 'beachcomb' }, label: 'Go beachcombing', wins: 60, rollouts: 200, chance: 0.3, low: 0.24, high: 0.37 },
  ],
  perAction: 200,
  adaptive: false,
  rollouts: 400,
  ms: 800,
};
let calls: string[];
let inputs: unknown[];
let warms: number;
let answer: () => Promise<Advice>;

beforeEach(() => {
  calls = [];
  inputs = [];
  warms = 0;
  answer = async () => advice;
  setActivePinia(createPinia());
  setApi({
    advise: async (input: unknown) => (calls.push('advise'), inputs.push(input), answer()),
    cancelAdvice: async () => (calls.push('cancelAdvice'), { cancelled: true }),
    warmAdvisor: async () => (warms++, { warming: true }),
  } as unknown as Api);
  useCampaignStore().current = { summary: { id: 'c1' }, view: { status: 'playing' }, actions: [], events: [], undo: { available: false } } as unknown as CampaignResult;
});
afterEach(() => setApi(null));

/** The panel mounted, opened and asked. */
async function askedPanel() {
  const w = mount(AdvisorPanel);
  await w.find('button.toggle').trigger('click');
  await w.findAll('button').find((b) => b.text() === 'Ask the advisor')!.trigger('click');
  return w;
}

describe('the advisor', () => {
  it('turned on, it has the service warm its workers once, which is not a question (nothing asked, nothing counted)', async () => {
    mount(AdvisorPanel);
    await flushPromises();
    expect(warms).toBe(1);
    expect(calls).toEqual([]);
  });
  it('asks only when the player asks, then ranks the actions with their intervals', async () => {
    const w = mount(AdvisorPanel);
    expect(calls).toEqual([]);
    await w.find('button.toggle').trigger('click');
    expect(calls).toEqual([]);
    await w.findAll('button').find((b) => b.text() === 'Ask the advisor')!.trigger('click');
    await flushPromises();
    expect(calls).toEqual(['advise']);
    const items = w.findAll('.ranking li');
    expect(items.map((i) => i.find('.label').text())).toEqual(['Go fishing', 'Go beachcombing']);
    expect(items[0].find('.estimate').text()).toBe('45% (38%–52%)');
  });

  it('asks for the adaptive look by default and says how its rollouts were spread; 200 each on request (issue 27)', async () => {
    answer = async () => ({
      ...advice,
      entries: [{ ...advice.entries[0], rollouts: 468 }, { ...advice.entries[1], rollouts: 24 }],
      perAction: 468,
      adaptive: true,
      rollouts: 492,
    });
    const w = await askedPanel();
    await flushPromises();
    expect(inputs).toEqual([{ id: 'c1' }]);
    expect(w.find('.footnote').text()).toBe('492 rollouts in all, 24 to 468 an action (more where the answer was close; one left behind early keeps the wider range of its few, and can show a higher share than the pick above it), 0.8 s.');
    await w.find('select').setValue('200');
    answer = async () => advice;
    await w.findAll('button').find((b) => b.text() === 'Ask again')!.trigger('click');
    await flushPromises();
    expect(inputs.at(-1)).toEqual({ id: 'c1', rollouts: 200 });
    expect(w.find('.footnote').text()).toBe('200 rollouts per action, 0.8 s.');
  });

  it('drops a stale estimate as soon as the table changes', async () => {
    const w = await askedPanel();
    await flushPromises();
    expect(w.findAll('.ranking li')).toHaveLength(2);
    useCampaignStore().current = { ...useCampaignStore().current! };
    await flushPromises();
    expect(w.findAll('.ranking li')).toHaveLength(0);
  });

  it('can be cancelled, and a cancelled ranking shows no error', async () => {
    let refuse: (e: unknown) => void = () => {};
    answer = () => new Promise((_, reject) => (refuse = reject));
    const w = await askedPanel();
    expect(w.find('[role="status"]').exists()).toBe(true);
    await w.findAll('button').find((b) => b.text() === 'Cancel')!.trigger('click');
    refuse(new ApiError('conflict', 'The advice was cancelled.'));
    await flushPromises();
    expect(calls).toEqual(['advise', 'cancelAdvice']);
    expect(w.find('[role="alert"]').exists()).toBe(false);
    expect(w.find('[role="status"]').exists()).toBe(false);
  });

  it('tells the player when the advisor itself broke off (a lost worker thread), though the service says conflict', async () => {
    answer = async () => {
      throw new ApiError('conflict', 'The advisor broke off: one of its threads stopped (exit code 1). Ask again to start it afresh.');
    };
    const w = await askedPanel();
    await flushPromises();
    expect(w.find('[role="alert"]').text()).toContain('The advisor broke off');
  });

  it('a ranking the table moved past is dropped without an error', async () => {
    let refuse: (e: unknown) => void = () => {};
    answer = () => new Promise((_, reject) => (refuse = reject));
    const w = await askedPanel();
    useCampaignStore().current = { ...useCampaignStore().current! };
    refuse(new ApiError('conflict', 'The advisor was cancelled.'));
    await flushPromises();
    expect(w.find('[role="alert"]').exists()).toBe(false);
  });

  it('a ranking that arrives after the table moved on is not shown (its actions are no longer the legal ones)', async () => {
    let give: (a: Advice) => void = () => {};
    answer = () => new Promise((resolve) => (give = resolve));
    const w = await askedPanel();
    useCampaignStore().current = { ...useCampaignStore().current! };
    give(advice);
    await flushPromises();
    expect(w.findAll('.ranking li')).toHaveLength(0);
  });

  it('Escape closes the panel and gives the focus back to its button', async () => {
    const w = mount(AdvisorPanel, { attachTo: document.body });
    await w.find('button.toggle').trigger('click');
    expect(w.find('.panel').exists()).toBe(true);
    await w.find('.panel').trigger('keydown', { key: 'Escape' });
    expect(w.find('.panel').exists()).toBe(false);
    expect(document.activeElement).toBe(w.find('button.toggle').element);
    // closed, the advisor lets Escape go on to whatever listens for it (a prompt's or a crowded Location's panel)
    let heard = 0;
    const listen = () => heard++;
    window.addEventListener('keydown', listen);
    w.find('button.toggle').element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    window.removeEventListener('keydown', listen);
    expect(heard).toBe(1);
    w.unmount();
  });
});

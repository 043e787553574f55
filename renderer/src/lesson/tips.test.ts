// @vitest-environment happy-dom
// Issue 26, first-time tips: each links to a rules section that exists; a tip is shown the first time its concept
// is on the table and never again (kept in localStorage); off in Settings means none; reset shows them again;
// none in an active lesson.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { buildReference } from '../../../data/reference';
import { setApi, type Api, type CampaignResult } from '../api';
import { useCampaignStore } from '../stores/campaign';
import { useTipsStore } from '../stores/tips';
import { SCENES } from '../table/preview/scenes';
import TipBanner from './TipBanner.vue';
import { TIPS, tipFor } from './tips';

async function banner(answer: CampaignResult) {
  setApi({ open: () => Promise.resolve(answer) } as unknown as Api);
  const pinia = createPinia();
  setActivePinia(pinia);
  await useCampaignStore().open('x');
  const w = mount(TipBanner, { global: { plugins: [pinia] }, attachTo: document.body });
  await flushPromises();
  return w;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.body.innerHTML = '';
  setApi(null);
});

describe('first-time tips (issue 26)', () => {
  it('every tip links to a rules reference section that exists, and ids are unique', () => {
    const ids = new Set(buildReference().map((s) => s.id));
    for (const t of TIPS) expect(ids.has(t.section), `${t.id} -> ${t.section}`).toBe(true);
    expect(new Set(TIPS.map((t) => t.id)).size).toBe(TIPS.length);
  });

  it('the night tip is shown the first time night is on the table, and not again after a restart of the page', async () => {
    const first = await banner(SCENES.night());
    expect(first.get('[data-testid="tip"]').attributes('data-tip')).toBe('night');
    expect(first.get('[data-testid="tip"] a').attributes('href')).toBe('#/rules/6-night');
    expect(JSON.parse(localStorage.getItem('crows.tips')!).seen).toEqual(['night']);
    first.unmount();
    const again = await banner(SCENES.night());
    expect(again.find('[data-testid="tip"]').exists()).toBe(false);
    again.unmount();
  });

  it('none when tips are off; all again after a reset; none in an active lesson', async () => {
    localStorage.setItem('crows.tips', JSON.stringify({ on: false, seen: [] }));
    const off = await banner(SCENES.night());
    expect(off.find('[data-testid="tip"]').exists()).toBe(false);
    useTipsStore().on = true;
    useTipsStore().markSeen('night');
    useTipsStore().reset();
    expect(useTipsStore().seen).toEqual([]);
    off.unmount();
    const lesson = { ...SCENES.night(), lesson: { index: 0, total: 1, step: { id: 'x', title: 'x', text: 'x', target: 'x', section: '6', instead: 'x', waits: true } } };
    expect(tipFor(lesson, new Set())).toBeNull();
    expect(tipFor(SCENES.night(), new Set())?.id).toBe('night');
    expect(tipFor(SCENES.night(), new Set(['night']))).toBeNull();
  });
});

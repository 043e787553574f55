// @vitest-environment happy-dom
// Issue 29: the quiet notice of an achievement earned, in a polite live region that is there before anything is
// announced (a region added with its text is often not read), closed by the player or after a while.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { nextTick } from 'vue';
import { useCampaignStore } from '../stores/campaign';
import { useScreenStore } from '../stores/screen';
import AchievementNotice from './AchievementNotice.vue';

const badge = { id: 'win-wren', name: 'Scrap to Silver', text: 'Pay off the Crows and survive with Wren.', earned: true };

beforeEach(() => {
  setActivePinia(createPinia());
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the achievement notice', () => {
  it('is a polite live region from the start, and tells each achievement earned', async () => {
    const w = mount(AchievementNotice);
    const region = w.find('[data-testid="achievement-notices"]');
    expect(region.attributes('aria-live')).toBe('polite');
    expect(region.text()).toBe('');
    useCampaignStore().earned = [badge];
    await nextTick();
    expect(region.text()).toContain('Achievement earned: Scrap to Silver.');
    expect(region.text()).toContain('Pay off the Crows and survive with Wren.');
  });

  it('closes when asked, or by itself after a while, and opens the achievements page', async () => {
    const w = mount(AchievementNotice);
    const campaign = useCampaignStore();
    campaign.earned = [badge, { ...badge, id: 'relay-six', name: 'Last Lamp Home' }];
    await nextTick();
    await w.find('button[aria-label="Dismiss the notice of Scrap to Silver"]').trigger('click');
    expect(campaign.earned.map((a) => a.id)).toEqual(['relay-six']);
    await w.findAll('button').find((b) => b.text() === 'See all')!.trigger('click');
    await vi.waitFor(() => expect(useScreenStore().screen).toBe('achievements')); // once the router has gone there
    vi.advanceTimersByTime(12_000);
    expect(campaign.earned).toEqual([]);
  });
});

// @vitest-environment happy-dom
// Issue 24, item 10: each figure of the Statistics screen says what the service counted, in the right words
// ("asked 4 times in 1 campaign", not "in 4 campaigns"); issue 29: each record names and opens its campaign.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { setApi, type Api, type Statistics } from '../api';
import { useScreenStore } from '../stores/screen';
import StatisticsScreen from './StatisticsScreen.vue';

let stats: Statistics;
beforeEach(() => {
  setActivePinia(createPinia());
  stats = {
    played: 2,
    won: 1,
    lost: 1,
    byCharacter: { wren: { played: 1, won: 1 }, peth: { played: 1, won: 0 } },
    bestGems: 60,
    advisorCampaigns: 1,
    advisorRequests: 4,
    lessons: { started: 0, finished: 0 },
    stallGames: { relay: { played: 3, won: 2 }, 'lake-race': { played: 1, won: 0 } },
    records: [{ key: 'most-gems', label: 'Most Gems held at once', value: '60 Gems', figure: 60, campaignId: 'c-wren', campaignName: 'Wren pays up', character: 'wren' }],
  };
  setApi({ statistics: async () => stats } as unknown as Api);
});
afterEach(() => setApi(null));

describe('the statistics screen', () => {
  it('counts the carnival games played on their own by kind (issue 22)', async () => {
    const w = mount(StatisticsScreen);
    await flushPromises();
    expect(w.find('[data-testid="stat-stall-relay"]').text()).toBe('Copperfin Relay3267%');
    expect(w.find('[data-testid="stat-stall-lake-race"]').text()).toBe('Lake Race series100%');
  });

  it('shows the most Gems held and the advisor asked 4 times in 1 of 2 campaigns', async () => {
    const w = mount(StatisticsScreen);
    await flushPromises();
    expect(w.find('[data-testid="stat-best-gems"]').text()).toBe('60');
    expect(w.text()).toContain('most Gems held at once');
    expect(w.find('[data-testid="stat-advisor"]').text()).toBe('The advisor was asked for hints 4 times, in 1 of 2 finished campaigns.');
    expect(w.text()).toContain('2campaigns finished');
    expect(w.text()).toContain('won (50%)');
  });

  it('counts practice branches apart from the originals (issue 25)', async () => {
    stats = { ...stats, practice: { played: 3, won: 2, lost: 1 } };
    const w = mount(StatisticsScreen);
    await flushPromises();
    expect(w.find('[data-testid="stat-practice"]').text()).toBe('Practice branches, counted apart from the figures above: 3 finished, 2 won, 1 lost.');
    expect(w.text()).toContain('2campaigns finished');
  });

  it('counts lesson campaigns apart (issue 26)', async () => {
    stats = { ...stats, lessons: { started: 2, finished: 1 } };
    const w = mount(StatisticsScreen);
    await flushPromises();
    expect(w.find('[data-testid="stat-lessons"]').text()).toBe('Learn to play: 2 lessons started, 1 finished, counted apart from the figures above.');
  });

  it('says plainly when the advisor was never asked', async () => {
    stats = { ...stats, advisorCampaigns: 0, advisorRequests: 0 };
    const w = mount(StatisticsScreen);
    await flushPromises();
    expect(w.find('[data-testid="stat-advisor"]').text()).toBe('The advisor was not asked for hints in any finished campaign.');
  });

  it('names the campaign that set each record and opens it', async () => {
    const w = mount(StatisticsScreen);
    await flushPromises();
    const row = w.find('[data-testid="record-most-gems"]');
    expect(row.text()).toContain('60 Gems');
    await row.find('a').trigger('click');
    await flushPromises(); // the router goes there a moment later
    expect(useScreenStore().route).toEqual({ screen: 'replay', param: 'c-wren' }); // issue 29: the record's campaign, replayed
  });
});

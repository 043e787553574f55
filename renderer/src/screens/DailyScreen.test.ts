// @vitest-environment happy-dom
// Issue 29: the Daily screen asks for the player's local date, shows the day's set-up before it starts, and says
// whether a start counts or is practice.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { content } from '../../../data/index';
import { setApi, type Api, type DailyInfo } from '../api';
import { localDate } from '../progress/calendar';
import DailyScreen from './DailyScreen.vue';

let info: DailyInfo;
let asked: unknown[];
beforeEach(() => {
  setActivePinia(createPinia());
  asked = [];
  const date = localDate();
  info = {
    date,
    version: '0.1.0',
    setup: { seed: `daily-${date}`, character: 'maudie', startingSkill: 1, plusOneStat: 'agility', harder: { storyEndRed: true, crowsNestRed: false, hazardsPlusOne: false, extraFlips: 2 } },
    counts: true,
    calendar: [],
    streak: { current: 0, longest: 3 },
  };
  setApi({
    daily: async (input: unknown) => (asked.push(input), info),
    guide: async () => ({ locations: content.locations, characters: content.characters, items: content.items, quests: [], specials: [], carnival: [] }),
  } as unknown as Api);
});
afterEach(() => setApi(null));

describe('the Daily screen', () => {
  it("asks for the player's own date and shows the set-up before it starts", async () => {
    const w = mount(DailyScreen);
    await flushPromises();
    expect(asked).toEqual([{ date: localDate() }]);
    const today = w.find('[data-testid="daily-today"]').text();
    expect(today).toContain('Herb Lore'); // Maudie's second skill, the starting one
    expect(today).toContain('Agility');
    expect(today).toContain(`daily-${localDate()}`);
    expect(today).toContain("Story's End starts red");
    expect(today).toContain('2 extra flips');
    expect(w.find('[data-testid="daily-counts"]').text()).toContain('counted attempt');
    expect(w.find('button.btn:not(.quiet)').text()).toBe("Start today's campaign");
    expect(w.find('[data-testid="streak-longest"]').text()).toBe('3');
  });

  it("says a second start is practice once the day's attempt is used, with its result", async () => {
    info = { ...info, counts: false, today: { date: info.date, campaignId: 'c1', status: 'won', score: 1310, saved: true } };
    info.calendar = [info.today!];
    const w = mount(DailyScreen);
    await flushPromises();
    expect(w.find('[data-testid="daily-counts"]').text()).toMatch(/counted attempt is won \(1310 points\)\.\s+Starting again is practice/);
    expect(w.findAll('button').some((b) => b.text() === 'Practise it again')).toBe(true);
    expect(w.find(`[aria-label="${info.date}: won, 1310 points"]`).exists()).toBe(true);
  });

  it("offers no practice start while the day's counted attempt is under way, only its continuation (QA 2, item 1)", async () => {
    info = { ...info, counts: false, today: { date: info.date, campaignId: 'c1', status: 'playing', score: null, saved: true } };
    info.calendar = [info.today!];
    const w = mount(DailyScreen);
    await flushPromises();
    expect(w.find('[data-testid="daily-counts"]').text()).toMatch(/counted attempt is under way\.\s+Finish it first: a practice start would show its cards/);
    expect(w.findAll('button').map((b) => b.text())).toContain("Continue today's attempt");
    expect(w.findAll('button').some((b) => b.text() === 'Practise it again')).toBe(false);
  });
});

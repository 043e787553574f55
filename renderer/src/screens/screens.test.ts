// @vitest-environment happy-dom
// The set-up, saves and title screens against a recording Api: what the player picks is exactly what is sent.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { content } from '../../../data/index';
import { setApi, type Api, type CampaignSummary, type GameSetup } from '../api';
import NewCampaignScreen from './NewCampaignScreen.vue';
import SavesScreen from './SavesScreen.vue';
import TitleScreen from './TitleScreen.vue';

const summary = (over: Partial<CampaignSummary>): CampaignSummary => ({
  id: 'c1', name: 'A tin', character: 'peth', day: 1, phase: 'day', gems: 2, level: 1, status: 'playing',
  createdAt: '2026-11-30T10:00:00Z', lastPlayedAt: '2026-11-30T10:00:00Z',
  harder: { storyEndRed: false, crowsNestRed: false, extraFlips: 0, hazardsPlusOne: false }, ...over,
});

let calls: { method: string; input: unknown }[];
let saves: CampaignSummary[];

function recordingApi(): Api {
  const record = (method: string, answer: (input: never) => unknown) => async (input?: unknown) => {
    calls.push({ method, input });
    return answer(input as never);
  };
  return {
    list: record('list', () => saves),
    create: record('create', (i: { setup: GameSetup }) => ({ summary: summary({ id: 'new1', character: i.setup.character }), view: {}, actions: [], events: [], undo: { available: false } })),
    open: record('open', () => { throw new Error('not in these tests'); }),
    act: record('act', () => { throw new Error('not in these tests'); }),
    undo: record('undo', () => { throw new Error('not in these tests'); }),
    rename: record('rename', (i: { id: string; name: string }) => ({ ...saves.find((s) => s.id === i.id)!, name: i.name })),
    remove: record('remove', () => ({ ok: true })),
    statistics: record('statistics', () => ({ played: 0, won: 0, lost: 0, byCharacter: {}, bestGems: 0, advisorCampaigns: 0, advisorRequests: 0, records: [] })),
    guide: record('guide', () => ({ locations: content.locations, characters: content.characters, items: content.items, quests: [], specials: [], carnival: [] })),
    rules: record('rules', () => []),
  } as unknown as Api;
}

beforeEach(() => {
  calls = [];
  saves = [];
  setActivePinia(createPinia());
  setApi(recordingApi());
});
afterEach(() => setApi(null));

describe('the new campaign screen', () => {
  it('3: shows the four characters as cards with their starting item and both skills', async () => {
    const w = mount(NewCampaignScreen);
    await flushPromises();
    const cards = w.findAll('article.character');
    expect(cards).toHaveLength(4);
    for (const [i, c] of content.characters.entries()) {
      expect(cards[i].text()).toContain(c.name);
      expect(cards[i].text()).toContain(c.portrait);
      expect(cards[i].text()).toContain('Starting item:');
      for (const s of c.skills) expect(cards[i].text()).toContain(s.text);
    }
  });

  it('1, 3 and 9: sends exactly the character, skill, stat, harder options and seed chosen', async () => {
    const w = mount(NewCampaignScreen);
    await flushPromises();
    await w.find('input[name="character"][value="wren"]').setValue(true);
    await w.findAll('input[name="skill"]')[1].setValue(true);
    await w.find('input[name="stat"][value="agility"]').setValue(true);
    await w.find('input[name="storyEndRed"]').setValue(true);
    await w.find('input[name="hazardsPlusOne"]').setValue(true);
    await w.find('input[name="extraFlips"][value="2"]').setValue(true);
    await w.find('input[name="seed"]').setValue('  shared-seed ');
    await w.find('input[name="name"]').setValue('Wren again');
    expect(w.text()).toContain('You begin with Strength 2, Agility 3');
    await w.find('form').trigger('submit');
    await flushPromises();
    const create = calls.find((c) => c.method === 'create');
    expect(create?.input).toEqual({
      name: 'Wren again',
      setup: {
        seed: 'shared-seed',
        character: 'wren',
        startingSkill: 1,
        plusOneStat: 'agility',
        harder: { storyEndRed: true, crowsNestRed: false, extraFlips: 2, hazardsPlusOne: true },
      },
    });
  });

  it('an empty seed becomes a fresh one, and each set-up gets its own', async () => {
    const w = mount(NewCampaignScreen);
    await flushPromises();
    await w.find('form').trigger('submit');
    await flushPromises();
    await w.find('form').trigger('submit');
    await flushPromises();
    const seeds = calls.filter((c) => c.method === 'create').map((c) => (c.input as { setup: GameSetup }).setup.seed);
    expect(seeds).toHaveLength(2);
    expect(seeds[0]).toMatch(/^bay-[0-9a-f]{10}$/);
    expect(seeds[0]).not.toBe(seeds[1]);
  });

  it('9: each harder option carries a sentence saying what it does', async () => {
    const w = mount(NewCampaignScreen);
    await flushPromises();
    const text = w.find('.harder').text();
    expect(text).toMatch(/Story's End card begins on its red banner side/);
    expect(text).toMatch(/harsher red chart/);
    expect(text).toMatch(/Strength is 1 higher/);
    expect(text).toMatch(/No extra Locations start flipped/);
    await w.find('input[name="extraFlips"][value="3"]').setValue(true);
    expect(w.find('.harder').text()).toMatch(/Roll the die three times/);
  });
});

describe('the saves screen', () => {
  it('deletes only after the confirmation, and "Keep it" keeps it', async () => {
    saves = [summary({ id: 'a', name: 'Doomed' })];
    const w = mount(SavesScreen);
    await flushPromises();
    await w.find('button[aria-label="Delete Doomed"]').trigger('click');
    expect(w.find('[role="alertdialog"]').exists()).toBe(true);
    expect(calls.some((c) => c.method === 'remove')).toBe(false);
    await w.findAll('button').find((b) => b.text() === 'Keep it')!.trigger('click');
    expect(w.find('[role="alertdialog"]').exists()).toBe(false);
    await w.find('button[aria-label="Delete Doomed"]').trigger('click');
    await w.findAll('button').find((b) => b.text() === 'Delete')!.trigger('click');
    await flushPromises();
    expect(calls.filter((c) => c.method === 'remove').map((c) => c.input)).toEqual([{ id: 'a' }]);
    expect(w.find('[data-campaign="a"]').exists()).toBe(false);
  });

  it('renames with the new name trimmed', async () => {
    saves = [summary({ id: 'b', name: 'Old' })];
    const w = mount(SavesScreen, { attachTo: document.body });
    await flushPromises();
    await w.find('button[aria-label="Rename Old"]').trigger('click');
    await w.find('#rename-b').setValue('  New name  ');
    await w.find('form.rename').trigger('submit');
    await flushPromises();
    expect(calls.find((c) => c.method === 'rename')?.input).toEqual({ id: 'b', name: 'New name' });
    expect(w.find('h2.name').text()).toBe('New name');
    w.unmount();
  });
});

describe('the title screen', () => {
  it('offers to continue the most recently played campaign still going, and credits game-icons.net', async () => {
    saves = [
      summary({ id: 'old', name: 'Older', lastPlayedAt: '2026-11-01T00:00:00Z' }),
      summary({ id: 'won', name: 'Finished', status: 'won', lastPlayedAt: '2026-11-30T12:00:00Z' }),
      summary({ id: 'new', name: 'Newer', character: 'maudie', day: 2, lastPlayedAt: '2026-11-20T00:00:00Z' }),
    ];
    const w = mount(TitleScreen);
    await flushPromises();
    expect(w.find('.continue').text()).toContain('Newer');
    expect(w.find('.continue').text()).toContain('Maudie');
    expect(w.text()).toMatch(/game-icons\.net, licensed CC BY 3\.0/);
  });

  it('has no Continue when nothing is in progress', async () => {
    saves = [summary({ status: 'lost' })];
    const w = mount(TitleScreen);
    await flushPromises();
    expect(w.find('.continue').exists()).toBe(false);
  });
});

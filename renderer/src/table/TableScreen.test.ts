// @vitest-environment happy-dom
// The table wired to the campaign store over a stand-in Api: what is drawn for a scene, and what a press sends.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { setApi, type Api, type CampaignResult } from '../api';
import { useCampaignStore } from '../stores/campaign';
import TableScreen from './TableScreen.vue';
import { SCENES } from './preview/scenes';

let act: ReturnType<typeof vi.fn>;

/** The table opened on a scene; a function names the scene each answer brings (a test that moves between scenes). */
async function table(scene: string | (() => string)) {
  const sceneNow = typeof scene === 'string' ? () => scene : scene;
  const answer = (): Promise<CampaignResult> => Promise.resolve(SCENES[sceneNow()]());
  act = vi.fn(answer);
  setApi({ open: vi.fn(answer), act, undo: vi.fn(answer), guide: vi.fn(() => Promise.reject(new Error('no guide'))) } as unknown as Api);
  const pinia = createPinia();
  setActivePinia(pinia);
  await useCampaignStore().open('preview');
  const w = mount(TableScreen, { global: { plugins: [pinia] }, attachTo: document.body });
  await flushPromises();
  return w;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.body.innerHTML = '';
  setApi(null);
});

describe('TableScreen', () => {
  it("a stall game's outcome stays on the table in words after the stall closes, until the next action", async () => {
    SCENES['stall-ended'] = () => ({ ...SCENES.day(), events: [{ type: 'stallEnd', text: 'Copperfin Relay is over: you won 7 Gems.', game: 'relay', gems: 7 }] }) as CampaignResult;
    const w = await table('stall-ended');
    expect(w.get('[data-testid="stall-end"]').text()).toBe('Copperfin Relay is over: you won 7 Gems.');
    const day = await table('day');
    expect(day.find('[data-testid="stall-end"]').exists()).toBe(false);
    delete SCENES['stall-ended'];
  });

  it('1: draws the eight Locations with their sides round the day card, and the player\'s things', async () => {
    const w = await table('day');
    expect(w.findAll('[data-location]').map((l) => `${l.attributes('data-location')}:${l.attributes('data-side')}`)).toEqual([
      'coppersand:blue', 'scrapyard:blue', 'carnival:red', 'glade:blue', 'chemists:blue', 'market:red', 'miners:blue', 'crowsNest:blue',
    ]);
    expect(w.get('[data-testid="day-night"] .title').text()).toBe('Day 2');
    for (const part of ['character', 'lives-pep', 'purse', 'rucksack', 'supply', 'story-deck', 'ledger']) expect(w.find(`[data-testid="${part}"]`).exists()).toBe(true);
    w.unmount();
  });

  it('sends a legal action when its button is pressed, and nothing for a refused one', async () => {
    const w = await table('day');
    await w.get('[data-location="coppersand"] button[data-action]').trigger('click');
    await flushPromises();
    expect(act).toHaveBeenCalledTimes(1);
    expect(act.mock.calls[0][0].action).toEqual({ type: 'Gofishing' });
    await w.get('[data-location="crowsNest"] button[aria-disabled="true"]').trigger('click');
    await flushPromises();
    expect(act).toHaveBeenCalledTimes(1);
    w.unmount();
  });

  it('8: a level-up is a prompt that takes its options by number key', async () => {
    const w = await table('levelUp');
    expect(w.get('[data-testid="prompt"] h2').text()).toBe('Level up! Choose an improvement');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '3' }));
    await flushPromises();
    expect(act.mock.calls[0][0].action).toEqual({ type: 'MeditatorrestoreallLivesandPep' });
    w.unmount();
  });

  it('7b: a fight shows both attacks added up, in the prompt over the mine map', async () => {
    const w = await table('fight');
    expect(w.find('[data-testid="mine"]').exists()).toBe(true);
    expect(w.get('[data-testid="attack-you"]').text()).toBe('4 die plus 3 Strength equals 7');
    expect(w.get('[data-testid="attack-them"]').text()).toBe('3 die plus 4 Strength plus 2 depth equals 9');
    w.unmount();
  });

  it('3, 7b: mid-fight the prompt offers the brews beside its answers (any time, no number key), and pressing one drinks it', async () => {
    const w = await table('fight');
    const anytime = w.get('[data-testid="prompt"] [data-testid="prompt-anytime"]');
    expect(anytime.get('h3').text()).toBe('Or first, from your rucksack (any time, no hourglass)');
    expect(anytime.findAll('button').map((b) => b.text())).toEqual([expect.stringContaining('Drink your Life brew')]);
    expect(anytime.find('.hotkey').exists()).toBe(false);
    // the numbered answers are the decision's alone
    expect(w.findAll('[data-testid="prompt"] .options li').length).toBe(3);
    await anytime.get('button').trigger('click');
    await flushPromises();
    expect(act.mock.calls[0][0].action).toEqual({ type: 'DrinkyourLifebrew' });
    w.unmount();
  });

  it("the seer's cards can be reordered and put back", async () => {
    const w = await table('seer');
    const first = w.findAll('.seer .story-card')[0].attributes('data-card');
    await w.findAll('.seer .moves button')[1].trigger('click'); // first card one place down
    await w.get('[data-testid="seer-confirm"]').trigger('click');
    await flushPromises();
    const order = act.mock.calls[0][0].action.order as string[];
    expect(order[1]).toBe(first);
    expect(order).toHaveLength(4);
    w.unmount();
  });

  it('at night the home actions are offered in the action bar', async () => {
    const w = await table('night');
    expect(w.get('[data-group="night"]').text()).toContain('Sleep');
    expect(w.get('[data-testid="day-night"] .title').text()).toBe('Night 2');
    w.unmount();
  });

  it('2: the end shows won or lost and why', async () => {
    const w = await table('end');
    expect(w.get('#end-title').text()).toBe('The debt is paid');
    expect(w.get('[data-testid="end-reason"]').text()).toBe('You paid the Crows 60 Gems and survived their five demands.');
    w.unmount();
  });

  it('a prompt says what you hold in words, since the rucksack and supply behind it are inert to screen readers too', async () => {
    const w = await table('levelUp');
    const things = w.get('[data-testid="prompt"] [data-testid="prompt-things"]');
    const view = SCENES.levelUp().view;
    expect(things.text()).toContain(`${view.gems} of ${view.gemsToWin} Gems`);
    for (const item of view.rucksack) expect(things.text()).toContain(item.name);
    expect(things.text()).toContain(`at most ${view.supply.limit} of each`);
  });
  it('a prompt is modal: the table behind it is inert until it is answered, then focus goes back to what asked', async () => {
    let next = 'day';
    const w = await table(() => next);
    // undo waits behind the prompt; the rulebook and the title stay live beside it (issue 24, item 15)
    const behind = ['.tools > .undo', '.board', '.player', '.bottom'];
    expect(behind.filter((b) => w.get(b).attributes('inert') !== undefined)).toEqual([]);

    const asker = w.get<HTMLButtonElement>('[data-location="coppersand"] button[data-action]');
    asker.element.focus();
    next = 'levelUp';
    await asker.trigger('click');
    await flushPromises();
    expect(behind.filter((b) => w.get(b).attributes('inert') !== undefined)).toEqual(behind);
    const dialog = w.get('[data-testid="prompt"]');
    expect(dialog.element.closest('[inert]')).toBeNull();
    expect(dialog.element.contains(document.activeElement)).toBe(true);

    next = 'day';
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '1' }));
    await flushPromises();
    expect(w.find('[data-testid="prompt"]').exists()).toBe(false);
    expect(behind.filter((b) => w.get(b).attributes('inert') !== undefined)).toEqual([]);
    expect(document.activeElement?.getAttribute('data-action')).toBe(asker.attributes('data-action'));
    expect(w.get('[data-location="coppersand"]').element.contains(document.activeElement)).toBe(true);
    w.unmount();
  });
});


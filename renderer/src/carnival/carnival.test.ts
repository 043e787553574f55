// @vitest-environment happy-dom
// The stall games' components: the harbour with only listed routes usable, the inspector, the guided solution, crew
// play, and the two chance games sending their stall actions. The stand-alone relay is played through a real game
// service on a temporary save folder (issue 22): the screen runs no rule itself.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GameService } from '../../../electron/service/game-service';
import { setApi, type Api } from '../api';
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { applyAction, relay, relayView } from '../../../engine/carnival/relay';
import { fortuneForage, stingOf } from '../../../engine/carnival/fortune-forage';
import { pestRace } from '../../../engine/carnival/pest-race';
import RelayBoard from './RelayBoard.vue';
import RelayScreen from './RelayScreen.vue';
import StallPanel from './StallPanel.vue';

const flush = () => new Promise((r) => setTimeout(r, 0));
/** Waits for the service's answers to reach the screen. */
async function settle(until: () => boolean) {
  for (let i = 0; i < 200 && !until(); i++) await flush();
}

const opened: { svc: GameService; dir: string }[] = [];
async function service(): Promise<GameService> {
  const dir = mkdtempSync(join(tmpdir(), 'crows-relay-'));
  const svc = await GameService.open({ dataDir: dir });
  opened.push({ svc, dir });
  setApi(svc as unknown as Api);
  return svc;
}
afterEach(() => {
  setApi(null);
  for (const { svc, dir } of opened.splice(0)) {
    svc.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('RelayBoard', () => {
  it('Chapter 3: draws exactly the seven listed routes and the five docks with three lamps', () => {
    const w = mount(RelayBoard, { props: { view: relayView(relay.newGame({})) } });
    expect(w.findAll('[data-testid^="route-"]').map((r) => r.attributes('data-testid')!.slice(6)).sort()).toEqual(['BC', 'CD', 'DM', 'MB', 'MC', 'MR', 'RB'].sort());
    expect(w.findAll('[data-testid^="dock-"]')).toHaveLength(5);
    expect(w.findAll('[data-testid^="lamp-"]').map((l) => l.text())).toEqual(['unlit', 'unlit', 'unlit']);
  });
  it('Chapter 3: the inspector explains a crossing on hover, and an unlisted crossing is never sent', async () => {
    const w = mount(RelayBoard, { props: { view: relayView(relay.newGame({})) } });
    await w.get('[data-testid="route-MB"]').trigger('mouseenter');
    expect(w.get('[data-testid="inspector"]').text()).toContain('The boat is at Depot, not Market');
    await w.get('[data-testid="route-DM"]').trigger('mouseenter');
    expect(w.get('[data-testid="inspector"]').text()).toContain('It can be sailed now');
    await w.get('[data-testid="dock-C"]').trigger('mouseenter');
    expect(w.get('[data-testid="inspector"]').text()).toContain('Depot to Copper Point costs 2 energy. It can be sailed now.');
    await w.get('[data-testid="dock-R"]').trigger('click');
    expect(w.emitted('act')).toBeUndefined();
    expect(w.get('[data-testid="inspector"]').text()).toContain('no such route');
    await w.get('[data-testid="dock-M"]').trigger('click');
    expect(w.emitted('act')?.[0]?.[0]).toEqual({ type: 'sail', to: 'M' });
  });
  it('Chapter 3: the inspector answers for any pair and watch', async () => {
    const w = mount(RelayBoard, { props: { view: relayView(relay.newGame({})) } });
    await w.get('[data-testid="ask-watch"]').setValue('4');
    expect(w.get('[data-testid="ask-answer"]').text()).toContain('1 energy on watch 4');
  });
  it('Keep the boat shared: the decider is shown and the ledger grows', () => {
    let s = relay.newGame({ crew: ['Ada', 'Bo'] });
    s = applyAction(s, { type: 'sail', to: 'M' }).state;
    const w = mount(RelayBoard, { props: { view: relayView(s) } });
    expect(w.get('[data-testid="decider"]').text()).toBe('Final decision: Bo');
    expect(w.get('[data-testid="ledger"]').text()).toContain('Watch 1: sailed Depot to Market');
  });
});

describe('RelayScreen', () => {
  it('Follow a complete six-watch solution: six explained steps end in a won relay, each watch saved by the service', async () => {
    setActivePinia(createPinia());
    const svc = await service();
    const w = mount(RelayScreen, { global: { stubs: { BackBar: true } } });
    await settle(() => w.find('[data-testid="follow-solution"]').exists() && w.find('[data-testid="dock-D"]').exists());
    await w.get('[data-testid="follow-solution"]').trigger('click');
    await settle(() => w.find('[data-testid="guide-why"]').exists());
    expect(w.get('[data-testid="guide-why"]').text()).toContain('Market is the hub');
    for (let i = 0; i < 6; i++) {
      await w.get('[data-testid="guide-next"]').trigger('click');
      await settle(() => w.findAll('[data-testid="ledger"] li').length === i + 1);
    }
    expect(w.get('[data-testid="relay-outcome"]').text()).toContain('The relay is won');
    expect(w.get('[data-testid="guide"]').text()).toContain('Watch 4: Recharge');
    expect(w.get('[data-testid="guide-happened"]').text()).toContain('All lamps lit, boat safely home after 6 watches.');
    expect((await svc.stallGames()).filter((g) => g.status === 'won')).toHaveLength(1);
    await w.get('[data-testid="fresh-relay"]').trigger('click');
    await settle(() => !w.find('[data-testid="relay-outcome"]').exists());
    expect(w.find('[data-testid="relay-outcome"]').exists()).toBe(false);
    await settle(() => w.get('[data-testid="relay-rules"]').text().includes('Seven connections'));
    expect(w.get('[data-testid="relay-rules"]').text()).toContain('Seven connections');
  });
  it('Keep the boat shared: one name is refused, two start a crew relay', async () => {
    setActivePinia(createPinia());
    await service();
    const w = mount(RelayScreen, { global: { stubs: { BackBar: true } } });
    await settle(() => w.find('[data-testid="dock-D"]').exists());
    await w.get('[data-testid="crew-0"]').setValue('Ada');
    await w.get('form').trigger('submit');
    await settle(() => w.text().includes('Crew play needs two to four names'));
    expect(w.text()).toContain('Crew play needs two to four names');
    await w.get('[data-testid="crew-1"]').setValue('Bo');
    await w.get('form').trigger('submit');
    await settle(() => w.find('[data-testid="decider"]').exists());
    expect(w.get('[data-testid="decider"]').text()).toBe('Final decision: Ada');
  });
});

describe('StallPanel', () => {
  // the panels' rules come from the service's guide content (StallRules.vue)
  beforeEach(async () => {
    setActivePinia(createPinia());
    await service();
  });
  it('Fortune Forage: draws the turned-up cards with their calls, the seer\'s cards, and sends sweet and stung calls', async () => {
    let s = fortuneForage.start({ seed: 4, deck: fortuneForage.newGame({ seed: 4 }).deck, discard: [], known: 3 });
    s = fortuneForage.applyAction(s, { type: 'forage', call: stingOf(s.deck[0]) }).state;
    const w = mount(StallPanel, { props: { seat: { game: 'fortune-forage', name: 'Fortune Forage', view: fortuneForage.playerView(s) } } });
    expect(w.findAll('[data-testid="forage-card"]')).toHaveLength(1);
    expect(w.get('[data-testid="forage-card"]').text()).toContain('right');
    expect(w.get('[data-testid="forage-run"]').text()).toBe('1 right call in a row');
    expect(w.get('[data-testid="forage-foreseen"]').findAll('li')).toHaveLength(2);
    await w.get('[data-testid="forage-sweet"]').trigger('click');
    await w.get('[data-testid="forage-stung"]').trigger('click');
    expect(w.emitted('stall')).toEqual([[{ type: 'forage', call: 'sweet' }], [{ type: 'forage', call: 'stung' }]]);
  });
  it('Pest Race: offers a bet on each pest, then the roll', async () => {
    const s = pestRace.newGame({ seed: 4 });
    const w = mount(StallPanel, { props: { seat: { game: 'pest-race', name: 'Pest Race', view: pestRace.playerView(s) } } });
    await w.get('[data-testid="bet-slug"]').trigger('click');
    expect(w.emitted('stall')?.[0]?.[0]).toEqual({ type: 'bet', pest: 'slug' });
    const racing = pestRace.applyAction(s, { type: 'bet', pest: 'slug' }).state;
    await w.setProps({ seat: { game: 'pest-race', name: 'Pest Race', view: pestRace.playerView(racing) } });
    await w.get('[data-testid="pest-roll"]').trigger('click');
    expect(w.emitted('stall')?.[1]?.[0]).toEqual({ type: 'roll' });
    await flush();
  });
  it('Copperfin Relay: the board sends sail and recharge as stall actions', async () => {
    const w = mount(StallPanel, { props: { seat: { game: 'relay', name: 'Copperfin Relay', view: relay.playerView(relay.start({ seed: 1, deck: [], discard: [] })) } } });
    await w.get('[data-testid="sail-M"]').trigger('click');
    expect(w.emitted('stall')?.[0]?.[0]).toEqual({ type: 'sail', to: 'M' });
  });
});

// Issue 24, items 4 to 7 (and issue 28, item 9): the choices in town said in full. A sale or a recipe payable with other
// cards says which cards leave and lets the player choose them; a trade the 60-Gem purse would swallow says so and asks
// first; usable actions come first on a Location card; a quest is chosen, then its free tool, each tool's effect shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type Harness } from './harness';
import { describeActions, seriousViolations, strongTableAt, tableAt } from './decision-helpers';

let h: Harness;
beforeAll(async () => {
  h = await launch({ viewport: { width: 1600, height: 900 } });
});
afterAll(async () => {
  await h?.close();
});

const hoarding = (a: { action: { type: string } }) =>
  a.action.type === 'quest' ? 0 : a.action.type === 'dig' || a.action.type === 'drawAgain' ? 30 : /^sell|^craft/.test(a.action.type) ? 0 : 1;

describe('issue 24: choices in town', () => {
  it("item 4, Guide: The Scrapyard: the button says which cards pay, and the player chooses them from every way", async () => {
    const { id, result } = await tableAt(h, 'gems-choice', { goal: (r) => !r.view.pending && r.actions.filter((a) => a.legal && a.action.type === 'craftGems').length >= 3, prefer: hoarding });
    const ways = result.actions.filter((a) => a.legal && a.action.type === 'craftGems');
    const card = h.page.locator('[data-location="scrapyard"]');
    const names = (ids: string[]) => ids.map((x) => result.view.supply.cards.find((c) => c.card.id === x)!.card.name);
    const first = names(ways[0].action.cards as string[]);
    expect(await card.locator('[data-testid="pays"]').first().innerText()).toContain(first[0]);
    await card.getByRole('button', { name: new RegExp(`${ways.length} ways`) }).click();
    const dialog = h.page.getByRole('dialog');
    await dialog.waitFor();
    const options = dialog.locator('.options > li');
    await expect.poll(() => options.count()).toBe(ways.length);
    expect(await options.first().innerText()).toMatch(/^1\s*Suggested: pay with/);
    expect(await options.nth(1).locator('[data-testid="option-cards"] .story-card').count()).toBe(2);
    expect(await seriousViolations(h)).toEqual([]);
    // the second way is taken: exactly its cards leave the supply
    const chosen = ways[1].action.cards as string[];
    await options.nth(1).getByRole('button').click();
    await expect.poll(async () => (await h.api('open', { id })).view.supply.cards.length).toBe(result.view.supply.cards.length - 2);
    const after = (await h.api('open', { id })).view.supply.cards.map((c) => c.card.id);
    for (const x of chosen) expect(after).not.toContain(x);
  });

  it('item 5, rulebook 8: a trade the purse cap would swallow says so on its button and asks before it is taken', async () => {
    const { id, result } = await strongTableAt(h, 'cap', (s) => s.status === 'playing' && s.pending.length === 0 && describeActions(s).some((d) => d.legal && d.capped));
    const capped = result.actions.find((a) => a.legal && a.capped)!;
    expect(capped.label).toMatch(/you can hold only 60, gain \d+$/);
    const button = h.page.getByRole('button', { name: capped.label, exact: true }).first();
    await button.click();
    const ask = h.page.getByRole('dialog');
    await ask.waitFor();
    expect(await ask.innerText()).toMatch(/holds 60 Gems at most/);
    expect(await seriousViolations(h)).toEqual([]);
    // asked, not taken
    expect((await h.api('open', { id })).view.ledger.length).toBe(result.view.ledger.length);
    await ask.getByRole('button', { name: /Take it anyway/ }).click();
    await expect.poll(async () => (await h.api('open', { id })).view.ledger.length).toBeGreaterThan(result.view.ledger.length);
  });

  it('item 6: on every Location card the usable actions come first, and a crowded card counts its usable ones', async () => {
    await tableAt(h, 'usable-first', { goal: (r) => !r.view.pending && r.view.quest === null && r.view.phase === 'day' && r.actions.some((a) => a.group === 'scrapyard' && a.legal && a.action.type !== 'dig'), prefer: hoarding });
    for (const card of await h.page.locator('[data-location]').all()) {
      const order = await card.locator('li[data-usable]').evaluateAll((els) => els.map((e) => e.getAttribute('data-usable')));
      expect(order.join(','), await card.getAttribute('data-location') ?? '').toMatch(/^(yes,?)*(no,?)*$/);
      const more = card.locator('.more');
      if (await more.count()) expect(await more.innerText()).toMatch(/All \d+ \(\d+ usable\)/);
    }
  });

  it("item 7, Guide: Miners' Guild: one button per quest, then the free tool with its effect; the guide chip opens the guide", async () => {
    const { result } = await tableAt(h, 'guild', { goal: (r) => r.view.day === 1 && !r.view.pending, prefer: () => 1 });
    const attempts = result.actions.filter((a) => a.group === 'miners' && a.action.type === 'quest');
    const quests = new Set(attempts.map((a) => (a.action.action as { quest?: string }).quest));
    expect(attempts.length).toBeGreaterThan(quests.size); // several tools a quest: the engine's list is long
    const card = h.page.locator('[data-location="miners"]');
    const buttons = card.getByRole('button', { name: /^Attempt / });
    expect(await buttons.count()).toBe(quests.size);
    await card.locator('li[data-usable="yes"]').getByRole('button', { name: /^Attempt / }).first().click();
    const dialog = h.page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('h2').innerText()).toMatch(/: choose a free tool$/);
    const options = dialog.locator('.options > li');
    expect(await options.count()).toBeGreaterThan(1);
    for (const o of await options.all()) expect((await o.innerText()).split('\n').length).toBeGreaterThan(1); // a label and the tool's effect
    await dialog.getByRole('button', { name: /Rulebook section Guide: Miners' Guild/ }).click();
    await expect.poll(() => h.page.url()).toMatch(/#\/guide\/miners/);
  });

  it('Guide, The Scrapyard: "carry on or stop?" after a dig links to the Scrapyard\'s guide page, as the view names it', async () => {
    const digging = (a: { action: { type: string } }) => (a.action.type === 'dig' ? 30 : a.action.type === 'quest' ? 0 : 1);
    const { result } = await tableAt(h, 'dig-again', { goal: (r) => r.view.pending?.kind === 'keepDrawing' && r.view.pending.data.location === 'scrapyard', prefer: digging });
    expect(result.view.pending).toMatchObject({ title: 'Carry on or stop?', rule: 'Guide: The Scrapyard' });
    const dialog = h.page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('h2').innerText()).toBe('Carry on or stop?');
    await dialog.getByRole('button', { name: 'Rulebook section Guide: The Scrapyard' }).click();
    await expect.poll(() => h.page.url()).toMatch(/#\/guide\/scrapyard/);
  });
});

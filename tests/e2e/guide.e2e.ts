// The location guide from the title and from a Location on the table, and the rules opened at a section.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type Harness } from './harness';
import { openTable } from './table-helpers';

let h: Harness;
beforeAll(async () => {
  h = await launch();
});
afterAll(async () => {
  await h?.close();
});

describe('the location guide', () => {
  it('opens from the title with every Location, both sides, and each action with its cost', async () => {
    const { page } = h;
    await h.goto('#/title');
    await page.getByRole('button', { name: /Location guide/ }).click();
    await page.getByRole('heading', { name: 'A Guide to Coppershell Bay' }).waitFor();
    const places = page.getByRole('navigation', { name: 'Locations' }).getByRole('button');
    await expect.poll(() => places.count()).toBe(8);
    await page.getByRole('region', { name: 'Coppersand, blue side' }).waitFor();
    await page.getByRole('region', { name: 'Coppersand, red side' }).waitFor();
    const blue = await page.getByRole('region', { name: 'Coppersand, blue side' }).innerText();
    expect(blue).toMatch(/Go fishing/);
    expect(blue).toMatch(/Go beachcombing/);
    // the side's numbers as the service writes them from data/ (electron/service/guide-words.ts)
    expect(blue).toMatch(/Fish up to 3 times\.\s+1 mark: lose 1 Pep\s+2 marks: discard 1 fish card from your supply/);
    expect(await page.getByRole('img', { name: /^Cost: 1 hourglass/ }).count()).toBeGreaterThan(0);

    await places.filter({ hasText: 'The Market' }).click();
    await page.waitForURL(/#\/guide\/market$/);
    const market = await page.getByRole('region', { name: 'The Market, red side' }).innerText();
    expect(market).toMatch(/Sell your fish/);
    expect(market).toMatch(/Buy and sell/);
  });

  it("the Miners' Guild lists its six quests with goal and reward, and the four Special cards", async () => {
    await h.goto('#/guide/miners');
    const quests = h.page.getByRole('region', { name: 'Quests in the mines' });
    await expect.poll(() => quests.getByRole('listitem').count()).toBe(6);
    expect(await quests.innerText()).toMatch(/Reward: /);
    const specials = h.page.getByRole('region', { name: 'Special cards' });
    await expect.poll(() => specials.getByRole('listitem').count()).toBe(4);
    expect(await specials.innerText()).toMatch(/^A: /m);
    // the guide's own list of Locations is still there to leave by
    await expect(h.page.getByRole('navigation', { name: 'Locations' }).getByRole('button').count()).resolves.toBe(8);
  });

  it("explains each action in the rules reference's words, and opens the Location's page there", async () => {
    await h.goto('#/guide/coppersand');
    const how = h.page.getByRole('region', { name: 'How it plays' });
    await expect.poll(() => how.innerText()).toMatch(/Go fishing[\s\S]*draw Story cards one by one for their fish/);
    expect(await how.innerText()).toMatch(/Go beachcombing/);
    await how.getByRole('button', { name: /Open “Coppersand” in the rules/ }).click();
    await h.page.waitForURL(/#\/rules\/guide-coppersand$/);
    const page = h.page.locator('article.section.target');
    // the figures of both sides, from data/
    await expect.poll(() => page.innerText()).toMatch(/Blue side: 1 hourglass, up to 3 cards/);
    expect(await page.innerText()).toMatch(/Red side: 1 hourglass, up to 3 cards/);
  });

  it('opens at a Location from its card on the table, and goes back to the table', async () => {
    const id = await openTable(h, { seed: 'guide-from-table' });
    await h.page.getByRole('button', { name: 'Open the guide at Burrow Glade' }).click();
    await h.page.waitForURL(/#\/guide\/glade$/);
    await h.page.getByRole('heading', { level: 2, name: /Burrow Glade/ }).waitFor();
    await h.page.getByRole('region', { name: 'Burrow Glade, blue side' }).waitFor();
    await h.page.getByRole('button', { name: 'Back to the table' }).click();
    await h.page.waitForURL(new RegExp(`#/table/${id}$`));
    await h.page.locator('[data-location]').first().waitFor();
  });
});

describe('the rules', () => {
  it('open at a section by its id, and search narrows the sections', async () => {
    const sections = await h.api('rules');
    const fights = sections.find((s) => s.id === '7b') ?? sections.find((s) => /fighting hazards/i.test(s.title));
    expect(fights, 'a section for 7b, Fighting Hazards').toBeTruthy();
    await h.goto(`#/rules/${encodeURIComponent(fights!.id)}`);
    const article = h.page.locator('article.section.target');
    await article.waitFor();
    expect(await article.innerText()).toMatch(/FLEE/);
    await expect.poll(() => h.page.evaluate(() => document.activeElement?.classList.contains('target'))).toBe(true);

    await h.page.getByRole('searchbox', { name: 'Search the rules' }).fill('lucky charm');
    const shown = await h.page.locator('article.section').count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(sections.length);
  });

  it("a search for a tool finds what it does, and marks every match (issue 24, item 15)", async () => {
    await h.goto('#/rules');
    await h.page.locator('article.section').first().waitFor();
    const search = h.page.getByRole('searchbox', { name: 'Search the rules' });
    const tools: Record<string, RegExp> = {
      shovel: /Shovel \(tool\)\s+In a Story chamber: discard the shovel before drawing/,
      torch: /Torch \(tool\)\s+In a mine: discard the torch to look at the next Story card/,
      gloves: /Gloves \(tool\)\s+When you fish, dig or forage at a Location: discard the gloves/,
      clock: /Clock \(tool\)\s+In a mine: discard the clock to take an action chamber's action without spending time/,
    };
    for (const [word, does] of Object.entries(tools)) {
      await search.fill(word);
      const items = h.page.locator('#rule-items');
      await expect.poll(() => items.innerText()).toMatch(does);
      const marks = h.page.locator('article.section mark');
      expect(await marks.count(), word).toBeGreaterThan(0);
      for (const m of await marks.allInnerTexts()) expect(m.toLowerCase()).toBe(word);
    }
    // a prompt's rule string opens its section: "6: Taking a Turn During Night Time" is the night's page
    await h.goto(`#/rules/${encodeURIComponent('6: Taking a Turn During Night Time')}`);
    await expect.poll(() => h.page.locator('article.section.target').getAttribute('id')).toBe('rule-6-night');
  });
});

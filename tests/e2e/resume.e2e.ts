// docs/saves.md: every action is saved before the page hears of it, so a reload or a server restart mid-campaign
// comes back to the same view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type Harness } from './harness';
import { openTable, pressFirstLegal } from './table-helpers';

let h: Harness;
beforeAll(async () => {
  h = await launch();
});
afterAll(async () => {
  await h?.close();
});

/** What the table shows, as text and as the Locations' sides: the same view must draw the same table. */
async function tableSnapshot(): Promise<{ text: string; sides: (string | null)[] }> {
  await h.page.locator('[data-location]').first().waitFor();
  const sides = await h.page.locator('[data-location]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-location')}:${e.getAttribute('data-side')}`));
  const text = await h.page.locator('[data-location]').evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText).join('\n'));
  return { text, sides };
}

describe('resuming mid-campaign', () => {
  it('a page reload comes back to the same view', async () => {
    const id = await openTable(h, { seed: 'resume-reload' });
    // move to a Location and take a couple of steps there, through the table's own buttons
    await pressFirstLegal(h, (t) => t !== 'payCrows');
    await pressFirstLegal(h, (t) => t !== 'payCrows');
    const before = await h.api('open', { id });
    const shown = await tableSnapshot();

    await h.page.reload();
    const after = await h.api('open', { id });
    expect(after.view).toEqual(before.view);
    expect(await tableSnapshot()).toEqual(shown);
    expect(new URL(h.page.url()).hash).toBe(`#/table/${id}`);
  });

  it('a server restart comes back to the same view', async () => {
    const id = await openTable(h, { seed: 'resume-restart', character: 'maudie' });
    await pressFirstLegal(h, (t) => t !== 'payCrows');
    const before = await h.api('open', { id });
    const shown = await tableSnapshot();

    await h.restartServer();
    const after = await h.api('open', { id });
    expect(after.view).toEqual(before.view);
    expect(after.summary.id).toBe(id);
    expect(await tableSnapshot()).toEqual(shown);
  });
});

// Small helpers for tests that reach the table: open a campaign there and play legal actions through the UI.
import type { Harness } from './harness';
import { setup } from './harness';
import type { GameSetup } from '../../contract';

/** Creates a campaign through the service and opens its table in the page. */
export async function openTable(h: Harness, overrides: Partial<GameSetup> = {}, name?: string): Promise<string> {
  const created = await h.api('create', { name, setup: setup(overrides) });
  await h.goto(`#/table/${created.summary.id}`);
  await h.page.locator('[data-location]').first().waitFor();
  return created.summary.id;
}

/** Presses the first action button the table offers as legal (not aria-disabled), and waits for the service. */
export async function pressFirstLegal(h: Harness, filter?: (type: string) => boolean): Promise<string> {
  const buttons = h.page.locator('button[data-action]:not([aria-disabled="true"])');
  const n = await buttons.count();
  for (let i = 0; i < n; i++) {
    const b = buttons.nth(i);
    const type = (await b.getAttribute('data-action')) ?? '';
    if (filter && !filter(type)) continue;
    if (!(await b.isVisible())) continue;
    const before = await h.page.evaluate(() => document.querySelector('#app')?.textContent ?? '');
    await b.click();
    await h.page.waitForFunction((t) => (document.querySelector('#app')?.textContent ?? '') !== t, before, { timeout: 10_000 });
    return type;
  }
  throw new Error('the table offers no legal action button');
}

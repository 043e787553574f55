// Issue 22: the app's addresses on vue-router, in Chromium. Moving between screens by keyboard changes the address
// and puts the focus on the new screen's heading; the browser's Back and Forward walk the screens seen; the Title
// and Rules buttons go where they always went; an unknown address shows the title; a rules link opens its section.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type Harness } from './harness';
import { openTable } from './table-helpers';

let h: Harness;
beforeAll(async () => {
  h = await launch({ viewport: { width: 1280, height: 720 } });
});
afterAll(async () => {
  await h?.close();
});

const hash = () => new URL(h.page.url()).hash;
const focused = () => h.page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim()}`);

describe('addresses and the back button (issue 22)', () => {
  it('a tile by keyboard: the address changes, the focus is on the new heading; Back and Forward walk the screens', async () => {
    const page = h.page;
    await h.goto('#/title');
    await page.getByRole('button', { name: /^Location guide/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'A Guide to Coppershell Bay' }).waitFor();
    expect(hash()).toBe('#/guide');
    await expect.poll(focused).toBe('H1 A Guide to Coppershell Bay');

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'The Crows of Coppershell Bay', exact: true }).waitFor();
    expect(hash()).toBe('#/title');
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'A Guide to Coppershell Bay' }).waitFor();
    expect(hash()).toBe('#/guide');

    // the strip's Title button, by keyboard
    await page.getByRole('button', { name: 'Title' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'The Crows of Coppershell Bay', exact: true }).waitFor();
    expect(hash()).toBe('#/title');
  });

  it('the table\'s Rules button opens the rules, Back returns to the same campaign', async () => {
    const page = h.page;
    const id = await openTable(h, {}, 'Addresses');
    expect(hash()).toBe(`#/table/${id}`);
    await page.getByRole('button', { name: 'Rules', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Rules' }).waitFor();
    expect(hash()).toBe('#/rules');
    await page.goBack();
    await page.locator('[data-testid="table"]').waitFor();
    expect(hash()).toBe(`#/table/${id}`);
  });

  it('old addresses still open: a rules section, a guide page, an unknown address as the title', async () => {
    const page = h.page;
    await h.goto('#/rules/7b');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('rule-7b');
    await h.goto('#/guide/coppersand');
    await page.getByRole('heading', { name: /Coppersand/ }).first().waitFor();
    await h.goto('#/nowhere/3');
    await page.getByRole('heading', { level: 1, name: 'The Crows of Coppershell Bay', exact: true }).waitFor();
    expect(hash()).toBe('#/title');
    await h.goto('#/table');
    await page.getByRole('heading', { level: 1, name: 'Your campaigns' }).waitFor();
    expect(hash()).toBe('#/saves');
  });
});

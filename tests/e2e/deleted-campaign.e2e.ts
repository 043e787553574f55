// Issue 24, item 11: after a campaign is deleted no screen offers a way back to its board. Navigated in the page (no
// reload, so the app keeps what it had open), as the player did: table, Title, Load, delete, Title, Location guide.
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

const tile = (label: string) => h.page.getByRole('button', { name: new RegExp(`^${label}`) }).first();

describe('issue 24, item 11: a deleted campaign stays deleted', () => {
  it('deleted on the Load screen: the guide and the rules offer no "Back to the table"', async () => {
    await openTable(h, {}, 'Gone soon');
    await h.page.getByRole('button', { name: 'Title' }).click();
    await tile('Location guide').waitFor();
    // before the delete, the guide offers the way back
    await tile('Location guide').click();
    await h.page.getByRole('button', { name: 'Back to the table' }).waitFor();
    await h.page.goBack();
    await tile('Load').click();
    await h.page.getByRole('button', { name: 'Delete Gone soon' }).click();
    await h.page.getByRole('alertdialog', { name: 'Delete Gone soon?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await h.page.getByRole('button', { name: 'Delete Gone soon' }).waitFor({ state: 'detached' });
    await h.page.goBack();
    await tile('Location guide').click();
    await h.page.locator('.back-to-table, h1, h2').first().waitFor();
    expect(await h.page.getByRole('button', { name: 'Back to the table' }).count()).toBe(0);
    await h.page.goBack();
    await tile('Rules').click();
    await h.page.locator('h1, h2').first().waitFor();
    expect(await h.page.getByRole('button', { name: 'Back to the table' }).count()).toBe(0);
  });

  it('deleted elsewhere (another window, the door): the title lets it go', async () => {
    const id = await openTable(h, {}, 'Gone elsewhere');
    await h.api('remove', { id });
    await h.page.getByRole('button', { name: 'Title' }).click();
    await tile('Location guide').click();
    await h.page.locator('h1, h2').first().waitFor();
    await h.page.waitForLoadState('networkidle');
    expect(await h.page.getByRole('button', { name: 'Back to the table' }).count()).toBe(0);
  });
});

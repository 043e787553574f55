// QA item 3 in the browser: a click on a table (or a relay board) that another window has moved on is refused by the
// service with nothing applied; the page shows the sentence over the table as it is now, and the next click plays on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type Harness } from './harness';
import { openTable, pressFirstLegal } from './table-helpers';

const STALE = 'The table moved on since this window last saw it (another window, or a second click); it is shown as it is now.';

let h: Harness;
beforeAll(async () => {
  h = await launch();
});
afterAll(async () => {
  await h?.close();
});

describe('a click on a table another window has moved on (QA item 3)', () => {
  it('is refused with the sentence, the table is shown as it is now, and the next click plays on', async () => {
    const id = await openTable(h, { seed: 'stale-view' });
    const opened = await h.api('open', { id });
    // another window acts behind this page's back
    await h.api('act', { id, action: opened.actions.find((a) => a.legal)!.action });
    await pressFirstLegal(h);
    await expect.poll(() => h.page.getByTestId('error').innerText()).toContain(STALE);
    expect((await h.api('replay', { id })).steps).toBe(1);
    // the page now holds the table as it is: its next click is played
    await pressFirstLegal(h);
    await expect.poll(async () => (await h.api('replay', { id })).steps).toBe(2);
  });

  it("refuses a relay move from a board another window has moved on, and shows the relay's board as it is now", async () => {
    await h.goto('#/relay');
    await h.page.getByTestId('dock-D').waitFor();
    await h.page.getByTestId('follow-solution').click();
    await h.page.getByTestId('guide-next').waitFor();
    const id = decodeURIComponent(new URL(h.page.url()).hash.split('/')[2] ?? '');
    const game = await h.api('openStallGame', { id });
    if (game.game.kind !== 'relay') throw new Error('a relay');
    await h.api('actStallGame', { id, action: game.game.guide[0].action });
    await h.page.getByTestId('guide-next').click();
    await expect.poll(() => h.page.getByTestId('refusal').innerText()).toBe(STALE);
    await expect.poll(() => h.page.locator('[data-testid="ledger"] li').count()).toBe(1);
    expect((await h.api('openStallGame', { id })).summary.moves).toBe(1);
  });
});

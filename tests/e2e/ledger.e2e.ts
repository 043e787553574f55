// The ledger keeps its newest line in view when its box changes size (the window resized, the night's taller bar),
// unless the player scrolled back to read.
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

/** Whether the ledger's newest line is inside its scrolled box. */
const newestInView = () =>
  h.page.evaluate(() => {
    const box = document.querySelector('[data-testid="ledger"] .entries')!.getBoundingClientRect();
    const line = document.querySelector('[data-testid="ledger"] li.newest')!.getBoundingClientRect();
    return line.bottom <= box.bottom + 1 && line.top >= box.top - 1;
  });

describe('the ledger', () => {
  it('stays at its newest line when the window is made smaller', async () => {
    const id = await openTable(h, { seed: 'ledger-resize' });
    // a dozen actions with nothing random to decide: a longer ledger than its box
    for (let i = 0; i < 12; i++) {
      const { actions, view } = await h.api('open', { id });
      if (view.status !== 'playing') break;
      const next = actions.find((a) => a.legal && a.group === 'decision') ?? actions.find((a) => a.legal && a.time > 0);
      if (!next) break;
      await h.api('act', { id, action: next.action });
    }
    await h.goto(`#/table/${id}`);
    await h.page.locator('[data-testid="ledger"] li.newest').waitFor();
    await expect.poll(newestInView).toBe(true);
    await h.page.setViewportSize({ width: 800, height: 600 });
    await expect.poll(newestInView).toBe(true);
    await h.page.setViewportSize({ width: 1280, height: 720 });
    await expect.poll(newestInView).toBe(true);
  });
});

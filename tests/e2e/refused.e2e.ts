// Issue 5, Acting: an action that is not legal stays visible, with the engine's check() reason on hover and focus.
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

describe('a refused action', () => {
  it("shows the engine's reason on focus and does nothing when pressed", async () => {
    const id = await openTable(h, { seed: 'refused' });
    const { actions } = await h.api('open', { id });
    const refused = actions.find((a) => !a.legal && a.reason);
    expect(refused, 'the first turn offers at least one visible-but-refused action').toBeTruthy();

    const button = h.page.locator(`button[data-action="${refused!.action.type}"][aria-disabled="true"]`).first();
    await button.focus();
    const reasonId = await button.getAttribute('aria-describedby');
    expect(reasonId).toBeTruthy();
    const reason = h.page.locator(`[id="${reasonId}"]`);
    await expect.poll(() => reason.isVisible()).toBe(true);
    expect(await reason.innerText()).toBe(refused!.reason);

    const before = await h.api('open', { id });
    await button.click({ force: true });
    const after = await h.api('open', { id });
    expect(after.view).toEqual(before.view);
  });

  it("the service's refusal of an illegal action is a sentence a player understands", async () => {
    const id = await openTable(h, { seed: 'refused-service' });
    const { actions } = await h.api('open', { id });
    const refused = actions.find((a) => !a.legal && a.reason)!;
    const error = await h.api('act', { id, action: refused.action }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^[A-Z].*[.!]$/);
  });
});

// A pending decision holds the keyboard (issue 5, keyboard play): opened with Enter on the table, Tab and
// Shift+Tab go round the prompt's own controls and never reach the table behind it (inert while it asks),
// axe stays clean, and once answered the focus is back on the table, not lost on the page.
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, setup, type CampaignResult, type Harness } from './harness';
import { walkUntil } from './walk';
import { openTable } from './table-helpers';
import type { ActionInfo, AnyAction } from '../../contract';

let h: Harness;
beforeAll(async () => {
  h = await launch({ viewport: { width: 1280, height: 720 } });
});
afterAll(async () => {
  await h?.close();
});

// a question answered by numbered options (the seer's reordering is answered by moving cards instead)
const modalPrompt = (r: CampaignResult) => r.view.pending !== null && r.view.pending.kind !== 'seerOrder' && r.view.stall === null && r.view.quest === null;

/**
 * A campaign one keypress before a prompt. The prompt's action is usually chance (a draw), so undo cannot step back
 * from it; instead a walk to a prompt is recorded, and a second campaign of the same set-up (the engine is
 * deterministic) replays all of it but the last action. Returns that campaign and the action still to press.
 */
async function oneStepBeforeAPrompt(): Promise<{ id: string; asks: ActionInfo }> {
  for (let s = 1; s <= 20; s++) {
    const game = setup({ seed: `prompt-focus-${s}` });
    const played: AnyAction[] = [];
    const recorder = { ...h, api: ((method, input) => {
      if (method === 'act') played.push((input as { action: AnyAction }).action);
      return h.api(method, input);
    }) as Harness['api'] };
    const first = await h.api('create', { name: `prompt walk ${s}`, setup: game });
    const reached = await walkUntil(recorder, first.summary.id, { goal: modalPrompt, prefer: (a) => (a.action.type === 'quest' ? 0 : a.action.type === 'goFishing' ? 30 : 1), seed: s });
    if (!reached || played.length === 0) continue;
    const replay = await h.api('create', { name: `prompt focus ${s}`, setup: game });
    const id = replay.summary.id;
    let at: CampaignResult = replay;
    for (const action of played.slice(0, -1)) at = await h.api('act', { id, action });
    const last = JSON.stringify(played[played.length - 1]);
    const asks = at.actions.find((a) => a.legal && JSON.stringify(a.action) === last);
    if (!at.view.pending && asks) return { id, asks };
  }
  throw new Error('no seed reached a prompt by a walk that could be replayed');
}

/** Where the focus is: inside the prompt, elsewhere on the page, or on nothing. */
const focusAt = () =>
  h.page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nowhere';
    // the controls kept live beside a prompt (the rulebook, the title: issue 24, item 15) are in its Tab ring
    if (el.closest('[data-testid="prompt"]') || el.closest('[data-beside-prompt]')) return 'prompt';
    return el.closest('[inert]') ? 'inert' : 'table';
  });

describe('a prompt holds the focus', () => {
  it('opened from the keyboard, Tab and Shift+Tab stay inside it, the table behind is inert, and focus returns after the answer', async () => {
    const { id, asks } = await oneStepBeforeAPrompt();
    await h.goto(`#/table/${id}`);
    await h.page.locator('[data-location]').first().waitFor();
    await h.page.waitForLoadState('networkidle');

    // keyboard only: Tab to the action that asks the question, then Enter
    await h.page.locator('body').focus();
    const buttons = await h.page.locator('[data-testid="table"] button:visible').count();
    let found = false;
    for (let i = 0; i < buttons + 10 && !found; i++) {
      await h.page.keyboard.press('Tab');
      found = await h.page.evaluate(
        ({ type, label }) => {
          const el = document.activeElement as HTMLElement | null;
          return el?.dataset.action === type && (el.textContent ?? '').includes(label);
        },
        { type: asks.action.type, label: asks.label },
      );
    }
    expect(found, `Tab reaches "${asks.label}"`).toBe(true);
    const opener = await h.page.evaluate(() => ((document.activeElement as HTMLElement).dataset.tabOpener = 'yes'));
    expect(opener).toBe('yes');
    await h.page.keyboard.press('Enter');
    const prompt = h.page.locator('[data-testid="prompt"]');
    await prompt.waitFor();
    await h.page.waitForLoadState('networkidle');

    expect(await focusAt()).toBe('prompt');
    expect(await prompt.getAttribute('aria-modal')).toBe('true');
    // everything behind it: the board, the player's things, the bar and ledger, undo; Rules and Title stay live
    for (const part of ['.board', '.player', '.bottom', '.tools > .undo']) expect(await h.page.locator(`[data-testid="table"] ${part}`).getAttribute('inert'), part).not.toBeNull();
    expect(await h.page.locator('[data-testid="table"] .tools [data-beside-prompt]').getAttribute('inert')).toBeNull();

    const stops = (await prompt.locator('button:visible, summary:visible').count()) + (await h.page.locator('[data-beside-prompt] button:visible').count());
    const seen = new Set<string>();
    for (let i = 0; i < stops * 3 + 10; i++) {
      await h.page.keyboard.press('Tab');
      expect(await focusAt(), `after Tab ${i + 1}`).toBe('prompt');
      seen.add(await h.page.evaluate(() => (document.activeElement as HTMLElement).outerHTML));
    }
    // round and round: every control of the prompt was reached, nothing else
    expect(seen.size).toBe(stops);
    for (let i = 0; i < stops * 2 + 5; i++) {
      await h.page.keyboard.press('Shift+Tab');
      expect(await focusAt(), `after Shift+Tab ${i + 1}`).toBe('prompt');
    }

    const result = await new AxeBuilder({ page: h.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // answer with the keyboard (key 1 is the first option; a second question may follow the first)
    for (let n = 0; n < 5 && (await prompt.count()) > 0; n++) {
      const before = await prompt.textContent();
      await h.page.keyboard.press('1');
      await h.page.waitForFunction((t) => document.querySelector('[data-testid="prompt"]')?.textContent !== t, before);
      await h.page.waitForLoadState('networkidle');
    }
    expect(await prompt.count()).toBe(0);
    expect(await h.page.locator('[data-testid="table"] [inert]').count()).toBe(0);
    expect(await focusAt()).toBe('table');
    // back on the action that asked, when it is still on the table
    if ((await h.page.locator('[data-tab-opener]').count()) > 0) expect(await h.page.evaluate(() => (document.activeElement as HTMLElement).dataset.tabOpener)).toBe('yes');
  });

  it("the seer's cards moved with Enter keep the focus on the card's arrow (a moved button used to drop it)", async () => {
    const id = await openTable(h, { seed: 'prompt-focus-seer' });
    await h.api('act', { id, action: { type: 'visitSeer' } });
    await h.goto(`#/table/${id}`);
    const down = h.page.locator('[data-testid="prompt"] .seer button[aria-label$=" down"]').first();
    await down.waitFor();
    const label = (await down.getAttribute('aria-label'))!;
    await down.focus();
    await h.page.keyboard.press('Enter'); // the top card one place down
    await expect.poll(() => h.page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? 'nowhere')).toBe(label);
    await h.page.keyboard.press('Enter'); // and again: still on it
    await h.page.keyboard.press('Enter'); // now last: its down arrow is disabled, so the focus is on its up arrow
    await expect.poll(() => h.page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? 'nowhere')).toBe(label.replace(/ down$/, ' up (nearer the top)'));
    expect(await focusAt()).toBe('prompt');
  });

  it("a crowded Location's panel of all its actions: opened with Enter, Tab stays inside, Escape gives focus back to its button", async () => {
    await openTable(h, { seed: 'prompt-focus-panel' });
    const more = h.page.locator('[data-testid="table"] button.more').first();
    await more.waitFor();
    await h.page.locator('body').focus();
    let onMore = false;
    for (let i = 0; i < 120 && !onMore; i++) {
      await h.page.keyboard.press('Tab');
      onMore = await h.page.evaluate(() => document.activeElement?.classList.contains('more') ?? false);
    }
    expect(onMore, 'Tab reaches an "All n actions" button').toBe(true);
    const label = await h.page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await h.page.keyboard.press('Enter');
    await h.page.locator('[data-testid="prompt"]').waitFor();
    expect(await focusAt()).toBe('prompt');
    for (let i = 0; i < 30; i++) {
      await h.page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await focusAt(), `after key ${i + 1}`).toBe('prompt');
    }
    await h.page.keyboard.press('Escape');
    await expect.poll(() => h.page.locator('[data-testid="prompt"]').count()).toBe(0);
    expect(await h.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(label);
  });
});


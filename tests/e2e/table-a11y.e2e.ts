// Issue 5: axe finds no serious or critical violation on the table in its different states: a day with
// refused actions, a pending prompt, the mine, and the end screen. Also: every control is reachable by Tab.
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, setup, type CampaignResult, type Harness } from './harness';
import { walkUntil, type Walk } from './walk';

let h: Harness;
beforeAll(async () => {
  h = await launch({ viewport: { width: 1280, height: 720 } });
});
afterAll(async () => {
  await h?.close();
});

async function seriousViolations(): Promise<string[]> {
  const result = await new AxeBuilder({ page: h.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('\n  ')}`);
}

/** A campaign walked (through the service) to a state, then opened on the table. */
async function tableAt(label: string, walk: Walk): Promise<CampaignResult> {
  for (let s = 1; s <= 12; s++) {
    const created = await h.api('create', { name: `axe ${label}`, setup: setup({ seed: `axe-${label}-${s}` }) });
    const reached = await walkUntil(h, created.summary.id, { ...walk, seed: s });
    if (reached) {
      await h.goto(`#/table/${created.summary.id}`);
      await h.page.locator('[data-testid="table"]').waitFor();
      await h.page.waitForLoadState('networkidle');
      return reached;
    }
  }
  throw new Error(`no seed reached ${label}`);
}

const mineStep = (a: { action: { type: string }; time: number }) => (a.action.type === 'quest' ? 20 : a.time > 0 ? 1 : 2);

describe('the table with axe', () => {
  it('by day, with refused actions and their reasons', async () => {
    await tableAt('day', { goal: (r) => r.view.timer >= 1 && !r.view.pending, prefer: (a) => (a.action.type === 'quest' ? 0 : 1) });
    expect(await seriousViolations()).toEqual([]);
  });

  it('with a prompt waiting for an answer', async () => {
    await tableAt('prompt', { goal: (r) => r.view.pending !== null && r.view.stall === null, prefer: (a) => (a.action.type === 'goFishing' ? 30 : 1) });
    await h.page.locator('[data-testid="prompt"]').waitFor();
    expect(await seriousViolations()).toEqual([]);
  });

  it('in the mine', async () => {
    await tableAt('mine', { goal: (r) => r.view.quest !== null && r.view.quest.visited.length >= 2, prefer: mineStep });
    await h.page.locator('[data-testid="mine"]').waitFor();
    expect(await seriousViolations()).toEqual([]);
  });

  it('at the end', async () => {
    await tableAt('end', { goal: (r) => r.view.status !== 'playing', prefer: (a) => (a.action.type === 'quest' ? 0.3 : a.time > 0 ? 3 : 1), maxSteps: 1500 });
    await h.page.locator('[data-testid="end"]').waitFor();
    expect(await seriousViolations()).toEqual([]);
  });

  it('reaches every action button with Tab alone', async () => {
    await tableAt('tab', { goal: (r) => !r.view.pending, prefer: () => 1 });
    const buttons = await h.page.locator('[data-testid="table"] button:visible').count();
    const seen = new Set<string>();
    await h.page.locator('body').focus();
    for (let i = 0; i < buttons + 20; i++) {
      await h.page.keyboard.press('Tab');
      const id = await h.page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el.tagName !== 'BUTTON') return null;
        if (!el.dataset.tabSeen) el.dataset.tabSeen = String(Math.random());
        return el.dataset.tabSeen;
      });
      if (id) seen.add(id);
    }
    const tagged = await h.page.locator('[data-testid="table"] button[data-tab-seen]:visible').count();
    expect(tagged).toBe(buttons);
  });
});

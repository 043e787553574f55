// Issue 6: each stall game played from the table (Bay Carnival, "visit the stalls"), and Copperfin Relay from the title
// screen, in Chromium against the browser edition.
import AxeBuilder from '@axe-core/playwright';
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

/** opens a fresh campaign and steps up to one stall through the table's buttons */
async function stepUpTo(name: string, seed: string): Promise<string> {
  const id = await openTable(h, { seed });
  await h.page.getByRole('button', { name: new RegExp(`^Play ${name}`) }).first().click();
  await h.page.getByTestId('stall').waitFor();
  return id;
}

/** serious or critical axe violations inside the given part of the page */
async function seriousViolations(selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page: h.page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} ${v.nodes[0]?.target.join(' ')}`);
}

async function ledgerText(id: string): Promise<string> {
  const { view } = await h.api('open', { id });
  return JSON.stringify(view);
}

describe('Bay Carnival stalls from the table', () => {
  it('Copperfin Relay: the six-watch solution played on the drawn harbour pays 7 Gems and flips Bay Carnival', async () => {
    const id = await stepUpTo('Copperfin Relay', 'e2e-relay');
    expect(await seriousViolations('[data-testid="stall"]')).toEqual([]);
    for (const step of ['sail-M', 'sail-R', 'sail-B', 'recharge', 'sail-C', 'sail-D']) {
      const watch = await h.page.locator('[data-testid="stall"] [data-testid="ledger"] li').count();
      await h.page.getByTestId(step).click();
      if (step !== 'sail-D') await h.page.waitForFunction((n) => document.querySelectorAll('[data-testid="stall"] [data-testid="ledger"] li').length === n + 1, watch);
    }
    await h.page.getByTestId('stall').waitFor({ state: 'detached' });
    const { view } = await h.api('open', { id });
    expect(view.gems).toBe(7);
    expect(view.xp).toBe(1);
    expect(view.locations.find((l) => l.id === 'carnival')?.side).toBe('red');
    expect(view.stallsPlayed).toEqual(['relay']);
  });

  it('Fortune Forage after the seer (the worked example): the stall shows the four cards, four right calls pay 8 and flip Bay Carnival', async () => {
    const id = await openTable(h, { seed: 'e2e-forage' });
    await h.page.getByRole('button', { name: /^Visit the seer/ }).first().click();
    await h.page.getByTestId('seer-confirm').click();
    await h.page.getByTestId('seer-confirm').waitFor({ state: 'detached' });
    const before = await h.api('open', { id });
    await h.page.getByRole('button', { name: /^Play Fortune Forage/ }).first().click();
    await h.page.getByTestId('stall').waitFor();
    const foreseen = h.page.getByTestId('forage-foreseen');
    // the stall's panel loads after the stall itself: wait for the seer's cards, not just the stall
    await foreseen.waitFor();
    expect(await foreseen.locator('li').count()).toBe(4);
    expect(await seriousViolations('[data-testid="stall"]')).toEqual([]);
    for (let i = 0; i < 4; i++) {
      // the top card the seer showed is always first in the list; call it as it was shown
      const first = (await foreseen.locator('li strong').first().textContent())!.trim();
      await h.page.getByTestId(`forage-${first}`).click();
      await h.page.waitForFunction((n) => document.querySelectorAll('[data-testid="forage-card"]').length === n, i + 1);
    }
    expect(await h.page.getByTestId('forage-run').textContent()).toBe('4 right calls in a row');
    await expect.poll(() => foreseen.count()).toBe(0);
    // the fifth and sixth are called blind, until a wrong call or the sixth
    while (await h.page.getByTestId('forage-sweet').isVisible().catch(() => false)) {
      const n = await h.page.locator('[data-testid="forage-card"]').count();
      await h.page.getByTestId('forage-sweet').click();
      await h.page.waitForFunction((k) => document.querySelectorAll('[data-testid="forage-card"]').length > k || !document.querySelector('[data-testid="stall"]'), n);
    }
    await h.page.getByTestId('stall').waitFor({ state: 'detached' });
    const { view } = await h.api('open', { id });
    expect(view.stallsPlayed).toEqual(['fortune-forage']);
    expect(view.gems - before.view.gems + 2).toBeGreaterThanOrEqual(8);
    expect(view.xp).toBe(1);
    expect(view.locations.find((l) => l.id === 'carnival')?.side).toBe('red');
    expect(await ledgerText(id)).toContain('Fortune Forage is over');
  });

  it('Pest Race: back a pest and roll until one crosses the line', async () => {
    const id = await stepUpTo('Pest Race', 'e2e-pests');
    await h.page.getByTestId('bet-snail').click();
    await h.page.getByTestId('pest-roll').waitFor();
    expect(await seriousViolations('[data-testid="stall"]')).toEqual([]);
    for (let i = 0; i < 13; i++) {
      const roll = h.page.getByTestId('pest-roll');
      if (!(await roll.isVisible().catch(() => false))) break;
      await roll.click();
      await h.page.waitForTimeout(80);
    }
    await h.page.getByTestId('stall').waitFor({ state: 'detached' });
    expect(await ledgerText(id)).toContain('Pest Race is over');
  });
});

describe('Copperfin Relay from the title screen', () => {
  it('plays on its own: the inspector on hover, a refused crossing, the guided solution and crew play', async () => {
    await h.goto('#/title');
    await h.page.getByRole('button', { name: /Copperfin Relay/ }).first().click();
    await h.page.getByTestId('relay-rules').waitFor();
    await h.page.getByTestId('route-RB').hover();
    expect(await h.page.getByTestId('inspector').innerText()).toContain('Reed Lantern to Bell Quay costs 2 energy');
    await h.page.getByTestId('dock-B').click();
    expect(await h.page.getByTestId('inspector').innerText()).toContain('no such route');
    // each watch goes through the game service and is saved (issue 22): wait for its answer before the next
    await h.page.getByTestId('follow-solution').click();
    for (let i = 0; i < 6; i++) {
      await h.page.getByTestId('guide-next').click();
      await h.page.locator('[data-testid="ledger"] li').nth(i).waitFor();
    }
    await h.page.getByTestId('relay-outcome').waitFor();
    expect(await h.page.getByTestId('relay-outcome').innerText()).toContain('The relay is won');
    await h.page.getByText('Crew play (two to four)').click();
    await h.page.getByTestId('crew-0').fill('Ada');
    await h.page.getByTestId('crew-1').fill('Bo');
    await h.page.getByTestId('crew-start').click();
    await h.page.getByTestId('decider').filter({ hasText: 'Final decision: Ada' }).waitFor();
    await h.page.getByTestId('sail-M').click();
    await h.page.getByTestId('decider').filter({ hasText: 'Final decision: Bo' }).waitFor();
  });
});

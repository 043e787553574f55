// Issue 29 in Chromium: today's campaign shown before it starts, started from its screen, played to its end (the
// actions sent through the page's own door, as clicks would, for speed), then seen on the calendar with its streak;
// an achievement earned by a click on the table, its quiet notice, and the Achievements page listing it.
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playCampaign } from '../../engine/bots/index';
import { strongBot } from '../../engine/bots/index';
import { botRng } from '../../engine/bots/index';
import type { GameSetup } from '../../contract';
import { launch, setup, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await launch({ viewport: { width: 1280, height: 800 } });
});
afterAll(async () => {
  await h?.close();
});

/** The player's local date as the page sees it: the date the Daily screen asks for. */
const pageDate = () => h.page.evaluate(() => {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
});

/** axe's serious and critical findings on the page as it is now (the full check of each screen is a11y.e2e.ts). */
async function seriousViolations(): Promise<string[]> {
  const result = await new AxeBuilder({ page: h.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

async function playOn(id: string, actions: readonly unknown[]): Promise<void> {
  for (const action of actions) await h.api('act', { id, action: action as never });
}

// the achievement first, on a fresh save: today's campaign, played next, may earn badges of its own
describe("today's campaign in the browser", () => {
  it('tells the player quietly when a click earns an achievement, and lists it on its page', async () => {
    // a campaign whose strong-bot history is known (scripts/find-achievement-seeds.ts lists it): Wren wins on day 3
    // by paying the Crows with the last action
    const known = setup({ seed: 'p29-9', character: 'wren' });
    const actions = playCampaign(known, strongBot, botRng('p29:9')).actions;
    expect(actions[actions.length - 1]).toEqual({ type: 'payCrows' });
    const created = await h.api('create', { name: 'Wren pays up', setup: known });
    await playOn(created.summary.id, actions.slice(0, -1));
    await h.goto(`#/table/${created.summary.id}`);
    await h.page.locator('button[data-action="payCrows"]:not([aria-disabled="true"])').click();

    const notices = h.page.getByTestId('achievement-notices');
    await notices.getByText('Achievement earned: Scrap to Silver.').waitFor();
    expect(await notices.getAttribute('aria-live')).toBe('polite');
    // reduced motion (the harness's default): the notice is there at once, not sliding in
    const transition = await notices.locator('.note').first().evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(transition.split(',').every((d) => parseFloat(d) === 0)).toBe(true);
    expect(await seriousViolations()).toEqual([]); // the end screen with its score and the notice over it

    await notices.getByRole('button', { name: 'See all' }).first().click();
    const badge = h.page.getByTestId('achievement-win-wren');
    await badge.waitFor();
    expect(await badge.textContent()).toContain('Wren pays up');
    expect(await badge.textContent()).toContain('(earned)');
    // a locked one shows what earns it, and its progress
    const locked = h.page.getByTestId('achievement-five-wins');
    expect(await locked.textContent()).toContain('Win 5 campaigns.');
    expect(await locked.locator('progress').getAttribute('aria-label')).toMatch(/Regular Payer: \d of 5/);
    expect(await seriousViolations()).toEqual([]); // earned and locked badges side by side
  });

  it('shows the day’s set-up before it starts, starts it, and puts its result on the calendar with the streak', async () => {
    const date = await pageDate();
    const info = await h.api('daily', { date });
    await h.goto('#/daily');
    const today = h.page.getByTestId('daily-today');
    await today.getByText('Every player of version').waitFor();
    await today.getByText(info.setup.seed).waitFor();
    expect(await h.page.getByTestId('daily-counts').textContent()).toContain('Your first start today is your counted attempt');
    expect(await h.page.getByTestId('streak-current').textContent()).toBe('0');

    await h.page.getByRole('button', { name: "Start today's campaign" }).click();
    await h.page.locator('[data-location]').first().waitFor();
    const id = decodeURIComponent(new URL(h.page.url()).hash.split('/')[2]);
    const opened = await h.api('open', { id });
    expect(opened.summary).toMatchObject({ daily: date, character: info.setup.character });

    // to its end, quickly: the strong bot's moves for this set-up, sent as the page would send them
    await playOn(id, playCampaign(info.setup as GameSetup, strongBot, botRng(`e2e-daily:${date}`)).actions);
    const ended = await h.api('open', { id });
    expect(ended.summary.status).not.toBe('playing');

    // the end screen shows the score with its parts and the way to its rules
    await h.goto(`#/table/${id}`);
    const score = h.page.getByTestId('end-score');
    await score.waitFor();
    expect(await score.textContent()).toContain(`${ended.score!.total} points`);
    await score.getByRole('link', { name: 'How the score is counted' }).click();
    await h.page.locator('#rule-score').waitFor();

    await h.goto('#/daily');
    const cell = h.page.getByTestId('daily-calendar').getByRole('button', { name: `${date}: ${ended.summary.status}, ${ended.score!.total} points` });
    await cell.waitFor();
    expect(await h.page.getByTestId('streak-current').textContent()).toBe('1');
    expect(await h.page.getByTestId('streak-longest').textContent()).toBe('1');
    expect(await h.page.getByTestId('daily-counts').textContent()).toContain('Starting again is practice');
    expect(await h.page.getByRole('button', { name: 'Practise it again' }).isVisible()).toBe(true);
    expect(await seriousViolations()).toEqual([]); // the calendar with a played day
    // a played day opens its campaign
    await cell.click();
    await h.page.getByTestId('end').waitFor();
  });
});

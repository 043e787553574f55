// Issue 25 in Chromium: a post-game review run to its end from the end screen, its progress shown as it goes, and a
// marked costly decision opening the replay where it was made, the advisor's ranking beside it.
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type Harness } from './harness';
import { greedyBot } from '../../engine/bots/index';
import { finishedCampaign } from './replay-helpers';

let h: Harness;
beforeAll(async () => {
  h = await launch({ viewport: { width: 1440, height: 900 } });
});
afterAll(async () => {
  await h?.close();
});

describe('post-game review (issue 25)', () => {
  it('runs a review to its end and opens the replay at a marked decision with the ranking beside it', async () => {
    // the greedy bot on seed replay-18: 25 actions, lost in a quest on day 1, a review quick enough for a test
    const { id } = await finishedCampaign(h, 'A short summer', 'replay-18', greedyBot);
    await h.goto(`#/table/${id}`);
    await h.page.getByTestId('end-review').click();
    await h.page.waitForURL(new RegExp(`#/review/${id}$`));
    // the progress bar while it runs (it may already be done on a quick machine)
    await h.page.locator('[role="progressbar"], [data-testid="review-status"]').first().waitFor();
    await h.page.getByTestId('review-status').waitFor({ timeout: 180_000 });
    const review = (await h.api('review', { id }))!;
    expect(review.status).toBe('done');
    expect(review.done).toBe(review.total);
    expect(review.costliest.length).toBeGreaterThan(0);
    expect(await h.page.getByTestId('review-sentence').innerText()).toBe(review.sentence);
    expect(review.sentence).toMatch(/^Your choices cost \d+ points of win chance; the cards and dice (gave|took)/);

    // the marks on the chart: one numbered button per costly decision
    const marks = h.page.locator('[data-testid="review-chart"] button.mark');
    await expect.poll(() => marks.count()).toBe(review.costliest.length);
    const axe = await new AxeBuilder({ page: h.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    const costliest = review.costliest[0];
    await marks.first().click();
    await h.page.waitForURL(new RegExp(`#/replay/${id}/${costliest - 1}$`));
    const ranking = h.page.getByTestId('ranking');
    await ranking.waitFor();
    const decision = review.decisions.find((d) => d.step === costliest)!;
    expect(await ranking.innerText()).toContain(`step ${costliest}`);
    expect(await ranking.locator('li').count()).toBe(decision.ranking.length);
    expect(await ranking.locator('li.taken').innerText()).toContain(decision.taken.label);
  });

  it('shows the progress of a long review and cancels it; run again, it starts afresh', async () => {
    const { id } = await finishedCampaign(h, 'A long summer');
    await h.goto(`#/review/${id}`);
    const bar = h.page.getByRole('progressbar', { name: 'Decisions reviewed' });
    await bar.waitFor();
    expect(await bar.getAttribute('aria-valuemax')).toBe(String((await h.api('review', { id }))!.total));
    await h.page.getByTestId('review-cancel').click();
    await expect.poll(() => h.page.getByTestId('review-status').innerText()).toMatch(/^The review was stopped after \d+ of \d+ decisions\.$/);
    expect((await h.api('review', { id }))!.status).toBe('cancelled');
    await h.page.getByTestId('review-redo').click();
    await bar.waitFor();
    await h.api('cancelReview', { id });
  });
});

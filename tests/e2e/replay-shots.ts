// Issue 25's screenshots for docs/screenshots (npm run screenshots calls this): the replay in a mine with its step's
// ledger lines marked, the saves with branches under their parent, the review, and the replay at its costliest
// decision with the advisor's ranking.
import type { Harness } from './harness';
import { finishedCampaign } from './replay-helpers';

export async function replayShots(h: Harness, shot: (h: Harness, name: string) => Promise<void>): Promise<void> {
  const { id } = await finishedCampaign(h, "Peth's long summer");
  // step 27 of the strong bot's replay-8 campaign: in the Finding Mr. Boydell mine on day 1, a dig of two cards marked
  await h.goto(`#/replay/${id}/27`);
  await h.page.getByText('Step 27 of').waitFor();
  await h.page.waitForTimeout(300);
  await shot(h, 'replay');
  await h.api('branch', { id, step: 60, luck: 'new' });
  await h.api('branch', { id, step: 20, luck: 'same' });
  await h.goto('#/saves');
  await h.page.locator('[data-depth="1"]').first().waitFor();
  await shot(h, 'saves-branches');

  // the review of the whole campaign, then its costliest decision in the replay with the advisor's ranking
  await h.goto(`#/review/${id}`);
  await h.page.getByTestId('review-status').waitFor({ timeout: 600_000 });
  await h.page.locator('[data-testid="review-chart"] button.mark').first().waitFor();
  await h.page.waitForTimeout(300);
  await shot(h, 'review');
  await h.page.locator('[data-testid="review-chart"] button.mark').first().click();
  await h.page.getByTestId('ranking').waitFor();
  await h.page.waitForTimeout(300);
  await shot(h, 'replay-ranking');
}

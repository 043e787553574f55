// Issue 25's screenshots for docs/screenshots (npm run screenshots calls this): the replay in a mine with its step's
// ledger lines marked, and the saves with a branch under its parent.
import type { Harness } from './harness';
import { finishedCampaign } from './replay-helpers';

export async function replayShots(h: Harness, shot: (h: Harness, name: string) => Promise<void>): Promise<void> {
  const { id } = await finishedCampaign(h, "Peth's long summer");
  // step 31: in the Powder for Sallow Gap mine on day 1, a dig of two cards marked in the ledger
  await h.goto(`#/replay/${id}/31`);
  await h.page.getByText('Step 31 of').waitFor();
  await h.page.waitForTimeout(300);
  await shot(h, 'replay');
  await h.api('branch', { id, step: 60, luck: 'new' });
  await h.api('branch', { id, step: 20, luck: 'same' });
  await h.goto('#/saves');
  await h.page.locator('[data-depth="1"]').first().waitFor();
  await shot(h, 'saves-branches');
}

// Issue 25, the post-game review's speed: the whole review of the 400-action bench campaign through the service, with
// the advisor's worker bundled as the desktop app ships it, on every core of the machine (two on the build box).
// Targets: the first marks (the first decision ranked) within 5 s, the whole review within 60 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { GameService, REVIEW_ROLLOUTS } from '../electron/service/game-service';
import { bundleAdvisorWorker } from '../scripts/main-bundles';
import type { Figure } from './engine';
import { longCampaign } from './long-campaign';

export async function run(perAction = REVIEW_ROLLOUTS): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'crows-bench-review-'));
  const worker = await bundleAdvisorWorker(join(dir, 'worker', 'advisor-worker.js'));
  const service = await GameService.open({ dataDir: join(dir, 'data'), advisorWorker: worker });
  try {
    const campaign = longCampaign(400);
    const { summary } = await service.create({ setup: campaign.setup });
    for (const action of campaign.actions) await service.act({ id: summary.id, action });
    const start = performance.now();
    let review = await service.startReview({ id: summary.id, rollouts: perAction });
    let first = Infinity;
    while (review.status === 'running') {
      await new Promise((r) => setTimeout(r, 20));
      review = (await service.review({ id: summary.id }))!;
      if (review.done > 0 && first === Infinity) first = performance.now() - start;
    }
    const whole = performance.now() - start;
    if (review.status !== 'done') throw new Error(`bench: the review ended ${review.status}: ${review.message}`);
    const note = `${campaign.found}: ${review.total} decisions, ${perAction} rollouts per legal action, ${availableParallelism()} worker threads; ${review.sentence}`;
    return [
      { name: 'review: first decision ranked', value: first / 1000, unit: 's', target: 'at most 5 s', met: first <= 5000, note },
      { name: `review of the ${campaign.actions.length}-action campaign, whole`, value: whole / 1000, unit: 's', target: 'at most 60 s', met: whole <= 60_000 },
    ];
  } finally {
    service.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// Drives a campaign through the service until the view meets a goal: a seeded walk over the legal actions,
// steered by a preference, so tests and the screenshot script can reach night, a mine, a fight or the end.
import type { CampaignResult } from '../../electron/service/api';
import type { ActionInfo } from '../../contract';
import type { Harness } from './harness';
import { seededRandom } from '../../scripts/seeded-random';

export interface Walk {
  /** true when the walk has arrived */
  goal(result: CampaignResult): boolean;
  /** a weight per legal action (0 never, higher more often); by default every legal action weighs 1 */
  prefer?(info: ActionInfo, result: CampaignResult): number;
  maxSteps?: number;
  seed?: number;
}

/** Acts until `goal` holds; returns the last result, or null when the campaign ended or the steps ran out first. */
export async function walkUntil(h: Harness, id: string, walk: Walk): Promise<CampaignResult | null> {
  const random = seededRandom(walk.seed ?? 1);
  let result = await h.api('open', { id });
  for (let step = 0; step < (walk.maxSteps ?? 600); step++) {
    if (walk.goal(result)) return result;
    if (result.view.status !== 'playing') return null;
    const choices = result.actions.filter((a) => a.legal).map((a) => ({ a, w: walk.prefer ? walk.prefer(a, result) : 1 })).filter((c) => c.w > 0);
    if (!choices.length) return null;
    const total = choices.reduce((s, c) => s + c.w, 0);
    let pick = random() * total;
    const chosen = choices.find((c) => (pick -= c.w) < 0) ?? choices[choices.length - 1];
    result = await h.api('act', { id, action: chosen.a.action });
  }
  return walk.goal(result) ? result : null;
}

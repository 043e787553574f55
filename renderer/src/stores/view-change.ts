// Issue 27, a lean door: the act answer carries what the action changed (electron/service/view-change.ts); this puts
// it on the result the table holds. The change names the view it was made from, so it is applied to that one only.
import type { ActChange, CampaignResult } from '../api';

/** The result after the action: `before` with the change applied, or null when `before` is not the view the change
 *  was made from (the caller then asks for the whole result). */
export function withChange(before: CampaignResult, answer: ActChange): CampaignResult | null {
  if (before.hash !== answer.change.from) return null;
  const { change, ...rest } = answer;
  const view = { ...before.view, ...change.set };
  for (const [key, grown] of Object.entries(change.grown)) {
    const list = view[key as keyof typeof change.grown] as unknown[];
    // the entries the client holds up to `at`, then the new ones (`at` is where the server saw the list end)
    (view as Record<string, unknown>)[key] = [...list.slice(0, grown.at), ...(grown.add as unknown[])];
  }
  return { ...rest, view };
}

// A quest step that waits for the player: one pending quest decision (types.ts QuestDecision), answered by
// `{ type: 'quest', action }`. It goes behind any decision the engine's own effects queued first.
import type { Ctx } from '../draft';
import { hasQuestDecision } from './mine';

export type QuestStepName =
  | 'eventOption' | 'shovel' | 'shovelKeep' | 'fightOrFlee' | 'reroll' | 'luckyCharm' | 'afterLoss' | 'actionChamber';

export function ask(c: Ctx, step: QuestStepName, prompt: string, data: Record<string, unknown> = {}): void {
  if (hasQuestDecision(c.s)) throw new Error(`quest step '${step}' asked while another quest step is pending`);
  c.s.pending.push({ kind: 'quest', step, prompt, data });
}

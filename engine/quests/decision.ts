// Rulebook 7: a quest step that waits for the player (quests/ask.ts raises it: a fight's choices, an event's options,
// the shovel's pick ...), as a record for the decisions' table (engine/decisions.ts). Its answers are the quest
// engine's own actions, described by quests/view.ts; the prompt's heading and section depend on the step.
import type { Ctx } from '../draft';
import type { DecisionHandler } from '../decisionHandler';
import type { GameState, QuestAction } from '../types';
import { applyQuest, checkQuest, questActions, type QuestMove } from './actions';
import { describeQuest } from './view';

/** A quest action's refusal (rulebook 7), or null when it may be taken. */
export function checkQuestAction(s: GameState, a: QuestAction): string | null {
  const r = checkQuest(s, a.action);
  return r.ok ? null : r.reason;
}

/** Apply a quest action already checked: the draft's mine is replaced through the Ctx helpers, never changed in place. */
export function applyQuestAction(c: Ctx, a: QuestAction): void {
  applyQuest(c, a.action as QuestMove);
}

/** The steps whose prompt has a heading of its own, and the section it links to; the others are "In the mine", 7a. */
const STEPS: Record<string, { title: string; rule: string }> = {
  fightOrFlee: { title: 'A hazard! Fight or flee?', rule: '7b' },
  reroll: { title: 'Re-roll with Pep?', rule: '7b' },
  luckyCharm: { title: 'Use the lucky charm?', rule: '7b' },
  afterLoss: { title: 'The hazard won: fight again or flee?', rule: '7b' },
  shovelKeep: { title: 'Which card does the shovel keep?', rule: '7a' },
  eventOption: { title: 'An event: choose one option', rule: '7a' },
};
const IN_THE_MINE = { title: 'In the mine', rule: '7a' };

export const questStepDecision: DecisionHandler<'quest'> = {
  answers: ['quest'],
  candidates: (s) => questActions(s),
  check: (s, d, a) => checkQuestAction(s, a),
  apply: (c, d, a) => applyQuestAction(c, a),
  describe: (s, d, a) => describeQuest(s, a),
  title: (s, d) => (STEPS[d.step] ?? IN_THE_MINE).title,
  rule: (s, d) => (STEPS[d.step] ?? IN_THE_MINE).rule,
  prompt: (s, d) => d.prompt,
  view: (s, d) => ({ cards: [], data: { step: d.step, ...d.data } }),
};

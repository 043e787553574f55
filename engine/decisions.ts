// Pending decisions (docs/engine-contract.md): one record per kind (engine/decisionHandler.ts), each
// kept beside the rule that raises it, gathered here in one table typed over every kind. The rules ask this module
// for a decision's answers, checks, effects and words; nothing here knows any one kind.
import type { Ctx } from './draft';
import type { AnswerInfo, DecisionTable } from './decisionHandler';
import { discardExcessDecision, discardItemDecision, discardSupplyDecision } from './discards';
import { eventOptionDecision } from './eventOption';
import { glovesDecision, keepDrawingDecision } from './locations/gathering';
import { seerDecision, stallAnswers, stallDecision } from './locations/carnival-decisions';
import { levelUpDecision } from './levelling';
import { questActions } from './quests/actions';
import { questStepDecision } from './quests/decision';
import type { Action, GameState, PendingDecision, QuestDecision, StallDecision } from './types';
import type { CardView, PendingView } from '../contract/view';

export const DECISIONS: DecisionTable = {
  discardExcess: discardExcessDecision,
  discardSupply: discardSupplyDecision,
  discardItem: discardItemDecision,
  keepDrawing: keepDrawingDecision,
  gloves: glovesDecision,
  levelUp: levelUpDecision,
  seerOrder: seerDecision,
  eventOption: eventOptionDecision,
  stall: stallDecision,
  quest: questStepDecision,
};

/** A record read for any decision. The table is typed kind by kind; here the kind is known only at run time, and the
 *  answer's type is held to the record's `answers` before the record sees it (checkDecision, applyDecision). */
interface AnyDecisionHandler {
  answers: readonly Action['type'][];
  candidates(s: GameState, d: PendingDecision): readonly Action[];
  check(s: GameState, d: PendingDecision, a: Action): string | null;
  apply(c: Ctx, d: PendingDecision, a: Action): void;
  describe(s: GameState, d: PendingDecision, a: Action): AnswerInfo;
  wrongAnswer?(s: GameState, d: PendingDecision): string;
  title(s: GameState, d: PendingDecision): string;
  rule(s: GameState, d: PendingDecision): string;
  prompt(s: GameState, d: PendingDecision): string;
  view(s: GameState, d: PendingDecision): { cards: CardView[]; data: Record<string, unknown> };
}

function recordOf(d: PendingDecision): AnyDecisionHandler {
  return DECISIONS[d.kind] as unknown as AnyDecisionHandler;
}

/** The answers to a decision: shown ones (legal or refused, e.g. a perk that would do nothing). */
export function decisionCandidates(s: GameState, d: PendingDecision): readonly Action[] {
  return recordOf(d).candidates(s, d);
}

/** A stall's or a quest's answers: their engines' own legal lists, each a fresh array (legalActions hands them out). */
export function pluggedAnswers(s: GameState, d: StallDecision | QuestDecision): Action[] {
  return d.kind === 'quest' ? questActions(s) : stallAnswers(s, d);
}

/** The refusal of an answer to another decision: built only when refusing (checkDecision runs on every action
 *  while a decision waits). */
function firstAnswer(s: GameState, d: PendingDecision): string {
  // the prompt is quoted whole: many end in a question ("Fish again, or stop?"), and a refusal is a sentence that ends
  // with a full stop (decisions.test.ts and engine/quests/properties.test.ts hold refusals to that)
  return `First answer the decision in front of you ("${decisionPrompt(s, d)}").`;
}

/** null when `a` answers the decision; otherwise why not. */
export function checkDecision(s: GameState, d: PendingDecision, a: Action): string | null {
  const h = recordOf(d);
  if (!h.answers.includes(a.type)) return h.wrongAnswer ? h.wrongAnswer(s, d) : firstAnswer(s, d);
  return h.check(s, d, a);
}

/** Apply an answer already checked. */
export function applyDecision(c: Ctx, d: PendingDecision, a: Action): void {
  const h = recordOf(d);
  if (!h.answers.includes(a.type)) throw new Error(`applyDecision: ${a.type} does not answer ${d.kind}; check() should have refused`);
  h.apply(c, d, a);
}

/** The decision as a sentence for a prompt. */
export function decisionPrompt(s: GameState, d: PendingDecision): string {
  return recordOf(d).prompt(s, d);
}

/** A decision's answer as its button shows it (`a` is one of decisionCandidates'). */
export function describeAnswer(s: GameState, d: PendingDecision, a: Action): AnswerInfo {
  return recordOf(d).describe(s, d, a);
}

/** The pending decision as the player's view carries it: its heading, rule section, question, cards and detail. */
export function pendingView(s: GameState, d: PendingDecision): PendingView {
  const h = recordOf(d);
  return { kind: d.kind, title: h.title(s, d), rule: h.rule(s, d), prompt: h.prompt(s, d), ...h.view(s, d) };
}

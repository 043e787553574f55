// What one kind of pending decision is (README.md, "How the code is laid out"): its answers, how each is checked and
// applied, how the decision and its answers read on the table, and the rulebook section behind it. Each record sits
// beside the rule that raises its decision (the gloves beside the gloves rule in locations/gathering.ts, the perks in
// levelling.ts ...); engine/decisions.ts gathers them in one table typed over every kind, so a kind without a record
// does not compile.
import type { ActionInfo } from './contract';
import type { Ctx } from './draft';
import type { Action, GameState, PendingDecision } from './types';
import type { CardView } from '../contract/view';

export type DecisionKind = PendingDecision['kind'];
export type DecisionOf<K extends DecisionKind> = Extract<PendingDecision, { kind: K }>;
type ActionOf<T extends Action['type']> = Extract<Action, { type: T }>;

/** Which actions answer each kind of decision (the rest are refused while it waits). */
export interface DecisionAnswers {
  discardExcess: ActionOf<'discard'>;
  discardSupply: ActionOf<'discard'>;
  discardItem: ActionOf<'discardItem'>;
  keepDrawing: ActionOf<'drawAgain' | 'stopDrawing'>;
  gloves: ActionOf<'useGloves' | 'declineGloves'>;
  levelUp: ActionOf<'perk'>;
  seerOrder: ActionOf<'seerOrder'>;
  eventOption: ActionOf<'option'>;
  stall: ActionOf<'stall'>;
  quest: ActionOf<'quest'>;
}

/** An answer as a button shows it (its `action`, `legal` and `reason` are added by describeActions). */
export type AnswerInfo = Pick<ActionInfo, 'label' | 'detail' | 'time' | 'rule' | 'group'>;

export interface DecisionHandler<K extends DecisionKind> {
  /** the action types that answer it; any other is refused with `wrongAnswer`, or with the prompt quoted */
  answers: readonly DecisionAnswers[K]['type'][];
  /** the answers shown now, legal or refused (a perk that would do nothing is shown refused) */
  candidates(s: GameState, d: DecisionOf<K>): readonly DecisionAnswers[K][];
  /** null when the answer may be given; otherwise a sentence a player understands */
  check(s: GameState, d: DecisionOf<K>, a: DecisionAnswers[K]): string | null;
  /** apply an answer already checked, taking the decision off `pending` */
  apply(c: Ctx, d: DecisionOf<K>, a: DecisionAnswers[K]): void;
  /** the answer on its button */
  describe(s: GameState, d: DecisionOf<K>, a: DecisionAnswers[K]): AnswerInfo;
  /** the refusal of an action of another type, where quoting the prompt would not say enough */
  wrongAnswer?(s: GameState, d: DecisionOf<K>): string;
  /** the prompt's heading, a few words */
  title(s: GameState, d: DecisionOf<K>): string;
  /** the rulebook section the prompt links to: a number ("8", "7b") or a guide page ("Guide: Coppersand") */
  rule(s: GameState, d: DecisionOf<K>): string;
  /** the question in a sentence */
  prompt(s: GameState, d: DecisionOf<K>): string;
  /** the face-up cards it is about and any detail the table draws (the level reached, a fight's step) */
  view(s: GameState, d: DecisionOf<K>): { cards: CardView[]; data: Record<string, unknown> };
}

/** Every kind's record: a kind missing here is a compile error. */
export type DecisionTable = { [K in DecisionKind]: DecisionHandler<K> };

/** An answer's button for a decision whose answers spend no time: its label, in the decision's group. */
export function answerInfo(label: string): AnswerInfo {
  return { label, group: 'decision', time: 0 };
}

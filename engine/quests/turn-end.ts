// Rulebook 7a, "Your turn then ends": the step the queue (run.ts) runs after a chamber is resolved. Apart from the
// move (turn.ts), which runs the queue: each imports what it needs and neither imports the other.
import { emit, type Ctx } from '../draft';
import { turnRules, type MineState } from './mine';

/** 7a, "Your turn then ends": each moving token moves on, and a race against time counts the turn. */
export function endTurn(c: Ctx, m: MineState): void {
  const rules = turnRules(m);
  const deadline = rules.deadline !== null && m.turns === rules.deadline.turns ? rules.deadline : null;
  if (deadline && !c.quiet) emit(c, 'deadline', `${rules.name}: turn ${m.turns}. ${deadline.text}`);
  // most quests have neither moving tokens nor a deadline: then nothing is queued (and nothing built to queue)
  if (rules.movers === null && !deadline) return;
  const steps = rules.moverSteps;
  if (deadline) m.queue.unshift(...steps, ...deadline.effects);
  else m.queue.unshift(...steps);
}

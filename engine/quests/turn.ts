// Rulebook 7a and 7c: a turn in a mine (move along a tunnel, resolve the chamber, the turn ends) and leaving by the exit.
import { emit, type Ctx } from '../draft';
import { spendTime } from '../time';
import { runNow, runQueue } from './run';
import { chamberName, draftMine, goalComplete, kindNameOf, moveTime, questOf, setMine, tunnelBetween, turnRules, type MineState, type QuestStep } from './mine';

/** The two steps every move queues, made once: queued steps are shared, never changed (mine.ts copyMine). */
const RESOLVE_CHAMBER: QuestStep = Object.freeze({ op: 'resolveChamber' });
const END_TURN: QuestStep = Object.freeze({ op: 'endTurn' });

/** 7a: "Move your meeple along the tunnel until you reach a chamber ... You must move after resolving a chamber.
 *  You always resolve a chamber, even if you have already visited it." A move spends only its tunnel's hourglasses
 *  (moveTime), a chamber visited before as much as a new one. */
export function move(c: Ctx, to: string): void {
  const m = draftMine(c);
  const from = m.at;
  const tunnel = tunnelBetween(m, from, to);
  if (!tunnel) throw new Error(`move: no tunnel from '${from}' to '${to}' (check() should have refused)`);
  // A quest's rule for leaving a kind of chamber (the Flooded Vault's wound on leaving a Story chamber).
  if (from !== 'entrance') {
    // the chamber's kind is asked only of a quest that has such rules
    const onLeave = turnRules(m).onLeave;
    if (onLeave !== null) {
      const kind = kindNameOf(m, from);
      for (const rule of onLeave) if (rule.from === kind) runNow(c, m, rule.effects);
    }
    if (c.s.status !== 'playing') return;
  }
  const time = moveTime(m, to, tunnel);
  // the ledger's words name chambers (a look-up each): a rollout's quiet draft records none, so builds none
  if (time > 0 && !c.quiet) emit(c, 'tunnel', `The tunnel from ${chamberName(m, from)} to ${chamberName(m, to)} is long: it spends ${time} hourglass.`);
  if (time > 0) {
    spendTime(c, time);
    if (c.s.status !== 'playing') return;
  }
  if (kindNameOf(m, to) === 'exit') return leave(c, m, to);
  m.at = to;
  if (!m.visited.includes(to)) m.visited.push(to);
  m.turns++;
  if (!c.quiet) emit(c, 'move', `You move to ${chamberName(m, to)}.`, { chamber: to });
  // Walking into a moving token's chamber meets it before the chamber is resolved.
  const movers = turnRules(m).movers;
  if (movers !== null) for (const mv of movers) if (mv.onMeet && m.movers[mv.id].at === to) m.queue.push(...mv.onMeet);
  m.queue.push(RESOLVE_CHAMBER, END_TURN);
  runQueue(c, m);
}

/** 7c: "You leave a Quest by moving out of the mine via the exit. If you completed the Quest, collect your reward.
 *  Then, if it's day time, move to any Location. If it's night time, move to the night time card." */
export function leave(c: Ctx, m: MineState, exit: string): void {
  const quest = questOf(m);
  if (goalComplete(m)) {
    const reward = quest.exitRewards?.[exit] ?? quest.reward;
    if (!c.quiet) emit(c, 'questDone', `You leave ${quest.name} by ${chamberName(m, exit)} with the quest complete. Reward: ${reward.text}`, { quest: quest.id });
    runNow(c, m, reward.effects);
  } else {
    if (!c.quiet) emit(c, 'questLeft', `You leave ${quest.name} by ${chamberName(m, exit)} without completing it${m.failed ? ` (${m.failed})` : ''}. No reward.`, { quest: quest.id });
  }
  if (c.s.status !== 'playing') return;
  setMine(c, null);
  c.s.place = c.s.phase === 'day' ? { at: 'town', location: null } : { at: 'night' };
  emit(c, 'leaveMine', c.s.phase === 'day' ? 'You are back in town: move to any Location.' : 'It is night: you go home to the night time card.');
}

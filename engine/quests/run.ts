// The mine's queue: quest effects (data/quests/schema.ts) and the steps of a turn, run in order until one needs
// the player. The engine's own effects (gainGems, roll, fish...) go to runEffect(s), which owns their decisions.
import { emit, type Ctx } from '../draft';
import { runEffect } from '../effects';
import type { Quest, QuestEffect } from '../../data/quests/index';
import type { EngineEffect } from '../types';
import { afterLoss, startFight } from './fight';
import { resolveChamber } from './chambers';
import { drawSpecial } from './specials';
import { endTurn } from './turn-end';
import { chamberName, draftPart, hasQuestDecision, moverStepOf, questOf, turnRules, type MineState, type QuestStep } from './mine';

/** Run the mine's queue until it is empty, a quest decision waits, or the game is over. */
export function runQueue(c: Ctx, m: MineState): void {
  for (let guard = 0; guard < 1000; guard++) {
    const s = c.s;
    if (s.status !== 'playing' || (s.pending.length > 0 && hasQuestDecision(s)) || s.quest !== (m as unknown)) return;
    const step = m.queue.shift();
    if (!step) return;
    runStep(c, m, step);
  }
  throw new Error('runQueue: more than 1000 quest steps in one action; a quest rule is looping');
}

function why(m: MineState): string {
  if (m.why) return m.why;
  return m.at === 'entrance' ? turnRules(m).name : `${turnRules(m).name}, ${chamberName(m, m.at)}`;
}

function flagName(m: MineState, flag: string, here?: boolean): string {
  return here ? `${m.at}:${flag}` : flag;
}

function runStep(c: Ctx, m: MineState, e: QuestStep): void {
  switch (e.op) {
    case 'resolveChamber': return resolveChamber(c, m);
    case 'endTurn': return endTurn(c, m);
    case 'afterLoss': return afterLoss(c, m);
    case 'say': emit(c, 'quest', e.text); return;
    case 'revealToken': {
      const found = m.tokens[m.at];
      if (!found || found.taken) {
        if (!c.quiet) emit(c, 'token', `${chamberName(m, m.at)}: no mine token is left here.`);
        return;
      }
      const token = draftPart(c, m, 'tokens')[m.at];
      const rule = questOf(m).tokens?.[String(token.n)];
      if (!rule) throw new Error(`token ${token.n} of ${m.quest} has no rule (the map checker should have refused it)`);
      token.known = true;
      if (!c.quiet) emit(c, 'token', `${chamberName(m, m.at)}: you turn the mine token over. It is ${token.n}: ${rule.name}.`, { token: token.n, chance: true });
      m.queue.unshift(...rule.effects);
      return;
    }
    case 'takeToken': {
      // The token leaves the chamber but stays known to the player (the view shows what was found where).
      const token = m.tokens[m.at] && draftPart(c, m, 'tokens')[m.at];
      if (token) token.taken = true;
      return;
    }
    case 'revealAllTokens': {
      for (const t of Object.values(draftPart(c, m, 'tokens'))) t.known = true;
      if (!c.quiet) emit(c, 'token', `Every mine token in ${questOf(m).name} is known to you now.`, { chance: true });
      return;
    }
    case 'progress': {
      m.progress = Math.min(turnRules(m).target, m.progress + e.n);
      if (!c.quiet) emit(c, 'progress', `${questOf(m).name}: ${m.progress} of ${questOf(m).goal.target} toward the goal.`);
      return;
    }
    case 'setFlag': {
      const f = flagName(m, e.flag, e.here);
      if (!m.flags.includes(f)) draftPart(c, m, 'flags').push(f);
      return;
    }
    case 'clearFlag': m.flags = m.flags.filter((f) => f !== flagName(m, e.flag, e.here)); return;
    case 'if': {
      let ok = true;
      if (e.flag !== undefined) ok &&= m.flags.includes(flagName(m, e.flag, e.here));
      if (e.notFlag !== undefined) ok &&= !m.flags.includes(flagName(m, e.notFlag, e.here));
      if (e.progressAtLeast !== undefined) ok &&= m.progress >= e.progressAtLeast;
      m.queue.unshift(...(ok ? e.then : e.else ?? NO_STEPS));
      return;
    }
    case 'fight': return startFight(c, m, e.hazard, null, 0);
    case 'failQuest': {
      if (m.failed === null) {
        m.failed = e.text;
        if (!c.quiet) emit(c, 'questFailed', `${e.text} The quest can no longer be completed; find the exit.`);
      }
      return;
    }
    case 'transform': {
      const id = e.chamber ?? m.at;
      draftPart(c, m, 'changed')[id] = e.into;
      if (!c.quiet) emit(c, 'chamber', `${chamberName(m, id)} is now a ${e.into.kind} chamber.`);
      return;
    }
    case 'advanceMover': {
      for (let i = 0; i < e.steps; i++) m.queue.unshift(moverStepOf(e.mover));
      return;
    }
    case 'drawSpecial': return drawSpecial(c, m, e.letter);
    case 'moverStep': return moverStep(c, m, e.mover);
    case 'as': m.why = e.why; return;
    default:
      runEffect(c, e satisfies EngineEffect, { why: why(m) });
  }
}

/** A moving token takes one step along its path (the water toward the vault, the mole round its loop). */
export function moverStep(c: Ctx, m: MineState, id: string): void {
  const mover = moverOf(m, id);
  if (!mover) throw new Error(`${m.quest} has no moving token '${id}'`);
  const st = draftPart(c, m, 'movers')[id];
  let next = st.step + 1;
  if (next >= mover.path.length) {
    if (!mover.loop) return;
    next = 0;
  }
  st.step = next;
  st.at = mover.path[next];
  if (!c.quiet) emit(c, 'mover', `${mover.name} moves to ${chamberName(m, st.at)}.`, { mover: id, at: st.at });
  // queued first: its effects on entering this chamber, then on entering any, then meeting the player (each list put
  // in front in turn, last first, rather than joined into a new list)
  if (st.at === m.at && mover.onMeet) m.queue.unshift(...mover.onMeet);
  const onAny = mover.onEnter?.['*'];
  if (onAny) m.queue.unshift(...onAny);
  const onHere = mover.onEnter?.[st.at];
  if (onHere) m.queue.unshift(...onHere);
}

/** The quest's moving token with this id (movers.find without a closure: asked at every step a token takes). */
function moverOf(m: MineState, id: string): NonNullable<Quest['setup']['movers']>[number] | undefined {
  const movers = turnRules(m).movers;
  if (movers !== null) for (let i = 0; i < movers.length; i++) if (movers[i].id === id) return movers[i];
  return undefined;
}

/** An `if` with no `else` queues nothing (one frozen empty list, not a new one each time). */
const NO_STEPS: readonly QuestStep[] = Object.freeze([]);

/** Effects that must happen now (a reward, a leaving rule): queued first, then run. */
export function runNow(c: Ctx, m: MineState, effects: readonly QuestEffect[]): void {
  m.queue.unshift(...effects);
  runQueue(c, m);
}

// The dispatcher's public face: check, legalActions, applyAction and describeActions, each a function of its
// arguments alone. Which actions exist where is offers.ts (town by day, rulebook 5; night at home, 6; pending
// decisions; free actions; the quest and stall plugs); how a legal action changes the state is apply.ts.
import { MAX_GEMS } from './character';
import type { ActionInfo } from './contract';
import { applyLegal } from './apply';
import { useItem } from './items';
import { checkDecision, decisionCandidates, describeAnswer } from './decisions';
import { atHomeByNight, BY_TYPE, inTownByDay, legalList, NIGHT, TOWN, type AnyHandler } from './offers';
import { checkQuestAction, describeQuest, guildCandidates, questActions } from './quests/index';
import { timeLeft } from './time';
import { shapeReason } from './actionShape';
import type { Action, CheckResult, GameEvent, GameState } from './types';

/** Thrown by applyAction for an action check() refuses; the message is the player's sentence. */
export class IllegalAction extends Error {
  constructor(public readonly reason: string) {
    super(reason);
    this.name = 'IllegalAction';
  }
}

function whereReason(s: GameState, where: 'town' | 'night' | 'free'): string | null {
  if (where === 'town') {
    if (s.place.at === 'mine') return 'You are in a mine: you leave only by its exit.';
    if (s.phase === 'night') return "It is night: you can't visit any Locations until daybreak.";
    return null;
  }
  if (where === 'night') return atHomeByNight(s) ? null : s.place.at === 'mine' ? 'You are in a mine.' : 'Sleep, dinner and work are for the night.';
  return null;
}

function handlerReason(s: GameState, h: AnyHandler, where: 'town' | 'night' | 'free', a: Action): string | null {
  const w = whereReason(s, where);
  if (w) return w;
  const t = h.time(s);
  if (t > timeLeft(s)) return `That takes ${t} hourglass squares; only ${timeLeft(s)} left before the card flips.`;
  return h.check(s, a);
}

/** check(): ok, or why not in one sentence. Never throws for a player's mistake. */
export function check(s: GameState, a: Action): CheckResult {
  const r = reasonFor(s, a);
  return r === null ? { ok: true } : { ok: false, reason: r };
}

/** check()'s sentence, or null when `a` is legal in `s` (also for a RolloutSession, which checks what it did not
 *  list). */
export function reasonFor(s: GameState, a: Action): string | null {
  const shape = shapeReason(a);
  if (shape) return shape;
  if (s.status !== 'playing') return `The game is over: ${s.endReason ?? s.status}`;
  // 3: a brew is drunk "at any time", so also while a decision waits (mid-fight, before fleeing, between draws)
  if (a.type === 'useItem') return useItem.check(s, a);
  if (s.pending.length > 0) return checkDecision(s, s.pending[0], a);
  if (a.type === 'quest') return checkQuestAction(s, a);
  const entry = BY_TYPE.get(a.type);
  if (!entry) return `"${a.type}" answers a decision that is not in front of you.`;
  if (s.place.at === 'mine' && entry.where !== 'free') return 'You are in a mine: you leave only by its exit.';
  return handlerReason(s, entry.h, entry.where, a);
}

/** legalActions(): every action legal now, complete (a fresh list or a plug's own: the caller may keep it). It
 *  depends on the state alone; a bot that wants applyAction's check skipped for the actions it was just offered asks
 *  a RolloutSession (rollout-session.ts), which keeps that trust for itself. */
export function legalActions(s: GameState): Action[] {
  return legalList(s);
}

/** applyAction(): pure; one copy of the state, the rule, then everything owed at the end of the action. Every
 *  action is checked (reasonFor): what it does depends on nothing but the state and the action. */
export function applyAction(state: GameState, a: Action): { state: GameState; events: GameEvent[] } {
  const reason = reasonFor(state, a);
  if (reason !== null) throw new IllegalAction(reason);
  return applyLegal(state, a, false, null);
}

/** Rulebook 8's purse (60 Gems at most) against a trade's pay: what the purse would keep, when less than it pays. */
function cappedGain(s: GameState, h: AnyHandler, a: Action): { pays: number; kept: number; cap: number } | null {
  const pays = h.gems ? h.gems(s, a) : 0;
  if (pays <= 0 || s.gems + pays <= MAX_GEMS) return null;
  return { pays, kept: Math.max(0, MAX_GEMS - s.gems), cap: MAX_GEMS };
}

/** describeActions(): every legal action with its label, plus the refused ones shown here with their reasons. */
export function describeActions(s: GameState): ActionInfo[] {
  if (s.status !== 'playing') return [];
  const out: ActionInfo[] = [];
  if (s.pending.length > 0) {
    const d = s.pending[0];
    for (const a of decisionCandidates(s, d)) {
      const r = checkDecision(s, d, a);
      out.push({ action: a, ...describeAnswer(s, d, a), legal: r === null, ...(r ? { reason: r } : {}) });
    }
    // 3: the brews stay on offer while a decision waits ("at any time"), shown in their own group beside its answers
    for (const a of useItem.candidates(s)) out.push(info(s, useItem as AnyHandler, a, useItem.check(s, a)));
    return out;
  }
  if (s.place.at === 'mine') {
    for (const a of questActions(s)) out.push({ action: a, ...describeQuest(s, a), legal: true });
  } else {
    const list = inTownByDay(s) ? TOWN : atHomeByNight(s) ? NIGHT : [];
    const where = inTownByDay(s) ? 'town' : 'night';
    for (const h of list) {
      for (const a of h.candidates(s)) {
        const r = handlerReason(s, h, where, a);
        out.push(info(s, h, a, r));
      }
    }
    if (inTownByDay(s)) {
      for (const a of guildCandidates(s)) {
        const r = checkQuestAction(s, a);
        out.push({ action: a, ...describeQuest(s, a), legal: r === null, ...(r ? { reason: r } : {}) });
      }
    }
  }
  for (const a of useItem.candidates(s)) out.push(info(s, useItem as AnyHandler, a, useItem.check(s, a)));
  return out;
}

function info(s: GameState, h: AnyHandler, a: Action, reason: string | null): ActionInfo {
  const capped = reason === null ? cappedGain(s, h, a) : null;
  return {
    action: a,
    label: capped ? `${h.label(s, a)}: you can hold only ${capped.cap}, gain ${capped.kept}` : h.label(s, a),
    ...(capped ? { capped } : {}),
    ...(h.detail ? { detail: h.detail(s, a) } : {}),
    group: h.group(s),
    time: h.time(s),
    rule: h.rule,
    legal: reason === null,
    ...(reason ? { reason } : {}),
  };
}

// One campaign from set-up to a win or a loss, played by a bot, with what the report needs noted on the way.
// It reads the state's public fields directly (day, phase, purse, place) rather than building a PlayerView
// per action: the view carries the whole ledger, and this loop runs millions of times in a balance run.
import type { GameSetup } from '../contract';
import { applyAction, legalActions, newGame, type Action, type GameState } from '../index';
import { levelOf } from '../character';
import { campaignSession, type RolloutSession } from '../rollout-session';
import type { CampaignRecord } from './report';
import type { Bot } from './types';
import type { RandomGenerator } from './rng';

/** No real campaign comes near this; reaching it means the engine or a bot is looping. */
export const MAX_ACTIONS = 2000;

/** The report's cause for a campaign cut off at MAX_ACTIONS (a loop no rule ends: the report counts them). */
export const STUCK = 'stuck: no end after the action limit';

export interface PlayedCampaign {
  setup: GameSetup;
  actions: Action[];
  final: GameState;
  record: Omit<CampaignRecord, 'index' | 'seed' | 'setting'>;
}

/** The report's name for an action: where it was played and what it was ("day/goFishing", "night/work",
 *  "decision/drawAgain", "mine/quest:move"). */
export function actionKey(state: GameState, action: Action): string {
  const where = state.pending.length > 0 ? 'decision' : state.place.at === 'mine' ? 'mine' : state.phase;
  const what = action.type === 'quest' || action.type === 'stall' ? `${action.type}:${action.action.type}` : action.type;
  return `${where}/${what}`;
}

/** A loss's cause for the report: the engine's sentence without its particulars (numbers, the parenthesis). */
export function lossCause(reason: string | null): string {
  if (!reason) return 'unknown';
  return reason.replace(/\s*\(.*\)/g, '').replace(/\d+/g, 'N').replace(/[.!]+$/, '').trim();
}

/** Plays on from `state` to the end of the campaign; returns the final state and how many actions it took.
 *  `session`: for a caller that reads only how it ends (the advisor), its rollout's RolloutSession
 *  (rollout-session.ts): the bot lists and applies through it (with chooseInRollout when it has one), so with the
 *  session's `ledger` off the final state keeps the start's ledger, and with `inPlace` the session changes its own
 *  states in place; the play and everything else are the same. `state` itself is never changed, and the final state
 *  may be the session's, so it is the caller's to read, not to keep. Without a session, legalActions and applyAction. */
export function playOut(state: GameState, bot: Bot, rng: RandomGenerator, maxActions = MAX_ACTIONS, session: RolloutSession | null = null): { final: GameState; actions: number } {
  let s = state;
  let n = 0;
  // a campaign cut off at the limit comes back still 'playing': not a win
  if (session === null) {
    while (s.status === 'playing' && n < maxActions) {
      const legal = legalActions(s);
      if (legal.length === 0) throw new Error(noAction(s));
      s = applyAction(s, bot.choose(s, legal, rng)).state;
      n++;
    }
    return { final: s, actions: n };
  }
  while (s.status === 'playing' && n < maxActions) {
    let a: Action;
    if (bot.chooseInRollout) a = bot.chooseInRollout(s, rng, session);
    else {
      const legal = session.legal(s);
      if (legal.length === 0) throw new Error(noAction(s));
      a = bot.choose(s, legal, rng);
    }
    s = session.apply(s, a);
    n++;
  }
  return { final: s, actions: n };
}

/** The error for a playing state with no legal action (a rule that leaves the player stuck). */
export function noAction(s: GameState): string {
  return `campaign ${s.setup.seed}: no legal action while playing (day ${s.day}, ${s.phase})`;
}

export function playCampaign(setup: GameSetup, bot: Bot, rng: RandomGenerator, maxActions = MAX_ACTIONS): PlayedCampaign {
  let state = newGame(setup);
  // the bot plays the very actions it was offered: the session applies them without checking them again, and changes
  // in place the states it made (each is dropped once the next is made; what the loop reads of one is read first)
  const session = campaignSession(true);
  const actions: Action[] = [];
  const uses: Record<string, number> = {};
  const gemsAtDayEnd: number[] = [];
  let paid = 0;
  while (state.status === 'playing' && actions.length < maxActions) {
    const legal = session.legal(state);
    if (legal.length === 0) throw new Error(noAction(state));
    const action = bot.choose(state, legal, rng);
    const key = actionKey(state, action);
    uses[key] = (uses[key] ?? 0) + 1;
    const phaseBefore = state.phase;
    if (action.type === 'payCrows') paid = state.gems;
    state = session.apply(state, action);
    actions.push(action);
    // a day ends when day turns to night (or, on day 3, when the campaign ends in daylight)
    if (phaseBefore === 'day' && state.phase === 'night') gemsAtDayEnd.push(state.gems);
  }
  // the last day's purse: what was paid to the Crows for a win, what was left for a loss
  if (state.phase === 'day' && gemsAtDayEnd.length < state.day) gemsAtDayEnd.push(state.status === 'won' ? paid : state.gems);
  return {
    setup,
    actions,
    final: state,
    record: {
      character: setup.character,
      won: state.status === 'won',
      cause: state.status === 'won' ? null : state.status === 'playing' ? STUCK : lossCause(state.endReason),
      gemsAtDayEnd,
      level: levelOf(state.xp),
      actions: actions.length,
      uses,
      quests: state.questsAttempted.slice(),
    },
  };
}

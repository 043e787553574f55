// The quest engine's entry (rulebook 7), imported directly by the rules (engine/rules.ts, engine/decisions.ts): the
// Miners' Guild's attempts, turns in a mine, fights and flight, the mine in the player's view.
import { QUESTS } from '../../data/quests/index';
import type { GameState, QuestAction } from '../types';
import { attemptable, onOffer, questDepth, toolChoiceMask, toolChoices, TOOLS } from './attempt';
import { mineOf } from './mine';

export { questActions, questActionsOnto, checkQuest, applyQuest, type QuestMove } from './actions';
export { questView, describeQuest, describeQuestActions } from './view';
export { attemptable, questDepth, toolChoices, TOOLS } from './attempt';
export { mineOf, goalComplete, type MineState, type FightState } from './mine';
export { applyQuestAction, checkQuestAction, questStepDecision } from './decision';

/** Guide, Miners' Guild: every quest with each free tool on offer, shown legal or refused (with the reason). */
export function guildCandidates(s: GameState): QuestAction[] {
  if (mineOf(s)) return [];
  const tools = toolChoices(s);
  const open = new Set(attemptable(s).map((q) => q.id));
  // A quest on offer is shown once per free tool; one that is not (wrong depth, done already) once, with its reason.
  return QUESTS.flatMap((q) => (open.has(q.id) ? tools : tools.slice(0, 1)).map((tool) => ({ type: 'quest' as const, action: { type: 'attempt', quest: q.id, tool } })));
}

/** guildCandidates(s) filtered by check(), without a check per candidate. A quest not on offer is shown with one tool
 *  and always refused (checkAttempt: done already, or the wrong depth), so only attemptable quests remain, each with
 *  every free tool, in the same order; checkAttempt then passes them exactly when its conditions on the state hold
 *  (playing, nothing pending, by day in town). engine/quests/guild.test.ts compares the two over random campaigns. */
export function guildLegal(s: GameState): QuestAction[] {
  if (mineOf(s)) return [];
  if (s.status !== 'playing' || s.pending.length > 0 || s.phase !== 'day' || s.place.at !== 'town') return [];
  const depth = questDepth(s);
  const out: QuestAction[] = [];
  // attemptable(s) read in place, and each attempt the one made for its quest and tool (legalActions asks every town
  // turn); the free tools, as toolChoices' bits in its order, are asked only once a quest is on offer
  let tools = -1;
  for (let i = 0; i < QUESTS.length; i++) {
    if (!onOffer(s, QUESTS[i], depth)) continue;
    if (tools < 0) tools = toolChoiceMask(s);
    const row = ATTEMPTS[i];
    for (let t = 0; t < row.length; t++) if ((tools & (1 << t)) !== 0) out.push(row[t]);
  }
  return out;
}

/** Every attempt the Guild can offer, by quest (QUESTS' order) and tool (TOOLS' order, then none), made once and
 *  frozen: actions are values nobody changes (engine/rules.ts). */
const ATTEMPTS: readonly (readonly QuestAction[])[] = QUESTS.map((q) => [...TOOLS, null].map((tool) => {
  const action = Object.freeze({ type: 'attempt', quest: q.id, tool });
  return Object.freeze({ type: 'quest' as const, action });
}));

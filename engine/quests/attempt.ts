// Rulebook 7 and the guide's Miners' Guild: "Choose 1 tool to add to your rucksack. Then choose a Quest card matching
// the depth stated ... Set any mine tokens on the board as directed and place your meeple on the entrance."
import { content, oneItem } from '../../data/index';
import { QUESTS, questById, type Quest } from '../../data/quests/index';
import { draftList, emit, shuffleInPlace, type Ctx } from '../draft';
import { gainItem } from '../character';
import type { GameState, ItemKey } from '../types';
import { NO_CHANGES, setMine, type MineState } from './mine';

export const TOOLS: ItemKey[] = content.items.filter((i) => i.type === 'tool').map((i) => i.id);

/** Guide, Miners' Guild: shallow quests on the blue side, deep ones once LEVEL 3 has flipped it. */
const MINERS = content.locations.find((l) => l.id === 'miners')!;

export function questDepth(s: GameState): 'shallow' | 'deep' {
  const side = MINERS[s.sides.miners];
  return side.quests ?? (s.sides.miners === 'blue' ? 'shallow' : 'deep');
}

/** The free tools the player may take: any tool not carried, if the rucksack has room; none only when none can be taken. */
export function toolChoices(s: GameState): (ItemKey | null)[] {
  const mask = toolChoiceMask(s);
  const out: (ItemKey | null)[] = [];
  for (let i = 0; i <= TOOLS.length; i++) if ((mask & (1 << i)) !== 0) out.push(i < TOOLS.length ? TOOLS[i] : null);
  return out;
}

/** toolChoices as bits, bit i for TOOLS[i] and bit TOOLS.length for none (no list made: guildLegal asks this every
 *  town turn a quest is on offer, and reads its attempts by these indexes). */
export function toolChoiceMask(s: GameState): number {
  const none = 1 << TOOLS.length;
  if (s.rucksack.length >= content.rules.rucksackLimit) return none;
  let mask = 0;
  for (let i = 0; i < TOOLS.length; i++) if (!s.rucksack.includes(TOOLS[i])) mask |= 1 << i;
  return mask === 0 ? none : mask;
}

/** Why a quest cannot be attempted now, in a sentence; null when it can. */
export function checkAttempt(s: GameState, questId: unknown, tool: unknown): string | null {
  if (s.status !== 'playing') return 'The game is over.';
  if (s.pending.length > 0) return 'Answer the question in front of you first.';
  if (s.place.at === 'mine') return 'You are already in a mine; you leave only by its exit.';
  if (s.phase !== 'day' || s.place.at !== 'town') return 'Quests are attempted at the Miners\' Guild, by day.';
  // an action without a quest's id (or with something else in its place) names no quest: said so, not "undefined"
  if (typeof questId !== 'string' || questId === '') return 'Say which quest to attempt: choose one of those the Miners\' Guild offers.';
  const quest = QUESTS.find((q) => q.id === questId);
  if (!quest) return `There is no quest called "${questId}".`;
  if (s.questsAttempted.includes(quest.id)) return `You have already attempted ${quest.name}; each quest can be attempted once per game.`;
  const depth = questDepth(s);
  if (quest.depth !== depth) {
    return depth === 'shallow'
      ? `${quest.name} is a deep quest; below LEVEL 3 the Miners' Guild offers only shallow ones.`
      : `${quest.name} is a shallow quest; from LEVEL 3 the Miners' Guild offers only deep ones.`;
  }
  const choices = toolChoices(s);
  if (!choices.includes(tool as ItemKey | null)) {
    if (tool === null) return 'Choose a tool to take with you: the Guild gives one free.';
    if (!TOOLS.includes(tool as ItemKey)) return `The Guild gives tools (${TOOLS.join(', ')}), not "${String(tool)}".`;
    return `You already carry ${oneItem(tool as string)}; choose another tool.`;
  }
  return null;
}

export function attemptable(s: GameState): Quest[] {
  const depth = questDepth(s);
  return QUESTS.filter((q) => onOffer(s, q, depth));
}

/** Guide, Miners' Guild: a quest is offered when it is of the depth offered (questDepth) and not attempted yet. */
export function onOffer(s: GameState, q: Quest, depth: 'shallow' | 'deep'): boolean {
  return q.depth === depth && !s.questsAttempted.includes(q.id);
}

/** 7: take the tool, set the quest up (mine tokens face down at random), put the meeple at the entrance. */
export function attempt(c: Ctx, questId: string, tool: ItemKey | null): void {
  const quest = questById(questId);
  const s = c.s;
  if (!c.quiet) emit(c, 'quest', `At the Miners' Guild you take on ${quest.name} (${quest.depth}). ${quest.goal.text}`, { quest: quest.id });
  s.place = { at: 'mine' };
  if (tool) gainItem(c, tool, "The Miners' Guild's free tool");
  draftList(c, 'questsAttempted').push(quest.id);
  const tokens: MineState['tokens'] = {};
  if (quest.setup.tokens) {
    const numbers = quest.setup.tokens.numbers.slice();
    shuffleInPlace(c, numbers);
    quest.setup.tokens.chambers.forEach((id, i) => (tokens[id] = { n: numbers[i], known: false }));
    if (!c.quiet) emit(c, 'setup', `${quest.setup.text} (${numbers.length} tokens, face down.)`, { chance: true });
  } else emit(c, 'setup', quest.setup.text);
  const movers: MineState['movers'] = {};
  for (const mv of quest.setup.movers ?? []) movers[mv.id] = { at: mv.start, step: -1 };
  setMine(c, {
    quest: quest.id, at: 'entrance', visited: [], tokens, progress: 0, failed: null, flags: [], changed: NO_CHANGES, movers,
    turns: 0, kept: [], queue: [], fight: null, why: null,
  });
  emit(c, 'entrance', 'Your meeple stands at the mine entrance. Choose a tunnel.');
}

// The quest engine's actions: every `{ type: 'quest', action }` that is legal now, why one is not, and applying one.
import { storyCard, item as itemCard } from '../../data/index';
import { questById, specialByLetter } from '../../data/quests/index';
import { emit, type Ctx } from '../draft';
import { offeredBy } from '../handler';
import { removeItem } from '../character';
import type { Action, CheckResult, GameState, ItemKey, QuestAction } from '../types';
import { attempt, attemptable, checkAttempt, toolChoices } from './attempt';
import { actionDraw, chooseOption, drawForStory, resolveStoryCard } from './chambers';
import { charmAvailable, cornered, fight, fightSpecials, flee, reroll, settleFight, useCharm, useFightSpecial } from './fight';
import { runNow, runQueue } from './run';
import { move } from './turn';
import { chamberName, draftMine, kindNameOf, kindOf, mineOf, noneChanged, printedMovesFrom, questDecision, tunnelBetween, tunnelsFrom, type MineState } from './mine';

/** The inner action of `{ type: 'quest', action }`. */
export type QuestMove =
  | { type: 'attempt'; quest: string; tool: ItemKey | null }
  | { type: 'move'; to: string }
  | { type: 'torch' }
  | { type: 'useSpecial'; letter: string }
  | { type: 'option'; index: number }
  | { type: 'shovel'; use: boolean }
  | { type: 'keep'; card: string }
  | { type: 'fight' }
  | { type: 'flee' }
  | { type: 'reroll' }
  | { type: 'keepRoll' }
  | { type: 'charm' }
  | { type: 'special'; letter: string }
  | { type: 'settle' }
  | { type: 'draw'; clock?: boolean }
  | { type: 'stop' };

const wrap = (action: QuestMove): QuestAction => ({ type: 'quest', action });

/** A quest action made once and handed out frozen, its move too: most answers in a mine are the same every time they
 *  are offered, and legalActions asks after every quest action (actions are values nobody changes, engine/rules.ts). */
function offer(action: QuestMove): QuestAction {
  return Object.freeze({ type: 'quest' as const, action: Object.freeze(action) });
}
const TORCH = offer({ type: 'torch' });
const SHOVEL_USE = offer({ type: 'shovel', use: true });
const SHOVEL_NOT = offer({ type: 'shovel', use: false });
const FIGHT = offer({ type: 'fight' });
const FLEE = offer({ type: 'flee' });
const REROLL = offer({ type: 'reroll' });
const KEEP_ROLL = offer({ type: 'keepRoll' });
const CHARM = offer({ type: 'charm' });
const SETTLE = offer({ type: 'settle' });
const DRAW = offer({ type: 'draw' });
const DRAW_CLOCK = offer({ type: 'draw', clock: true });
const STOP = offer({ type: 'stop' });
const MOVE_TO = offeredBy((to) => offer({ type: 'move', to }));
const USE_SPECIAL = offeredBy((letter) => offer({ type: 'useSpecial', letter }));
const PLAY_SPECIAL = offeredBy((letter) => offer({ type: 'special', letter }));
const KEEP = offeredBy((card) => offer({ type: 'keep', card }));
const OPTIONS: QuestAction[] = [];
const optionAnswer = (index: number): QuestAction => (OPTIONS[index] ??= offer({ type: 'option', index }));

/** Every quest action legal now (complete: the engine's legalActions adds these). */
export function questActions(s: GameState): QuestAction[] {
  if (s.status !== 'playing') return [];
  const d = questDecision(s);
  const m = mineOf(s);
  if (d && m) return decisionAnswers(s, d.step, d.data);
  if (s.pending.length > 0) return [];
  if (!m) {
    const out: QuestAction[] = [];
    for (const q of attemptable(s)) for (const tool of toolChoices(s)) if (checkAttempt(s, q.id, tool) === null) out.push(wrap({ type: 'attempt', quest: q.id, tool }));
    return out;
  }
  const out: QuestAction[] = [];
  turnActionsOnto(s, m, out);
  return out;
}

/** The quest actions of a mine turn with nothing pending onto `out` (questActions' list), for legalList, which lists
 *  them straight into its own list rather than copying a list made for them (every mine turn, issue 27). */
export function questActionsOnto(s: GameState, out: Action[]): void {
  const m = mineOf(s);
  if (s.status === 'playing' && s.pending.length === 0 && m !== null) turnActionsOnto(s, m, out);
  else for (const a of questActions(s)) out.push(a);
}

function turnActionsOnto(s: GameState, m: MineState, list: Action[]): void {
  // 7a: along any tunnel from here, but never back out by the entrance (printed, unless a rule changed a chamber)
  const moves = noneChanged(m) ? printedMoves(m) : null;
  if (moves !== null) for (let i = 0; i < moves.length; i++) list.push(moves[i]);
  else for (const t of tunnelsFrom(m, m.at)) if (kindNameOf(m, t.to) !== 'entrance') list.push(MOVE_TO(t.to));
  if (s.seerKnown === 0 && s.deck.length > 0 && s.rucksack.includes('torch')) list.push(TORCH);
  for (const l of m.kept) if (specialByLetter(l).use?.when === 'anytime') list.push(USE_SPECIAL(l));
}

/** The moves from the meeple's chamber on the printed map, made once per chamber of each map and kept by place on the
 *  map's index (maps are fixed data): asked every mine turn. */
function printedMoves(m: MineState): readonly QuestAction[] {
  return printedMovesFrom(m, movesAlong);
}

/** A move along each tunnel, but never back out by the entrance (7a). */
function movesAlong(m: MineState, tunnels: readonly { to: string }[]): readonly QuestAction[] {
  const made: QuestAction[] = [];
  for (const t of tunnels) if (kindNameOf(m, t.to) !== 'entrance') made.push(MOVE_TO(t.to));
  return Object.freeze(made);
}

/** The inner moves of questActions (checkQuest compares against these when no shortcut answers). */
function questMoves(s: GameState): QuestMove[] {
  return questActions(s).map((a) => a.action as QuestMove);
}

function decisionAnswers(s: GameState, step: string, data: Record<string, unknown>): QuestAction[] {
  const m = mineOf(s)!;
  switch (step) {
    case 'eventOption': {
      const n = storyCard(data.card as string).options!.length;
      const out: QuestAction[] = [];
      for (let index = 0; index < n; index++) out.push(optionAnswer(index));
      return out;
    }
    case 'shovel': return [SHOVEL_USE, SHOVEL_NOT];
    case 'shovelKeep': return (data.cards as string[]).map(KEEP);
    // 7b: fleeing spends Pep, so with none you must fight; cornered by a hazard no roll can beat, you must flee (house rule)
    case 'fightOrFlee': case 'afterLoss': return s.pep > 0 ? [FIGHT, FLEE] : cornered(s, m) ? [FLEE] : [FIGHT];
    case 'reroll': return [REROLL, KEEP_ROLL];
    case 'luckyCharm': {
      const out: QuestAction[] = [];
      if (charmAvailable(s, m)) out.push(CHARM);
      for (const letter of fightSpecials(m)) out.push(PLAY_SPECIAL(letter));
      out.push(SETTLE);
      return out;
    }
    case 'actionChamber': {
      const out: QuestAction[] = s.deck.length > 0 ? [DRAW] : [];
      if (data.drawn === 0 && s.rucksack.includes('clock') && s.deck.length > 0) out.push(DRAW_CLOCK);
      out.push(STOP);
      return out;
    }
  }
  throw new Error(`unknown quest step '${step}'`);
}

/** A record of strings, finite numbers and booleans only, with no prototype but Object's (every QuestMove is). */
function isFlat(x: object): boolean {
  if (Object.getPrototypeOf(x) !== Object.prototype) return false;
  for (const k in x) {
    const v = (x as Record<string, unknown>)[k];
    const t = typeof v;
    if (t !== 'string' && t !== 'boolean' && !(t === 'number' && Number.isFinite(v))) return false;
  }
  return true;
}

/** JSON.stringify(a) === JSON.stringify(b). For two flat records (the usual case) that is: the same keys in the same
 *  order with equal values, compared without building the two strings; anything else is still compared as JSON. */
function same(a: object, b: object): boolean {
  if (!isFlat(a) || !isFlat(b)) return JSON.stringify(a) === JSON.stringify(b);
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    if (ka[i] !== kb[i] || (a as Record<string, unknown>)[ka[i]] !== (b as Record<string, unknown>)[kb[i]]) return false;
  }
  return true;
}

/** `{ type: 'attempt', quest, tool }` with no other fields (questActions offers nothing else). */
function isAttemptShape(a: { type: string; [k: string]: unknown }): boolean {
  let n = 0;
  for (const k in a) {
    if (k !== 'type' && k !== 'quest' && k !== 'tool') return false;
    n++;
  }
  return n === 3;
}

/** The inspector: whether a quest action is legal now and, if not, why in a sentence. */
export function checkQuest(s: GameState, action: { type: string; [k: string]: unknown }): CheckResult {
  // An attempt is in questActions exactly when checkAttempt passes it: ask that alone, rather than building every
  // attempt on offer for each one the Miners' Guild shows (legalActions checks each of them).
  if (action.type === 'attempt' && isAttemptShape(action)) {
    const why = checkAttempt(s, action.quest, action.tool);
    return why === null ? { ok: true } : { ok: false, reason: why };
  }
  // A move, the commonest quest action: questMoves offers { type: 'move', to } for each tunnel from here that does
  // not lead to the entrance, and only while playing in a mine with nothing pending; with exactly those two keys in
  // that order and a string `to`, `same` matches it exactly when one of those tunnels leads to `to`. Asked directly.
  if (action.type === 'move' && isMoveShape(action)) {
    const m = mineOf(s);
    const ok = s.status === 'playing' && s.pending.length === 0 && m !== null
      && isMoveTo(m, action.to as string);
    return ok ? { ok: true } : { ok: false, reason: reasonFor(s, action) };
  }
  if (questMoves(s).some((a) => same(a, action))) return { ok: true };
  return { ok: false, reason: reasonFor(s, action) };
}

/** Whether a tunnel leads from the meeple's chamber to `to`, and `to` is not the entrance (questActions' moves; the
 *  kind is `to`'s, so any one tunnel to it answers as well as another). */
function isMoveTo(m: MineState, to: string): boolean {
  return tunnelBetween(m, m.at, to) !== undefined && kindNameOf(m, to) !== 'entrance';
}

/** `{ type, to }` in that order, `to` a string, a plain object: a move `same` compares key by key. */
function isMoveShape(a: { type: string; [k: string]: unknown }): boolean {
  if (Object.getPrototypeOf(a) !== Object.prototype || typeof a.to !== 'string') return false;
  const keys = Object.keys(a);
  return keys.length === 2 && keys[0] === 'type' && keys[1] === 'to';
}

function reasonFor(s: GameState, a: { type: string; [k: string]: unknown }): string {
  if (s.status !== 'playing') return 'The game is over.';
  const m = mineOf(s);
  const d = questDecision(s);
  if (a.type === 'attempt') return checkAttempt(s, a.quest, a.tool) ?? 'That quest cannot be attempted now.';
  if (!m) return 'You are not in a mine.';
  if (d) {
    if ((a.type === 'flee') && s.pep === 0) return 'Fleeing costs 1 Pep; you have none, so you must fight.';
    if (a.type === 'fight' && cornered(s, m)) return `Even a 6 cannot beat ${m.fight!.name} now and you have no Pep: you are cornered and must flee, losing a Life in place of the Pep (house rule).`;
    if (a.type === 'charm') return s.gems < 1 ? 'The lucky charm costs 1 Gem; you have 0.' : 'The lucky charm cannot be used again now.';
    if (a.type === 'reroll' && s.pep === 0) return 'A re-roll costs 1 Pep; you have none.';
    return `First answer this: ${d.prompt}`;
  }
  if (s.pending.length > 0) return 'Answer the question in front of you first.';
  if (a.type === 'move') {
    const to = String(a.to);
    if (!questById(m.quest).map.chambers.some((c) => c.id === to)) return `There is no chamber "${to}" in this mine.`;
    if (kindOf(m, to).kind === 'entrance') return 'You cannot leave by the entrance; a mine is left only by its exit.';
    return `No tunnel joins ${m.at === 'entrance' ? 'the entrance' : chamberName(m, m.at)} to ${chamberName(m, to)}.`;
  }
  if (a.type === 'torch') return s.rucksack.includes('torch') ? 'The next Story card is already known to you.' : 'You carry no torch.';
  if (a.type === 'useSpecial') return `You hold no Special card ${String(a.letter)} that can be used now.`;
  return 'That is not something you can do in the mine right now.';
}

/** Apply a legal quest action (checked by the caller). */
export function applyQuest(c: Ctx, a: QuestMove): void {
  if (a.type === 'attempt') return attempt(c, a.quest, a.tool);
  const m = draftMine(c);
  const d = questDecision(c.s);
  if (d) c.s.pending.shift();
  // only a decision's answers read its data (a move, the commonest, has none: no record made for it)
  const data = d?.data ?? NO_DATA;
  switch (a.type) {
    case 'move': return move(c, a.to);
    case 'torch': {
      removeItem(c, 'torch', 'You light the torch');
      c.s.seerKnown = Math.max(c.s.seerKnown, 1);
      if (!c.quiet) emit(c, 'torch', `By torchlight you see the next Story card: ${storyCard(c.s.deck[0]).name}.`, { chance: true });
      return;
    }
    case 'useSpecial': {
      const card = specialByLetter(a.letter);
      m.kept = m.kept.filter((l) => l !== a.letter);
      if (!c.quiet) emit(c, 'special', `You use ${card.name}.`);
      runNow(c, m, card.use?.effects ?? []);
      return;
    }
    case 'option': chooseOption(c, m, data.card as string, a.index, data.depth as number); break;
    case 'shovel': drawForStory(c, m, data.depth as number, a.use); break;
    case 'keep': {
      const other = (data.cards as string[]).find((x) => x !== a.card);
      if (other && !c.quiet) emit(c, 'shovel', `You keep ${storyCard(a.card).name} and discard ${storyCard(other).name}.`);
      resolveStoryCard(c, m, a.card, data.depth as number);
      break;
    }
    case 'fight': fight(c, m); break;
    case 'flee': flee(c, m); break;
    case 'reroll': reroll(c, m, true); break;
    case 'keepRoll': reroll(c, m, false); break;
    case 'charm': useCharm(c, m); break;
    case 'special': useFightSpecial(c, m, a.letter); break;
    case 'settle': settleFight(c, m); break;
    case 'draw': actionDraw(c, m, data.drawn as number, a.clock === true); break;
    case 'stop': emit(c, 'chamber', `You stop and move on.`); break;
  }
  runQueue(c, m);
}

const NO_DATA: Readonly<Record<string, unknown>> = Object.freeze({});

export function itemName(id: ItemKey): string {
  return itemCard(id).name;
}

// Pending decisions (docs/engine-contract.md): each named state lists exactly its answers, checks them and applies them.
import { storyCard, itemWord } from '../data/index';
import { removeItem } from './character';
import { draftList, emit, type Ctx } from './draft';
import { runEffects } from './effects';
import { applyPerk, checkPerk, PERKS, PERK_NAMES, perkText } from './levelling';
import { answerGloves, drawNext, finishGathering } from './locations/gathering';
import { checkStall, playStall } from './locations/carnival';
import { stallGame, STALL_NAMES } from './carnival/registry';
import { offered } from './handler';
import { questPlugin } from './plugins';
import { cardsOf, discardSupplyCard, KIND_WORD } from './supply';
import type { Action, GameState, PendingDecision, QuestDecision, StallDecision } from './types';

/** Every ordering of up to 4 cards (the seer's answers), each a fresh list. Which card goes where depends only on how
 *  many there are, so the orderings of the positions are worked out once per count and the cards read through them
 *  (the seer is met about once in ten rollouts, too seldom for the recursion's copies to be compiled fast). */
function permutations(xs: string[]): string[][] {
  const orders = positionOrders(xs.length);
  const out: string[][] = [];
  for (let k = 0; k < orders.length; k++) {
    const ix = orders[k];
    const order: string[] = [];
    for (let j = 0; j < ix.length; j++) order.push(xs[ix[j]]);
    out.push(order);
  }
  return out;
}

/** The orderings of the positions 0..n-1, in the order `orderings` lists them, made once per n. */
function positionOrders(n: number): readonly (readonly number[])[] {
  return (POSITION_ORDERS[n] ??= orderings(Array.from({ length: n }, (_, i) => i)));
}
const POSITION_ORDERS: (readonly (readonly number[])[])[] = [];

/** Every ordering of a list: the first item's orderings first, each followed by the orderings of the rest. */
function orderings<T>(xs: T[]): T[][] {
  if (xs.length <= 1) return [xs.slice()];
  const out: T[][] = [];
  xs.forEach((x, i) => {
    for (const rest of orderings([...xs.slice(0, i), ...xs.slice(i + 1)])) out.push([x, ...rest]);
  });
  return out;
}

// The answers that never change, made once (handler.ts offered): keepDrawing comes after every draw of a gathering
const KEEP_DRAWING = offered<Action>({ type: 'drawAgain' }, { type: 'stopDrawing' });
const GLOVES = offered<Action>({ type: 'useGloves' }, { type: 'declineGloves' });
const LEVEL_UP = offered<Action>(...PERKS.map((perk) => ({ type: 'perk' as const, perk })));

/** The answers to a decision: shown ones (legal or refused, e.g. a perk that would do nothing). */
export function decisionCandidates(s: GameState, d: PendingDecision): readonly Action[] {
  // fresh lists are pushed, not mapped: Array.prototype.map now and then hands back a holey array, another kind of
  // array for legalList's loop over the answers, whose compiled code then deopted on the first question of a warm
  // advisor pool ("wrong map") and was compiled again in both workers
  const out: Action[] = [];
  switch (d.kind) {
    case 'discardExcess':
    case 'discardSupply': {
      const cards = cardsOf(s, d.supply);
      for (let i = 0; i < cards.length; i++) out.push({ type: 'discard', card: cards[i].card });
      return out;
    }
    case 'discardItem':
      for (let i = 0; i < s.rucksack.length; i++) out.push({ type: 'discardItem', item: s.rucksack[i] });
      return out;
    case 'keepDrawing':
      return KEEP_DRAWING;
    case 'gloves':
      return GLOVES;
    case 'levelUp':
      return LEVEL_UP;
    case 'seerOrder': {
      const orders = permutations(d.cards);
      for (let i = 0; i < orders.length; i++) out.push({ type: 'seerOrder', order: orders[i] });
      return out;
    }
    case 'eventOption': {
      const n = storyCard(d.card).options!.length;
      for (let index = 0; index < n; index++) out.push({ type: 'option', index });
      return out;
    }
    case 'stall':
    case 'quest':
      return pluggedAnswers(s, d);
  }
}

/** A stall's or a quest's answers: their engines' own legal lists, each a fresh array (legalActions hands them out). */
export function pluggedAnswers(s: GameState, d: StallDecision | QuestDecision): Action[] {
  if (d.kind === 'quest') return questPlugin()?.legal(s) ?? [];
  const game = stallGame(d.game);
  if (!game) return [];
  // a loop, not a map with a closure: asked at every move of a stall game, whose list may come frozen (a slow path)
  const inner: readonly { type: string }[] = game.legalActions(d.state);
  const out: Action[] = [];
  for (let i = 0; i < inner.length; i++) out.push({ type: 'stall', action: inner[i] });
  return out;
}

/** null when `a` answers the decision; otherwise why not. */
/** The refusal of an answer to another decision: built only when refusing (checkDecision runs on every action
 *  while a decision waits). A module function, not a closure made per call. */
function firstAnswer(s: GameState, d: PendingDecision): string {
  // the prompt is quoted whole: many end in a question ("Fish again, or stop?"), and a refusal is a sentence that ends
  // with a full stop (decisions.test.ts and engine/quests/properties.test.ts hold refusals to that)
  return `First answer the decision in front of you ("${decisionPrompt(s, d)}").`;
}

export function checkDecision(s: GameState, d: PendingDecision, a: Action): string | null {
  switch (d.kind) {
    case 'discardExcess':
    case 'discardSupply':
      if (a.type !== 'discard') return firstAnswer(s, d);
      return s.supply.some((x) => x.card === a.card && x.as === d.supply) ? null : `Choose one of your ${KIND_WORD[d.supply]} cards.`;
    case 'discardItem':
      if (a.type !== 'discardItem') return firstAnswer(s, d);
      return s.rucksack.includes(a.item) ? null : 'Choose an item from your rucksack.';
    case 'keepDrawing':
      return a.type === 'drawAgain' || a.type === 'stopDrawing' ? null : firstAnswer(s, d);
    case 'gloves':
      return a.type === 'useGloves' || a.type === 'declineGloves' ? null : firstAnswer(s, d);
    case 'levelUp':
      if (a.type !== 'perk') return firstAnswer(s, d);
      return PERKS.includes(a.perk) ? checkPerk(s, a.perk) : 'Choose Fighter, Acrobat, Meditator or Merchant.';
    case 'seerOrder': {
      if (a.type !== 'seerOrder') return firstAnswer(s, d);
      const ok = Array.isArray(a.order) && a.order.length === d.cards.length && includesEach(a.order, d.cards);
      return ok ? null : 'Return exactly the cards the seer showed, each once, in the order you want them (top first).';
    }
    case 'eventOption': {
      if (a.type !== 'option') return firstAnswer(s, d);
      const n = storyCard(d.card).options!.length;
      return Number.isInteger(a.index) && a.index >= 0 && a.index < n ? null : `Choose option 1 to ${n}.`;
    }
    case 'stall':
      if (a.type !== 'stall' || typeof a.action !== 'object' || a.action === null) return `Finish your game of ${STALL_NAMES[d.game]} first.`;
      return checkStall(s, d, a.action);
    case 'quest': {
      if (a.type !== 'quest') return firstAnswer(s, d);
      const p = questPlugin();
      return p ? p.check(s, a) : 'Quests are not available in this build.';
    }
  }
}

/** Whether `list` includes every one of `items` (items.every with list.includes, without a closure: legalActions
 *  checks each of the seer's 24 orderings this way). */
function includesEach(list: readonly string[], items: readonly string[]): boolean {
  for (let i = 0; i < items.length; i++) if (!list.includes(items[i])) return false;
  return true;
}

/** Apply an answer already checked. */
export function applyDecision(c: Ctx, d: PendingDecision, a: Action): void {
  const s = c.s;
  switch (d.kind) {
    case 'discardExcess': {
      if (a.type !== 'discard') break;
      discardSupplyCard(c, a.card, 'Over the supply limit');
      if (d.count > 1) s.pending[0] = { ...d, count: d.count - 1 };
      else s.pending.shift();
      return;
    }
    case 'discardSupply': {
      if (a.type !== 'discard') break;
      discardSupplyCard(c, a.card, d.reason);
      if (d.count > 1) s.pending[0] = { ...d, count: d.count - 1 };
      else { s.pending.shift(); runEffects(c, d.then, { why: d.reason }); }
      return;
    }
    case 'discardItem': {
      if (a.type !== 'discardItem') break;
      removeItem(c, a.item, d.reason);
      if (d.count > 1 && s.rucksack.length > 0) s.pending[0] = { ...d, count: d.count - 1 };
      else { s.pending.shift(); runEffects(c, d.then, { why: d.reason }); }
      return;
    }
    case 'keepDrawing':
      s.pending.shift();
      if (a.type === 'drawAgain') drawNext(c, d);
      else {
        if (!c.quiet) emit(c, 'stop', `You stop after ${d.drawn.length} card${d.drawn.length === 1 ? '' : 's'}.`);
        finishGathering(c, d.location, d.verb, d.drawn);
      }
      return;
    case 'gloves':
      s.pending.shift();
      answerGloves(c, d, a.type === 'useGloves');
      return;
    case 'levelUp':
      if (a.type !== 'perk') break;
      s.pending.shift();
      applyPerk(c, a.perk, d.level);
      return;
    case 'seerOrder':
      if (a.type !== 'seerOrder') break;
      s.pending.shift();
      s.deck = [...a.order, ...s.deck];
      s.seerKnown = a.order.length;
      if (!c.quiet) emit(c, 'seerOrder', `You return the cards to the top of the Story deck: ${a.order.map((id) => storyCard(id).name).join(', ')} (top first).`);
      return;
    case 'eventOption': {
      if (a.type !== 'option') break;
      s.pending.shift();
      const card = storyCard(d.card);
      const opt = card.options![a.index];
      if (!c.quiet) emit(c, 'option', `${card.name}: you choose "${opt.label}".`);
      draftList(c, 'discard').push(d.card);
      runEffects(c, [...opt.effects, ...d.then], { why: card.name });
      return;
    }
    case 'stall':
      if (a.type !== 'stall') break;
      playStall(c, d, a.action);
      return;
    case 'quest':
      if (a.type !== 'quest') break;
      questPlugin()!.apply(c, a);
      return;
  }
  throw new Error(`applyDecision: ${a.type} does not answer ${d.kind}; check() should have refused`);
}

/** The decision as a sentence for a prompt. */
export function decisionPrompt(s: GameState, d: PendingDecision): string {
  switch (d.kind) {
    case 'discardExcess': return `Discard ${d.count} ${KIND_WORD[d.supply]} card${d.count === 1 ? '' : 's'}: you may keep 6.`;
    case 'discardSupply': return `${d.reason}: discard ${d.count} ${KIND_WORD[d.supply]} card${d.count === 1 ? '' : 's'} of your choice.`;
    case 'discardItem': return `${d.reason}: discard ${d.count} item${d.count === 1 ? '' : 's'} from your rucksack.`;
    case 'keepDrawing': return `You have drawn ${d.drawn.length} of up to ${d.max}. ${d.verb === 'fish' ? 'Fish' : d.verb === 'dig' ? 'Dig' : 'Forage'} again, or stop?`;
    case 'gloves': return `${d.marks} exclamation mark${d.marks === 1 ? '' : 's'} to resolve. Discard your gloves to ignore one more?`;
    case 'levelUp': return `LEVEL ${d.level}! Choose a perk.`;
    case 'seerOrder': return 'Put the seer\'s cards back on the Story deck in the order you choose (top first).';
    case 'eventOption': return `${storyCard(d.card).name}: choose one option.`;
    case 'stall': return `You are playing ${STALL_NAMES[d.game]}.`;
    case 'quest': return d.prompt;
  }
}

/** Label for a decision's answer. */
export function answerLabel(s: GameState, d: PendingDecision, a: Action): string {
  switch (a.type) {
    case 'discard': return `Discard ${storyCard(a.card).name}`;
    case 'discardItem': return `Discard your ${itemWord(a.item)}`;
    case 'drawAgain': return d.kind === 'keepDrawing' ? `${d.verb === 'fish' ? 'Fish' : d.verb === 'dig' ? 'Dig' : 'Forage'} again` : 'Draw again';
    case 'stopDrawing': return 'Stop here';
    case 'useGloves': return 'Use your gloves';
    case 'declineGloves': return 'Keep your gloves';
    case 'perk': return `${PERK_NAMES[a.perk]}: ${perkText(a.perk, d.kind === 'levelUp' ? d.level : 0)}`;
    case 'seerOrder': return `Top first: ${a.order.map((id) => storyCard(id).name).join(', ')}`;
    case 'option': return d.kind === 'eventOption' ? storyCard(d.card).options![a.index].label : `Option ${a.index + 1}`;
    case 'stall': {
      // the stall engine's action, in words: its type, then its fields ("sail to: market")
      const { type, label, ...rest } = a.action as { type: string; label?: string; [k: string]: unknown };
      if (typeof label === 'string') return label;
      const args = Object.entries(rest).map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
      return args.length ? `${type} (${args.join(', ')})` : type;
    }
    default: return a.type;
  }
}

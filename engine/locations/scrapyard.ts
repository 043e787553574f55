// Guide: The Scrapyard. DIG FOR MATERIALS and CRAFT TOOLS (and Gems and XP).
import { oneItem, storyCard } from '../../data/index';
import type { MaterialKey } from '../../data/schema';
import { gainGems, gainItem, gainXp } from '../character';
import { handler, offered, plural } from '../handler';
import { cardCount, cardsOf, discardSupplyCard } from '../supply';
import type { GameState } from '../types';
import { allDifferent, canCarry, carryReason, countBy, hasRoom, moveTo, sideOf } from './common';
import { subsetsOf, suggestedFirst } from './cardChoices';
import { gatheringTime, maxDraws, startGathering } from './gathering';
import type { Ctx } from '../draft';

const RULE = 'Guide: The Scrapyard';

function materialOf(card: string): MaterialKey {
  return storyCard(card).material.icon;
}

/** Material cards in the supply whose icons are exactly `needs` (a multiset), or null. */
export function findMaterials(s: GameState, needs: readonly string[]): string[] | null {
  // each need takes the first material card of the supply showing it that no earlier need took (the supply read in
  // place, by index: legalActions asks this for every recipe at every town turn)
  const supply = s.supply;
  const taken: number[] = [];
  const out: string[] = [];
  for (const need of needs) {
    let i = 0;
    while (i < supply.length && (supply[i].as !== 'material' || materialOf(supply[i].card) !== need || taken.includes(i))) i++;
    if (i === supply.length) return null;
    taken.push(i);
    out.push(supply[i].card);
  }
  return out;
}

/** The chosen cards are all material cards in the supply, without repeats. */
function ownMaterials(s: GameState, cards: readonly string[]): boolean {
  const mine = new Set(cardsOf(s, 'material').map((x) => x.card));
  return new Set(cards).size === cards.length && cards.every((id) => mine.has(id));
}

function sameMultiset(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const m = countBy(a);
  for (const x of b) {
    const k = m.get(x) ?? 0;
    if (k === 0) return false;
    m.set(x, k - 1);
  }
  return true;
}


/** What leaves the supply, for a button's detail: " Pays with Rust Hound (rope) and Tin Fox (nail)." */
function paidWith(cards: readonly string[]): string {
  if (!cards.length) return '';
  const named = cards.map((id) => `${storyCard(id).name} (${materialOf(id)})`);
  return ` Pays with ${named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}` : named[0]}.`;
}

function discardAll(c: Ctx, cards: readonly string[], why: string): void {
  for (const id of cards) discardSupplyCard(c, id, why);
}

const DIG = offered({ type: 'dig' });

/** Guide, The Scrapyard: spend time, then dig up to 3 times; marks resolve the Scrapyard's penalties. */
export const dig = handler({
  type: 'dig', rule: RULE, group: () => 'scrapyard',
  time: (s) => gatheringTime(s, 'scrapyard', 'dig'),
  label: () => 'Dig for materials',
  detail: (s) => `Dig up to ${maxDraws(s, 'scrapyard', 'dig')} times; exclamation marks bring the Scrapyard penalties.`,
  candidates: () => DIG,
  check: (s) => (s.deck.length === 0 ? 'The Story deck is spent until Story\'s End is resolved at the end of this turn.' : null),
  apply: (c) => startGathering(c, 'scrapyard', 'dig'),
});

/** Guide, The Scrapyard: discard the cards with a tool's materials and add the tool to your rucksack. */
export const craftTool = handler({
  type: 'craftTool', rule: RULE, group: () => 'scrapyard', time: () => 0,
  quick: (s) => cardCount(s, 'material') >= 2 && hasRoom(s),
  label: (_s, a) => `Craft ${oneItem(a.item)}`,
  detail: (s, a) => {
    const r = sideOf(s, 'scrapyard').craftTools!.recipes.find((x) => x.item === a.item)!;
    return `Needs ${r.needs.join(' and ')}.${paidWith(a.cards)}`;
  },
  // every choice of cards that makes the recipe, the first found suggested first (issue 28, item 9); none: one refused
  candidates: (s) => sideOf(s, 'scrapyard').craftTools!.recipes.flatMap((r) => {
    const choices = toolChoices(s, r.needs);
    return (choices.length ? choices : [findMaterials(s, r.needs) ?? []]).map((cards) => ({ type: 'craftTool' as const, item: r.item, cards }));
  }),
  // check() of a candidate without sentences, cheapest test first: a tool carried or a full rucksack refuses it before
  // its materials are looked for; found materials are supply material cards showing exactly the needs, so only a
  // repeated id refuses them; none found leaves no cards, which make the recipe only if it needs nothing
  legal: (s, out) => {
    if (!hasRoom(s)) return;
    // (check() reads the recipe by item: each side has one recipe per tool, engine/locations/legal.test.ts checks)
    for (const r of sideOf(s, 'scrapyard').craftTools!.recipes) {
      if (!canCarry(s, r.item)) continue;
      if (r.needs.length === 0) { out.push({ type: 'craftTool', item: r.item, cards: [] }); continue; }
      for (const cards of toolChoices(s, r.needs)) if (allDifferent(cards)) out.push({ type: 'craftTool', item: r.item, cards });
    }
  },
  check: (s, a) => {
    const r = sideOf(s, 'scrapyard').craftTools!.recipes.find((x) => x.item === a.item);
    if (!r) return `The Scrapyard cannot craft ${oneItem(a.item)}.`;
    const carry = carryReason(s, a.item);
    if (carry) return carry;
    if (!ownMaterials(s, a.cards) || !sameMultiset(a.cards.map(materialOf), r.needs)) {
      return findMaterials(s, r.needs) ? `Choose material cards showing exactly ${r.needs.join(', ')}.` : `You need ${r.needs.join(' and ')} in your supply.`;
    }
    return null;
  },
  apply: (c, a) => {
    moveTo(c, 'scrapyard');
    discardAll(c, a.cards, `Crafting ${oneItem(a.item)}`);
    gainItem(c, a.item, 'You craft it');
  },
});

/** The supply's material cards, in the supply's order. */
function materialCards(s: GameState): string[] {
  const out: string[] = [];
  for (const x of s.supply) if (x.as === 'material') out.push(x.card);
  return out;
}

/** Every choice of material cards showing exactly a tool's needs, findMaterials' first (Guide, The Scrapyard). */
function toolChoices(s: GameState, needs: readonly string[]): string[][] {
  if (needs.length === 0) return [];
  // a card shows one material, so some choice of cards shows exactly the needs when and only when the supply holds
  // enough cards of each needed material, which is when findMaterials finds them: with none, no combination is tried
  // (most town turns, for most recipes)
  const first = findMaterials(s, needs);
  if (first === null) return [];
  const all = subsetsOf(materialCards(s), needs.length, needs.length, (cards) => showsExactly(cards, needs));
  return all.length ? suggestedFirst(first, all) : all;
}

/** sameMultiset(cards.map(materialOf), needs), with no list or map made: each card takes the first need of its
 *  material not taken yet (asked of every combination of the supply's material cards for every recipe). */
function showsExactly(cards: readonly string[], needs: readonly string[]): boolean {
  if (cards.length !== needs.length) return false;
  let taken = 0;
  for (let c = 0; c < cards.length; c++) {
    const m = materialOf(cards[c]);
    let j = 0;
    while (j < needs.length && (((taken >> j) & 1) === 1 || needs[j] !== m)) j++;
    if (j === needs.length) return false;
    taken |= 1 << j;
  }
  return true;
}

/** Every choice of `need` material cards for Gems, the supply's first ones suggested first. */
function gemsChoices(s: GameState, need: number): string[][] {
  return subsetsOf(materialCards(s), need, need, () => true);
}

/** Every choice of k material cards showing k different materials, the first of each material suggested first. */
function xpChoices(s: GameState, k: number): string[][] {
  return subsetsOf(materialCards(s), k, k, (cards) => differentMaterials(cards) === k);
}

/** How many different materials the cards show (a short list of those seen: asked of every combination). */
function differentMaterials(cards: readonly string[]): number {
  const seen: string[] = [];
  for (let c = 0; c < cards.length; c++) {
    const m = materialOf(cards[c]);
    if (!seen.includes(m)) seen.push(m);
  }
  return seen.length;
}

/** The first `need` material cards of the supply (craftGems' suggestion). */
function gemsPick(s: GameState, need: number): string[] {
  const cards: string[] = [];
  for (const x of s.supply) if (x.as === 'material' && cards.length < need) cards.push(x.card);
  return cards;
}

/** The first material card of the supply for each material not yet picked, up to k of them (craftXp's choice). */
function xpPick(s: GameState, k: number): string[] {
  const seen: string[] = [];
  const cards: string[] = [];
  for (const x of s.supply) {
    if (x.as !== 'material' || cards.length >= k) continue;
    const m = materialOf(x.card);
    if (!seen.includes(m)) { seen.push(m); cards.push(x.card); }
  }
  return cards;
}

/** Guide, The Scrapyard: "You can also craft Gems": any N material cards for the Gems shown. */
export const craftGems = handler({
  type: 'craftGems', rule: RULE, group: () => 'scrapyard', time: () => 0,
  quick: (s) => cardCount(s, 'material') >= sideOf(s, 'scrapyard').craftTools!.gems.anyMaterials,
  label: (s) => `Craft Gems (${plural(sideOf(s, 'scrapyard').craftTools!.gems.gems, 'Gem')})`,
  gems: (s) => sideOf(s, 'scrapyard').craftTools!.gems.gems,
  detail: (s, a) => `Discard any ${sideOf(s, 'scrapyard').craftTools!.gems.anyMaterials} material cards.${paidWith(a.cards)}`,
  // every choice of cards, the supply's first ones suggested first (issue 28, item 9); too few: one refused candidate
  candidates: (s) => {
    const need = sideOf(s, 'scrapyard').craftTools!.gems.anyMaterials;
    const all = gemsChoices(s, need);
    return (all.length ? all : [gemsPick(s, need)]).map((cards) => ({ type: 'craftGems' as const, cards }));
  },
  // check() of each choice without its sentence: its cards are supply material cards, so only a repeated id refuses it
  legal: (s, out) => {
    const need = sideOf(s, 'scrapyard').craftTools!.gems.anyMaterials;
    for (const cards of gemsChoices(s, need)) if (allDifferent(cards)) out.push({ type: 'craftGems', cards });
  },
  check: (s, a) => {
    const need = sideOf(s, 'scrapyard').craftTools!.gems.anyMaterials;
    if (a.cards.length !== need || !ownMaterials(s, a.cards)) return `Crafting Gems needs ${need} material cards from your supply.`;
    return null;
  },
  apply: (c, a) => {
    moveTo(c, 'scrapyard');
    discardAll(c, a.cards, 'Crafting Gems');
    gainGems(c, sideOf(c.s, 'scrapyard').craftTools!.gems.gems, 'You craft trinkets and sell them');
  },
});

/** Guide, The Scrapyard: "... and XP": N different materials for the XP shown. */
export const craftXp = handler({
  type: 'craftXp', rule: RULE, group: () => 'scrapyard', time: () => 0,
  quick: (s) => cardCount(s, 'material') >= sideOf(s, 'scrapyard').craftTools!.xp.differentMaterials,
  label: () => 'Craft XP',
  detail: (s, a) => `Discard ${sideOf(s, 'scrapyard').craftTools!.xp.differentMaterials} material cards showing different materials.${paidWith(a.cards)}`,
  // every choice of cards (issue 28, item 9); the lexicographic first is xpPick's, so the suggestion leads the list
  candidates: (s) => {
    const k = sideOf(s, 'scrapyard').craftTools!.xp.differentMaterials;
    const all = xpChoices(s, k);
    return (all.length ? all : [xpPick(s, k)]).map((cards) => ({ type: 'craftXp' as const, cards }));
  },
  // check() of each choice without its sentence: supply material cards showing k different materials (so different
  // cards) pass it
  legal: (s, out) => {
    for (const cards of xpChoices(s, sideOf(s, 'scrapyard').craftTools!.xp.differentMaterials)) out.push({ type: 'craftXp', cards });
  },
  check: (s, a) => {
    const k = sideOf(s, 'scrapyard').craftTools!.xp.differentMaterials;
    if (a.cards.length !== k || !ownMaterials(s, a.cards) || new Set(a.cards.map(materialOf)).size !== k) {
      return `Crafting XP needs ${k} material cards showing ${k} different materials.`;
    }
    return null;
  },
  apply: (c, a) => {
    moveTo(c, 'scrapyard');
    discardAll(c, a.cards, 'Crafting XP');
    gainXp(c, sideOf(c.s, 'scrapyard').craftTools!.xp.xp, 'You learn from your tinkering');
  },
});


export const scrapyardHandlers = [dig, craftTool, craftGems, craftXp];

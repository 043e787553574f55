// Rulebook 5, the supply: cards drawn for fish, dig or forage lie beside the rucksack, filed by kind.
// Card counts are limited (6 a kind after an action); icon counts are not (flips count icons).
import { content, storyCard } from '../data/index';
import { SUPPLY_KINDS } from '../data/schema';
import { draftList, emit, type Ctx } from './draft';
import type { GameState, SupplyCard, SupplyKey, Verb } from './types';

export const SUPPLY_LIMIT = content.rules.supplyLimit;
export const VERB_KIND: Record<Verb, SupplyKey> = { fish: 'fish', dig: 'material', forage: 'forage' };
export const KIND_WORD: Record<SupplyKey, string> = { fish: 'fish', material: 'material', forage: 'forageable' };

/** The icons a supply card counts in its pile. */
export function iconsOf(sc: SupplyCard): string[] {
  const card = storyCard(sc.card);
  if (sc.as === 'fish') return card.fish.icons;
  if (sc.as === 'material') return [card.material.icon];
  return card.forage.icons;
}

export function cardsOf(s: GameState, kind: SupplyKey): SupplyCard[] {
  return s.supply.filter((x) => x.as === kind);
}

/** No card id twice among the supply's cards of a kind (the handlers' fast `legal` lists check it; see
 *  locations/common.ts allDifferent), asked of the supply itself rather than of a list of its ids. */
export function idsDifferent(s: GameState, kind: SupplyKey): boolean {
  const supply = s.supply;
  for (let i = 1; i < supply.length; i++) {
    if (supply[i].as !== kind) continue;
    for (let j = 0; j < i; j++) if (supply[j].as === kind && supply[j].card === supply[i].card) return false;
  }
  return true;
}

export function cardCount(s: GameState, kind: SupplyKey): number {
  // an index loop: asked by town handlers' quick tests and settle at every action (a for-of made an iterator each)
  const supply = s.supply;
  let n = 0;
  for (let i = 0; i < supply.length; i++) if (supply[i].as === kind) n++;
  return n;
}

export function iconCount(s: GameState, kind: SupplyKey): number {
  let n = 0;
  for (const x of s.supply) if (x.as === kind) n += iconsOf(x).length;
  return n;
}

export function addToSupply(c: Ctx, card: string, as: SupplyKey): void {
  draftList(c, 'supply').push({ card, as });
}

/** Discard one supply card to the Story discard pile. */
export function discardSupplyCard(c: Ctx, card: string, why: string): void {
  const i = c.s.supply.findIndex((x) => x.card === card);
  if (i < 0) throw new Error(`discardSupplyCard: ${card} is not in the supply`);
  const [sc] = draftList(c, 'supply').splice(i, 1);
  draftList(c, 'discard').push(card);
  if (!c.quiet) emit(c, 'discard', `${why}: you discard ${storyCard(card).name} (${KIND_WORD[sc.as]} card).`, { card, as: sc.as });
}

/** Rulebook 5: after an action, the first pile holding more than 6 cards, and by how many. */
export function excess(s: GameState): { kind: SupplyKey; count: number } | null {
  // no pile holds more cards than the whole supply: with 6 or fewer in all, none is counted (settle asks after every
  // action, and most supplies are small)
  if (s.supply.length <= SUPPLY_LIMIT) return null;
  for (const kind of SUPPLY_KINDS) {
    const n = cardCount(s, kind);
    if (n > SUPPLY_LIMIT) return { kind, count: n - SUPPLY_LIMIT };
  }
  return null;
}

// Shared by the town Locations: the current side of a card, moving there, the Agility allowance.
import { content, oneItem, storyCard } from '../../data/index';
import type { LocationSide } from '../../data/schema';
import { skillTotals } from '../character';
import type { Ctx } from '../draft';
import type { GameState, ItemKey, LocationKey, Verb } from '../types';
import { ofVerb } from '../verb';

/** Each Location's two sides as [blue, red], by id: sideOf is asked dozens of times a turn, and reading the card by a
 *  variable key and then its side by another was its slowest part. */
const SIDES = new Map(content.locations.map((l) => [l.id, [l.blue, l.red] as const]));

/** The side of a Location currently face up. */
export function sideOf(s: GameState, id: LocationKey): LocationSide {
  return SIDES.get(id)![s.sides[id] === 'blue' ? 0 : 1];
}

/** Rulebook 5, "Taking a Turn in Town": move to the Location, then act there. */
export function moveTo(c: Ctx, id: LocationKey): void {
  c.s.place = { at: 'town', location: id };
}

/** Guide (Coppersand, Scrapyard, Burrow Glade): Agility 4-5 ignores 1 exclamation mark, 6 ignores 2; plus skills. */
export function marksIgnored(s: GameState, verb: Verb): number {
  return marksAgilityIgnores(s) + marksSkillsIgnore(s, verb);
}

/** The Agility part of marksIgnored (the guide's allowance). */
export function marksAgilityIgnores(s: GameState): number {
  // index loops, not a destructuring for-of: the bots price every draw with this, several times a turn
  const allowance = content.rules.agilityAllowance;
  let n = 0;
  for (let i = 0; i < allowance.length; i++) if (s.agility >= allowance[i][0]) n = Math.max(n, allowance[i][1]);
  return n;
}

/** The skills' part of marksIgnored (Scrap Sense: 2 more when digging). */
function marksSkillsIgnore(s: GameState, verb: Verb): number {
  return ofVerb(skillTotals(s).ignoreMarks, verb);
}

/** Whether a drawn card shows an exclamation mark next to the icon counted for this verb. */
export function hasMark(card: string, verb: Verb): boolean {
  const c = storyCard(card);
  return verb === 'fish' ? c.fish.alert : verb === 'dig' ? c.material.alert : c.forage.alert;
}

/** No id twice (the Story cards are each in one place once, so a supply's ids always are: the handlers' fast `legal`
 *  lists check it rather than assume it, to stay exactly their candidates filtered by check). Small lists only. */
export function allDifferent(xs: readonly string[]): boolean {
  for (let i = 1; i < xs.length; i++) for (let j = 0; j < i; j++) if (xs[i] === xs[j]) return false;
  return true;
}

/** Multiset helpers for recipes. */
export function countBy(xs: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
}

/** Rulebook 3: a free place in the rucksack (its limit is in data/rules.json). */
export const hasRoom = (s: GameState): boolean => s.rucksack.length < content.rules.rucksackLimit;

/** Rulebook 3: an item can go into the rucksack: not one of that type already, and a free place. */
export const canCarry = (s: GameState, id: ItemKey): boolean => !s.rucksack.includes(id) && hasRoom(s);

/** Why an item cannot go into the rucksack, as a sentence; null when it can (canCarry's tests with their words). */
export function carryReason(s: GameState, id: ItemKey): string | null {
  if (s.rucksack.includes(id)) return `You already carry ${oneItem(id)}; only 1 of each type.`;
  if (!hasRoom(s)) return `Your rucksack is full (${content.rules.rucksackLimit} items).`;
  return null;
}

/** The purchases of a price list that can be made now (the Market's tools, the Chemists' brews; check()'s tests
 *  without their sentences): carryable, and the Gems to pay; each pushed onto `out` as the action `offer` makes. */
export function buyable<A>(s: GameState, buy: Partial<Record<string, number>>, offer: (item: ItemKey) => A, out: A[]): void {
  if (!hasRoom(s)) return;
  // a for-in in Object.keys' order, pushing the actions: no list of keys, of items and of actions per town turn
  for (const item in buy) if (canCarry(s, item as ItemKey) && s.gems >= buy[item]!) out.push(offer(item as ItemKey));
}

/** The lowest price on a price list (quick() asks it every town turn: a loop, not a spread of Object.values). */
export function cheapest(prices: Partial<Record<string, number>>): number {
  let min = Infinity;
  for (const k in prices) if (prices[k]! < min) min = prices[k]!;
  return min;
}

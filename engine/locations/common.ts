// Shared by the town Locations: the current side of a card, moving there, the Agility allowance.
import { content, storyCard } from '../../data/index';
import type { LocationSide } from '../../data/schema';
import { skillBonus } from '../character';
import type { Ctx } from '../draft';
import type { GameState, LocationKey, Verb } from '../types';

const CARDS = Object.fromEntries(content.locations.map((l) => [l.id, l])) as Record<LocationKey, (typeof content.locations)[number]>;

/** The side of a Location currently face up. */
export function sideOf(s: GameState, id: LocationKey): LocationSide {
  return CARDS[id][s.sides[id]];
}

/** Rulebook 5, "Taking a Turn in Town": move to the Location, then act there. */
export function moveTo(c: Ctx, id: LocationKey): void {
  c.s.place = { at: 'town', location: id };
}

/** Guide (Coppersand, Scrapyard, Burrow Glade): Agility 4-5 ignores 1 exclamation mark, 6 ignores 2; plus skills. */
export function marksIgnored(s: GameState, verb: Verb): number {
  let n = 0;
  for (const [agility, ignore] of content.rules.agilityAllowance) if (s.agility >= agility) n = Math.max(n, ignore);
  return n + skillBonus(s, 'ignoreMarks', (e) => e.verb === verb, (e) => e.n);
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

// Rulebook 3: "When you use an item, discard its token." Brews are drunk at any time as a free action, decisions
// pending or not (the guide's brews say "at any time").
import { item as itemCard, oneItem, oneItemCapitalised } from '../data/index';
import { removeItem } from './character';
import { runEffects } from './effects';
import { handler, offeredBy } from './handler';
import type { Ctx } from './draft';
import type { GameState, ItemKey } from './types';

function usable(id: ItemKey): boolean {
  return itemCard(id).use.when === 'anytime';
}

/** Would drinking it change anything? (A Life brew at 4 Lives is refused, so nobody wastes one by a slip.) */
function wasted(s: GameState, id: ItemKey): string | null {
  return isWasted(s, id) ? `It would do nothing now: you have ${s.lives} Lives and ${s.pep} Pep.` : null;
}

function isWasted(s: GameState, id: ItemKey): boolean {
  const use = itemCard(id).use;
  if (use.when !== 'anytime') return false;
  for (const e of use.effects) {
    if (e.op === 'gainLives' && s.lives < 4) return false;
    if (e.op === 'gainPep' && s.pep < 4) return false;
    if (e.op !== 'gainLives' && e.op !== 'gainPep') return false;
  }
  return true;
}

/** Whether any brew may be drunk now (useItem's legal list is not empty), without building the list: asked at every
 *  answer of a stall's or a quest's decision, whose lists the brews are added to only when there are some. */
export function canDrink(s: GameState): boolean {
  for (const item of s.rucksack) if (usable(item) && !isWasted(s, item)) return true;
  return false;
}

const DRINK = offeredBy((item) => ({ type: 'useItem', item: item as ItemKey }));

/** Rulebook 3: use a brew from the rucksack (free, at any time: by day, at night, in a mine, and while a decision
 *  waits, a fight or a flight included; rules.ts offers the brews beside every decision's answers). */
export const useItem = handler({
  type: 'useItem', rule: '3: Choose a Character (rucksack)', group: () => 'free', time: () => 0,
  label: (_s, a) => `Drink your ${itemCard(a.item).name}`,
  detail: (_s, a) => itemCard(a.item).text,
  candidates: (s) => s.rucksack.filter(usable).map((item) => ({ type: 'useItem' as const, item })),
  // every candidate is carried and usable; check() then refuses only a brew that would do nothing (asked without its
  // sentence). legalActions asks this after every action, in a mine and at night too.
  legal: (s, out) => {
    for (const item of s.rucksack) if (usable(item) && !isWasted(s, item)) out.push(DRINK(item));
  },
  check: (s, a) => {
    if (!s.rucksack.includes(a.item)) return `You do not carry ${oneItem(a.item)}.`;
    if (!usable(a.item)) return `${oneItemCapitalised(a.item)} is used where its text says, not on its own.`;
    return wasted(s, a.item);
  },
  apply: (c, a) => {
    const use = itemCard(a.item).use;
    removeItem(c, a.item, `You drink the ${itemCard(a.item).name}`);
    if (use.when === 'anytime') runEffects(c, use.effects, { why: itemCard(a.item).name });
    fitDiscardToRucksack(c);
  },
});

/** A brew drunk while the player is asked to discard items (3: "at any time") is gone from the rucksack: the
 *  decision asks for no more items than are left, and with none left it is done and what followed it runs. */
function fitDiscardToRucksack(c: Ctx): void {
  const d = c.s.pending[0];
  if (d === undefined || d.kind !== 'discardItem') return;
  const left = c.s.rucksack.length;
  if (left >= d.count) return;
  if (left > 0) {
    c.s.pending[0] = { ...d, count: left };
    return;
  }
  c.s.pending.shift();
  runEffects(c, d.then, { why: d.reason });
}

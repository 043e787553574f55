// Rulebook 3: "When you use an item, discard its token." Brews are drunk at any time as a free action, decisions
// pending or not (the guide's brews say "at any time").
import { content, item as itemCard, oneItem, oneItemCapitalised } from '../data/index';
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

/** Whether a brew may be drunk now: usable at any time and not wasted (check()'s two tests), from its record in
 *  DRINKS, one look-up (canDrink and the brews' legal list ask for every item carried after every action, issue 27). */
export function drinkable(s: GameState, id: ItemKey): boolean {
  const d = DRINKS.get(id);
  if (d === undefined) return usable(id) && !isWasted(s, id);
  return d.usable && (d.other || (d.lives && s.lives < 4) || (d.pep && s.pep < 4));
}

/** drinkable's reference, the two tests as check() asks them (engine/items.test.ts holds the two equal). */
export function drinkableCounted(s: GameState, id: ItemKey): boolean {
  return usable(id) && !isWasted(s, id);
}

/** Each item's use read once from data/items.json: drunk at any time or not, and which effects it has (isWasted: a
 *  brew whose effects are all Lives and Pep is wasted while both are full; any other effect always does something). */
const DRINKS = new Map(content.items.map((i) => {
  const effects = i.use.when === 'anytime' ? i.use.effects : [];
  return [i.id, {
    usable: i.use.when === 'anytime',
    lives: effects.some((e) => e.op === 'gainLives'),
    pep: effects.some((e) => e.op === 'gainPep'),
    other: effects.some((e) => e.op !== 'gainLives' && e.op !== 'gainPep'),
  }];
}));

/** Whether any brew may be drunk now (useItem's legal list is not empty), without building the list: asked at every
 *  answer of a stall's or a quest's decision, whose lists the brews are added to only when there are some. */
export function canDrink(s: GameState): boolean {
  const rucksack = s.rucksack;
  for (let i = 0; i < rucksack.length; i++) if (drinkable(s, rucksack[i])) return true;
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
    const rucksack = s.rucksack;
    for (let i = 0; i < rucksack.length; i++) if (drinkable(s, rucksack[i])) out.push(DRINK(rucksack[i]));
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

// Guide: Chemists' Guild. SELL FORAGEABLES, BUY BREWS, CRAFT BREWS.
import { item as itemCard, oneItemCapitalised, oneItem, storyCard, FORAGEABLES } from '../../data/index';
import { gainGems, gainItem, payGems, skillTotals } from '../character';
import { affordReason, handler, offeredBy, plural, pluralOf } from '../handler';
import { cardCount, cardsOf, discardSupplyCard, idsDifferent } from '../supply';
import type { GameState, ItemKey } from '../types';
import { allDifferent, buyable, canCarry, carryReason, cheapest, hasRoom, moveTo, sideOf } from './common';
import { sameCards, subsetsOf } from './cardChoices';

const RULE = "Guide: Chemists' Guild";

function forageIcons(card: string): string[] {
  return storyCard(card).forage.icons;
}

function ownForage(s: GameState, cards: readonly string[]): boolean {
  const mine = new Set(cardsOf(s, 'forage').map((x) => x.card));
  return cards.length > 0 && new Set(cards).size === cards.length && cards.every((id) => mine.has(id));
}

/** How many of this forageable a card shows. */
function shown(card: string, kind: string): number {
  const icons = forageIcons(card);
  let n = 0;
  for (let i = 0; i < icons.length; i++) if (icons[i] === kind) n++;
  return n;
}

// saleKind and saleCount read the first `n` chosen cards (legalActions asks for each prefix of a sorted pile at every
// town turn, and slices only the prefixes that sell): index loops, no lists or closures made per question

/** The one forageable every one of the first n chosen cards shows (the first in FORAGEABLES' order), or null. */
function saleKind(cards: readonly string[], n: number): string | null {
  for (let k = 0; k < FORAGEABLES.length; k++) {
    const kind = FORAGEABLES[k];
    let all = true;
    for (let i = 0; i < n && all; i++) all = forageIcons(cards[i]).includes(kind);
    if (all) return kind;
  }
  return null;
}

/** How many of saleKind's forageable the first n chosen cards show together (0 when they share none); `kind`: that
 *  forageable when the caller has it already. */
function saleCount(cards: readonly string[], n: number, kind = saleKind(cards, n)): number {
  let count = 0;
  if (kind !== null) for (let i = 0; i < n; i++) count += shown(cards[i], kind);
  return count;
}

/** The one forageable every chosen card shows, and how many of it they show together. */
function saleOf(cards: readonly string[]): { kind: string; count: number } | null {
  const kind = saleKind(cards, cards.length);
  return kind === null ? null : { kind, count: saleCount(cards, cards.length, kind) };
}

function salePrice(s: GameState, count: number): number {
  const table = sideOf(s, 'chemists').sellForageables!.byCount;
  const price = table[String(Math.min(count, 6))] ?? 0;
  return price + skillTotals(s).saleBonus.forageables;
}

type SellForageables = { type: 'sellForageables'; cards: string[] };

/** The forageable sales shown, pushed onto `out`: for each kind, the cards showing it, fewest wasted icons first, each
 *  prefix that sells. */
function forageSales(s: GameState, out: SellForageables[]): SellForageables[] {
  // a sale counts 2 or more icons of one forageable: with at most one of each among all the cards, none is listed (most
  // town turns, and listing none made the same lists and sorts as listing some)
  if (!twoOfAKind(s)) return out;
  // the supply's forage cards read once for every kind (legalActions asks this at every town turn)
  const pool: string[] = [];
  for (const x of s.supply) if (x.as === 'forage') pool.push(x.card);
  for (const kind of FORAGEABLES) {
    const holding: string[] = [];
    for (const id of pool) if (forageIcons(id).includes(kind)) holding.push(id);
    if (holding.length === 0) continue;
    // fewest wasted icons first: cards showing more of this kind, then fewer others
    holding.sort((a, b) => shown(b, kind) - shown(a, kind) || forageIcons(a).length - forageIcons(b).length);
    // the suggestions first: each prefix of the sorted pile that sells, so a sale of this kind spares the cards that
    // show other forageables (issue 24, item 4); then every other choice of cards that sells this kind (issue 28,
    // item 9). A choice whose cards all show an earlier forageable too is that one's sale, listed under it.
    // the prefixes listed, as a bit per length (bit n: the first n cards), where a set of their joined ids was made and
    // every choice joined to look it up (issue 27); subsetsOf tries at most 12 cards, so its choices' lengths fit
    let listed = 0;
    for (let n = 1; n <= holding.length; n++) {
      if (saleCount(holding, n) < 2) continue;
      const cards = holding.slice(0, n);
      if (saleKind(cards, n) !== kind) continue;
      if (n < 31) listed |= 1 << n;
      out.push({ type: 'sellForageables', cards });
    }
    for (const cards of subsetsOf(holding, 1, holding.length, (cs) => saleKind(cs, cs.length) === kind && saleCount(cs, cs.length, kind) >= 2)) {
      if (!isListedPrefix(cards, holding, listed)) out.push({ type: 'sellForageables', cards });
    }
  }
  return out;
}

/** Whether `cards` are, id for id, the first cards of `holding` of a length marked in `listed` (what comparing their
 *  ids joined with '|' said: a Story card's id has no '|', data/schema.ts). */
function isListedPrefix(cards: readonly string[], holding: readonly string[], listed: number): boolean {
  if (cards.length >= 31 || ((listed >> cards.length) & 1) === 0) return false;
  for (let i = 0; i < cards.length; i++) if (cards[i] !== holding[i]) return false;
  return true;
}

/** Whether the supply's forage cards show some forageable twice or more (the few kinds counted in place). */
function twoOfAKind(s: GameState): boolean {
  const supply = s.supply;
  for (let k = 0; k < FORAGEABLES.length; k++) {
    let n = 0;
    for (let i = 0; i < supply.length; i++) if (supply[i].as === 'forage' && (n += shown(supply[i].card, FORAGEABLES[k])) >= 2) return true;
  }
  return false;
}

function forageSaleReason(s: GameState, cards: readonly string[]): string | null {
  if (!ownForage(s, cards)) return 'Choose forageable cards from your supply.';
  const sale = saleOf(cards);
  if (!sale) return 'Every card sold must show the same forageable.';
  if (sale.count < 2) return 'The Chemists buy 2 or more identical forageables at a time.';
  return null;
}

/** Guide, Chemists' Guild: sell 2 or more identical forageables; the cards holding them are discarded. */
export const sellForageables = handler({
  type: 'sellForageables', rule: RULE, group: () => 'chemists', time: () => 0,
  quick: (s) => cardCount(s, 'forage') >= 1,
  label: (s, a) => {
    const sale = saleOf(a.cards);
    return sale ? `Sell ${plural(sale.count, sale.kind)} (${plural(salePrice(s, sale.count), 'Gem')})` : 'Sell forageables';
  },
  detail: (_s, a) => `Discards ${plural(a.cards.length, 'card')}: ${a.cards.map((id) => `${storyCard(id).name} (${forageIcons(id).join(', ')})`).join('; ')}.`,
  gems: (s, a) => { const sale = saleOf(a.cards); return sale ? salePrice(s, sale.count) : 0; },
  candidates: (s) => forageSales(s, []),
  // Legal by construction: each candidate is forage cards of the supply that saleOf counts at 2 or more, which is all
  // check() asks, with the cards all different: so while the supply's forage ids are (always, by the each-card-once
  // invariant), legal = candidates.
  legal: (s, out) => {
    if (idsDifferent(s, 'forage')) forageSales(s, out);
    else for (const a of forageSales(s, [])) if (forageSaleReason(s, a.cards) === null) out.push(a);
  },
  check: (s, a) => forageSaleReason(s, a.cards),
  apply: (c, a) => {
    const sale = saleOf(a.cards)!;
    moveTo(c, 'chemists');
    for (const id of a.cards) discardSupplyCard(c, id, `Selling ${pluralOf(sale.kind)}`);
    gainGems(c, salePrice(c.s, sale.count), `The Chemists buy ${plural(sale.count, sale.kind)}`);
  },
});


const BUY_BREW = offeredBy((item) => ({ type: 'buyBrew', item: item as ItemKey }));

/** Guide, Chemists' Guild: buy any brew shown (never the XP brew). */
export const buyBrew = handler({
  type: 'buyBrew', rule: RULE, group: () => 'chemists', time: () => 0,
  quick: (s) => hasRoom(s) && s.gems >= cheapest(sideOf(s, 'chemists').brews!.buy),
  label: (s, a) => `Buy ${oneItem(a.item)} (${plural(sideOf(s, 'chemists').brews!.buy[a.item] ?? 0, 'Gem')})`,
  detail: (_s, a) => itemCard(a.item).text,
  candidates: (s) => Object.keys(sideOf(s, 'chemists').brews!.buy).map((item) => ({ type: 'buyBrew' as const, item: item as ItemKey })),
  // check()'s tests without their sentences: every candidate has a price; not carried, room, affordable
  legal: (s, out) => buyable(s, sideOf(s, 'chemists').brews!.buy, BUY_BREW, out),
  check: (s, a) => {
    const price = sideOf(s, 'chemists').brews!.buy[a.item];
    if (price === undefined) return a.item === 'xpBrew' ? 'The XP brew cannot be bought, only crafted.' : `The Chemists do not sell ${oneItem(a.item)}.`;
    return carryReason(s, a.item) ?? affordReason(oneItemCapitalised(a.item), price, s.gems);
  },
  apply: (c, a) => {
    moveTo(c, 'chemists');
    payGems(c, sideOf(c.s, 'chemists').brews!.buy[a.item]!, oneItemCapitalised(a.item));
    gainItem(c, a.item, 'You buy it');
  },
});

/** The recipe's forageables covered by the chosen cards, each card giving at least one needed icon. */
function covers(cards: readonly string[], needs: readonly string[]): boolean {
  // each icon covers the first need of its kind not covered yet, marked by its bit (no copy of the needs to cut down:
  // asked of every combination of the supply's forage cards for every recipe at every town turn)
  let covered = 0;
  for (let c = 0; c < cards.length; c++) {
    const icons = forageIcons(cards[c]);
    let used = false;
    for (let i = 0; i < icons.length; i++) {
      let j = 0;
      while (j < needs.length && (((covered >> j) & 1) === 1 || needs[j] !== icons[i])) j++;
      if (j < needs.length) { covered |= 1 << j; used = true; }
    }
    if (!used) return false;
  }
  return covered === (1 << needs.length) - 1;
}

/** How many different forageables the cards show together (a short list of those seen, no set or flattened list:
 *  asked of every combination of the supply's forage cards at every town turn, for the XP brew). */
/** Whether the cards' icons together hold every need (each icon covering one need), whichever cards give none. */
function iconsCover(cards: readonly string[], needs: readonly string[]): boolean {
  let covered = 0;
  for (let c = 0; c < cards.length; c++) {
    const icons = forageIcons(cards[c]);
    for (let i = 0; i < icons.length; i++) {
      let j = 0;
      while (j < needs.length && (((covered >> j) & 1) === 1 || needs[j] !== icons[i])) j++;
      if (j < needs.length) covered |= 1 << j;
    }
  }
  return covered === (1 << needs.length) - 1;
}

function distinctIcons(cards: readonly string[]): number {
  const seen: string[] = [];
  for (let c = 0; c < cards.length; c++) {
    const icons = forageIcons(cards[c]);
    for (let i = 0; i < icons.length; i++) if (!seen.includes(icons[i])) seen.push(icons[i]);
  }
  return seen.length;
}

type Recipe = { item: ItemKey; needs: string[] } | { item: ItemKey; differentForageables: number };

function recipeOf(s: GameState, id: ItemKey): Recipe | undefined {
  return sideOf(s, 'chemists').brews!.craft.find((r) => r.item === id);
}

/** A canonical choice of cards for a recipe, or [] when the supply cannot make it. */
function pickFor(s: GameState, r: Recipe): string[] {
  // the supply's forage cards in order, read in place; plain loops with no lists, sets or closures made per card
  // (legalActions asks this for every recipe at every town turn)
  const supply = s.supply;
  const chosen: string[] = [];
  if ('needs' in r) {
    // a card is taken when it shows an icon still needed; each such icon is then needed once fewer
    const left = r.needs.slice();
    for (let c = 0; c < supply.length && left.length > 0; c++) {
      if (supply[c].as !== 'forage') continue;
      const id = supply[c].card;
      const icons = forageIcons(id);
      let hit = false;
      for (let i = 0; i < icons.length; i++) {
        const at = left.indexOf(icons[i]);
        if (at >= 0) { left.splice(at, 1); hit = true; }
      }
      if (hit) chosen.push(id);
    }
    return left.length === 0 && covers(chosen, r.needs) ? chosen : [];
  }
  // a card is taken when it shows a forageable not seen yet; the few seen so far are kept in a short list
  const seen: string[] = [];
  for (let c = 0; c < supply.length && seen.length < r.differentForageables; c++) {
    if (supply[c].as !== 'forage') continue;
    const id = supply[c].card;
    const icons = forageIcons(id);
    let fresh = false;
    for (let i = 0; i < icons.length; i++) if (!seen.includes(icons[i])) fresh = true;
    if (fresh) {
      chosen.push(id);
      for (let i = 0; i < icons.length; i++) if (!seen.includes(icons[i])) seen.push(icons[i]);
    }
  }
  return seen.length >= r.differentForageables ? chosen : [];
}

/** The supply's forage cards, in order. */
function foragePool(s: GameState): string[] {
  const pool: string[] = [];
  for (const x of s.supply) if (x.as === 'forage') pool.push(x.card);
  return pool;
}

/** Every choice of forage cards that check() takes for a recipe, pickFor's suggestion first; `pool`: the supply's
 *  forage cards (foragePool), read once by a caller that asks for every recipe. */
function brewChoices(s: GameState, r: Recipe, pool = foragePool(s)): string[][] {
  // a choice's icons are some of the pool's: when the whole pool cannot cover the recipe, no choice can, and no
  // combination is tried (most town turns, for most recipes)
  if ('needs' in r ? !iconsCover(pool, r.needs) : distinctIcons(pool) < r.differentForageables) return [];
  const all = 'needs' in r
    ? subsetsOf(pool, 1, r.needs.length, (cs) => covers(cs, r.needs))
    : subsetsOf(pool, 1, r.differentForageables, (cs) => distinctIcons(cs) >= r.differentForageables);
  const first = pickFor(s, r);
  if (!all.length || !first.length) return all;
  const out: string[][] = [first];
  for (const cs of all) if (!sameCards(cs, first)) out.push(cs);
  return out;
}

/** Guide, Chemists' Guild: 2 forageables a brew (the XP brew: any 3 different); the cards are discarded. */
export const craftBrew = handler({
  type: 'craftBrew', rule: RULE, group: () => 'chemists', time: () => 0,
  quick: (s) => cardCount(s, 'forage') >= 1 && hasRoom(s),
  label: (_s, a) => `Craft ${oneItem(a.item)}`,
  detail: (s, a) => {
    const r = recipeOf(s, a.item);
    if (!r) return '';
    const paid = a.cards.length ? ` Pays with ${a.cards.map((id) => `${storyCard(id).name} (${forageIcons(id).join(', ')})`).join('; ')}.` : '';
    return ('needs' in r ? `Needs ${r.needs.join(' and ')}.` : `Needs ${r.differentForageables} different forageables.`) + paid;
  },
  // every choice of cards that makes the brew, pickFor's first (issue 28, item 9); none: one refused candidate
  candidates: (s) => sideOf(s, 'chemists').brews!.craft.flatMap((r) => {
    const choices = brewChoices(s, r);
    return (choices.length ? choices : [pickFor(s, r)]).map((cards) => ({ type: 'craftBrew' as const, item: r.item, cards }));
  }),
  // check() of a candidate, cheapest test first and without sentences: the recipe is the side's own; a brew carried
  // or a full rucksack refuses it before its cards are picked; pickFor's cards are supply forage cards that make it
  // (or none), so only an empty pick or a repeated id is refused after that (check() reads the recipe by item: each
  // side has one recipe per brew, engine/locations/legal.test.ts checks)
  legal: (s, out) => {
    if (!hasRoom(s)) return;
    // the forage pile read once for every recipe, and only when some brew can be carried (issue 27)
    let pool: string[] | null = null;
    for (const r of sideOf(s, 'chemists').brews!.craft) {
      if (!canCarry(s, r.item)) continue;
      pool ??= foragePool(s);
      for (const cards of brewChoices(s, r, pool)) if (allDifferent(cards)) out.push({ type: 'craftBrew', item: r.item, cards });
    }
  },
  check: (s, a) => {
    const r = recipeOf(s, a.item);
    if (!r) return `The Chemists have no recipe for ${oneItem(a.item)}.`;
    const carry = carryReason(s, a.item);
    if (carry) return carry;
    const need = 'needs' in r ? r.needs.join(' and ') : `${r.differentForageables} different forageables`;
    if (!ownForage(s, a.cards)) return pickFor(s, r).length ? 'Choose forageable cards from your supply.' : `You need ${need} in your supply.`;
    if ('needs' in r ? !covers(a.cards, r.needs) : distinctIcons(a.cards) < r.differentForageables || a.cards.length > r.differentForageables) {
      return `Those cards do not make it: you need ${need}.`;
    }
    return null;
  },
  apply: (c, a) => {
    moveTo(c, 'chemists');
    for (const id of a.cards) discardSupplyCard(c, id, `Brewing ${oneItem(a.item)}`);
    gainItem(c, a.item, 'You brew it');
  },
});

export const chemistsHandlers = [sellForageables, buyBrew, craftBrew];

// Guide: The Market. BUY AND SELL tools and items; SELL YOUR FISH as single fish, starfish and sets.
import { item as itemCard, itemWord, oneItemCapitalised, oneItem, storyCard } from '../../data/index';
import { gainGems, gainItem, payGems, removeItem, skillTotals } from '../character';
import { affordReason, handler, offeredBy, plural } from '../handler';
import { cardCount, cardsOf, discardSupplyCard, idsDifferent } from '../supply';
import type { GameState, ItemKey } from '../types';
import { buyable, carryReason, cheapest, hasRoom, moveTo, sideOf } from './common';

const RULE = 'Guide: The Market';
const COLOURS = ['red', 'blue', 'yellow'] as const;

const BUY_TOOL = offeredBy((item) => ({ type: 'buyTool', item: item as ItemKey }));
const SELL_ITEM = offeredBy((item) => ({ type: 'sellItem', item: item as ItemKey }));
const SELL_SINGLE = offeredBy((card) => ({ type: 'sellFish', sale: 'single', cards: [card] }));
const SELL_STARFISH = offeredBy((card) => ({ type: 'sellFish', sale: 'starfish', cards: [card] }));

/** Guide, The Market: buy as many tools as you can afford (1 of each type in the rucksack). */
export const buyTool = handler({
  type: 'buyTool', rule: RULE, group: () => 'market', time: () => 0,
  quick: (s) => hasRoom(s) && s.gems >= cheapest(sideOf(s, 'market').market!.buy),
  label: (s, a) => `Buy ${oneItem(a.item)} (${plural(sideOf(s, 'market').market!.buy[a.item] ?? 0, 'Gem')})`,
  detail: (_s, a) => itemCard(a.item).text,
  candidates: (s) => Object.keys(sideOf(s, 'market').market!.buy).map((item) => ({ type: 'buyTool' as const, item: item as ItemKey })),
  // check()'s three tests without their sentences: every candidate has a price; not carried, room, affordable
  legal: (s, out) => buyable(s, sideOf(s, 'market').market!.buy, BUY_TOOL, out),
  check: (s, a) => {
    const price = sideOf(s, 'market').market!.buy[a.item];
    if (price === undefined) return `The Market does not sell ${oneItem(a.item)}.`;
    return carryReason(s, a.item) ?? affordReason(oneItemCapitalised(a.item), price, s.gems);
  },
  apply: (c, a) => {
    moveTo(c, 'market');
    payGems(c, sideOf(c.s, 'market').market!.buy[a.item]!, oneItemCapitalised(a.item));
    gainItem(c, a.item, 'You buy it');
  },
});

/** Guide, The Market: sell any item from your rucksack at the price shown. */
export const sellItem = handler({
  type: 'sellItem', rule: RULE, group: () => 'market', time: () => 0,
  label: (s, a) => `Sell your ${itemWord(a.item)} (${plural(sideOf(s, 'market').market!.sell[a.item] ?? 0, 'Gem')})`,
  gems: (s, a) => sideOf(s, 'market').market!.sell[a.item] ?? 0,
  candidates: (s) => s.rucksack.map((item) => ({ type: 'sellItem' as const, item })),
  // every candidate is carried; check() then asks only for the Market's price
  legal: (s, out) => {
    const sell = sideOf(s, 'market').market!.sell;
    for (const item of s.rucksack) if (sell[item] !== undefined) out.push(SELL_ITEM(item));
  },
  check: (s, a) => {
    if (!s.rucksack.includes(a.item)) return `You do not carry ${oneItem(a.item)}.`;
    if (sideOf(s, 'market').market!.sell[a.item] === undefined) return `The Market does not buy ${oneItem(a.item)}.`;
    return null;
  },
  apply: (c, a) => {
    moveTo(c, 'market');
    removeItem(c, a.item, 'You sell it');
    gainGems(c, sideOf(c.s, 'market').market!.sell[a.item]!, `Selling the ${itemWord(a.item)}`);
  },
});

function fishIcons(card: string): string[] {
  return storyCard(card).fish.icons;
}

function ownFish(s: GameState, cards: readonly string[]): boolean {
  const mine = new Set(cardsOf(s, 'fish').map((x) => x.card));
  return cards.length > 0 && new Set(cards).size === cards.length && cards.every((id) => mine.has(id));
}

/** The colours a fish card shows as bits (red 1, blue 2, yellow 4): a set covers the three when its bits make ALL. */
const ALL = 7;
function colourBits(card: string): number {
  let bits = 0;
  for (const icon of fishIcons(card)) bits |= icon === COLOURS[0] ? 1 : icon === COLOURS[1] ? 2 : icon === COLOURS[2] ? 4 : 0;
  return bits;
}

function coversColours(cards: readonly string[]): boolean {
  let bits = 0;
  for (const id of cards) bits |= colourBits(id);
  return bits === ALL;
}

/** The fewest-card sets of fish cards showing all three colours (no card in a set is spare), in the order of a walk
 *  over singles, pairs and triples. A set is minimal when it covers and no card can be left out: by bits, when the
 *  set's bits are ALL and the bits of every set one card smaller are not (legalActions asks this at every town turn). */
function colourSets(ids: readonly string[]): string[][] {
  const bits: number[] = [];
  for (const id of ids) bits.push(colourBits(id));
  const out: string[][] = [];
  for (let i = 0; i < ids.length; i++) {
    const a = bits[i];
    if (a === ALL) out.push([ids[i]]);
    for (let j = i + 1; j < ids.length; j++) {
      const b = bits[j];
      if ((a | b) === ALL && a !== ALL && b !== ALL) out.push([ids[i], ids[j]]);
      for (let k = j + 1; k < ids.length; k++) {
        const c = bits[k];
        if ((a | b | c) === ALL && (b | c) !== ALL && (a | c) !== ALL && (a | b) !== ALL) out.push([ids[i], ids[j], ids[k]]);
      }
    }
  }
  return out;
}

type SellFish = { type: 'sellFish'; sale: 'single' | 'starfish' | 'set'; cards: string[] };

/** The fish sales shown, pushed onto `out`: each single fish, each starfish, each fewest-card set of three colours. */
function fishSales(s: GameState, out: SellFish[]): SellFish[] {
  // built with plain loops (no spreads): legalActions asks this at every town turn
  const fish: string[] = [];
  for (const x of s.supply) if (x.as === 'fish') fish.push(x.card);
  for (const id of fish) out.push(SELL_SINGLE(id));
  for (const id of fish) if (fishIcons(id).includes('starfish')) out.push(SELL_STARFISH(id));
  for (const cards of colourSets(fish)) out.push({ type: 'sellFish', sale: 'set', cards });
  return out;
}

function fishSaleReason(s: GameState, a: { sale: string; cards: string[] }): string | null {
  if (!ownFish(s, a.cards)) return 'Choose fish cards from your supply.';
  if (a.sale === 'single') return a.cards.length === 1 ? null : 'A single fish is sold 1 card at a time.';
  if (a.sale === 'starfish') return a.cards.length === 1 && fishIcons(a.cards[0]).includes('starfish') ? null : 'Choose 1 card showing a starfish.';
  if (a.sale === 'set') return a.cards.length <= 3 && coversColours(a.cards) ? null : 'A set needs red, blue and yellow fish on at most 3 cards.';
  return 'Fish sell as a single fish, a starfish or a set.';
}

function fishPrice(s: GameState, sale: 'single' | 'starfish' | 'set'): number {
  return sideOf(s, 'market').market!.fish[sale] + skillTotals(s).saleBonus.fish;
}

const SALE_WORD = { single: '1 fish', starfish: 'a starfish', set: 'a set of 3 colours' } as const;

/** Guide, The Market: 1 fish of any icon, a starfish, or 3 different coloured fish; the cards are discarded. */
export const sellFish = handler({
  type: 'sellFish', rule: RULE, group: () => 'market', time: () => 0,
  quick: (s) => cardCount(s, 'fish') >= 1,
  label: (s, a) => `Sell ${SALE_WORD[a.sale]} (${plural(fishPrice(s, a.sale), 'Gem')})`,
  detail: (_s, a) => `Discards ${a.cards.map((id) => `${storyCard(id).name} (${fishIcons(id).join(', ')})`).join('; ')}.`,
  gems: (s, a) => fishPrice(s, a.sale),
  candidates: (s) => fishSales(s, []),
  // Legal by construction: singles and starfish are one supply fish card each (a starfish one showing it), and
  // colourSets are 1 to 3 supply fish cards covering the three colours. check() asks just that, with the cards all
  // different: so while the supply's fish ids are (always, by the each-card-once invariant), legal = candidates.
  legal: (s, out) => {
    if (idsDifferent(s, 'fish')) fishSales(s, out);
    else for (const a of fishSales(s, [])) if (fishSaleReason(s, a) === null) out.push(a);
  },
  check: (s, a) => fishSaleReason(s, a),
  apply: (c, a) => {
    moveTo(c, 'market');
    for (const id of a.cards) discardSupplyCard(c, id, `Selling ${SALE_WORD[a.sale]}`);
    gainGems(c, fishPrice(c.s, a.sale), `The fishmonger pays for ${SALE_WORD[a.sale]}`);
  },
});

export const marketHandlers = [buyTool, sellItem, sellFish];

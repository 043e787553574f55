// Small phrases the reference builds its sentences from: counts, an effect of the vocabulary (data/schema.ts), a
// Location side's numbers. Plain functions of their arguments, so the reference reads the data it is given.
import type { Effect, LocationSide } from '../schema';
import { handlerOf, type Reading } from '../effect-reading';

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const hourglasses = (n: number) => plural(n, 'hourglass', 'hourglasses');
export const gems = (n: number) => plural(n, 'Gem');

/** "a, b and c" */
export function listed(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** A supply card of each kind, as a count names it ("1 fish card"). */
export const SUPPLY = { fish: 'fish card', material: 'material card', forage: 'forageable card' } as const;
const PLACES: Record<string, string> = {
  coppersand: 'Coppersand', scrapyard: 'the Scrapyard', carnival: 'Bay Carnival', glade: 'Burrow Glade',
  chemists: "the Chemists' Guild", market: 'the Market', miners: "the Miners' Guild", crowsNest: "the Crows' Nest",
};

export type ItemWords = (id: string) => string;

/** A count gained or lost ("gain 2 Gems", "lose 1 Life"): said the same by the reference and the guide
 *  (electron/service/guide-words.ts), so both readings take these handlers. */
export const AMOUNT_WORDS: Pick<Reading<Effect, string>, 'gainGems' | 'loseGems' | 'gainLives' | 'loseLives' | 'gainPep' | 'losePep' | 'gainXp'> = {
  gainGems: (e) => `gain ${gems(e.n)}`,
  loseGems: (e) => `lose ${gems(e.n)}`,
  gainLives: (e) => `gain ${plural(e.n, 'Life', 'Lives')}`,
  loseLives: (e) => `lose ${plural(e.n, 'Life', 'Lives')}`,
  gainPep: (e) => `gain ${e.n} Pep`,
  losePep: (e) => `lose ${e.n} Pep`,
  gainXp: (e) => `gain ${e.n} XP`,
};

/** One effect, as a short instruction ("lose 1 Pep", "discard 1 fish card"). */
export function effectWords(e: Effect, item: ItemWords): string {
  return handlerOf(WORDS, e)(e, item);
}

/** The rules reference's reading of the vocabulary (../effect-reading.ts): each kind of effect in its words. */
const WORDS: Reading<Effect, string, [item: ItemWords]> = {
  ...AMOUNT_WORDS,
  gainStrength: (e) => `${e.n} more Strength`,
  gainAgility: (e) => `${e.n} more Agility`,
  loot: (e) => `${e.op} ${e.n}`,
  acquire: (e) => `${e.op} ${e.n}`,
  fish: (e) => `${e.op} ${e.n}`,
  dig: (e) => `${e.op} ${e.n}`,
  forage: (e) => `${e.op} ${e.n}`,
  discardSupply: (e) => `discard ${plural(e.n, SUPPLY[e.kind])}`,
  discardItem: (e) => `discard ${plural(e.n, 'item')}`,
  gainItem: (e, item) => `take ${item(e.item)}`,
  spendTime: (e) => `spend ${hourglasses(e.n)}`,
  // in the middle of a sentence, with the article a place takes there ("the Scrapyard", "the Chemists' Guild")
  flipLocation: (e) => `turn ${PLACES[e.location] ?? e.location} red`,
  roll: (e, item) => {
    const range = e.low === e.high ? `${e.low}` : `${e.low} to ${e.high}`;
    const otherwise = e.else.length ? `, otherwise ${effectsWords(e.else, item)}` : '';
    return `on a roll of ${range}, ${effectsWords(e.then, item)}${otherwise}`;
  },
  luck: (e, item) => `by the lucky charm, a grin: ${effectsWords(e.good, item) || 'nothing'}; a scowl: ${effectsWords(e.bad, item) || 'nothing'}`,
};

export function effectsWords(effects: readonly Effect[], item: ItemWords): string {
  // a list of discards reads "discard 2 fish cards and 1 material card", the verb said once
  if (effects.length > 1 && effects.every((e) => e.op === 'discardSupply')) {
    return `discard ${listed(effects.map((e) => (e.op === 'discardSupply' ? plural(e.n, SUPPLY[e.kind]) : '')))}`;
  }
  return listed(effects.map((e) => effectWords(e, item)));
}

/** What a list of discards takes, without the verb: "2 fish cards and 1 material card". */
export function discardsWords(effects: readonly Effect[], item: ItemWords): string {
  return effectsWords(effects, item).replace(/^discard /, '');
}

/** "marks: 1, lose 1 Pep; 2, discard 1 fish card; 3, lose 1 Life" */
export function ladder(penalties: readonly Effect[], item: ItemWords): string {
  return `marks: ${penalties.map((p, i) => `${i + 1}, ${effectWords(p, item)}`).join('; ')}`;
}

const priceList = (prices: Record<string, number>, item: ItemWords) =>
  listed(Object.entries(prices).map(([id, n]) => `${item(id)} ${gems(n)}`));

/** The numbers one side prints for one action, in a line ("1 hourglass, up to 3 cards; marks: ..."), or null
 *  when the side does not offer it. The keys are the actions of data/reference/actions.json. */
export function sideNumbers(side: LocationSide, key: string, item: ItemWords): string | null {
  switch (key) {
    case 'fish': case 'dig': case 'forage': {
      const a = side[key];
      return a ? `${hourglasses(a.time)}, up to ${plural(a.draws, 'card')}; ${ladder(a.penalties, item)}.` : null;
    }
    case 'beachcomb': {
      const b = side.beachcomb;
      if (!b) return null;
      return `${hourglasses(b.time)}; the difference between the rolls${b.bonus > 0 ? `, plus ${gems(b.bonus)}` : b.bonus < 0 ? `, less ${gems(-b.bonus)}` : ''}.`;
    }
    case 'craftTools': {
      const c = side.craftTools;
      if (!c) return null;
      const recipes = c.recipes.map((r) => `${item(r.item)} from ${r.needs.join(' + ')}`);
      return `${cap(recipes.join(', '))}; ${gems(c.gems.gems)} from any ${plural(c.gems.anyMaterials, 'material')}; ${c.xp.xp} XP from ${c.xp.differentMaterials} different materials.`;
    }
    case 'stalls': return side.stalls ? `${hourglasses(side.stalls.time)} and ${gems(side.stalls.gems)}.` : null;
    case 'seer': {
      const s = side.seer;
      return s ? `${hourglasses(s.time)} and ${s.gems ? gems(s.gems) : 'no Gems'}; the top ${plural(s.cards, 'card')}.` : null;
    }
    case 'food': {
      const f = side.food;
      if (!f) return null;
      const got = [f.lives ? plural(f.lives, 'Life', 'Lives') : '', f.pep ? `${f.pep} Pep` : ''].filter(Boolean);
      return `${gems(f.gems)} for ${listed(got) || 'nothing'}.`;
    }
    case 'relax': {
      const r = side.relax;
      if (!r) return null;
      const got = [r.lives ? plural(r.lives, 'Life', 'Lives') : '', r.pep ? `${r.pep} Pep` : ''].filter(Boolean);
      return `${hourglasses(r.time)}; ${got.join(' or ')}.`;
    }
    case 'sellForageables': {
      const s = side.sellForageables;
      return s ? `${cap(Object.entries(s.byCount).map(([n, g]) => `${n} alike ${gems(g)}`).join(', '))}.` : null;
    }
    case 'buyBrews': return side.brews ? `${cap(priceList(side.brews.buy, item))}.` : null;
    case 'craftBrews': {
      const b = side.brews;
      if (!b) return null;
      const recipes = b.craft.map((r) => ('needs' in r ? `${item(r.item)} from ${r.needs.join(' + ')}` : `${item(r.item)} from any ${r.differentForageables} different forageables`));
      return `${cap(recipes.join('; '))}.`;
    }
    case 'buySell': {
      const m = side.market;
      return m ? `Buy: ${priceList(m.buy, item)}. Sell: ${priceList(m.sell, item)}.` : null;
    }
    case 'sellFish': {
      const f = side.market?.fish;
      return f ? `One fish ${gems(f.single)}, a starfish ${gems(f.starfish)}, a set of three colours ${gems(f.set)}.` : null;
    }
    case 'quests': return side.quests ? `${cap(side.quests)} quests.` : null;
    case 'library': return side.library ? `${hourglasses(side.library.time)} and ${gems(side.library.gems)}.` : null;
    case 'crows': {
      const c = side.crows;
      if (!c) return null;
      return `Pay ${gems(c.pay)}, roll ${plural(c.rolls, 'time')}; ${chartWords(c.chart)}.`;
    }
  }
  return null;
}

/** A Crows' chart as one phrase: "a 1, the Crows nod; a 2, discard 1 fish card; ..." (each row's own text, its
 *  capital and full stop dropped so the rows read as one list). */
export function chartWords(chart: readonly { text: string }[]): string {
  const row = (t: string) => t.replace(/\.$/, '').replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase()).replace(/\. ([A-Z])/g, (_, c: string) => `, ${c.toLowerCase()}`);
  return chart.map((r, i) => `a ${i + 1}, ${row(r.text)}`).join('; ');
}

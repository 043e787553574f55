// Plain sentences for what the content's numbers mean: a Location side's actions with their costs, an effect list,
// a character's skill. The location guide, the new-campaign cards and (through exports) the table read these.
import type { Character, Effect, Item, LocationSide, SkillEffect } from './content';
import { titleCase } from './names';

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const SUPPLY_NAMES = { fish: 'fish card', material: 'material card', forage: 'forageable card' } as const;
const LOCATION_NAMES: Record<string, string> = {
  coppersand: 'Coppersand', scrapyard: 'The Scrapyard', carnival: 'Bay Carnival', glade: 'Burrow Glade',
  chemists: "Chemists' Guild", market: 'The Market', miners: "Miners' Guild", crowsNest: "The Crows' Nest",
};

export type ItemNames = Record<string, string>;

export function itemName(id: string, items: ItemNames = {}): string {
  return items[id] ?? ITEM_NAMES[id] ?? titleCase(id.replace(/([a-z])([A-Z])/g, '$1 $2')).toLowerCase();
}
const ITEM_NAMES: Record<string, string> = { lifeBrew: 'Life brew', pepBrew: 'Pep brew', xpBrew: 'XP brew' };

export function itemNames(items: readonly Item[]): ItemNames {
  return Object.fromEntries(items.map((i) => [i.id, i.name]));
}

/** One effect of the vocabulary in data/schema.ts, as the card would print it. */
export function describeEffect(e: Effect, items: ItemNames = {}): string {
  switch (e.op) {
    case 'gainGems': return `gain ${plural(e.n, 'Gem')}`;
    case 'loseGems': return `lose ${plural(e.n, 'Gem')}`;
    case 'gainLives': return `gain ${plural(e.n, 'Life', 'Lives')}`;
    case 'loseLives': return `lose ${plural(e.n, 'Life', 'Lives')}`;
    case 'gainPep': return `gain ${e.n} Pep`;
    case 'losePep': return `lose ${e.n} Pep`;
    case 'gainXp': return `gain ${e.n} XP`;
    case 'gainStrength': return `add ${e.n} to your Strength`;
    case 'gainAgility': return `add ${e.n} to your Agility`;
    case 'loot': return `loot ${e.n}`;
    case 'acquire': return `acquire ${e.n}`;
    case 'fish': return `fish ${e.n}`;
    case 'dig': return `dig ${e.n}`;
    case 'forage': return `forage ${e.n}`;
    case 'discardSupply': return `discard ${plural(e.n, SUPPLY_NAMES[e.kind])} from your supply`;
    case 'discardItem': return `discard ${plural(e.n, 'item')} from your rucksack`;
    case 'gainItem': return `add a ${itemName(e.item, items)} to your rucksack`;
    case 'spendTime': return `spend ${e.n} time`;
    case 'flipLocation': return `flip ${LOCATION_NAMES[e.location] ?? titleCase(e.location)} to its red side`;
    case 'roll': {
      const range = e.low === e.high ? `${e.low}` : `${e.low}-${e.high}`;
      const otherwise = e.else.length ? `; otherwise ${describeEffects(e.else, items)}` : '';
      return `roll the die: on ${range}, ${describeEffects(e.then, items)}${otherwise}`;
    }
    case 'luck':
      return `try your luck: on a grin, ${describeEffects(e.good, items) || 'nothing'}; on a scowl, ${describeEffects(e.bad, items) || 'nothing'}`;
  }
}

export function describeEffects(effects: readonly Effect[], items: ItemNames = {}): string {
  return effects.map((e) => describeEffect(e, items)).join(' and ');
}

/** "1 mark: lose 1 Pep. 2 marks: discard 1 fish card..." (rulebook 5: resolve up to and including the remaining marks) */
export function describePenalties(penalties: readonly Effect[], items: ItemNames = {}): string[] {
  return penalties.map((p, i) => `${plural(i + 1, 'mark')}: ${describeEffect(p, items)}`);
}

export interface Cost {
  /** hourglass squares */
  time: number;
  gems: number;
}

export interface GuideAction {
  /** the side's key in data/schema.ts, e.g. "fish" */
  key: string;
  /** the rulebook guide's heading for it, e.g. "GO FISHING" */
  heading: string;
  title: string;
  cost: Cost;
  /** the numbers this side prints, as sentences */
  lines: string[];
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const gemsList = (prices: Record<string, number>, items: ItemNames) =>
  Object.entries(prices).map(([id, gems]) => `${itemName(id, items)} ${plural(gems, 'Gem')}`).join(', ');

/** Every action a Location side offers, in the order of the rulebook's guide. */
export function describeSide(side: LocationSide, items: ItemNames = {}): GuideAction[] {
  const out: GuideAction[] = [];
  const add = (key: string, heading: string, cost: Partial<Cost>, lines: string[]) =>
    out.push({ key, heading, title: cap(heading.toLowerCase()), cost: { time: cost.time ?? 0, gems: cost.gems ?? 0 }, lines });

  if (side.fish) add('fish', 'GO FISHING', { time: side.fish.time }, [`Fish up to ${side.fish.draws} times.`, ...describePenalties(side.fish.penalties, items)]);
  if (side.beachcomb) {
    const b = side.beachcomb.bonus;
    add('beachcomb', 'GO BEACHCOMBING', { time: side.beachcomb.time }, [
      `Roll the die twice and gain the difference in Gems${b > 0 ? `, plus ${b}` : b < 0 ? `, less ${-b}` : ''}.`,
    ]);
  }
  if (side.dig) add('dig', 'DIG FOR MATERIALS', { time: side.dig.time }, [`Dig up to ${side.dig.draws} times.`, ...describePenalties(side.dig.penalties, items)]);
  if (side.craftTools) {
    const c = side.craftTools;
    add('craftTools', 'CRAFT TOOLS', {}, [
      ...c.recipes.map((r) => `${cap(itemName(r.item, items))}: ${r.needs.join(' + ')}.`),
      `${plural(c.gems.gems, 'Gem')}: any ${plural(c.gems.anyMaterials, 'material')}.`,
      `${c.xp.xp} XP: ${c.xp.differentMaterials} different materials.`,
    ]);
  }
  if (side.stalls) add('stalls', 'VISIT THE STALLS', { time: side.stalls.time, gems: side.stalls.gems }, ['Play one carnival game you have not played yet.']);
  if (side.seer) add('seer', 'VISIT THE SEER', { time: side.seer.time, gems: side.seer.gems }, [`Look at the top ${side.seer.cards} Story cards and put them back in any order.`]);
  if (side.food) {
    const gains = [side.food.lives ? plural(side.food.lives, 'Life', 'Lives') : '', side.food.pep ? `${side.food.pep} Pep` : ''].filter(Boolean);
    add('food', 'BUY SOME FOOD', { gems: side.food.gems }, [`Gain ${gains.join(' and ') || 'nothing'}.`]);
  }
  if (side.forage) add('forage', 'GO FORAGING', { time: side.forage.time }, [`Forage up to ${side.forage.draws} times.`, ...describePenalties(side.forage.penalties, items)]);
  if (side.relax) {
    const choices = [side.relax.lives ? `gain ${plural(side.relax.lives, 'Life', 'Lives')}` : '', side.relax.pep ? `gain ${side.relax.pep} Pep` : ''].filter(Boolean);
    add('relax', 'RELAX IN THE GLADE', { time: side.relax.time }, [`${cap(choices.join(' or '))}.`]);
  }
  if (side.sellForageables) {
    add('sellForageables', 'SELL FORAGEABLES', {}, Object.entries(side.sellForageables.byCount).map(([n, gems]) => `${n} identical forageables: ${plural(gems, 'Gem')}.`));
  }
  if (side.brews) {
    add('buyBrews', 'BUY BREWS', {}, [`${gemsList(side.brews.buy, items)}.`, 'The XP brew cannot be bought.']);
    add('craftBrews', 'CRAFT BREWS', {}, side.brews.craft.map((r) =>
      'needs' in r ? `${cap(itemName(r.item, items))}: ${r.needs.join(' + ')}.` : `${cap(itemName(r.item, items))}: any ${r.differentForageables} different forageables.`,
    ));
  }
  if (side.market) {
    add('buySell', 'BUY AND SELL', {}, [`Buy: ${gemsList(side.market.buy, items)}.`, `Sell: ${gemsList(side.market.sell, items)}.`]);
    const f = side.market.fish;
    add('sellFish', 'SELL YOUR FISH', {}, [`1 fish: ${plural(f.single, 'Gem')}.`, `Starfish: ${plural(f.starfish, 'Gem')}.`, `3 different coloured fish: ${plural(f.set, 'Gem')}.`]);
  }
  if (side.quests) add('quests', 'ATTEMPT A QUEST', {}, [`Choose 1 tool for your rucksack, then a ${side.quests} Quest you have not attempted.`]);
  if (side.library) add('library', 'VISIT THEIR LIBRARY', { time: side.library.time, gems: side.library.gems }, ['Gain 1 Strength or 1 Agility.']);
  if (side.crows) {
    add('crows', 'PAY THE CROWS', { gems: side.crows.pay }, [
      `Pay ${plural(side.crows.pay, 'Gem')}, then roll the die ${plural(side.crows.rolls, 'time')}:`,
      ...side.crows.chart.map((row, i) => `${i + 1}: ${row.text}`),
    ]);
  }
  return out;
}

export function describeCost(cost: Cost): string {
  const parts = [cost.time ? `${cost.time} hourglass${cost.time === 1 ? '' : 'es'}` : '', cost.gems ? plural(cost.gems, 'Gem') : ''].filter(Boolean);
  return parts.length ? parts.join(' and ') : 'Free';
}

/** A skill's exact rule, from its effect (the card's own text says it in flavour). */
export function describeSkill(effect: SkillEffect): string {
  switch (effect.kind) {
    case 'extraDraws': return `When you ${effect.verb} at a Location, draw up to ${effect.n} more card${effect.n === 1 ? '' : 's'}.`;
    case 'ignoreMarks': return `When you ${effect.verb} at a Location, ignore ${plural(effect.n, 'more exclamation mark')}.`;
    case 'saleBonus': return `Each time you sell ${effect.sale}, gain ${plural(effect.gems, 'more Gem')}.`;
    case 'workBonus': return `Each time you work at night, gain ${plural(effect.gems, 'more Gem')}.`;
    case 'sleepBonus': return `Each time you sleep, gain ${effect.pep} more Pep.`;
    case 'lootBonus': return `Each time you loot, gain ${plural(effect.gems, 'more Gem')}.`;
    case 'fightBonus': return `Add ${effect.strength} to your attack when you fight a hazard.`;
    case 'fleeBonus': return `Add ${effect.agility} to your roll when you flee a hazard.`;
  }
}

export function characterSkills(c: Character): { name: string; text: string; rule: string }[] {
  return c.skills.map((s) => ({ name: s.name, text: s.text, rule: describeSkill(s.effect) }));
}

// The location guide's sentences, written here from data/ and served with the guide's content (content.ts), so the
// renderer shows strings: a Location side's actions with their costs and numbers, an effect list as a card would
// print it (the guide's reading of the vocabulary, data/effect-reading.ts), a character's skills and starting item.
import { item, locationCard, type Character, type Effect, type LocationSide, type SkillEffect } from '../../data';
import { handlerOf, type Reading } from '../../data/effect-reading';
import { AMOUNT_WORDS, cap, plural, SUPPLY } from '../../data/reference/words';
import type { Cost, GuideAction, GuideWords } from './api';

/** An item as the guide names it: its name as printed in data/items.json ("Shovel", "Life brew"). */
const itemName = (id: string) => item(id).name;

/** One effect of the vocabulary, as the card would print it. */
export function describeEffect(e: Effect): string {
  return handlerOf(GUIDE, e)(e);
}

/** The guide's reading of the vocabulary: each kind of effect as a short instruction. */
const GUIDE: Reading<Effect, string> = {
  ...AMOUNT_WORDS,
  gainStrength: (e) => `add ${e.n} to your Strength`,
  gainAgility: (e) => `add ${e.n} to your Agility`,
  loot: (e) => `loot ${e.n}`,
  acquire: (e) => `acquire ${e.n}`,
  fish: (e) => `fish ${e.n}`,
  dig: (e) => `dig ${e.n}`,
  forage: (e) => `forage ${e.n}`,
  discardSupply: (e) => `discard ${plural(e.n, SUPPLY[e.kind])} from your supply`,
  discardItem: (e) => `discard ${plural(e.n, 'item')} from your rucksack`,
  gainItem: (e) => `add a ${itemName(e.item)} to your rucksack`,
  spendTime: (e) => `spend ${e.n} time`,
  flipLocation: (e) => `flip ${locationCard(e.location).name} to its red side`,
  roll: (e) => {
    const range = e.low === e.high ? `${e.low}` : `${e.low}-${e.high}`;
    const otherwise = e.else.length ? `; otherwise ${describeEffects(e.else)}` : '';
    return `roll the die: on ${range}, ${describeEffects(e.then)}${otherwise}`;
  },
  luck: (e) => `try your luck: on a grin, ${describeEffects(e.good) || 'nothing'}; on a scowl, ${describeEffects(e.bad) || 'nothing'}`,
};

export function describeEffects(effects: readonly Effect[]): string {
  return effects.map(describeEffect).join(' and ');
}

/** "1 mark: lose 1 Pep. 2 marks: discard 1 fish card..." (rulebook 5: resolve up to and including the remaining marks) */
export function describePenalties(penalties: readonly Effect[]): string[] {
  return penalties.map((p, i) => `${plural(i + 1, 'mark')}: ${describeEffect(p)}`);
}

const gemsList = (prices: Record<string, number>) =>
  Object.entries(prices).map(([id, gems]) => `${itemName(id)} ${plural(gems, 'Gem')}`).join(', ');

/** Every action a Location side offers, in the order of the rulebook's guide. */
export function describeSide(side: LocationSide): GuideAction[] {
  const out: GuideAction[] = [];
  const add = (key: string, heading: string, cost: Partial<Cost>, lines: string[]) =>
    out.push({ key, heading, title: cap(heading.toLowerCase()), cost: { time: cost.time ?? 0, gems: cost.gems ?? 0 }, lines });

  if (side.fish) add('fish', 'GO FISHING', { time: side.fish.time }, [`Fish up to ${side.fish.draws} times.`, ...describePenalties(side.fish.penalties)]);
  if (side.beachcomb) {
    const b = side.beachcomb.bonus;
    add('beachcomb', 'GO BEACHCOMBING', { time: side.beachcomb.time }, [
      `Roll the die twice and gain the difference in Gems${b > 0 ? `, plus ${b}` : b < 0 ? `, less ${-b}` : ''}.`,
    ]);
  }
  if (side.dig) add('dig', 'DIG FOR MATERIALS', { time: side.dig.time }, [`Dig up to ${side.dig.draws} times.`, ...describePenalties(side.dig.penalties)]);
  if (side.craftTools) {
    const c = side.craftTools;
    add('craftTools', 'CRAFT TOOLS', {}, [
      ...c.recipes.map((r) => `${cap(itemName(r.item))}: ${r.needs.join(' + ')}.`),
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
  if (side.forage) add('forage', 'GO FORAGING', { time: side.forage.time }, [`Forage up to ${side.forage.draws} times.`, ...describePenalties(side.forage.penalties)]);
  if (side.relax) {
    const choices = [side.relax.lives ? `gain ${plural(side.relax.lives, 'Life', 'Lives')}` : '', side.relax.pep ? `gain ${side.relax.pep} Pep` : ''].filter(Boolean);
    add('relax', 'RELAX IN THE GLADE', { time: side.relax.time }, [`${cap(choices.join(' or '))}.`]);
  }
  if (side.sellForageables) {
    add('sellForageables', 'SELL FORAGEABLES', {}, Object.entries(side.sellForageables.byCount).map(([n, gems]) => `${n} identical forageables: ${plural(gems, 'Gem')}.`));
  }
  if (side.brews) {
    add('buyBrews', 'BUY BREWS', {}, [`${gemsList(side.brews.buy)}.`, 'The XP brew cannot be bought.']);
    add('craftBrews', 'CRAFT BREWS', {}, side.brews.craft.map((r) =>
      'needs' in r ? `${cap(itemName(r.item))}: ${r.needs.join(' + ')}.` : `${cap(itemName(r.item))}: any ${r.differentForageables} different forageables.`,
    ));
  }
  if (side.market) {
    add('buySell', 'BUY AND SELL', {}, [`Buy: ${gemsList(side.market.buy)}.`, `Sell: ${gemsList(side.market.sell)}.`]);
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

/** A skill's exact rule, from its effect (the card's own text says it in flavour). Rulebook 3, skills. */
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

/** Every sentence the guide shows for these Locations and characters, by id. */
export function guideWords(locations: readonly { id: string; blue: LocationSide; red: LocationSide }[], characters: readonly Character[]): GuideWords {
  return {
    locations: Object.fromEntries(locations.map((l) => [l.id, { blue: describeSide(l.blue), red: describeSide(l.red) }])),
    characters: Object.fromEntries(characters.map((c) => [c.id, { startingItem: itemName(c.startingItem), skillRules: c.skills.map((s) => describeSkill(s.effect)) }])),
  };
}

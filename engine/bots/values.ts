// What things are worth to the heuristic players, in Gem-equivalents, read from data/ (so a tuned price in
// data/ changes the bots' play without a code change). These are estimates for choosing, never rules.
import { content, storyCard, type Effect } from '../../data/index';
import { sideOf } from '../locations/common';
import type { GameState, ItemKey, LocationKey, SupplyCard, Verb } from '../types';
import { QUESTS } from '../../data/quests/index';
import { ofVerb } from '../verb';
import { handlerOf, type Reading } from '../../data/effect-reading';

const R = content.rules;
export const GEMS_TO_WIN = 60;

/** Squares of time still to spend: in town by day, and in all (rulebook 4: 3 days and 2 nights). */
export function timeLeft(s: GameState): { town: number; total: number } {
  const d = s.day;
  if (s.phase === 'day') {
    const today = R.dayTrack - s.timer;
    return { town: today + (3 - d) * R.dayTrack, total: today + (3 - d) * (R.dayTrack + R.nightTrack) };
  }
  const tonight = R.nightTrack - s.timer;
  return { town: (3 - d) * R.dayTrack, total: tonight + (3 - d) * R.dayTrack + (2 - d) * R.nightTrack };
}

/** The marginal worth of one more Life with `lives` now: the last ones are worth the game. */
export function lifeValue(lives: number): number {
  return [40, 14, 7, 3.5, 0][Math.max(0, Math.min(4, lives))];
}

/** The marginal worth of one more Pep: Pep is what marks and flight cost before Lives do. */
export function pepValue(pep: number, lives: number): number {
  if (pep >= 4) return 0;
  const base = [3, 1.8, 1.2, 0.8][pep];
  return lives <= 2 ? base * 1.5 : base;
}

/** What losing one Pep costs now (a Life when there is none). */
export function pepLoss(s: { pep: number; lives: number }): number {
  return s.pep > 0 ? pepValue(s.pep - 1, s.lives) : lifeValue(s.lives - 1);
}

const DECK = content.story;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Share of Story cards whose icon for this verb carries an exclamation mark. */
export const ALERT_RATE: Record<Verb, number> = {
  fish: mean(DECK.map((c) => (c.fish.alert ? 1 : 0))),
  dig: mean(DECK.map((c) => (c.material.alert ? 1 : 0))),
  forage: mean(DECK.map((c) => (c.forage.alert ? 1 : 0))),
};

export function alertOf(card: string, verb: Verb): boolean {
  const c = storyCard(card);
  return verb === 'fish' ? c.fish.alert : verb === 'dig' ? c.material.alert : c.forage.alert;
}

function market(s: GameState) {
  return sideOf(s, 'market').market!;
}

/** What a supply card is worth held: close to what it sells for, less while a sale is far off. */
export function holdValue(s: GameState, sc: SupplyCard): number {
  const c = storyCard(sc.card);
  if (sc.as === 'fish') {
    const prices = market(s).fish;
    // a loop rather than reduce with a closure: every town turn values the whole supply (strong.ts situation)
    let v = 0;
    for (const icon of c.fish.icons) v += icon === 'starfish' ? prices.starfish : prices.single * 1.3;
    return v * 0.9;
  }
  if (sc.as === 'material') {
    const craft = sideOf(s, 'scrapyard').craftTools!;
    return (craft.gems.gems / craft.gems.anyMaterials) * 0.9;
  }
  const table = sideOf(s, 'chemists').sellForageables!.byCount;
  const perIcon = (table['6'] ?? table['5'] ?? 0) / 6;
  return c.forage.icons.length * perIcon * 0.85;
}

/** Mean worth of one card drawn for a verb, as it would be held. */
export function drawValue(s: GameState, verb: Verb): number {
  // it depends only on the sides of the three Locations that buy what is drawn: remember it per combination
  // (nested by verb and side, so a look-up builds no key)
  const bySides = ofVerb(drawCache, verb);
  const { market: m, scrapyard: y, chemists: c } = s.sides;
  let byMarket = bySides.get(m);
  if (!byMarket) bySides.set(m, (byMarket = new Map()));
  let byYard = byMarket.get(y);
  if (!byYard) byMarket.set(y, (byYard = new Map()));
  let v = byYard.get(c);
  if (v === undefined) {
    const as = verb === 'fish' ? 'fish' : verb === 'dig' ? 'material' : 'forage';
    v = mean(DECK.map((card) => holdValue(s, { card: card.id, as })));
    byYard.set(c, v);
  }
  return v;
}
const drawCache: Record<Verb, Map<string, Map<string, Map<string, number>>>> = { fish: new Map(), dig: new Map(), forage: new Map() };

/** Mean loot Gems on a Story card. */
export const LOOT_MEAN = mean(DECK.map((c) => c.loot));

export function itemValue(s: GameState, item: ItemKey): number {
  const sell = market(s).sell[item] ?? 0;
  if (item === 'lifeBrew') return Math.max(sell, lifeValue(s.lives) * 0.6, 3);
  if (item === 'pepBrew') return Math.max(sell, 2 * pepValue(Math.min(3, s.pep), s.lives) * 0.6, 2);
  if (item === 'xpBrew') return Math.max(sell, 2.5);
  // tools earn their keep in the mines (rulebook example, step 5: buy tools before a quest)
  const questsLeft = s.questsAttempted.length < QUESTS.length && s.day < 3;
  return Math.max(sell, questsLeft ? TOOL_IN_MINES[item] ?? 1 : 1);
}

const TOOL_IN_MINES: Partial<Record<ItemKey, number>> = { shovel: 3.5, clock: 3, gloves: 2, torch: 1.5 };

/** The expected Gem-equivalent of running `effects` now (events' options, quest rewards). */
export function effectsValue(s: GameState, effects: readonly Effect[]): number {
  let v = 0;
  for (const e of effects) v += effectValue(s, e);
  return v;
}

/** One effect's expected Gem-equivalent (effectsValue's term). */
export function effectValue(s: GameState, e: Effect): number {
  // a quest's reward arrives in the quests' own, larger vocabulary (strong.ts rewardValue): the kinds this one does
  // not have (say, progress, ...) are worth nothing here
  return e.op in VALUES ? handlerOf(VALUES, e)(e, s) : 0;
}

/** The bots' reading of the vocabulary (data/effect-reading.ts): each kind of effect's worth now. */
const VALUES: Reading<Effect, number, [s: GameState]> = {
  gainGems: (e, s) => Math.min(e.n, GEMS_TO_WIN - s.gems),
  loseGems: (e, s) => -Math.min(e.n, s.gems),
  gainLives: (e, s) => (s.lives >= 4 ? 0 : lifeValue(s.lives) + (e.n - 1) * lifeValue(Math.min(4, s.lives + 1))),
  loseLives: (e, s) => -e.n * lifeValue(Math.max(0, s.lives - 1)),
  gainPep: (e, s) => e.n * pepValue(s.pep, s.lives),
  losePep: (e, s) => -e.n * pepLoss(s),
  gainXp: (e) => 2.5 * e.n,
  gainStrength: (e) => 2 * e.n,
  gainAgility: (e) => 2 * e.n,
  loot: (e) => e.n * LOOT_MEAN,
  acquire: (e) => e.n * 1.5,
  fish: (e, s) => e.n * drawValue(s, 'fish'),
  dig: (e, s) => e.n * drawValue(s, 'dig'),
  forage: (e, s) => e.n * drawValue(s, 'forage'),
  discardSupply: (e) => -e.n * 1.2,
  discardItem: (e, s) => (s.rucksack.length ? -1.5 * e.n : 0),
  gainItem: (e, s) => (s.rucksack.includes(e.item) ? 0 : 1.5),
  spendTime: (e) => -3.5 * e.n,
  flipLocation: (e, s) => (s.sides[e.location as LocationKey] === 'red' ? 0 : -1),
  roll: (e, s) => {
    const p = (e.high - e.low + 1) / 6;
    return p * effectsValue(s, e.then) + (1 - p) * effectsValue(s, e.else);
  },
  luck: (e, s) => 0.5 * effectsValue(s, e.good) + 0.5 * effectsValue(s, e.bad),
};

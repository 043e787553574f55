// The strong heuristic player: scores every legal action in Gem-equivalents from the state and the data
// (no look-ahead, so it is cheap enough for 10,000-campaign balance runs and the advisor's rollouts) and plays
// the best, breaking ties with its own dice. Free trades come before time is spent; time goes to the action
// worth most for the hour, with risk priced by the Lives and Pep at stake.
import { content, storyCard, type Effect } from '../../data/index';
import type { Action, GameState, ItemKey, LocationKey, Perk, SupplyCard, Verb } from '../types';
// the face-up side of a Location from a table made once (a Map look-up by name per score was a hot spot)
import { marksIgnored, sideOf } from '../locations/common';
import { activeSkills } from '../character';
import type { Bot } from './types';
import type { RandomGenerator } from './rng';
import { QUESTS, questById } from '../../data/quests/index';
import { seerForForage, stallMove, stallOdds } from './stalls';
import { makeUp } from '../carnival/fortune-forage';
import { fightOdds, keepScore, mineOf, mineWalk, walkScore, type Walk } from './mine';
import { printedChamber } from '../quests/mine';
import { randomInt } from './rng';
import { isTownTurn, leftOut, type LeftOut, type RolloutSession } from '../rollout-session';
import { noAction } from './campaign';
import { ofVerb } from '../verb';
import {
  ALERT_RATE, GEMS_TO_WIN, alertOf, drawValue, effectValue, effectsValue, holdValue, itemValue, lifeValue, pepLoss, pepValue, timeLeft,
} from './values';

/** Tunable numbers of the policy (the balance report names the bot, so these are part of its definition). */
export interface StrongWeights {
  /** expected net Gems of one carnival game, price paid */
  stall: number;
  /** expected worth of attempting a quest (reward less risk), per hour it is likely to take */
  quest: number;
  /** how far a free trade must beat holding to be made */
  tradeMargin: number;
}

export const STRONG_WEIGHTS: StrongWeights = { stall: 1.5, quest: 3, tradeMargin: 0.05 };

/** A free action worth doing is always done before time is spent. */
export const FREE_FIRST = 100;

/** The most an hour in town (gathering, beachcombing, relaxing, the carnival, the library, a quest attempt) can score:
 *  under FREE_FIRST, so a free action worth taking beats every hour by a whole Gem-equivalent. None comes near it
 *  (beachcombing scores at most 60, the Gems still wanting); the cap makes it a guarantee, which lets chooseStrong
 *  leave the hours unscored when a free action worth taking is on offer (most town turns: a sale, a purchase). */
export const HOUR_CAP = FREE_FIRST - 1;

interface Situation {
  s: GameState;
  /** hours left in town (day squares) */
  town: number;
  /** the purse can reach 60 this hour: sell what is needed and pay the Crows */
  cashOut: boolean;
  /** on the last day with one hour or less left: nothing held will be worth anything later */
  lastCall: boolean;
  /** squares of time left in all (timeLeft(s).total) */
  total: number;
  /** in a mine: the cost from each chamber to where the walk heads, worked out once per decision (lazily) */
  mineDist: Walk | undefined;
  /** an hour of fishing, digging or foraging as scored this decision, by GATHERING's order (NaN until scored; the
   *  seer's score weighs them too). Fields set in situation() keep one object shape for V8 (no object made later). */
  hours: [number, number, number];
  /** threeDrawPenalty by GATHERING's order (NaN until worked out) */
  penalty3: [number, number, number];
  /** the Story deck's sweet and stung cards (Fortune Forage's odds, the stall's and the seer's), counted lazily */
  deck: { sweet: number; stung: number } | undefined;
  /** a quest's reward as scored this decision, by quest id (each quest is offered with every tool, so up to four
   *  attempts share one reward), made on the first attempt scored */
  rewards: Map<string, number> | undefined;
}

/** The deck's make-up, counted once per decision. */
function deckOf(x: Situation): { sweet: number; stung: number } {
  return (x.deck ??= makeUp(x.s.deck));
}

function saleBonus(s: GameState, sale: 'fish' | 'forageables'): number {
  let b = 0;
  for (const e of activeSkills(s)) if (e.kind === 'saleBonus' && e.sale === sale) b += e.gems;
  return b;
}

function skillNumber(s: GameState, kind: 'extraDraws' | 'ignoreMarks' | 'workBonus' | 'sleepBonus', verb?: Verb): number {
  let n = 0;
  for (const e of activeSkills(s)) {
    if (e.kind === kind) {
      if ('verb' in e && verb && e.verb !== verb) continue;
      n += 'n' in e ? e.n : 'gems' in e ? e.gems : 'pep' in e ? e.pep : 0;
    }
  }
  return n;
}


function penaltyCost(s: GameState, e: Effect | undefined): number {
  if (!e) return 0;
  switch (e.op) {
    case 'losePep': return e.n * pepLoss(s);
    case 'loseLives': return e.n * lifeValue(s.lives - 1);
    case 'loseGems': return Math.min(e.n, s.gems);
    case 'discardSupply': return 1.2 * e.n;
    default: return -effectValue(s, e);
  }
}

function ladderOf(s: GameState, location: string, verb: Verb): Effect[] {
  const side = sideOf(s, location as LocationKey);
  return ofVerb(side, verb)?.penalties ?? [];
}

/** The cost of resolving `marks` exclamation marks at a Location, after the allowance. */
function ladderCost(s: GameState, location: string, verb: Verb, marks: number): number {
  const ladder = ladderOf(s, location, verb);
  const over = marks - marksIgnored(s, verb);
  let c = 0;
  for (let k = 0; k < over && k < ladder.length; k++) c += penaltyCost(s, ladder[k]);
  return c;
}

/** P(m marks in `draws` draws) for m = 0..draws, binomial at the verb's alert rate: a function of the verb and the
 *  draws alone, worked out once each (the same arithmetic, so the same numbers) rather than with two powers per
 *  term every time a draw action is scored. */
function markOdds(verb: Verb, draws: number): readonly number[] {
  const byDraws = ofVerb(oddsCache, verb);
  let probs = byDraws[draws];
  if (probs === undefined) {
    const p = ofVerb(ALERT_RATE, verb);
    probs = [];
    let binom = 1;
    for (let m = 0; m <= draws; m++) {
      if (m > 0) binom = (binom * (draws - m + 1)) / m;
      probs.push(binom * p ** m * (1 - p) ** (draws - m));
    }
    byDraws[draws] = probs;
  }
  return probs;
}
const oddsCache: Record<Verb, number[][]> = { fish: [], dig: [], forage: [] };

/** Expected cost of `draws` draws' exclamation marks at a Location (binomial marks less the allowance). */
function expectedPenalty(s: GameState, location: string, verb: Verb, draws: number): number {
  const free = marksIgnored(s, verb);
  const ladder = ladderOf(s, location, verb);
  const probs = markOdds(verb, draws);
  let cost = 0;
  for (let m = 0; m <= draws; m++) {
    const prob = probs[m];
    let c = 0;
    for (let k = 0; k < m - free && k < ladder.length; k++) c += penaltyCost(s, ladder[k]);
    cost += prob * c;
  }
  return cost;
}

/** Rulebook 5: drawing into Story's End costs its taxes and rot; worth dodging when the deck is nearly spent. */
function storyEndCost(x: Situation, draws: number): number {
  const s = x.s;
  // earlier in the game the reshuffle comes anyway; on the last day it may be dodged for good
  if (s.deck.length >= draws || s.storyEndPending || x.town > 4) return 0;
  const end = content.storyEnd[s.storyEndSide];
  return end.taxes + 1.2 * end.rot.reduce((n, e) => n + ('n' in e ? e.n : 0), 0);
}

/** Supply cards held as this kind (a count, without building the list). */
function heldOfKind(s: GameState, kind: 'fish' | 'material' | 'forage'): number {
  let n = 0;
  for (const c of s.supply) if (c.as === kind) n++;
  return n;
}

function verbKind(verb: Verb): 'fish' | 'material' | 'forage' {
  return verb === 'fish' ? 'fish' : verb === 'dig' ? 'material' : 'forage';
}

/** Marks on the next `draws` cards when the seer has shown them (the player knows them), else null. */
function knownMarks(s: GameState, verb: Verb, draws: number): number | null {
  if (s.seerKnown < draws) return null;
  let marks = 0;
  for (let i = 0; i < draws && i < s.deck.length; i++) if (alertOf(s.deck[i], verb)) marks++;
  return marks;
}

const GATHERED_AT: Record<Verb, string> = { fish: 'coppersand', dig: 'scrapyard', forage: 'glade' };
const GATHERING: Record<Verb, 0 | 1 | 2> = { fish: 0, dig: 1, forage: 2 };

/** An hour of gathering's score, worked out once per decision. */
function gatheringHour(x: Situation, verb: Verb): number {
  const i = ofVerb(GATHERING, verb);
  const known = x.hours[i];
  return Number.isNaN(known) ? (x.hours[i] = drawActionValue(x, verb)) : known;
}

/** The expected cost of 3 draws' marks where this verb is gathered, worked out once per decision: an hour's score
 *  and the seer's both weigh it. */
function threeDrawPenalty(x: Situation, verb: Verb): number {
  const i = ofVerb(GATHERING, verb);
  const known = x.penalty3[i];
  return Number.isNaN(known) ? (x.penalty3[i] = expectedPenalty(x.s, ofVerb(GATHERED_AT, verb), verb, 3)) : known;
}

/** An hour of gathering where this verb is done (GATHERED_AT): the cards kept, less the marks' and Story's End's cost. */
function drawActionValue(x: Situation, verb: Verb): number {
  const s = x.s;
  const location = ofVerb(GATHERED_AT, verb);
  const side = sideOf(s, location as LocationKey);
  const spec = ofVerb(side, verb);
  if (!spec) return -10;
  const draws = spec.draws + skillNumber(s, 'extraDraws', verb);
  const room = Math.max(0, content.rules.supplyLimit - heldOfKind(s, verbKind(verb)));
  const v = drawValue(s, verb);
  const kept = Math.min(draws, room + 1);
  const known = knownMarks(s, verb, Math.min(draws, 3));
  const penalty = known !== null ? ladderCost(s, location, verb, known) : draws >= 3 ? threeDrawPenalty(x, verb) : expectedPenalty(s, location, verb, draws);
  return kept * v + (draws - kept) * v * 0.25 - penalty - storyEndCost(x, draws);
}

/** What a sale or craft gives, in Gems, as the engine will pay it (read from data). */
export function tradeGain(s: GameState, a: Action): number | null {
  switch (a.type) {
    case 'sellFish': {
      const prices = sideOf(s, 'market').market!.fish;
      const bonus = saleBonus(s, 'fish');
      // the Market pays per sale, not per icon: a card showing two fish sold as "1 fish" is still one single (guide)
      return prices[a.sale] + bonus;
    }
    case 'sellForageables': {
      const table = sideOf(s, 'chemists').sellForageables!.byCount;
      // the most of one icon the cards show, counted in two scratch lists (a handful of kinds: a scan beats a Map,
      // whose clear() or creation per sale scored was a hot spot)
      let most = -Infinity;
      let kinds = 0;
      for (const c of a.cards)
        for (const i of storyCard(c).forage.icons) {
          let k = 0;
          while (k < kinds && iconKinds[k] !== i) k++;
          if (k === kinds) {
            iconKinds[k] = i;
            iconTally[k] = 0;
            kinds++;
          }
          const n = ++iconTally[k];
          if (n > most) most = n;
        }
      const n = Math.min(6, most);
      return (table[String(n)] ?? 0) + saleBonus(s, 'forageables');
    }
    case 'craftGems': return sideOf(s, 'scrapyard').craftTools!.gems.gems;
    case 'sellItem': return sideOf(s, 'market').market!.sell[a.item] ?? 0;
    default: return null;
  }
}

/** tradeGain's scratch: the forageable icons met and how many of each, valid up to its count of kinds per call */
const iconKinds: string[] = [];
const iconTally: number[] = [];

/** What the cards are worth held (holdValue of each, summed in order), each read from the supply as it is held. */
function heldValue(s: GameState, cards: readonly string[]): number {
  let v = 0;
  for (const id of cards) v += holdValue(s, heldCard(s, id) ?? { card: id, as: 'fish' });
  return v;
}

/** The supply card with this id (supply.find without a closure per look-up: scored for every sale of every turn). */
function heldCard(s: GameState, id: string): SupplyCard | undefined {
  const supply = s.supply;
  for (let i = 0; i < supply.length; i++) if (supply[i].card === id) return supply[i];
  return undefined;
}

export function situation(s: GameState): Situation {
  const t = timeLeft(s);
  const inTown = s.phase === 'day' && s.place.at !== 'mine';
  // a rough liquidation: every card at its held worth, which the sales roughly pay (summed only where it can matter:
  // out of town there is no cashing out, and most decisions are in a mine)
  let cashOut = false;
  if (inTown) {
    let liquid = 0;
    for (const sc of s.supply) liquid += holdValue(s, sc) / 0.9;
    cashOut = s.gems + liquid >= GEMS_TO_WIN;
  }
  const lastCall = s.day === 3 && s.phase === 'day' && t.town <= 1;
  return { s, town: t.town, cashOut, lastCall, total: t.total, mineDist: undefined, hours: [NaN, NaN, NaN], penalty3: [NaN, NaN, NaN], deck: undefined, rewards: undefined };
}

function perkScore(s: GameState, perk: Perk, level: number): number {
  switch (perk) {
    case 'meditator': return (4 - s.lives) * lifeValue(s.lives) * 0.7 + (4 - s.pep) * 0.8;
    case 'merchant': return Math.min(level, GEMS_TO_WIN - s.gems);
    case 'acrobat': return s.agility === 3 || s.agility === 5 ? 6 : 1;
    case 'fighter': return 1.5;
  }
}

function drinkScore(x: Situation, item: ItemKey): number {
  const s = x.s;
  if (item === 'lifeBrew') return s.lives <= 1 || (s.lives <= 2 && s.pep === 0) ? FREE_FIRST + lifeValue(s.lives) : -1;
  if (item === 'pepBrew') return s.pep === 0 || (s.pep <= 1 && s.lives <= 2) ? FREE_FIRST + 2 * pepValue(s.pep, s.lives) : -1;
  if (item === 'xpBrew') {
    return nextLevelNeed(s.xp) - s.xp === 1 ? FREE_FIRST + 2 : x.lastCall ? 1 : -1;
  }
  return -1;
}

/** The score of one legal action: Gem-equivalents, with FREE_FIRST added to free actions worth taking. */
export function scoreAction(x: Situation, a: Action, w: StrongWeights = STRONG_WEIGHTS): number {
  const s = x.s;
  const pending = s.pending[0];
  switch (a.type) {
    // --- the Crows' Nest: the goal
    case 'payCrows': return 10_000;

    // --- free trades
    case 'sellFish': case 'sellForageables': case 'craftGems': case 'sellItem': {
      // an item is sold only to cash out or on the last call (worked out first: most turns offer two or three items)
      if (a.type === 'sellItem' && !x.cashOut && !x.lastCall) return -1;
      const gain = Math.min(tradeGain(s, a) ?? 0, GEMS_TO_WIN - s.gems);
      const held = a.type === 'sellItem' ? itemValue(s, a.item) : heldValue(s, a.cards);
      if (x.cashOut || x.lastCall) return gain > 0 ? FREE_FIRST + gain - held * 0.1 : -1;
      const net = gain - held;
      return net > w.tradeMargin ? FREE_FIRST + net : net - 1;
    }
    case 'craftXp': {
      const held = heldValue(s, a.cards);
      const net = xpWorth(s) - held;
      return net > w.tradeMargin && !x.cashOut ? FREE_FIRST + net : net - 1;
    }
    case 'craftTool': case 'craftBrew': {
      const held = heldValue(s, a.cards);
      const net = (s.rucksack.includes(a.item) ? 0 : itemValue(s, a.item)) - held;
      return net > 0.1 && !x.cashOut ? FREE_FIRST + net : net - 1;
    }
    case 'buyBrew': case 'buyTool': {
      const m = a.type === 'buyBrew' ? sideOf(s, 'chemists').brews!.buy : sideOf(s, 'market').market!.buy;
      const price = m[a.item] ?? 99;
      const want = a.item === 'lifeBrew' && s.lives <= 2 ? lifeValue(s.lives) : a.item === 'pepBrew' && s.pep <= 1 ? 2 * pepValue(s.pep, s.lives)
        : a.type === 'buyTool' && !s.rucksack.includes(a.item) && s.gems >= 15 ? itemValue(s, a.item) : 0;
      const net = want - price;
      return net > 0 && !x.cashOut ? FREE_FIRST + net : net - 1;
    }
    case 'buyFood': {
      const food = sideOf(s, 'carnival').food!;
      const gain = (s.lives < 4 ? food.lives * lifeValue(s.lives) : 0) + food.pep * pepValue(s.pep, s.lives);
      const net = gain - food.gems * 1.5;
      return net > 0 && !x.cashOut ? FREE_FIRST + net : net - 1;
    }
    case 'useItem': return drinkScore(x, a.item);

    // --- hours in town (each kept under HOUR_CAP)
    case 'goFishing': case 'dig': case 'goForaging': case 'beachcomb': case 'relax': case 'visitStalls': case 'visitSeer': case 'visitLibrary':
      return Math.min(HOUR_CAP, hourScore(x, a, w));

    // --- night at home (rulebook 6)
    case 'work': return content.rules.night.work.gems + skillNumber(s, 'workBonus');
    case 'sleep': return (content.rules.night.sleep.pep + skillNumber(s, 'sleepBonus')) * pepValue(s.pep, s.lives) - (s.pep >= 4 ? 3 : 0);
    case 'dinner': {
      const sc = heldCard(s, a.card);
      return (s.lives < 4 ? content.rules.night.dinner.lives * lifeValue(s.lives) : -3) - (sc ? holdValue(s, sc) : 0);
    }

    // --- answers to decisions
    case 'discard': {
      const sc = heldCard(s, a.card);
      return sc ? -holdValue(s, sc) : 0;
    }
    case 'discardItem': return -itemValue(s, a.item);
    case 'stopDrawing': return 0;
    case 'drawAgain': {
      if (!pending || pending.kind !== 'keepDrawing') return 0;
      // counted in a loop (no list made: a gathering asks this after every draw)
      let marks = 0;
      for (let i = 0; i < pending.drawn.length; i++) if (alertOf(pending.drawn[i], pending.verb)) marks++;
      const next = marks + 1 - marksIgnored(s, pending.verb);
      const ladder = ladderOf(s, pending.location, pending.verb);
      const pAlert = s.seerKnown > 0 && s.deck.length > 0 ? (alertOf(s.deck[0], pending.verb) ? 1 : 0) : ofVerb(ALERT_RATE, pending.verb);
      const risk = next >= 1 && next <= ladder.length ? pAlert * penaltyCost(s, ladder[next - 1]) : 0;
      const full = heldOfKind(s, verbKind(pending.verb)) >= content.rules.supplyLimit;
      return drawValue(s, pending.verb) * (full ? 0.25 : 1) - risk;
    }
    case 'useGloves': {
      if (!pending || pending.kind !== 'gloves') return 0;
      const ladder = ladderOf(s, pending.location, pending.verb);
      return penaltyCost(s, ladder[pending.marks - 1]) - itemValue(s, 'gloves');
    }
    case 'declineGloves': return 0;
    case 'perk': return perkScore(s, a.perk, pending && pending.kind === 'levelUp' ? pending.level : 2);
    case 'option': {
      if (!pending || pending.kind !== 'eventOption') return 0;
      const opt = storyCard(pending.card).options?.[a.index];
      return opt ? effectsValue(s, opt.effects) : 0;
    }
    case 'seerOrder': return seerOrderScore(s, a.order);
    case 'stall': return 0;
    case 'quest': return questScore(x, a, w);
  }
  return 0;
}

/** The score of an hour spent in town (scoreAction's hours, before HOUR_CAP). */
export function hourScore(x: Situation, a: Action, w: StrongWeights): number {
  const s = x.s;
  switch (a.type) {
    case 'goFishing': return gatheringHour(x, 'fish');
    case 'dig': return gatheringHour(x, 'dig');
    case 'goForaging': return gatheringHour(x, 'forage');
    case 'beachcomb': return Math.min(beachcombMean(sideOf(s, 'coppersand').beachcomb!.bonus), GEMS_TO_WIN - s.gems);
    case 'relax': {
      const r = sideOf(s, 'glade').relax!;
      return a.gain === 'life' ? (s.lives < 4 ? r.lives * lifeValue(s.lives) : -5) : Math.min(r.pep, 4 - s.pep) * pepValue(s.pep, s.lives) - (s.pep >= 4 ? 5 : 0);
    }
    case 'visitStalls': {
      return stallWorth(s, stallOdds(s, a.game, a.game === 'fortune-forage' ? deckOf(x) : undefined)) + w.stall;
    }
    case 'visitSeer': {
      const seer = sideOf(s, 'carnival').seer!;
      if (s.seerKnown > 0) return -5;
      // knowing the next four cards lets the next draw dodge its exclamation marks: worth most when marks would hurt
      const dodged = Math.max(threeDrawPenalty(x, 'fish'), threeDrawPenalty(x, 'forage'));
      return Math.max(dodged * 0.7, seerThenForage(x)) - seer.gems;
    }
    case 'visitLibrary': {
      const lib = sideOf(s, 'miners').library!;
      // Agility to 4 (or 6) ignores one more exclamation mark on every draw; Strength wins the mines' fights
      const questsLeft = QUESTS.length - s.questsAttempted.length;
      const gain = a.stat === 'agility' ? (s.agility === 3 || s.agility === 5 ? Math.min(10, x.town * 0.9) : 0.5) : s.strength < 6 ? 1.8 * questsLeft : 0;
      return gain - lib.gems;
    }
  }
  return 0;
}

/** Quests (rulebook 7): attempt when the reward is worth the risk; in the mine, walk toward the goal, then out. */
function questScore(x: Situation, a: Extract<Action, { type: 'quest' }>, w: StrongWeights): number {
  const s = x.s;
  const q = a.action;
  const m = mineOf(s);
  switch (q.type) {
    case 'attempt': return Math.min(HOUR_CAP, attemptScore(x, q, w));
    case 'move': {
      if (!m) return 0;
      // the same for every move of this decision: worked out for the first and kept in the situation
      x.mineDist ??= mineWalk(s, m, x.total);
      // less the cost from there, and REVISIT for walking back into a chamber already visited (resolved again, 7a)
      return walkScore(x.mineDist, m, String(q.to));
    }
    case 'fight': return m ? fightOdds(s, m) * 4 - (s.pep === 0 ? 0 : 1.6) : 0;
    case 'flee': return s.pep > 0 ? 0 : -10;
    case 'reroll': {
      const f = m?.fight;
      if (!f || f.roll === null) return -1;
      return f.roll <= 2 && s.pep >= 2 ? 1 : -1;
    }
    case 'keepRoll': return 0;
    case 'charm': {
      const f = m?.fight;
      if (!f || f.roll === null || f.hazardRoll === null) return -1;
      const gap = f.hazardRoll + f.strength + f.depth + (s.phase === 'night' ? 1 : 0) + (s.setup.harder.hazardsPlusOne ? 1 : 0) - (f.roll + s.strength + f.special);
      return gap > 0 && gap <= 3 ? 1 : -1;
    }
    case 'special': return 0.5;
    case 'settle': return 0;
    case 'draw': {
      const kind = m ? printedChamber(m, m.at) : undefined;
      const verb = (kind && 'action' in kind ? kind.action : 'fish') as Verb;
      return drawValue(s, verb) - (q.clock ? 0 : 0.5) + (q.clock ? 1 : 0);
    }
    case 'stop': return 0;
    case 'option': {
      const pending = s.pending[0];
      const card = pending && pending.kind === 'quest' ? (pending.data.card as string | undefined) : undefined;
      const opt = card ? storyCard(card).options?.[Number(q.index)] : undefined;
      return opt ? effectsValue(s, opt.effects) : 0;
    }
    case 'shovel': return q.use ? 0.5 : 0;
    case 'keep': return keepScore(String(q.card));
    case 'torch': return -100;
    case 'useSpecial': return -0.5;
  }
  return 0;
}

/** A quest attempt's score (questScore's, before HOUR_CAP): the reward against the risk to Lives. */
export function attemptScore(x: Situation, q: Extract<Action, { type: 'quest' }>['action'], w: StrongWeights = STRONG_WEIGHTS): number {
  const s = x.s;
  if (s.lives < 3 || s.pep < 2 || x.total < 4 || x.cashOut) return -5;
  const quest = questById(String(q.quest));
  const tool = q.tool ? itemValue(s, q.tool as ItemKey) : 0;
  // quests spend little time; their cost is the risk to Lives, priced against the reward
  return w.quest + rewardValue(x, quest.id, quest.reward.effects as unknown as Effect[]) * 0.6 + tool - (quest.depth === 'deep' ? 3 : 1.5) * (5 - s.lives);
}

/** A quest's reward in Gem-equivalents now (effectsValue), worked out once per quest per decision. */
function rewardValue(x: Situation, quest: string, effects: readonly Effect[]): number {
  const rewards = (x.rewards ??= new Map());
  let v = rewards.get(quest);
  if (v === undefined) rewards.set(quest, (v = effectsValue(x.s, effects)));
  return v;
}

/** A carnival game's expected prize less its price, with the 1 XP a 7-Gem win brings while Bay Carnival is blue
 *  (guide). */
function stallWorth(s: GameState, odds: { ev: number; pBig: number }): number {
  const xp = s.sides.carnival === 'blue' ? odds.pBig * XP_VALUE : 0;
  return odds.ev - sideOf(s, 'carnival').stalls!.gems + xp;
}

/** The seer, then Fortune Forage on the next hour with the shown cards called right (the worked example's pairing):
 *  what the pair is worth beyond the hour the stall takes, priced at the best gathering hour now. Zero when the
 *  stall is played already, the purse cannot pay both, or the day has no second hour in town. */
function seerThenForage(x: Situation): number {
  const s = x.s;
  const carnival = sideOf(s, 'carnival');
  if (x.town < 2 || s.gems < carnival.seer!.gems + carnival.stalls!.gems) return 0;
  const odds = seerForForage(s, carnival.seer!.cards, deckOf(x));
  if (!odds) return 0;
  // no stall nudge (w.stall) here: the pair is weighed as it pays, and measured so it is only chosen when it helps
  const pair = stallWorth(s, odds);
  const hour = Math.max(0, gatheringHour(x, 'fish'), gatheringHour(x, 'dig'), gatheringHour(x, 'forage'));
  return pair - hour;
}

/** Beachcombing's mean Gems with this bonus (the difference of two dice plus the bonus, never below 0): a function of
 *  the bonus alone, summed once per bonus in the same order (so the same number) rather than over 36 rolls per turn. */
function beachcombMean(bonus: number): number {
  let ev = combMeans.get(bonus);
  if (ev === undefined) {
    ev = 0;
    for (let i = 1; i <= 6; i++) for (let j = 1; j <= 6; j++) ev += Math.max(0, Math.abs(i - j) + bonus) / 36;
    combMeans.set(bonus, ev);
  }
  return ev;
}
const combMeans = new Map<number, number>();

/** XP in Gem-equivalents: a level's perk, and LEVEL 3's deep quests and second skill. */
const XP_VALUE = 3;
function xpWorth(s: GameState): number {
  return nextLevelNeed(s.xp) - s.xp === 1 ? XP_VALUE + 3 : XP_VALUE;
}

/** The XP the next level needs (Infinity past the last): levels.find(need > xp), as a loop with no closure. */
function nextLevelNeed(xp: number): number {
  const levels = content.rules.levels;
  for (let i = 0; i < levels.length; i++) if (levels[i] > xp) return levels[i];
  return Infinity;
}

/** The seer's cards go back best first: no exclamation marks, most icons, for fishing, digging and foraging alike. */
function seerOrderScore(s: GameState, order: readonly string[]): number {
  let v = 0;
  order.forEach((id, i) => {
    const c = storyCard(id);
    const good = (c.fish.alert ? 0 : 1) + (c.forage.alert ? 0 : 1) + (c.material.alert ? 0 : 1) + c.fish.icons.length * 0.3;
    v += good / (i + 1);
  });
  void s;
  return v;
}

export function chooseStrong(state: GameState, legal: readonly Action[], rng: RandomGenerator, w: StrongWeights = STRONG_WEIGHTS): Action {
  if (legal.length === 1) return legal[0];
  if (legal[0].type === 'stall') {
    const move = stallMove(state, legal.map((a) => (a as Extract<Action, { type: 'stall' }>).action));
    if (move) return legal.find((a) => (a as Extract<Action, { type: 'stall' }>).action === move)!;
  }
  const x = situation(state);
  // First every action but the hours: when one scores FREE_FIRST or more, no hour can match it (HOUR_CAP), so the
  // hours would neither be best nor tie, and the pick is the same without scoring them. Otherwise all again, in the
  // list's order, with the scores kept from the first walk (ties go by that order).
  // (hours are offered only on a town turn; there every Guild quest action is an attempt)
  const n = legal.length;
  if (scratchScores.length < n) scratchScores = new Float64Array(2 * n);
  const scores = scratchScores;
  const town = isTownTurn(state);
  let hours = 0;
  for (let i = 0; i < n; i++) {
    const a = legal[i];
    if (town && HOUR_TYPES.has(a.type)) {
      scores[i] = NaN;
      hours++;
    } else scores[i] = scoreAction(x, a, w);
  }
  // pickFrom passes over the unscored (NaN is neither above nor near any score)
  if (pickFrom(legal, scores) >= FREE_FIRST || hours === 0) return pickedWith(rng);
  for (let i = 0; i < n; i++) if (Number.isNaN(scores[i])) scores[i] = scoreAction(x, legal[i], w);
  pickFrom(legal, scores);
  return pickedWith(rng);
}

/** chooseStrong in a rollout (Bot.chooseInRollout): the same pick with the same dice, but a town turn asks the rules
 *  for its hours (and the trades that cannot reach FREE_FIRST now, belowFreeFirst) only when no free action scores
 *  FREE_FIRST (rollout-session.ts townWithout): most town turns take a free action, and listing the hours cost about
 *  a third of listing the turn. */
export function chooseStrongInRollout(state: GameState, rng: RandomGenerator, session: RolloutSession, w: StrongWeights = STRONG_WEIGHTS): Action {
  if (!isTownTurn(state)) {
    const legal = session.legal(state);
    if (legal.length === 0) throw new Error(noAction(state));
    return chooseStrong(state, legal, rng, w);
  }
  const x = situation(state);
  const free = session.townWithout(state, LEFT_OUT[belowFreeFirst(x)]);
  const n = free.length;
  if (scratchScores.length < n) scratchScores = new Float64Array(2 * n);
  const scores = scratchScores;
  for (let i = 0; i < n; i++) scores[i] = scoreAction(x, free[i], w);
  // no hour can match or tie a free action at FREE_FIRST (HOUR_CAP): the pick among all would be this one
  if (n > 0 && pickFrom(free, scores) >= FREE_FIRST) return pickedWith(rng);
  const all = session.townRest(state);
  if (all.length === 0) throw new Error(noAction(state));
  if (all.length === 1) return all[0];
  if (allScores.length < all.length) allScores = new Float64Array(2 * all.length);
  // the free actions are the same objects, in the same order, among all: their scores are kept
  let k = 0;
  for (let i = 0; i < all.length; i++) allScores[i] = k < n && all[i] === free[k] ? scores[k++] : scoreAction(x, all[i], w);
  pickFrom(all, allScores);
  return pickedWith(rng);
}

/** The types of a town turn's hours, whose scores stay under HOUR_CAP (on a town turn every Guild quest action is an
 *  attempt). */
export const HOUR_TYPES: ReadonlySet<string> = new Set(['goFishing', 'dig', 'goForaging', 'beachcomb', 'relax', 'visitStalls', 'visitSeer', 'visitLibrary', 'quest']);
/** Free trades that score under FREE_FIRST in some situations, a bit each (belowFreeFirst). */
const BELOW = ['sellItem', 'buyTool', 'buyBrew', 'buyFood'] as const;

/** Which of BELOW's trades cannot reach FREE_FIRST now, as bits: the bounds of scoreAction's own cases (keep in step;
 *  strong.test.ts holds the picks to scoring everything). An item sale scores -1 unless cashing out or on the last
 *  call. A purchase reaches FREE_FIRST only with a positive net worth and no cashing out, and its worth is nothing
 *  unless a Life brew is wanted (2 Lives or fewer), a Pep brew is (1 Pep or less), a tool is (15 Gems or more, for
 *  a tool not carried) or the food is (a Life or a Pep short of 4). */
function belowFreeFirst(x: Situation): number {
  const s = x.s;
  const brewWanted = s.lives <= 2 || s.pep <= 1;
  let bits = 0;
  if (!x.cashOut && !x.lastCall) bits |= 1;
  if (x.cashOut || (!brewWanted && s.gems < 15)) bits |= 2;
  if (x.cashOut || !brewWanted) bits |= 4;
  if (x.cashOut || (s.lives >= 4 && s.pep >= 4)) bits |= 8;
  return bits;
}

/** The types a rollout's town turn leaves out of its first list, by belowFreeFirst's bits: the hours always. */
export const LEFT_OUT: readonly LeftOut[] = Array.from({ length: 1 << BELOW.length }, (_, bits) =>
  leftOut([...HOUR_TYPES, ...BELOW.filter((_, i) => bits & (1 << i))]));

/** pickFrom's pick: the best, or one of the tied rolled with the player's dice. */
function pickedWith(rng: RandomGenerator): Action {
  return picked.tied === null ? picked.first! : picked.tied[randomInt(rng, 0, picked.tied.length - 1)];
}

/** chooseStrong's scores by the legal list's index (NaN: not scored), reused from decision to decision (like allScores
 *  and picked: scoring never makes a choice, so no choice starts while another is being scored). */
let scratchScores = new Float64Array(64);
/** chooseStrongInRollout's scores of a whole town turn when the free ones fell short */
let allScores = new Float64Array(64);

/** The best-scored action and the actions tied with it (null when none is), from pickFrom. */
const picked: { first: Action | null; tied: Action[] | null } = { first: null, tied: null };

/** Walks the scores in the list's order as the strong player always has (a score more than 1e-9 above the best so far
 *  is the new best; one within 1e-9 of it ties; an unscored NaN is neither); fills `picked` (its tied list only when
 *  there is a tie, which most choices have none of) and returns the best score. */
function pickFrom(legal: readonly Action[], scores: Float64Array): number {
  let first: Action | null = null;
  let tied: Action[] | null = null;
  let bestScore = -Infinity;
  for (let i = 0; i < legal.length; i++) {
    const v = scores[i];
    const a = legal[i];
    if (v > bestScore + 1e-9) {
      bestScore = v;
      first = a;
      tied = null;
    } else if (v > bestScore - 1e-9) (tied ??= [first!]).push(a);
  }
  picked.first = first;
  picked.tied = tied;
  return bestScore;
}

/** Starting skill per character: the one that pays every day (sales, work, Wren's mark-free digging at the Scrapyard).
 *  Measured for Wren (600 normal campaigns each): Scrap Sense first 54%, Quick Feet first 48-50%. */
const SKILL: Record<string, 0 | 1> = { peth: 1, wren: 0, maudie: 1, tobias: 0 };

/** The +1 stat per character: Agility ignores marks on every draw and gets Wren away before Quick Feet comes with
 *  LEVEL 3 (with it, any Agility escapes every hazard). Measured for Wren: Agility 54%, Strength 48%. */
const STAT: Record<string, 'agility' | 'strength'> = {};

export function createStrongBot(w: StrongWeights = STRONG_WEIGHTS, name = 'strong'): Bot {
  return {
    name,
    setup: (character) => ({ startingSkill: SKILL[character] ?? 0, plusOneStat: STAT[character] ?? 'agility' }),
    choose: (state, legal, rng) => chooseStrong(state, legal, rng, w),
    chooseInRollout: (state, rng, session) => chooseStrongInRollout(state, rng, session, w),
  };
}

export const strongBot: Bot = createStrongBot();

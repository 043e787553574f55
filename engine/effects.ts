// The effect vocabulary (data/README.md): what cards, penalties, rot, demands and options do, read from data.
// Effects run in order; one that needs the player's choice queues a decision holding the rest (`then`).
import { content, storyCard, locationCard } from '../data/index';
import { draftList, emit, rollDie, type Ctx } from './draft';
import {
  flipLocation, gainGems, gainItem, gainLives, gainPep, gainStat, gainXp, loseGems, loseLives, losePep, endGame,
} from './character';
import { cardCount, discardSupplyCard, cardsOf, KIND_WORD, iconCount } from './supply';
import { drawStory, drawToSupply, lootOrAcquire, reshuffleStory } from './story';
import { spendTime } from './time';
import type { EngineEffect, Verb } from './types';
import { handlerOf, type Reading } from '../data/effect-reading';

export interface EffectOptions {
  /** words for the ledger: "Coppersand penalty", "Story's End", "The Gamblers" */
  why: string;
  /** rulebook 7a: a Story chamber's depth is deducted from rolls on RANDOM cards (to a minimum of 1) */
  rollPenalty?: number;
}

/** Run effects in order. Returns false if it stopped for a decision (the rest waits in that decision's `then`). */
export function runEffects(c: Ctx, effects: readonly EngineEffect[], opts: EffectOptions): boolean {
  for (let i = 0; i < effects.length; i++) {
    if (c.s.status !== 'playing') return true;
    const r = runOne(c, effects[i], restOf(effects, i + 1), opts);
    if (r === PAUSED) return false;
    if (r === CONSUMED) return true;
  }
  return true;
}

/** runEffects(c, [e], opts) without the one-effect list (the mine's queue runs the engine's effects one at a time,
 *  quests/run.ts). */
export function runEffect(c: Ctx, e: EngineEffect, opts: EffectOptions): boolean {
  if (c.s.status !== 'playing') return true;
  return runOne(c, e, NO_REST, opts) !== PAUSED;
}

/** What follows the effect at `from - 1`: most effects are the last of their list (a card's one effect, the mine's
 *  effects run one at a time), and their rest is one shared empty list, not a new one each (issue 27). Frozen: a rest
 *  is only read (a decision holds it as its `then`, run later), never added to. */
function restOf(effects: readonly EngineEffect[], from: number): EngineEffect[] {
  return from >= effects.length ? NO_REST : effects.slice(from);
}
const NO_REST: EngineEffect[] = Object.freeze([]) as unknown as EngineEffect[];

const GO_ON = 0;
/** a decision was queued and now owns the rest */
const PAUSED = 1;
/** a nested run already ran the rest to the end */
const CONSUMED = 2;
type Step = typeof GO_ON | typeof PAUSED | typeof CONSUMED;

/** Run `effects` (which already end with the outer rest) in a nested run and say how the outer loop goes on. */
function nested(c: Ctx, effects: EngineEffect[], o: EffectOptions): Step {
  return runEffects(c, effects, o) ? CONSUMED : PAUSED;
}

/** One effect, with the rest of its list in `rest` for a decision to hold. */
function runOne(c: Ctx, e: EngineEffect, rest: EngineEffect[], o: EffectOptions): Step {
  return handlerOf(RULES, e)(e, c, rest, o);
}

/** The rules' reading of the vocabulary (data/effect-reading.ts): what each kind of effect does to the state. */
const RULES: Reading<EngineEffect, Step, [c: Ctx, rest: EngineEffect[], o: EffectOptions]> = {
  gainGems: (e, c, _r, o) => (gainGems(c, e.n, o.why), GO_ON),
  loseGems: (e, c, _r, o) => (loseGems(c, e.n, o.why), GO_ON),
  gainLives: (e, c, _r, o) => (gainLives(c, e.n, o.why), GO_ON),
  loseLives: (e, c, _r, o) => (loseLives(c, e.n, o.why), GO_ON),
  gainPep: (e, c, _r, o) => (gainPep(c, e.n, o.why), GO_ON),
  losePep: (e, c, _r, o) => (losePep(c, e.n, o.why), GO_ON),
  gainXp: (e, c, _r, o) => (gainXp(c, e.n, o.why), GO_ON),
  gainStrength: (e, c, _r, o) => (gainStat(c, 'strength', e.n, o.why), GO_ON),
  gainAgility: (e, c, _r, o) => (gainStat(c, 'agility', e.n, o.why), GO_ON),
  loot: (e, c, _r, o) => (lootOrAcquire(c, e.op, e.n, o.why), GO_ON),
  acquire: (e, c, _r, o) => (lootOrAcquire(c, e.op, e.n, o.why), GO_ON),
  fish: (e, c, _r, o) => (drawToSupply(c, e.op, e.n, o.why), GO_ON),
  dig: (e, c, _r, o) => (drawToSupply(c, e.op, e.n, o.why), GO_ON),
  forage: (e, c, _r, o) => (drawToSupply(c, e.op, e.n, o.why), GO_ON),
  gainItem: (e, c, _r, o) => (gainItem(c, e.item, o.why), GO_ON),
  spendTime: (e, c) => (spendTime(c, e.n), GO_ON),
  flipLocation: (e, c, _r, o) => (flipLocation(c, e.location, o.why), GO_ON),
  discardSupply: (e, c, rest, o) => {
    const s = c.s;
    const have = cardCount(s, e.kind);
    if (have === 0) {
      if (!c.quiet) emit(c, 'discard', `${o.why}: you have no ${KIND_WORD[e.kind]} cards to discard.`);
      return GO_ON;
    }
    if (have <= e.n) {
      // an index loop over the list (not a for-of's iterator): a rare path, first met in a warm advisor pool's
      // compiled runOne, where the iterator's read deopted it ("wrong map") in both workers
      const cards = cardsOf(s, e.kind);
      for (let i = 0; i < cards.length; i++) discardSupplyCard(c, cards[i].card, o.why);
      return GO_ON;
    }
    s.pending.unshift({ kind: 'discardSupply', supply: e.kind, count: e.n, reason: o.why, then: rest });
    return PAUSED;
  },
  discardItem: (e, c, rest, o) => {
    const s = c.s;
    if (s.rucksack.length === 0) {
      if (!c.quiet) emit(c, 'item', `${o.why}: your rucksack is empty.`);
      return GO_ON;
    }
    s.pending.unshift({ kind: 'discardItem', count: Math.min(e.n, s.rucksack.length), reason: o.why, then: rest });
    return PAUSED;
  },
  roll: (e, c, rest, o) => {
    const raw = rollDie(c);
    const roll = o.rollPenalty ? Math.max(1, raw - o.rollPenalty) : raw;
    const hit = roll >= e.low && roll <= e.high;
    if (!c.quiet) emit(c, 'roll', `${o.why}: you roll ${raw}${roll !== raw ? `, ${roll} after the depth` : ''}: ${hit ? 'within' : 'outside'} ${e.low}-${e.high}.`, { roll: raw, chance: true });
    return nested(c, [...(hit ? e.then : e.else), ...rest], o);
  },
  luck: (e, c, rest, o) => {
    const id = drawStory(c, c.quiet ? '' : `${o.why}: the lucky charm`);
    if (id === null) return GO_ON;
    const face = storyCard(id).charm.face;
    draftList(c, 'discard').push(id);
    if (!c.quiet) emit(c, 'luck', `${o.why}: the charm shows a ${face}.`, { face });
    return nested(c, [...(face === 'grin' ? e.good : e.bad), ...rest], o);
  },
  reshuffleStory: (_e, c) => (reshuffleStory(c), GO_ON),
  crowsRoll: (e, c, rest) => crowsRoll(c, e.left, rest),
  flipCheck: (e, c) => (flipCheck(c, e.verb), GO_ON),
  penalties: (e, c, rest) => {
    const side = locationCard(e.location)[c.s.sides[e.location]];
    const ladder = side[e.verb]?.penalties ?? [];
    const marks = Math.min(e.marks, ladder.length);
    if (marks > 0) {
      if (!c.quiet) emit(c, 'penalty', `${locationCard(e.location).name}: ${marks} exclamation mark${marks === 1 ? '' : 's'} to resolve.`);
    }
    return nested(c, [...ladder.slice(0, marks), ...rest], { why: `${locationCard(e.location).name} penalty` });
  },
};

/** Guide, Coppersand / Burrow Glade: 7 or more icons in the supply flips the Location with 1 XP (once). */
function flipCheck(c: Ctx, verb: Verb): void {
  const target = verb === 'fish' ? 'coppersand' : verb === 'forage' ? 'glade' : null;
  if (!target || c.s.sides[target] === 'red') return;
  const kind = verb === 'fish' ? 'fish' : 'forage';
  const n = iconCount(c.s, kind);
  if (n >= content.rules.flipIcons) {
    gainXp(c, 1, `You have ${n} ${verb === 'fish' ? 'fish' : 'forageables'} in your supply`);
    flipLocation(c, target, `${locationCard(target).name} is flipped`);
  }
}

/** Guide, The Crows' Nest: roll, consult the chart, meet the demand or lose a Life; alive after the last roll wins. */
function crowsRoll(c: Ctx, left: number, rest: EngineEffect[]): Step {
  const s = c.s;
  if (left <= 0) {
    endGame(c, 'won', 'You paid the Crows and survived their five demands. Your debts are paid!');
    return GO_ON;
  }
  const crows = locationCard('crowsNest')[s.sides.crowsNest].crows!;
  const roll = rollDie(c);
  const row = crows.chart[roll - 1];
  const number = crows.rolls - left + 1;
  if (!c.quiet) emit(c, 'roll', `The Crows' roll ${number} of ${crows.rolls}: ${roll}. ${row.text}`, { roll, chance: true });
  const next: EngineEffect[] = [{ op: 'crowsRoll', left: left - 1 }, ...rest];
  if (!canMeet(c, row.demand)) {
    loseLives(c, 1, 'You cannot meet the Crows\' demand');
    return nested(c, next, { why: 'The Crows demand' });
  }
  return nested(c, [...row.demand, ...next], { why: 'The Crows demand' });
}

/** Whether every demand on a chart row can be met in full. */
function canMeet(c: Ctx, demand: readonly EngineEffect[]): boolean {
  const s = c.s;
  for (const d of demand) {
    if (d.op === 'discardSupply' && cardCount(s, d.kind) < d.n) return false;
    if (d.op === 'discardItem' && s.rucksack.length < d.n) return false;
    if (d.op === 'losePep' && s.pep < d.n) return false;
    if (d.op === 'loseGems' && s.gems < d.n) return false;
  }
  return true;
}

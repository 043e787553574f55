// Guide: Bay Carnival. VISIT THE STALLS, VISIT THE SEER, BUY SOME FOOD.
import { content, storyCard } from '../../data/index';
import { flipLocation, gainGems, gainLives, gainPep, gainXp, payGems } from '../character';
import { draftList, emit, randomInt, type Ctx } from '../draft';
import { affordReason, handler, offered, plural } from '../handler';
import { spendTime } from '../time';
import { STALL_IDS, STALL_NAMES, stallGame } from '../carnival/registry';
import type { GameState, StallDecision, StallId } from '../types';
import { moveTo, sideOf } from './common';

const RULE = 'Guide: Bay Carnival';

const STALLS = offered(...STALL_IDS.map((game) => ({ type: 'visitStalls' as const, game })));

/** Guide, Bay Carnival: spend time, pay, choose a carnival game; each only once per game. */
export const visitStalls = handler({
  type: 'visitStalls', rule: RULE, group: () => 'carnival',
  quick: (s) => s.gems >= sideOf(s, 'carnival').stalls!.gems && s.stallsPlayed.length < STALL_IDS.length,
  time: (s) => sideOf(s, 'carnival').stalls!.time,
  label: (_s, a) => `Play ${STALL_NAMES[a.game]}`,
  detail: (s, a) => (stallGame(a.game)
    ? `Visit the stalls: pay ${plural(sideOf(s, 'carnival').stalls!.gems, 'Gem')} and play ${STALL_NAMES[a.game]} (once per game).${
      s.sides.carnival === 'blue' ? ` Winning ${content.rules.carnivalFlipGems}+ Gems flips Bay Carnival with 1 XP.` : ' Bay Carnival is flipped already: no XP for a big win.'}`
    : `${STALL_NAMES[a.game]} is coming in a later release.`),
  candidates: () => STALLS,
  // check()'s tests without their sentences (legalActions asks at every town turn): every candidate is a stall id;
  // kept when its game is registered, not played yet, and affordable
  legal: (s, out) => {
    const price = sideOf(s, 'carnival').stalls!.gems;
    for (let i = 0; i < STALLS.length; i++) {
      const game = STALLS[i].game;
      if (stallGame(game) && !s.stallsPlayed.includes(game) && s.gems >= price) out.push(STALLS[i]);
    }
  },
  check: (s, a) => {
    if (!STALL_IDS.includes(a.game)) return `There is no stall called ${String(a.game)}.`;
    if (!stallGame(a.game)) return `${STALL_NAMES[a.game]} is coming in a later release.`;
    if (s.stallsPlayed.includes(a.game)) return `You have played ${STALL_NAMES[a.game]} already; each carnival game once per game.`;
    return affordReason(`A carnival game`, sideOf(s, 'carnival').stalls!.gems, s.gems);
  },
  apply: (c, a) => {
    const side = sideOf(c.s, 'carnival').stalls!;
    spendTime(c, side.time);
    moveTo(c, 'carnival');
    payGems(c, side.gems, `${STALL_NAMES[a.game]}'s stall`);
    draftList(c, 'stallsPlayed').push(a.game);
    const game = stallGame(a.game)!;
    const seed = randomInt(c, 0, 0x7fffffff);
    const state = game.start({ seed, deck: c.s.deck.slice(), discard: c.s.discard.slice(), known: c.s.seerKnown });
    c.s.pending.unshift({ kind: 'stall', game: a.game, state });
    if (!c.quiet) emit(c, 'stall', `You step up to ${STALL_NAMES[a.game]}.`, { game: a.game, chance: true });
    finishStallIfOver(c);
  },
});

/** A stall event's marks as emit() extras: emit copies what it keeps, so one object of each kind serves every event
 *  (a stall game can send dozens of events per action). */
const CHANCE = { chance: true } as const;
const FINAL = { final: true } as const;
const CHANCE_FINAL = { chance: true, final: true } as const;

/** Guide, Bay Carnival: while a stall is played its actions go to its engine; when it ends, its Gems and the
 *  deck come back, and 7+ Gems flips Bay Carnival with 1 XP (once). */
export function playStall(c: Ctx, d: StallDecision, action: { type: string }): void {
  const game = stallGame(d.game)!;
  const { state, events } = game.applyAction(d.state, action);
  const name = STALL_NAMES[d.game];
  if (!c.quiet) for (const e of events) emit(c, `stall:${e.type}`, `${name}: ${e.text}`, e.chance ? (e.final ? CHANCE_FINAL : CHANCE) : e.final ? FINAL : undefined);
  c.s.pending[0] = { ...d, state };
  finishStallIfOver(c);
}

export function checkStall(s: GameState, d: StallDecision, action: { type: string }): string | null {
  const game = stallGame(d.game);
  if (!game) throw new Error(`stall ${d.game} is pending but not registered`);
  const r = game.check(d.state, action);
  return r.ok ? null : r.reason;
}

function finishStallIfOver(c: Ctx): void {
  const d = c.s.pending[0];
  if (!d || d.kind !== 'stall') return;
  const out = stallGame(d.game)!.outcome(d.state);
  if (!out) return;
  const s = c.s;
  s.pending.shift();
  s.seerKnown = stillKnownAfter(s, out.deck);
  s.deck = out.deck.slice();
  s.discard = out.discard.slice();
  if (out.storyEndReached || s.deck.length === 0) s.storyEndPending = true;
  // a stall's own outcome sentence may already open with its name ("Fortune Forage: a wrong call..."): not said twice
  const told = out.text.startsWith(`${STALL_NAMES[d.game]}:`) ? out.text.slice(STALL_NAMES[d.game].length + 1).trim() : out.text;
  if (!c.quiet) emit(c, 'stallEnd', `${STALL_NAMES[d.game]} is over: ${told}`, { game: d.game, gems: out.gems, ...out.measure });
  if (out.gems > 0) gainGems(c, out.gems, `${STALL_NAMES[d.game]} pays out`);
  if (out.gems >= content.rules.carnivalFlipGems && s.sides.carnival === 'blue') {
    gainXp(c, 1, `You won ${out.gems} Gems in one carnival game`);
    flipLocation(c, 'carnival', 'Bay Carnival is flipped');
  }
}

/** How many of the top cards the player saw (the seer) are still on top once a stall game has left the deck as
 *  `deck`: the ones it drew are gone; a deck that is not what was left below them (reshuffled) keeps none. */
export function stillKnownAfter(s: GameState, deck: readonly string[]): number {
  const drew = s.deck.length - deck.length;
  return drew >= 0 && deck.every((id, i) => s.deck[i + drew] === id) ? Math.max(0, s.seerKnown - drew) : 0;
}

const SEER = offered({ type: 'visitSeer' });

/** Guide, Bay Carnival: spend time and pay; look at the top 4 Story cards and return them in any order. */
export const visitSeer = handler({
  type: 'visitSeer', rule: RULE, group: () => 'carnival',
  time: (s) => sideOf(s, 'carnival').seer!.time,
  label: () => 'Visit the seer',
  detail: (s) => {
    const seer = sideOf(s, 'carnival').seer!;
    return `${seer.gems ? `Pay ${plural(seer.gems, 'Gem')}: ` : ''}look at the top ${seer.cards} Story cards and put them back in any order.`;
  },
  candidates: () => SEER,
  check: (s) => {
    if (s.deck.length === 0) return 'The Story deck is spent until Story\'s End is resolved at the end of this turn.';
    return affordReason('The seer', sideOf(s, 'carnival').seer!.gems, s.gems);
  },
  apply: (c) => {
    const seer = sideOf(c.s, 'carnival').seer!;
    spendTime(c, seer.time);
    moveTo(c, 'carnival');
    payGems(c, seer.gems, 'The seer');
    const cards = draftList(c, 'deck').splice(0, Math.min(seer.cards, c.s.deck.length));
    c.s.seerKnown = 0;
    c.s.pending.unshift({ kind: 'seerOrder', cards });
    if (!c.quiet) emit(c, 'seer', `The seer turns over the top ${plural(cards.length, 'card')}: ${cards.map((id) => storyCard(id).name).join(', ')}. Put them back in any order.`, { cards, chance: true });
  },
});

const FOOD = offered({ type: 'buyFood' });

/** Guide, Bay Carnival: pay the Gems shown to gain the Life and Pep shown. */
export const buyFood = handler({
  type: 'buyFood', rule: RULE, group: () => 'carnival', time: () => 0,
  quick: (s) => s.gems >= sideOf(s, 'carnival').food!.gems && (s.lives < 4 || s.pep < 4),
  label: (s) => `Buy some food (${plural(sideOf(s, 'carnival').food!.gems, 'Gem')})`,
  detail: (s) => {
    const f = sideOf(s, 'carnival').food!;
    return `Gain ${plural(f.lives, 'Life', 'Lives')} and ${f.pep} Pep.`;
  },
  candidates: () => FOOD,
  check: (s) => {
    if (s.lives >= 4 && s.pep >= 4) return 'You already have 4 Lives and 4 Pep.';
    return affordReason('Food', sideOf(s, 'carnival').food!.gems, s.gems);
  },
  apply: (c) => {
    const f = sideOf(c.s, 'carnival').food!;
    moveTo(c, 'carnival');
    payGems(c, f.gems, 'Food at the carnival');
    gainLives(c, f.lives, 'A hot pie');
    gainPep(c, f.pep, 'A sugared bun');
  },
});

export const carnivalHandlers = [visitStalls, visitSeer, buyFood];
export type { StallId };

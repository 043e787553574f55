// How the strong player plays the carnival stalls (guide, Bay Carnival) and what each is worth to it:
// Copperfin Relay by its published six-watch plan (7 Gems, no chance), Fortune Forage by its exact odds (the cards
// the seer showed called right, the rest by the deck's make-up), Pest Race on any pest (the painted odds make every
// bet worth the same).
import { RELAY_DATA } from '../../data/carnival/index';
import { content } from '../../data/index';
import { forageOdds, forageOddsAfterSeer, forageOddsKnowing, makeUp, runOf, type ForageOdds, type ForageState } from '../carnival/fortune-forage';
import type { GameState, StallDecision, StallId } from '../types';
import { evenShareOdds, plannedMove, sameLakeAction, type LakeAction, type LakeState } from '../carnival/lake-race';

/** What a stall is expected to pay this player, before its price, and the chance of a 7+ Gem win (the figures of
 *  data/carnival/expected-values.ts). */
export function stallOdds(s: GameState, game: StallId, deckMakeUp?: MakeUp): { ev: number; pBig: number } {
  switch (game) {
    case 'relay': return RELAY_ODDS;
    case 'fortune-forage': return forageFrom(s.deck, s.seerKnown, 0, deckMakeUp);
    case 'pest-race': return PEST_ODDS;
    case 'lake-race': return LAKE_ODDS;
    default: return NO_ODDS;
  }
}

const RELAY_ODDS = { ev: RELAY_DATA.prizes.won, pBig: RELAY_DATA.prizes.won >= content.rules.carnivalFlipGems ? 1 : 0 } as const;
const PEST_ODDS = { ev: 1.66, pBig: 0 } as const;
const NO_ODDS = { ev: 0, pBig: 0 } as const;

/** Lake Race sailed by the crows' own planner (stallMove): an even share of places. */
const LAKE_ODDS = evenShareOdds();

type MakeUp = ReturnType<typeof makeUp>;

/** Fortune Forage's odds from a deck whose top `known` cards the player has seen (the rest it knows only by make-up,
 *  which the player can count from the discard and the supply), after `run` right calls. `whole`: makeUp(deck),
 *  when the caller has it already (the strong player counts the deck once per turn for this and the seer). */
function forageFrom(deck: readonly string[], known: number, run: number, whole?: MakeUp): ForageOdds {
  const k = Math.min(known, deck.length);
  const rest = k > 0 ? makeUp(deck.slice(k)) : (whole ?? makeUp(deck));
  return k > 0 ? forageOddsKnowing(deck.slice(0, k), rest, run) : forageOdds(rest.sweet, rest.stung, run);
}

/** The stall action to play, by the game's own state; null to leave the choice to the scores (ties at random). */
export function stallMove(s: GameState, legal: readonly { type: string; [k: string]: unknown }[]): { type: string; [k: string]: unknown } | null {
  const d = s.pending[0] as StallDecision | undefined;
  if (!d || d.kind !== 'stall') return null;
  if (d.game === 'relay') {
    const watch = (d.state as { ledger: unknown[] }).ledger.length;
    const plan = RELAY_DATA.solution[watch]?.action;
    return plan === undefined ? null : (legal.find((a) => sameValue(a, plan)) ?? null);
  }
  if (d.game === 'fortune-forage') {
    const st = d.state as ForageState;
    // a card the seer showed is called right; the rest by the odds of the deck's make-up
    const call = forageFrom(st.deck, st.foreseen, runOf(st)).call;
    return legal.find((a) => a.call === call) ?? null;
  }
  if (d.game === 'lake-race') {
    // the player's boat sails by the crews' own planner, as a cautious crew (it wins about a fair share of places)
    const move = plannedMove(d.state as LakeState);
    // the legal list is the Lake Race engine's own (decisions.ts pluggedAnswers): its actions compared as such
    for (let i = 0; i < legal.length; i++) if (sameLakeAction(legal[i] as LakeAction, move)) return legal[i];
    return null;
  }
  return null;
}

/** Whether two JSON values are equal (plain objects by their keys and values, arrays item by item): how a planned
 *  stall move is found among the legal ones without writing both as text for every comparison. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bs = b as unknown[];
    if (a.length !== bs.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], bs[i])) return false;
    return true;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let keys = 0;
  for (const k in ra) {
    if (!(k in rb) || !sameValue(ra[k], rb[k])) return false;
    keys++;
  }
  for (const _ in rb) keys--;
  return keys === 0;
}

/** Fortune Forage's odds if the seer shows the top `cards` now and the stall is played next; null when it is played.
 *  `deckMakeUp`: makeUp(s.deck), counted once per decision by the caller. */
export function seerForForage(s: GameState, cards: number, deckMakeUp: MakeUp): ForageOdds | null {
  if (s.stallsPlayed.includes('fortune-forage')) return null;
  return forageOddsAfterSeer(deckMakeUp, cards);
}

// Fortune Forage (data/carnival/fortune-forage.json): call each Story card sweet or stung before the stall-keeper
// turns it up from the top of the campaign's deck; the run of right calls sets the prize. The numbers (calls allowed,
// the prize by run) are read from data. What a player knows from the seer is what makes a long run more than luck.
import { z } from 'zod';
import type { AnyEvent } from '../../contract';
import { FORAGE_DATA } from '../../../data/carnival';
import { STORY_IDS, storyCard } from '../../../data';
import { IllegalStallAction, shuffleBelow } from '../stall-kit';
import { generatorState } from '../../core';
import { plural } from '../../handler';

/** What a player calls a card before it turns up: its forageables unmarked (sweet) or marked "!" (stung). */
export type ForageCall = 'sweet' | 'stung';
export const FORAGE_CALLS: readonly ForageCall[] = ['sweet', 'stung'];

export interface ForagedCard {
  id: string;
  name: string;
  icons: string[];
  /** the forageable corner shows an exclamation mark: a sting */
  sting: boolean;
  called: ForageCall;
  right: boolean;
}

export type ForageEnd = 'wrongCall' | 'storyEnd' | 'lastCall';

export interface ForageState {
  /** the campaign's Story deck, top first, and its discard: hidden order, never in the view */
  deck: string[];
  discard: string[];
  basket: ForagedCard[];
  end: ForageEnd | null;
  storyEndReached: boolean;
  /** the deck's top cards the player still knows from the seer (the first ones turned up are these) */
  foreseen: number;
}

export type ForageAction = { type: 'forage'; call: ForageCall };

export const ForageSetupSchema = z.object({ seed: z.number().int() }).strict();

/** Played alone (tests, practice): a full Story deck shuffled by the seed. */
export function newForage(setup: unknown): ForageState {
  const { seed } = ForageSetupSchema.parse(setup);
  return startForage(shuffleBelow(STORY_IDS, 0, generatorState(seed))[0], []);
}

/** The stall: an empty basket in front of the campaign's deck, whose top `known` cards the seer may have shown. */
export function startForage(deck: readonly string[], discard: readonly string[], known = 0): ForageState {
  return { deck: [...deck], discard: [...discard], basket: [], end: null, storyEndReached: false, foreseen: Math.min(known, deck.length) };
}

/** The deck below the cards the seer showed, shuffled again from `seed`: what a player calling blind faces. */
export function redealForage(s: ForageState, seed: number): ForageState {
  // the stall draws from the deck, so it counts what is still known itself (foreseen)
  return { ...s, deck: shuffleBelow(s.deck, s.foreseen, generatorState(seed))[0] };
}

/** A card's truth for the call: are its forageables marked? */
export const stingOf = (id: string): ForageCall => (storyCard(id).forage.alert ? 'stung' : 'sweet');

/** Right calls in a row: every card in the basket but a wrong last one. */
export const runOf = (s: ForageState) => s.basket.reduce((n, c) => n + (c.right ? 1 : 0), 0);
export const forageablesIn = (s: ForageState) => s.basket.reduce((n, c) => n + (c.right ? c.icons.length : 0), 0);
export const callsText = (n: number) => plural(n, 'right call');
const gemsText = (n: number) => plural(n, 'Gem');

/** The prize: Gems for the run of right calls, by the table. */
export function foragePrize(s: ForageState): number {
  return FORAGE_DATA.prizeByRun[Math.min(runOf(s), FORAGE_DATA.maxCalls)];
}

export function check(s: ForageState, action: ForageAction): { ok: true } | { ok: false; reason: string } {
  if (action?.type !== 'forage') return { ok: false, reason: 'At Fortune Forage you can only call the next card sweet or stung.' };
  if (!FORAGE_CALLS.includes(action.call)) return { ok: false, reason: 'Call the card "sweet" or "stung" before it turns up.' };
  if (s.end === 'wrongCall') return { ok: false, reason: 'A wrong call ended Fortune Forage; the prize has been paid.' };
  if (s.end !== null) return { ok: false, reason: 'Fortune Forage is over; the prize has been paid.' };
  return { ok: true };
}

export function legalActions(s: ForageState): ForageAction[] {
  return s.end === null ? FORAGE_CALLS.map((call) => ({ type: 'forage', call })) : [];
}

/** Call it, as the stall's rules say: the top card turns up; a right call extends the run, a wrong one ends the game. */
export function applyAction(s: ForageState, action: ForageAction): { state: ForageState; events: AnyEvent[] } {
  const verdict = check(s, action);
  if (!verdict.ok) throw new IllegalStallAction(verdict.reason);
  // Story's End: the card to be turned up is the Story's End card, so the calling stops and the run is paid.
  if (s.deck.length === 0) {
    const state = { ...s, end: 'storyEnd' as const, storyEndReached: true };
    return {
      state,
      events: [{ type: 'storyEndRevealed', chance: true, text: `The Story's End turns up: the calling stops with ${callsText(runOf(s))}, ${gemsText(foragePrize(state))}.` }],
    };
  }
  // Call it: the top card turns up and goes to the discard; a right call puts its forageables in the basket.
  // the top card and the rest by slice, not by a destructuring rest (which walks the deck through its iterator); the
  // discard copied once and added to (issue 27)
  const id = s.deck[0];
  const deck = s.deck.slice(1);
  const discard = s.discard.slice();
  discard.push(id);
  const card = storyCard(id);
  const truth = stingOf(id);
  const found: ForagedCard = { id, name: card.name, icons: [...card.forage.icons], sting: truth === 'stung', called: action.call, right: truth === action.call };
  const basket = [...s.basket, found];
  let state: ForageState = { ...s, deck, discard, basket, foreseen: Math.max(0, s.foreseen - 1) };
  const events: AnyEvent[] = [
    {
      type: 'foraged', chance: true, card: id,
      text: `You call ${action.call}: ${card.name} is ${truth} (${found.icons.join(' and ')}). ${found.right ? 'Right' : 'Wrong'}.`,
    },
  ];
  if (!found.right) {
    // A wrong call ends the game: the run so far is paid.
    state = { ...state, end: 'wrongCall' };
    events.push({ type: 'forageStopped', text: `A wrong call ends it with ${callsText(runOf(state))}: ${gemsText(foragePrize(state))}.` });
  } else if (basket.length >= FORAGE_DATA.maxCalls) {
    // At most six calls: after the sixth the prize is paid.
    state = { ...state, end: 'lastCall' };
    events.push({ type: 'forageStopped', text: `That was the last call: ${callsText(runOf(state))}, ${gemsText(foragePrize(state))}.` });
  }
  return { state, events };
}

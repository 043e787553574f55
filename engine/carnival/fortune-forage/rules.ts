// Fortune Forage (data/carnival/fortune-forage.json): forage from the top of the campaign's Story deck, stop before
// the stings spill the basket. The numbers (draw limit, stings, prize ladder) are read from data.
import { z } from 'zod';
import type { AnyEvent } from '../../contract';
import { FORAGE_DATA } from '../../../data/carnival';
import { STORY_IDS, storyCard } from '../../../data';
import { IllegalStallAction, rollInt, seedRng } from '../stall-kit';

export interface ForagedCard {
  id: string;
  name: string;
  icons: string[];
  /** the forageable corner shows an exclamation mark: a sting */
  sting: boolean;
}

export type ForageEnd = 'stopped' | 'spilled' | 'storyEnd' | 'lastDraw';

export interface ForageState {
  /** the campaign's Story deck, top first, and its discard: hidden order, never in the view */
  deck: string[];
  discard: string[];
  basket: ForagedCard[];
  end: ForageEnd | null;
  storyEndReached: boolean;
}

export type ForageAction = { type: 'forage' } | { type: 'stop' };

export const ForageSetupSchema = z.object({ seed: z.number().int() }).strict();

/** Played alone (tests, practice): a full Story deck shuffled by the seed. */
export function newForage(setup: unknown): ForageState {
  const { seed } = ForageSetupSchema.parse(setup);
  let rng = seedRng(seed);
  const deck = [...STORY_IDS];
  for (let i = deck.length - 1; i > 0; i--) {
    const [j, next] = rollInt(rng, 0, i);
    rng = next;
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return startForage(deck, []);
}

/** The stall: an empty basket in front of the campaign's deck. */
export function startForage(deck: readonly string[], discard: readonly string[]): ForageState {
  return { deck: [...deck], discard: [...discard], basket: [], end: null, storyEndReached: false };
}

export const forageablesIn = (s: ForageState) => s.basket.reduce((n, c) => n + c.icons.length, 0);
const forageablesText = (n: number) => `${n} forageable${n === 1 ? '' : 's'}`;
export const stingsIn = (s: ForageState) => s.basket.filter((c) => c.sting).length;

/** Prizes: Gems for the forageables in the basket (the ladder's last rung pays for that many or more); a spilled basket pays nothing. */
export function foragePrize(s: ForageState): number {
  if (s.end === 'spilled') return 0;
  const ladder = FORAGE_DATA.prizeByForageables;
  return ladder[Math.min(forageablesIn(s), ladder.length - 1)];
}

export function check(s: ForageState, action: ForageAction): { ok: true } | { ok: false; reason: string } {
  if (action?.type !== 'forage' && action?.type !== 'stop') return { ok: false, reason: 'Fortune Forage offers only "forage" and "stop".' };
  if (s.end === 'spilled') return { ok: false, reason: 'The basket has spilled; Fortune Forage is over.' };
  if (s.end !== null) return { ok: false, reason: 'Fortune Forage is over; the prize has been paid.' };
  return { ok: true };
}

export function legalActions(s: ForageState): ForageAction[] {
  return s.end === null ? [{ type: 'forage' }, { type: 'stop' }] : [];
}

/** Forage or stop, as the stall's rules say. */
export function applyAction(s: ForageState, action: ForageAction): { state: ForageState; events: AnyEvent[] } {
  const verdict = check(s, action);
  if (!verdict.ok) throw new IllegalStallAction(verdict.reason);
  if (action.type === 'stop') {
    // Forage or stop: "Stop: take the prize for the forageables in your basket."
    const state = { ...s, end: 'stopped' as const };
    return { state, events: [{ type: 'forageStopped', text: `You stop with ${forageablesText(forageablesIn(s))}: ${foragePrize(state)} Gems.` }] };
  }
  // Story's End: the card you would turn up is the Story's End card, so foraging stops and the basket is paid.
  if (s.deck.length === 0) {
    const state = { ...s, end: 'storyEnd' as const, storyEndReached: true };
    return {
      state,
      events: [{ type: 'storyEndRevealed', chance: true, text: `The Story's End turns up: foraging stops with ${forageablesText(forageablesIn(s))}, ${foragePrize(state)} Gems.` }],
    };
  }
  // Forage: turn up the top card; its forageables go in the basket, a marked one is a sting; the card goes to the discard.
  const [id, ...deck] = s.deck;
  const card = storyCard(id);
  const found: ForagedCard = { id, name: card.name, icons: [...card.forage.icons], sting: card.forage.alert };
  const basket = [...s.basket, found];
  const discard = [...s.discard, id];
  let state: ForageState = { ...s, deck, discard, basket };
  const events: AnyEvent[] = [
    { type: 'foraged', chance: true, card: id, text: `${card.name}: ${found.icons.join(' and ')}${found.sting ? ', with a sting' : ''}.` },
  ];
  if (stingsIn(state) >= FORAGE_DATA.stingsToSpill) {
    // Stung twice: the basket spills and the game ends with nothing won.
    state = { ...state, end: 'spilled' };
    events.push({ type: 'basketSpilled', text: `Stung ${stingsIn(state)} times: the basket spills. No prize.` });
  } else if (basket.length >= FORAGE_DATA.maxDraws) {
    // At most six forages: after the sixth card you stop.
    state = { ...state, end: 'lastDraw' };
    events.push({ type: 'forageStopped', text: `That was the last forage: ${forageablesText(forageablesIn(state))}, ${foragePrize(state)} Gems.` });
  }
  return { state, events };
}

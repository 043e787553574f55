// How a carnival stall game plugs into a campaign (rulebook guide, Bay Carnival: "visit the stalls").
// Each game is an engine of its own with the six functions of docs/engine-contract.md, played alone from the title
// screen, and embedded in a campaign through `start` and `outcome` below.
import type { AnyEvent } from '../contract';

/** What the campaign lends a stall game while it is played. */
export interface StallContext {
  /** a 32-bit seed drawn from the campaign's generator, so the stall is reproducible */
  seed: number;
  /** the campaign's Story deck, top first (card ids), and its discard pile; games that draw use these */
  deck: readonly string[];
  discard: readonly string[];
  /** how many of the deck's top cards the player has seen (the seer), so a game that draws can show them again */
  known?: number;
}

/** What a finished stall game hands back to the campaign. */
export interface StallOutcome {
  /** Gems won (0 when lost); the stall's price was paid before the game began */
  gems: number;
  /** a sentence for the ledger */
  text: string;
  /** the Story deck and discard after the game (unchanged if it drew nothing) */
  deck: string[];
  discard: string[];
  /** true if the Story's End card was reached while drawing: the campaign resolves it at the end of the turn */
  storyEndReached: boolean;
  /** what the game measured, for the player's records (issue 29): the relay's watches when won, the Lake Race's
   *  place among its boats when the person's boat finished */
  measure?: { watches?: number; place?: number; boats?: number };
}

export interface StallGame<S, A extends { type: string }, V> {
  id: 'relay' | 'lake-race' | 'fortune-forage' | 'pest-race';
  newGame(setup: unknown): S;
  legalActions(state: S): A[];
  check(state: S, action: A): { ok: true } | { ok: false; reason: string };
  applyAction(state: S, action: A): { state: S; events: AnyEvent[] };
  playerView(state: S): V;
  stateHash(state: S): string;
  /** start a game inside a campaign */
  start(ctx: StallContext): S;
  /** null while the game goes on */
  outcome(state: S): StallOutcome | null;
  /** What the player cannot know (the dice to come, the deck's order below what it has seen), dealt again from
   *  `seed`: a state equally likely from the player's seat, for the bots' and the advisor's look-ahead
   *  (engine/bots/determinize.ts). `known`: how many top cards of the Story deck the player has seen, for a game that
   *  carries the deck and hands it back. */
  redeal?(state: S, seed: number, known: number): S;
}

// The engine's state, actions, events and pending decisions: all plain JSON.
// GameState is never mutated after applyAction returns it; the engine copies once per action (engine/draft.ts).
import type { GameSetup, AnyEvent } from './contract';
import type { Effect, ItemKey, LocationKey, SupplyKey } from '../data/schema';
import type { MineState } from './quests/mine-state';
import type { HistoryPoint, LedgerEntry, Perk, Phase, Side } from '../contract/words';

export type { Effect, ItemKey, LocationKey, SupplyKey };
// the words the player's view shares with the state, defined once in contract/ (issue 22)
export type { HistoryPoint, LedgerEntry, Perk, Phase, Side };
export type Verb = 'fish' | 'dig' | 'forage';
// the stall games' ids: contract/words.ts names them for the view, and the one table of stall games (carnival/games.ts)
// is keyed by exactly these (checked there), so no import of the games' engines is needed here
export type { StallId } from '../contract/words';
import type { StallId } from '../contract/words';

/** A Story card in the supply, filed under the kind it was drawn for (rulebook 5: fish left, forageables beneath, materials right). */
export interface SupplyCard {
  card: string;
  as: SupplyKey;
}

/** Where the player stands. In a mine the quest state (state.quest) says which chamber. */
export type Place =
  | { at: 'town'; location: LocationKey | null }
  | { at: 'night' }
  | { at: 'mine' }
  | { at: 'crowsNest' };

/** The data's effect vocabulary plus the engine's own steps, queued behind a decision so a rule can finish after it. */
export type EngineEffect =
  | Effect
  /** rulebook 5: Story's End, after taxes and rot, shuffles the discards into a new deck */
  | { op: 'reshuffleStory' }
  /** guide, The Crows' Nest: rolls still to make on the chart */
  | { op: 'crowsRoll'; left: number }
  /** guide, Coppersand and Burrow Glade: "if you now have 7 or more ..." after the penalties */
  | { op: 'flipCheck'; verb: Verb }
  /** the rest of a fish/dig/forage action: resolve `marks` exclamation marks of this Location's ladder */
  | { op: 'penalties'; location: LocationKey; verb: Verb; marks: number };

// ---------------------------------------------------------------------------------------------
// Pending decisions: named states, each with its own legal answers (README.md, Board Game Arena).
// While `state.pending` is non-empty, only the answers to pending[0] are legal.
// `then` holds the rest of an effect list to run once the decision is answered.
// ---------------------------------------------------------------------------------------------

/** Rulebook 5: more than 6 cards of a kind after an action; answer `{type:'discard', card}` one card at a time. */
export interface DiscardExcessDecision {
  kind: 'discardExcess';
  supply: SupplyKey;
  /** how many more cards of this kind must go */
  count: number;
}

/** A penalty, rot, demand or option says "discard N cards of a kind" (player's choice); answer `{type:'discard', card}`. */
export interface DiscardSupplyDecision {
  kind: 'discardSupply';
  supply: SupplyKey;
  count: number;
  /** why, in words: "Coppersand penalty", "Story's End: rot", "The Crows demand" */
  reason: string;
  then: EngineEffect[];
}

/** "Discard N items from your rucksack" (the Crows' chart); answer `{type:'discardItem', item}`. */
export interface DiscardItemDecision {
  kind: 'discardItem';
  count: number;
  reason: string;
  then: EngineEffect[];
}

/** Guide: fish, dig or forage "up to 3 times ... you can choose to stop at any time";
 *  answers `{type:'drawAgain'}` and `{type:'stopDrawing'}`. */
export interface KeepDrawingDecision {
  kind: 'keepDrawing';
  verb: Verb;
  location: LocationKey;
  /** cards drawn so far this action, in order */
  drawn: string[];
  /** the most draws allowed (3, or 4 with a skill) */
  max: number;
}

/** Gloves may ignore one more exclamation mark; answers `{type:'useGloves'}` and `{type:'declineGloves'}`. */
export interface GlovesDecision {
  kind: 'gloves';
  verb: Verb;
  location: LocationKey;
  /** exclamation marks left to resolve before the gloves */
  marks: number;
}

/** Rulebook 8: choose a perk; answer `{type:'perk', perk}`. */
export interface LevelUpDecision {
  kind: 'levelUp';
  level: number;
}

/** Guide, Bay Carnival, the seer: return the seen cards in any order; answer `{type:'seerOrder', order}` (top first). */
export interface SeerDecision {
  kind: 'seerOrder';
  cards: string[];
}

/** Rulebook 5, Story card instructions: an event's options, choose one; answer `{type:'option', index}`. */
export interface EventOptionDecision {
  kind: 'eventOption';
  card: string;
  then: EngineEffect[];
}

/** A stall game in progress; answers `{type:'stall', action}` go to the stall engine (engine/carnival/games.ts, looked up through registry.ts). */
export interface StallDecision {
  kind: 'stall';
  game: StallId;
  /** the stall engine's own JSON state */
  state: unknown;
}

/** A quest step waiting for the player (engine/quests/ask.ts): fights, flight, chamber choices. Its answers are `{type:'quest', action}`. */
export interface QuestDecision {
  kind: 'quest';
  /** a short name of the step: 'move', 'fightOrFlee', 'reroll', 'luckyCharm', 'afterLoss', 'shovelKeep', ... */
  step: string;
  prompt: string;
  data: Record<string, unknown>;
}

export type PendingDecision =
  | DiscardExcessDecision
  | DiscardSupplyDecision
  | DiscardItemDecision
  | KeepDrawingDecision
  | GlovesDecision
  | LevelUpDecision
  | SeerDecision
  | EventOptionDecision
  | StallDecision
  | QuestDecision;

// ---------------------------------------------------------------------------------------------
// Actions: JSON, discriminated on `type`.
// ---------------------------------------------------------------------------------------------

/** Town, by day (guide): each Location action moves you there first (rulebook 5: "move to any Location"). */
export type TownAction =
  | { type: 'goFishing' }
  | { type: 'beachcomb' }
  | { type: 'dig' }
  | { type: 'craftTool'; item: ItemKey; cards: string[] }
  | { type: 'craftGems'; cards: string[] }
  | { type: 'craftXp'; cards: string[] }
  | { type: 'visitStalls'; game: StallId }
  | { type: 'visitSeer' }
  | { type: 'buyFood' }
  | { type: 'goForaging' }
  | { type: 'relax'; gain: 'life' | 'pep' }
  | { type: 'sellForageables'; cards: string[] }
  | { type: 'buyBrew'; item: ItemKey }
  | { type: 'craftBrew'; item: ItemKey; cards: string[] }
  | { type: 'buyTool'; item: ItemKey }
  | { type: 'sellItem'; item: ItemKey }
  | { type: 'sellFish'; sale: 'single' | 'starfish' | 'set'; cards: string[] }
  | { type: 'visitLibrary'; stat: 'strength' | 'agility' }
  | { type: 'payCrows' };

/** Night at home (rulebook 6). */
export type NightAction =
  | { type: 'sleep' }
  | { type: 'dinner'; card: string }
  | { type: 'work' };

/** Answers to pending decisions. */
export type DecisionAction =
  | { type: 'discard'; card: string }
  | { type: 'discardItem'; item: ItemKey }
  | { type: 'drawAgain' }
  | { type: 'stopDrawing' }
  | { type: 'useGloves' }
  | { type: 'declineGloves' }
  | { type: 'perk'; perk: Perk }
  | { type: 'seerOrder'; order: string[] }
  | { type: 'option'; index: number }
  | { type: 'stall'; action: { type: string; [k: string]: unknown } };

/** Free at any time (rulebook 3: "when you use an item, discard its token"): drink a brew. */
export type FreeAction = { type: 'useItem'; item: ItemKey };

/** Everything the quest engine handles: attempting at the Miners' Guild, moving, fighting (engine/quests). */
export type QuestAction = { type: 'quest'; action: { type: string; [k: string]: unknown } };

export type Action = TownAction | NightAction | DecisionAction | FreeAction | QuestAction;
export type ActionType = Action['type'];

/** An event: a sentence for the ledger; `chance` when it revealed a roll, a draw, a shuffle or hidden cards. */
export interface GameEvent extends AnyEvent {
  type: string;
  text: string;
  chance?: boolean;
}

export type CheckResult = { ok: true } | { ok: false; reason: string };

// ---------------------------------------------------------------------------------------------
// The state.
// ---------------------------------------------------------------------------------------------

export interface GameState {
  /** schema version of this JSON */
  v: 1;
  setup: GameSetup;
  /** pure-rand xoroshiro128plus state (engine/core/rng.ts) */
  rng: number[];
  status: 'playing' | 'won' | 'lost';
  /** why the game ended, in a sentence; null while playing */
  endReason: string | null;
  /** actions applied so far */
  turn: number;

  // Time (rulebook 4, 6)
  day: number;
  phase: Phase;
  /** squares moved along the current track; the track's flip square is its length */
  timer: number;

  // The character (rulebook 3, 8)
  character: string;
  gems: number;
  lives: number;
  pep: number;
  strength: number;
  agility: number;
  xp: number;
  /** highest level whose perk has been chosen or is owed (1 at the start) */
  levelReached: number;
  rucksack: ItemKey[];
  supply: SupplyCard[];
  place: Place;

  // The table
  sides: Record<LocationKey, Side>;
  storyEndSide: Side;
  /** top first; never shown to the player beyond `seerKnown` cards */
  deck: string[];
  discard: string[];
  /** how many cards on top of the deck the seer showed (still known, in order) */
  seerKnown: number;
  /** Story's End was revealed this turn: resolve it when the turn ends (rulebook 5) */
  storyEndPending: boolean;
  /** how many times Story's End has been resolved */
  storyEnds: number;
  /** carnival games played this campaign (once each, guide: Bay Carnival) */
  stallsPlayed: StallId[];

  /** decisions owed, the first one answered next */
  pending: PendingDecision[];

  /** the mine of the quest being attempted (engine/quests/mine.ts); null outside a mine. Replace, never mutate in place. */
  quest: MineState | null;
  /** quests attempted this campaign (each once per game, guide: Miners' Guild) */
  questsAttempted: string[];

  ledger: LedgerEntry[];
  history: HistoryPoint[];
}

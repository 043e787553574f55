// What the player may see (docs/engine-contract.md): everything on the table, never the hidden deck order.
// The renderer draws from these shapes only; playerView() in engine/playerView.ts builds them.
import type {
  HistoryPoint, ItemKey, LedgerEntry, LocationKey, Perk, Phase, Side, StallId, SupplyKey,
} from './words';
import type { DecisionKind } from './words';
import type { ChamberKind } from '../data/quests/index';
// the stall games' views are typed by their own engines; the one table of stall games (engine/carnival/games.ts)
// names each game's view, read here as a type only (nothing of the engine ships with the contract)
import type { StallSeatView } from '../engine/carnival/index';

/** A Story card as the player sees it once it is face up (in the supply, the discard, the seer's peek). */
export interface CardView {
  id: string;
  name: string;
  kind: 'event' | 'hazard';
  fish: { icons: string[]; alert: boolean };
  material: { icon: string; alert: boolean };
  forage: { icons: string[]; alert: boolean };
  loot: number;
  acquire: ItemKey;
  charm: { face: 'grin' | 'scowl'; number: number };
  /** the card's line of flavour, for a zoomed card */
  flavour?: string;
  /** a hazard's stats and stakes (rulebook 7b), shown wherever the card is met or peeked at (issue 24, item 2) */
  hazard?: { strength: number; agility: number; win: string; lose: string };
  /** an event's options (rulebook 7a), in the card's own words */
  options?: string[];
}

/** A card in the supply: which pile it lies in and the icons that count there. */
export interface SupplyCardView {
  card: CardView;
  /** the pile: fish to the left, forageables beneath, materials to the right (rulebook 5) */
  as: SupplyKey;
  /** the icons counted in this pile (e.g. ['red','starfish']) */
  icons: string[];
}

export interface SupplyView {
  cards: SupplyCardView[];
  /** card counts per pile (each limited to 6 after an action) */
  cardCounts: Record<SupplyKey, number>;
  /** icon counts per pile (flips count icons: 7+ fish flips Coppersand) */
  iconCounts: Record<SupplyKey, number>;
  /** icon counts by icon name, e.g. { red: 2, starfish: 1, rope: 1, mushroom: 3 } */
  byIcon: Record<string, number>;
  /** the card limit per pile */
  limit: number;
}

export interface SkillView {
  name: string;
  text: string;
  /** usable now: the starting skill, or both from LEVEL 3 (rulebook 8) */
  active: boolean;
}

export interface LocationView {
  id: LocationKey;
  name: string;
  /** 1..6, or null for the Miners' Guild and the Crows' Nest */
  number: number | null;
  side: Side;
  /** the player stands here */
  here: boolean;
}

/** The pending decision, described for a prompt. The answers are in legalActions/describeActions (group 'decision').
 *  Every field comes from the decision's record (engine/decisionHandler.ts), beside the rule that raises it. */
export interface PendingView {
  /** the decision's kind: 'discardExcess', 'discardSupply', 'discardItem', 'keepDrawing', 'gloves', 'levelUp',
   *  'seerOrder', 'eventOption', 'stall', 'quest' */
  kind: DecisionKind;
  /** the prompt's heading, a few words: "Level up! Choose an improvement" */
  title: string;
  /** the rulebook section the prompt links to: "8", "7b", "Guide: The Scrapyard" */
  rule: string;
  /** a sentence a player understands: "Discard 1 fish card: you have 7, the limit is 6." */
  prompt: string;
  /** face-up cards the decision is about (drawn so far, the seer's four, the event card) */
  cards: CardView[];
  /** extra detail per kind (e.g. the level reached, the step of a fight) */
  data: Record<string, unknown>;
}

/** A fight in the mine as the player sees it (rulebook 7b): the hazard card, the round, and both sides' additions,
 *  each roll null until rolled. */
export interface FightView {
  name: string;
  /** the Story card of a Story-chamber hazard, or null for a quest's own hazard */
  card: string | null;
  round: number;
  strength: number;
  agility: number;
  /** the hazard card's words and what winning and losing bring */
  stakes: { text: string; win: string; lose: string };
  you: { roll: number | null; strength: number; skill: number; charm: number | null; special: number; total: number | null };
  hazard: { roll: number | null; strength: number; depth: number; night: number; harder: number; agility: number; total: number | null };
}

/** A chamber of the mine's map as it is now: its printed or changed kind, where it is drawn, what the player knows. */
export type ChamberView = { id: string; name: string } & ChamberKind & {
  x: number;
  y: number;
  /** its kind was changed during play (a quest effect) */
  changed: boolean;
  visited: boolean;
  here: boolean;
  /** its mine token: face down, its number once turned up, gone, or none */
  token: number | 'hidden' | 'taken' | null;
};

/** The mine, filled by the quest engine (engine/quests/view.ts) while a quest is attempted. */
export interface QuestView {
  /** quest id and its name, and which map */
  id: string;
  name: string;
  mapId: string;
  /** the chamber the player stands in */
  chamber: string;
  /** chambers already visited */
  visited: string[];
  /** mine tokens turned face up: chamber id -> token number */
  tokensKnown: Record<string, number>;
  /** the goal and how far along it is, in words and numbers */
  goal: { text: string; done: number; of: number; complete: boolean };
  depth: 'shallow' | 'deep';
  flavour: string;
  /** the quest card's set-up, quest chambers' rule, its own rules and its reward, in words */
  setup: string;
  questChamberRule: string;
  rules: string[];
  reward: string;
  /** exit chamber id -> the reward leaving by it brings, in words */
  exitRewards: Record<string, string>;
  /** why the goal can no longer be met, or null */
  failed: string | null;
  /** turns taken in this mine */
  turns: number;
  /** a quest with a time limit: its turns, those left and its words */
  deadline: { turns: number; left: number; text: string } | null;
  map: { chambers: ChamberView[]; tunnels: { a: string; b: string; time: number }[] };
  /** the chambers one move away (the entrance left out) */
  next: string[];
  /** the moving tokens and where they stand */
  movers: { id: string; name: string; at: string }[];
  /** Special cards kept in this mine */
  kept: { letter: string; name: string; text: string }[];
  /** the fight in progress, or null */
  fight: FightView | null;
}

export interface PlayerView {
  status: 'playing' | 'won' | 'lost';
  /** why the game ended, in a sentence; null while playing */
  reason: string | null;
  character: { id: string; name: string; portrait: string; startingItem: ItemKey };

  // Time (rulebook 4, 6)
  day: number;
  phase: Phase;
  /** squares moved on the current track */
  timer: number;
  /** the current track's length; the timer reaching it flips the card */
  trackLength: number;
  /** both tracks, for drawing the day and night card */
  tracks: { day: number; night: number };

  // The character card, purse and tokens (rulebook 3, 8)
  gems: number;
  gemsToWin: number;
  lives: number;
  pep: number;
  maxLives: number;
  maxPep: number;
  strength: number;
  agility: number;
  statMax: number;
  xp: number;
  xpMax: number;
  level: number;
  /** XP needed for LEVEL 2, 3, 4, 5 */
  levelSquares: number[];
  skills: SkillView[];

  /** where the player stands: a Location id, 'night' (the night time card), 'mine' (see quest.chamber), 'crowsNest' */
  location: LocationKey | 'night' | 'mine' | null;
  rucksack: { id: ItemKey; name: string; type: 'tool' | 'brew'; text: string }[];
  rucksackLimit: number;
  supply: SupplyView;

  // The table
  locations: LocationView[];
  storyEnd: { side: Side; text: string; timesResolved: number; pendingThisTurn: boolean };
  deckSize: number;
  discardSize: number;
  /** the top card of the discard pile, face up */
  discardTop: CardView | null;
  /** cards on top of the Story deck the seer showed, top first (still known) */
  seerKnown: CardView[];
  stallsPlayed: StallId[];
  questsAttempted: string[];

  /** the decision waiting for an answer, or null */
  pending: PendingView | null;
  /** level-up perks on offer when pending.kind is 'levelUp' */
  perks: Perk[];

  /** every event in plain words, oldest first */
  ledger: LedgerEntry[];
  /** one point per hourglass step, for the end-of-run chart */
  history: HistoryPoint[];

  /** null outside a mine; otherwise the quest engine's view */
  quest: QuestView | null;
  /** null unless a carnival game is being played; then its id, name and its engine's own view */
  /** the stall game being played, with its own typed view (carnival/games.ts) */
  stall: StallSeatView | null;
}

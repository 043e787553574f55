// The quest engine's own JSON, kept in GameState.quest while the player is in a mine (rulebook 7): its shape alone,
// in a file of its own that imports nothing of the rules, so engine/types.ts can name it without an import circle.
import type { ChamberKind, QuestEffect } from '../../data/quests/index';

/** A step waiting in the mine's queue: a quest effect, or one of the engine's own steps of a turn. */
export type QuestStep =
  | QuestEffect
  /** 7a: resolve the chamber you have just reached */
  | { op: 'resolveChamber' }
  /** 7a, "Your turn then ends": moving tokens move, the deadline counts */
  | { op: 'endTurn' }
  /** 7b, IF YOU LOSE: "Then either fight again, or flee" (after the lose effects) */
  | { op: 'afterLoss' }
  /** name the effects that follow in the ledger (a hazard's win or lose), or go back to the chamber's name */
  | { op: 'as'; why: string | null }
  /** one step of a moving token along its path */
  | { op: 'moverStep'; mover: string };

/** A fight in progress (7b). Everything the two attacks are made of, so the view can add them up term by term. */
export interface FightState {
  name: string;
  /** the Story card of a Story-chamber hazard (already on the discard pile), or null for a quest hazard */
  card: string | null;
  strength: number;
  agility: number;
  /** the Story chamber's depth (0 in a quest chamber) */
  depth: number;
  win: QuestEffect[];
  lose: QuestEffect[];
  /** this round's rolls and additions, null until rolled */
  roll: number | null;
  rerolled: boolean;
  hazardRoll: number | null;
  /** the lucky charm's number (1 Gem, a drawn card) and kept Special cards played this round */
  charm: number | null;
  special: number;
  round: number;
}

export interface MineState {
  quest: string;
  /** the chamber the meeple stands in; 'entrance' before the first move */
  at: string;
  visited: string[];
  /** mine tokens by chamber: face down or turned up, and whether taken away (found, carried off, used up) */
  tokens: Record<string, { n: number; known: boolean; taken?: boolean }>;
  progress: number;
  /** why the goal can no longer be met, or null */
  failed: string | null;
  flags: string[];
  /** chambers that changed kind during play (a quest effect) */
  changed: Record<string, ChamberKind>;
  /** moving tokens: their chamber and how far along their path */
  movers: Record<string, { at: string; step: number }>;
  /** turns taken in this mine (moves into a chamber) */
  turns: number;
  /** Special cards kept while in this mine */
  kept: string[];
  queue: QuestStep[];
  fight: FightState | null;
  /** whose effects the queue is running, for the ledger (a hazard's name), or null for the chamber's */
  why: string | null;
}

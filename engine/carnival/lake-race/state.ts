// The state of a Lake Race game (one race at the stall, or the three-race series), plain JSON.
import { z } from 'zod';
// the names rule every door keeps (QA 3, item 5): a name counted as a reader sees it, so the door and the game agree
import { nameSchema, SHORT_NAME_MAX } from '../../../contract/names';
import type { Hex } from './hex';

/** The six speedboats: a colour and a hull mark each, so boats can be told apart without colour. */
export const BOATS = [
  { id: 'red', name: 'Red', shape: 'triangle' },
  { id: 'yellow', name: 'Yellow', shape: 'diamond' },
  { id: 'blue', name: 'Blue', shape: 'circle' },
  { id: 'green', name: 'Green', shape: 'square' },
  { id: 'black', name: 'Black', shape: 'cross' },
  { id: 'white', name: 'White', shape: 'star' },
] as const;
export type BoatId = (typeof BOATS)[number]['id'];

export const LakeSetupSchema = z
  .object({
    seed: z.union([z.string().min(1).max(64), z.number().int()]),
    /** in seating order, clockwise: each boat's left-hand neighbour is the next one */
    boats: z
      .array(
        z
          .object({
            boat: z.enum(BOATS.map((b) => b.id) as [BoatId, ...BoatId[]]),
            name: nameSchema(SHORT_NAME_MAX),
            /** null: a person at the screen; otherwise a crow crew and its temperament */
            crew: z.enum(['cautious', 'bold']).nullable(),
          })
          .strict(),
      )
      .min(2)
      .max(6)
      .refine((b) => new Set(b.map((x) => x.boat)).size === b.length, 'Two boats have the same colour; give each boat a colour of its own.'),
    /** "Use the sides with the dark blue water. Experienced players can choose to play on the light blue backside." */
    side: z.enum(['dark', 'light']).default('dark'),
    /** 3 for the series of courses A, B and C; 1 for a single race on course A (the stall) */
    races: z.union([z.literal(1), z.literal(3)]).default(3),
    /** the 2-player score variant, optional for more players */
    scoreVariant: z.boolean().default(false),
    /** who starts race A; when absent "roll dice to determine the start player" from the seed */
    startPlayer: z.number().int().min(0).max(5).optional(),
  })
  .strict();
export type LakeSetup = z.output<typeof LakeSetupSchema>;
export type LakeSetupInput = z.input<typeof LakeSetupSchema>;

export interface BoatState {
  boat: BoatId;
  name: string;
  crew: 'cautious' | 'bold' | null;
  /** null until placed at the start */
  pos: Hex | null;
  heading: number;
  dice: number[];
  damage: number;
  /** damage counters held from earlier races (repaired, but one kept per damaged race) */
  heldDamage: number;
  /** buoys rounded (4 = finished) and wrong-way crossings of the next buoy's ray to undo */
  stage: number;
  debt: number;
  turns: number;
  finishedTurn: number | null;
  sunk: boolean;
}

export interface RaceResult {
  letter: 'A' | 'B' | 'C';
  /** seats in finishing order */
  order: number[];
  sunk: number[];
  unfinished: number[];
  /** points this race brought each seat (placing plus variant) */
  points: number[];
}

export type Phase = 'place' | 'roll' | 'steer' | 'raceOver' | 'seriesOver';

export interface LakeState {
  v: 1;
  setup: LakeSetup;
  rng: number[];
  /** lake tile ids by slot, fitted in random order */
  tiles: string[];
  race: number;
  /** spot indices holding buoys 0, 1, 2, 3 */
  buoys: number[];
  startPlayer: number;
  phase: Phase;
  current: number;
  /** seats still to place, first first */
  placing: number[];
  boats: BoatState[];
  finishOrder: number[];
  scores: number[];
  results: RaceResult[];
  ledger: string[];
  /** the campaign's deck and discard, handed back untouched (the race draws no cards) */
  stall: { deck: string[]; discard: string[] } | null;
}

export type LakeAction =
  | { type: 'place'; q: number; r: number; heading: number }
  | { type: 'roll'; hold: number[]; dice: number }
  | { type: 'steer'; turn: -1 | 0 | 1 }
  | { type: 'nextRace' };

export const COURSE_LETTERS = ['A', 'B', 'C'] as const;
/** A race lasting this many turns for the boats still out is called off; they score as unfinished. */
export const MAX_TURNS = 80;

/** Whether two Lake Race actions are the same move (field by field, a roll's held dice in order): how the strong
 *  player finds its planned move among the legal ones (engine/bots/stalls.ts), without a general comparison of JSON
 *  values for each of a roll's dozen or more choices. */
export function sameLakeAction(a: LakeAction, b: LakeAction): boolean {
  switch (a.type) {
    case 'roll': {
      if (b.type !== 'roll' || a.dice !== b.dice || a.hold.length !== b.hold.length) return false;
      for (let i = 0; i < a.hold.length; i++) if (a.hold[i] !== b.hold[i]) return false;
      return true;
    }
    case 'steer':
      return b.type === 'steer' && a.turn === b.turn;
    case 'place':
      return b.type === 'place' && a.q === b.q && a.r === b.r && a.heading === b.heading;
    case 'nextRace':
      return b.type === 'nextRace';
  }
}

// The pieces a quest is made of (rulebook 7): its effect vocabulary, hazards, chambers, tunnels, map and movers.
// Apart from the quest card's schema (schema.ts) so the map checker (mapCheck.ts), which schema.ts runs, reads their
// types without importing the schema that imports it.
import { z } from 'zod';
import { EffectSchema, type Effect } from '../schema';

/** A quest's, chamber's or mover's id. */
export const Id = z.string().regex(/^[a-z0-9-]+$/, 'ids are lower-case words joined by hyphens').max(40);
/** A line of a card's text. */
export const Text = z.string().min(1).max(400);
export const SPECIAL_LETTERS = ['A', 'B', 'C', 'D'] as const;
export const Letter = z.enum(SPECIAL_LETTERS);

/** A hazard fought in a quest chamber (7b): Strength and Agility as on a Story card, with its win and lose text. */
export interface QuestHazard {
  name: string;
  strength: number;
  agility: number;
  text: string;
  win: QuestEffect[];
  lose: QuestEffect[];
}

/** The effect vocabulary of quests: the engine's own effects (data/schema.ts: gainGems, loseLives, roll...)
 *  plus the quest-only ones below. Counters and flags are the quest's own, reset when it starts. */
export type QuestEffect =
  | Effect
  | { op: 'say'; text: string }
  /** reveal the mine token in the chamber you stand in and apply its rule */
  | { op: 'revealToken' }
  /** remove the token in the chamber you stand in (carried off, or used up) */
  | { op: 'takeToken' }
  /** reveal every face-down token of this mine to the player */
  | { op: 'revealAllTokens' }
  | { op: 'progress'; n: number }
  /** `here`: the flag belongs to the chamber you stand in */
  | { op: 'setFlag'; flag: string; here?: boolean }
  | { op: 'clearFlag'; flag: string; here?: boolean }
  | {
      op: 'if';
      flag?: string;
      here?: boolean;
      notFlag?: string;
      progressAtLeast?: number;
      then: QuestEffect[];
      else?: QuestEffect[];
    }
  | { op: 'fight'; hazard: QuestHazard }
  | { op: 'failQuest'; text: string }
  /** the chamber (the one you stand in when omitted) becomes another kind of chamber */
  | { op: 'transform'; chamber?: string; into: ChamberKind }
  | { op: 'advanceMover'; mover: string; steps: number }
  | { op: 'drawSpecial'; letter: (typeof SPECIAL_LETTERS)[number] };

export const QuestEffectSchema: z.ZodType<QuestEffect> = z.lazy(() =>
  z.union([
    EffectSchema,
    z.object({ op: z.literal('say'), text: Text }).strict(),
    z.object({ op: z.literal('revealToken') }).strict(),
    z.object({ op: z.literal('takeToken') }).strict(),
    z.object({ op: z.literal('revealAllTokens') }).strict(),
    z.object({ op: z.literal('progress'), n: z.number().int().min(1).max(10) }).strict(),
    z.object({ op: z.literal('setFlag'), flag: Id, here: z.boolean().optional() }).strict(),
    z.object({ op: z.literal('clearFlag'), flag: Id, here: z.boolean().optional() }).strict(),
    z
      .object({
        op: z.literal('if'),
        flag: Id.optional(),
        here: z.boolean().optional(),
        notFlag: Id.optional(),
        progressAtLeast: z.number().int().min(1).optional(),
        then: z.array(QuestEffectSchema),
        else: z.array(QuestEffectSchema).optional(),
      })
      .strict(),
    z.object({ op: z.literal('fight'), hazard: QuestHazardSchema }).strict(),
    z.object({ op: z.literal('failQuest'), text: Text }).strict(),
    z.object({ op: z.literal('transform'), chamber: Id.optional(), into: ChamberKindSchema }).strict(),
    z.object({ op: z.literal('advanceMover'), mover: Id, steps: z.number().int().min(1).max(5) }).strict(),
    z.object({ op: z.literal('drawSpecial'), letter: Letter }).strict(),
  ]),
);

export const QuestHazardSchema: z.ZodType<QuestHazard> = z.lazy(() =>
  z
    .object({
      name: Text,
      strength: z.number().int().min(0).max(12),
      agility: z.number().int().min(0).max(12),
      text: Text,
      win: z.array(QuestEffectSchema),
      lose: z.array(QuestEffectSchema),
    })
    .strict(),
);

/** 7a: the five kinds of chamber, plus the entrance tunnel and the exit. */
export type ChamberKind =
  | { kind: 'entrance' }
  | { kind: 'exit' }
  | { kind: 'story'; depth: number }
  | { kind: 'action'; action: 'fish' | 'dig' | 'forage'; count: number; time: number }
  | { kind: 'quest' }
  | { kind: 'penalty'; text: string; penalty: QuestEffect[] }
  | { kind: 'special'; letter: (typeof SPECIAL_LETTERS)[number] };

export const ChamberKindSchema: z.ZodType<ChamberKind> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('entrance') }).strict(),
    z.object({ kind: z.literal('exit') }).strict(),
    z.object({ kind: z.literal('story'), depth: z.number().int().min(0).max(5) }).strict(),
    z
      .object({
        kind: z.literal('action'),
        action: z.enum(['fish', 'dig', 'forage']),
        count: z.number().int().min(1).max(3),
        time: z.number().int().min(0).max(2),
      })
      .strict(),
    z.object({ kind: z.literal('quest') }).strict(),
    z.object({ kind: z.literal('penalty'), text: Text, penalty: z.array(QuestEffectSchema).min(1) }).strict(),
    z.object({ kind: z.literal('special'), letter: Letter }).strict(),
  ]),
);

export const ChamberSchema = z.intersection(
  z.object({ id: Id, name: z.string().max(60).optional(), x: z.number().min(0).max(100), y: z.number().min(0).max(100) }),
  ChamberKindSchema,
);
export type Chamber = z.infer<typeof ChamberSchema>;

/** A tunnel joins two chambers both ways; `time` is the hourglass squares walking it spends (the map shows it). */
export const TunnelSchema = z.object({ a: Id, b: Id, time: z.number().int().min(0).max(2).optional() }).strict();
export type Tunnel = z.infer<typeof TunnelSchema>;

export const MapSchema = z.object({ chambers: z.array(ChamberSchema).min(3), tunnels: z.array(TunnelSchema).min(2) }).strict();
export type MineMap = z.infer<typeof MapSchema>;

/** A token that moves by itself along a fixed path (the Flooded Vault's water). */
export const MoverSchema = z
  .object({
    id: Id,
    name: Text,
    start: Id,
    path: z.array(Id).min(1),
    /** advance this many steps at the end of each of your turns in the mine */
    perTurn: z.number().int().min(0).max(3),
    /** when it reaches the last chamber of its path (or loops back to its start) */
    loop: z.boolean(),
    /** what happens when it enters a chamber, keyed by chamber id; `*` for every chamber */
    onEnter: z.record(z.string(), z.array(QuestEffectSchema)).optional(),
    /** what happens when it enters the chamber you stand in (or you enter its chamber) */
    onMeet: z.array(QuestEffectSchema).optional(),
  })
  .strict();
export type Mover = z.infer<typeof MoverSchema>;

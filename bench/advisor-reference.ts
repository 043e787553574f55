// The advisor's reference fixture (issue 27): its shape, checked by zod when read, and the state each position names.
// Made by scripts/make-advisor-reference.ts; read by bench/advisor.ts and engine/bots/advisor-adaptive.test.ts.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { legalActions, replay, type Action, type GameState } from '../engine/index';
import { ActionSchema, GameSetupSchema } from '../contract';
import { KINDS } from './advisor-positions';

export const REFERENCE_FILE = 'bench/fixtures/advisor-reference.json';

const PositionSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(KINDS),
  setup: GameSetupSchema,
  path: z.array(ActionSchema),
  actions: z.number().int().min(2),
  /** each legal action's wins (in legalActions' order) out of the fixture's rolloutsPerAction */
  wins: z.array(z.number().int().min(0)),
});

export const ReferenceSchema = z.object({
  about: z.string(),
  rolloutsPerAction: z.number().int().min(0),
  goal: z.number().int().min(1),
  /** said when the run stopped before its goal */
  shortOfGoal: z.string().optional(),
  positions: z.array(PositionSchema).min(1),
});
export type Reference = z.infer<typeof ReferenceSchema>;
export type ReferencePosition = Reference['positions'][number];

/** The fixture as stored, checked; a position whose win counts do not fit its actions is refused with why. */
export function loadReference(file = resolve(import.meta.dirname, '..', REFERENCE_FILE)): Reference {
  const ref = ReferenceSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  for (const p of ref.positions) {
    if (p.wins.length !== p.actions) throw new Error(`The advisor's reference position ${p.id} has ${p.wins.length} win counts for ${p.actions} actions.`);
    if (p.wins.some((w) => w > ref.rolloutsPerAction)) throw new Error(`The advisor's reference position ${p.id} counts more wins than rollouts.`);
  }
  return ref;
}

/** The position's state, made by replaying its path from its set-up, and its legal actions; refused with a sentence
 *  when the rules no longer give it the same number of actions (the reference would then be of another position). */
export function positionState(p: ReferencePosition): { state: GameState; legal: Action[] } {
  const state = replay(p.setup, p.path as Action[]);
  const legal = legalActions(state);
  if (legal.length !== p.actions) throw new Error(`The advisor's reference position ${p.id} now has ${legal.length} legal actions, not ${p.actions}: run scripts/make-advisor-reference.ts again.`);
  return { state, legal };
}

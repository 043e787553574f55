// The guided first campaign (issue 26), service side: which step a lesson campaign is on, kept in the save file
// (table `lessons`, migration 3) so a restart resumes at the same step; the lesson's set-up; and the check that
// refuses an action off the lesson's path with the step's own sentence. The steps are content (data/lesson).
import type { Database, Statement } from 'better-sqlite3';
import { GameSetupSchema, type AnyAction, type GameSetup } from '../../contract';
import { LESSON, type LessonStep } from '../../data/lesson';
import type { LessonInfo } from './api';
import { ServiceError } from './errors';

/** The lesson's set-up, checked by the engine's schema (data/ holds it as plain JSON). */
export const LESSON_SETUP: GameSetup = GameSetupSchema.parse(LESSON.setup);
export const LESSON_STEPS: readonly LessonStep[] = LESSON.steps;

/** Why Undo is off while the lesson is on: its step counts the actions taken on its path. */
export const LESSON_NO_UNDO = 'The lesson only goes forward; leave the lesson to use Undo.';

export type LessonState = 'active' | 'left' | 'done';

/** True when the action is the one the step waits for: every field the step names equal (as JSON: the seer's order,
 *  a stall's call). Fields it does not name are free (which fish to sell). */
export function onPath(step: LessonStep, action: AnyAction): boolean {
  const want = step.expect;
  if (!want) return false;
  return Object.entries(want).every(([k, v]) => JSON.stringify(action[k]) === JSON.stringify(v));
}

/** Whether a lessons row names a step the lesson has (the step after the last one: done) and a state it knows. */
export function stepReads(row: { step: unknown; state: unknown }): boolean {
  const { step, state } = row;
  return Number.isInteger(step) && (step as number) >= 0 && (step as number) <= LESSON_STEPS.length && (state === 'active' || state === 'left' || state === 'done');
}

/** A lessons row as a recovery copies it (recovery-tables.ts). */
export function lessonRowReads(row: Record<string, unknown>): boolean {
  return typeof row.campaign_id === 'string' && row.campaign_id.length > 0 && stepReads(row as { step: unknown; state: unknown });
}

export class LessonStore {
  private readonly q: Record<string, Statement>;

  constructor(db: Database) {
    const p = (sql: string) => db.prepare(sql);
    this.q = {
      insert: p("INSERT INTO lessons (campaign_id, step, state) VALUES (?, 0, 'active')"),
      get: p('SELECT step, state FROM lessons WHERE campaign_id = ?'),
      set: p('UPDATE lessons SET step = ?, state = ? WHERE campaign_id = ?'),
      counts: p("SELECT count(*) AS started, coalesce(sum(state = 'done'), 0) AS finished FROM lessons"),
      all: p('SELECT campaign_id, step, state FROM lessons'),
      setAside: p("UPDATE lessons SET step = ?, state = 'left' WHERE campaign_id = ?"),
      active: p("SELECT campaign_id, step, state FROM lessons WHERE state = 'active'"),
    };
  }

  begin(id: string): void {
    this.q.insert.run(id);
  }

  /** The lesson's row; one that does not read as a step of the lesson (a damaged row: step 999, a step that is not a
   *  number) is taken as set aside, so no request fails on it (QA item 8; `setAsideUnreadable` writes so at start). */
  get(id: string): { step: number; state: LessonState } | undefined {
    const row = this.q.get.get(id) as { step: unknown; state: unknown } | undefined;
    if (!row) return undefined;
    if (!stepReads(row)) return { step: 0, state: 'left' };
    return row as { step: number; state: LessonState };
  }

  /** At each start: every lesson whose row does not read is set aside (left, the campaign played on freely), and
   *  its campaign's id returned so the player is told. The step is kept where it reads, else made 0. */
  setAsideUnreadable(): string[] {
    const bad = (this.q.all.all() as { campaign_id: string; step: unknown; state: unknown }[]).filter((r) => !stepReads(r));
    for (const r of bad) this.q.setAside.run(Number.isInteger(r.step) && (r.step as number) >= 0 ? Math.min(r.step as number, LESSON_STEPS.length) : 0, r.campaign_id);
    return bad.map((r) => r.campaign_id);
  }

  /** The lessons still on whose rows read, with their steps (lesson-realign.ts). */
  active(): { id: string; step: number }[] {
    const rows = this.q.active.all() as { campaign_id: string; step: unknown; state: unknown }[];
    return rows.filter(stepReads).map((r) => ({ id: r.campaign_id, step: r.step as number }));
  }

  set(id: string, step: number, state: LessonState): void {
    this.q.set.run(step, state, id);
  }

  counts(): { started: number; finished: number } {
    return this.q.counts.get() as { started: number; finished: number };
  }

  /** What the renderer shows for an active lesson; nothing once it is left or done. */
  info(id: string): LessonInfo | undefined {
    const row = this.get(id);
    if (!row || row.state !== 'active') return undefined;
    const step = LESSON_STEPS[Math.min(row.step, LESSON_STEPS.length - 1)];
    return { index: row.step, total: LESSON_STEPS.length, step: { ...step, waits: step.expect !== null } };
  }

  /** Before an action in a lesson campaign: refuses it, with the step's sentence, when it is off the path. */
  guard(id: string, action: AnyAction): void {
    const row = this.get(id);
    if (!row || row.state !== 'active') return;
    const step = LESSON_STEPS[row.step];
    if (!step || !onPath(step, action)) {
      throw new ServiceError('illegal-action', `${step?.instead ?? 'The lesson is over.'} (Or leave the lesson to play freely.)`);
    }
  }

  /** After an action that guard let through: the lesson moves to the next step. */
  advance(id: string): void {
    const row = this.get(id);
    if (row && row.state === 'active') this.set(id, row.step + 1, 'active');
  }

  /** The lesson panel's Next (a step that is only read), or leaving the lesson for free play. */
  move(id: string, what: 'next' | 'leave'): void {
    const row = this.get(id);
    if (!row) throw new ServiceError('invalid-input', 'That campaign is not a lesson.');
    if (row.state !== 'active') throw new ServiceError('conflict', 'That lesson is already over; the campaign plays on as any other.');
    if (what === 'leave') return this.set(id, row.step, 'left');
    const step = LESSON_STEPS[row.step];
    if (step.expect) throw new ServiceError('illegal-action', step.instead);
    const next = row.step + 1;
    this.set(id, next, next >= LESSON_STEPS.length ? 'done' : 'active');
  }
}

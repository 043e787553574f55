// The replay's route and jumps (issue 25): #/replay/<id>/<step>, and the steps the jump buttons go to. Pure, so the
// screen stays a drawing of these answers.
import type { ReplayMarks } from '../api';

export interface ReplayRoute {
  id: string;
  /** null: the campaign's last step */
  step: number | null;
}

/** "<id>/<step>" (the screen store's param) to the campaign and the step; a step that is not a whole number is the end. */
export function parseReplayParam(param: string | undefined): ReplayRoute | null {
  if (!param) return null;
  const [id, step] = param.split('/');
  if (!id) return null;
  const n = step !== undefined && /^\d{1,6}$/.test(step) ? Number(step) : null;
  return { id, step: n };
}

export function replayParam(id: string, step: number): string {
  return `${id}/${step}`;
}

export type MarkKind = keyof ReplayMarks;

/** What each kind of mark is called on its buttons, and the rulebook section it follows. */
export const MARK_NAMES: Record<MarkKind, { one: string; rule: string }> = {
  daybreaks: { one: 'daybreak', rule: '6' },
  nightfalls: { one: 'nightfall', rule: '4' },
  quests: { one: 'quest', rule: '7' },
  storyEnds: { one: "Story's End", rule: '5' },
};

/** The first mark after `step`, or null when there is none. */
export function nextMark(marks: readonly number[], step: number): number | null {
  return marks.find((m) => m > step) ?? null;
}

/** The last mark before `step`, or null when there is none. */
export function previousMark(marks: readonly number[], step: number): number | null {
  for (let i = marks.length - 1; i >= 0; i--) if (marks[i] < step) return marks[i];
  return null;
}

/** Playback speeds offered, in steps a second. */
export const SPEEDS = [0.5, 1, 2, 4, 8] as const;

/** Milliseconds between two steps of playback at `speed` steps a second. */
export function playbackDelay(speed: number): number {
  return Math.round(1000 / speed);
}

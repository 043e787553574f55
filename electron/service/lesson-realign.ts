// A lesson put back in step with its campaign after a salvage (QA2 item 2): the lesson's step counts the actions taken
// on its path, so a campaign that came back shorter (or longer, from a newer copy) beside a lesson row from another
// copy left the lesson waiting for an action the table no longer offered. Every action the lesson let through was on
// its path (LessonStore.guard), so the step the campaign's kept actions reach is found by walking them along it.
import type { AnyAction } from '../../contract';
import { LESSON_STEPS, onPath, type LessonStore } from './lesson';
import type { CampaignStore } from './store';

/** How many actions a lesson at `step` has had played: one for each step before it that waits for an action. */
export function actionsBefore(step: number): number {
  return LESSON_STEPS.slice(0, step).filter((s) => s.expect !== null).length;
}

/** The step a lesson is at once `actions` were played on its path (the step after the last one they answer), or null
 *  when one of them is not the action its step waits for: that play is not the lesson's. */
export function stepAfter(actions: readonly AnyAction[]): number | null {
  let step = 0;
  for (const action of actions) {
    while (step < LESSON_STEPS.length && LESSON_STEPS[step].expect === null) step++;
    if (step >= LESSON_STEPS.length || !onPath(LESSON_STEPS[step], action)) return null;
    step++;
  }
  return step;
}

/** At each start: every lesson still on whose step does not match its campaign's count of actions is put at the step
 *  those actions reach, or set aside when they are not the lesson's (the campaign then plays on freely). Returns the
 *  player's sentences. A lesson whose campaign was deleted is let be (its row only counts for Statistics). */
export function realignLessons(lessons: LessonStore, store: CampaignStore): string[] {
  const sentences: string[] = [];
  for (const { id, step } of lessons.active()) {
    const row = store.get(id);
    if (!row || store.actionCount(id) === actionsBefore(step)) continue;
    // rows that do not read here were left by the checks before (older rules); the lesson is let be rather than the
    // start refused over it
    let path: AnyAction[];
    try {
      path = store.path(id);
    } catch {
      continue;
    }
    const now = stepAfter(path);
    if (now === null) {
      lessons.set(id, step, 'left');
      sentences.push(`The lesson in "${row.name}" no longer matched the play its campaign came back with, so it was set aside: the campaign plays on without it.`);
      continue;
    }
    lessons.set(id, now, now >= LESSON_STEPS.length ? 'done' : 'active');
    sentences.push(`The lesson in "${row.name}" was put back at the step its campaign came back to (step ${Math.min(now, LESSON_STEPS.length - 1) + 1} of ${LESSON_STEPS.length}).`);
  }
  return sentences;
}

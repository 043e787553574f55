// The score of a finished campaign (issue 29; explained in the rules reference's "score" section). Our own design,
// not the rulebook's: it ranks runs so that any win beats any loss, an earlier payment beats a later one, and what
// is left in hand and the harder options (rulebook 9) break the ties.
import { SCORE_WEIGHTS, type ScoreWeights } from '../data/progress/score';
import { content } from '../data/index';
import type { RunOutcome, Score, ScorePart } from '../contract/score';

export type { RunOutcome, Score, ScorePart } from '../contract/score';

/** Squares on one day's track and one night's (rulebook 4 and 6), so a whole day is both. */
export const HOURS_PER_DAY = content.rules.dayTrack + content.rules.nightTrack;
export const LAST_DAY = 3;

/** Squares still to go before the end of day 3, from a position on the track (rulebook 4: the timer). */
export function hoursLeft(day: number, phase: 'day' | 'night', timer: number): number {
  const used = (day - 1) * HOURS_PER_DAY + (phase === 'night' ? content.rules.dayTrack : 0) + timer;
  return Math.max(0, LAST_DAY * HOURS_PER_DAY - used);
}

const times = (n: number, each: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many} x ${each}`;

export function scoreRun(run: RunOutcome, w: ScoreWeights = SCORE_WEIGHTS): Score {
  const parts: ScorePart[] = [];
  if (!run.won) {
    // a loss is ranked by how close the purse came to the Crows' price: never as high as the smallest win
    const held = Math.min(run.mostGems, 59);
    parts.push({ label: 'Lost', detail: 'the Crows were not paid', points: 0 });
    parts.push({ label: 'Most Gems held', detail: times(held, w.lostPerGemHeld, 'Gem'), points: held * w.lostPerGemHeld });
  } else {
    parts.push({ label: 'Won', detail: 'the Crows were paid and survived', points: w.won });
    parts.push({ label: 'Time to spare', detail: times(run.hoursLeft, w.perHourLeft, 'hour'), points: run.hoursLeft * w.perHourLeft });
    parts.push({ label: 'Lives left', detail: times(run.lives, w.perLifeLeft, 'Life', 'Lives'), points: run.lives * w.perLifeLeft });
    parts.push({ label: 'Pep left', detail: times(run.pep, w.perPepLeft, 'Pep', 'Pep'), points: run.pep * w.perPepLeft });
    parts.push({ label: 'Gems left', detail: times(run.gems, w.perGemLeft, 'Gem'), points: run.gems * w.perGemLeft });
    const h = run.harder;
    if (h.storyEndRed) parts.push({ label: "Red Story's End", detail: 'harder option', points: w.harder.storyEndRed });
    if (h.crowsNestRed) parts.push({ label: "Red Crows' Nest", detail: 'harder option', points: w.harder.crowsNestRed });
    if (h.hazardsPlusOne) parts.push({ label: 'Hazards +1', detail: 'harder option', points: w.harder.hazardsPlusOne });
    if (h.extraFlips > 0) parts.push({ label: 'Extra flips', detail: times(h.extraFlips, w.harder.perExtraFlip, 'flip'), points: h.extraFlips * w.harder.perExtraFlip });
  }
  return { total: parts.reduce((n, p) => n + p.points, 0), parts };
}

// The rules reference's "score" section (issue 29): how a finished campaign is scored, written from the same weights
// the score is summed with (data/progress/score.json), so the two cannot disagree. A section of its own, appended
// to the reference's last part (This edition), so the Rules screen opens it at #/rules/score and the end screen links there.
import { SCORE_WEIGHTS, type ScoreWeights } from '../../../data/progress/score';
import { HOURS_PER_DAY, LAST_DAY } from '../../../engine/index';
import type { RuleSection } from '../api';

export const SCORE_SECTION_ID = 'score';

export function scoreSection(w: ScoreWeights = SCORE_WEIGHTS): RuleSection {
  const most = 59 * w.lostPerGemHeld;
  return {
    id: SCORE_SECTION_ID,
    title: 'Score: how a finished campaign is scored',
    part: 'This edition',
    aliases: [],
    text: [
      "The rulebook only asks whether you paid the Crows and lived. This edition also scores every finished campaign, so today's campaign, your records and your runs on one character can be compared. The score is this edition's own, not the rulebook's.",
      `A win scores ${w.won} points, and then: ${w.perHourLeft} for each hour (hourglass square) still left before the end of day ${LAST_DAY} when you paid (a day has ${HOURS_PER_DAY}: its day track and its night track); ${w.perLifeLeft} for each Life and ${w.perPepLeft} for each Pep you end with; ${w.perGemLeft} for each Gem left in your purse after paying.`,
      `Each harder option of section 9 adds to a win: ${w.harder.storyEndRed} for the red Story's End, ${w.harder.crowsNestRed} for the red Crows' Nest, ${w.harder.hazardsPlusOne} for hazards one stronger, ${w.harder.perExtraFlip} for each extra flip.`,
      `A loss scores ${w.lostPerGemHeld} points for each Gem of the most you held at once, at most ${most}: so any win ranks above any loss, a loss that came close ranks above one that did not, and among wins, paying sooner counts most.`,
      'The end screen lists the parts of your score; the Statistics screen keeps your best score for each character and set-up.',
    ].join('\n'),
  };
}

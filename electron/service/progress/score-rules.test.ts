// Issue 29: the rules reference's score section is written from the weights the score is summed with.
import { describe, expect, it } from 'vitest';
import { SCORE_WEIGHTS } from '../../../data/progress/score';
import { rules } from '../content';
import { scoreSection } from './score-rules';

describe('the score section of the rules reference', () => {
  it('is there at #/rules/score, after the rulebook’s own sections', () => {
    const all = rules();
    expect(all[all.length - 1].id).toBe('score');
    expect(all.filter((s) => s.id === 'score')).toHaveLength(1);
  });

  it('states every weight the score uses, and changes with them', () => {
    const text = scoreSection().text;
    const w = SCORE_WEIGHTS;
    for (const n of [w.won, w.perHourLeft, w.perLifeLeft, w.perPepLeft, w.perGemLeft, w.lostPerGemHeld, w.harder.storyEndRed, w.harder.perExtraFlip]) expect(text).toContain(String(n));
    expect(scoreSection({ ...w, perHourLeft: 31 }).text).toContain('31 for each hour');
    expect(text).toContain(`at most ${59 * w.lostPerGemHeld}`);
  });
});

// Issue 29, the score (our own design, the rules reference's "score" section): its order on constructed runs.
import { describe, expect, it } from 'vitest';
import { NORMAL_HARDER } from './contract';
import { hoursLeft, scoreRun, type RunOutcome } from './score';

const win: RunOutcome = { won: true, hoursLeft: 5, lives: 2, pep: 1, gems: 0, mostGems: 60, harder: NORMAL_HARDER };
const loss: RunOutcome = { won: false, hoursLeft: 0, lives: 0, pep: 0, gems: 40, mostGems: 58, harder: NORMAL_HARDER };
const total = (r: RunOutcome) => scoreRun(r).total;

describe('score (rules reference: score)', () => {
  it('ranks the narrowest win above the best loss', () => {
    const narrowest = { ...win, hoursLeft: 0, lives: 1, pep: 0, gems: 0 };
    const bestLoss = { ...loss, mostGems: 200, harder: { storyEndRed: true, crowsNestRed: true, hazardsPlusOne: true, extraFlips: 3 } };
    expect(total(narrowest)).toBeGreaterThan(total(bestLoss));
  });

  it('ranks an earlier payment above a later one, and more left in hand above less', () => {
    expect(total({ ...win, hoursLeft: 6 })).toBeGreaterThan(total(win));
    expect(total({ ...win, lives: 3 })).toBeGreaterThan(total(win));
    expect(total({ ...win, pep: 2 })).toBeGreaterThan(total(win));
    expect(total({ ...win, gems: 3 })).toBeGreaterThan(total(win));
    // an hour sooner outweighs a spare Pep
    expect(total({ ...win, hoursLeft: 6 })).toBeGreaterThan(total({ ...win, pep: 2 }));
  });

  it('ranks a win with a harder option above the same win without it', () => {
    for (const h of [{ storyEndRed: true }, { crowsNestRed: true }, { hazardsPlusOne: true }, { extraFlips: 1 }]) {
      expect(total({ ...win, harder: { ...NORMAL_HARDER, ...h } })).toBeGreaterThan(total(win));
    }
    expect(total({ ...win, harder: { ...NORMAL_HARDER, extraFlips: 2 } })).toBeGreaterThan(total({ ...win, harder: { ...NORMAL_HARDER, extraFlips: 1 } }));
  });

  it('ranks losses by the most Gems held', () => {
    expect(total({ ...loss, mostGems: 30 })).toBeLessThan(total(loss));
    expect(total({ ...loss, mostGems: 0 })).toBe(0);
  });

  it('lists its parts, which add up to the total', () => {
    const s = scoreRun({ ...win, harder: { ...NORMAL_HARDER, crowsNestRed: true } });
    expect(s.parts.map((p) => p.label)).toEqual(['Won', 'Time to spare', 'Lives left', 'Pep left', 'Gems left', "Red Crows' Nest"]);
    expect(s.parts.reduce((n, p) => n + p.points, 0)).toBe(s.total);
    expect(s.parts[1].detail).toBe('5 hours x 25');
    expect(s.parts[2].detail).toBe('2 Lives x 50');
    expect(s.total).toBe(1000 + 125 + 100 + 10 + 0 + 150);
  });

  it('counts the hours left before the end of day 3 from the timer (rulebook 4, 6)', () => {
    expect(hoursLeft(1, 'day', 0)).toBe(21);
    expect(hoursLeft(2, 'day', 1)).toBe(13);
    expect(hoursLeft(3, 'night', 2)).toBe(1);
    expect(hoursLeft(3, 'night', 3)).toBe(0);
  });
});

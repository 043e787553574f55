// Issue 24, item 13: the end-of-run chart's points line up with real campaigns: the history has exactly one point per
// hourglass and daybreak line of the ledger, so trailOf never falls back, and every change becomes a point.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, playerView } from '../../engine/index';
import { CHARACTER_IDS, NORMAL_HARDER } from '../../contract';
import { trailOf } from '../../renderer/src/table/runTrail';

describe('the run chart over whole campaigns (issue 24, item 13)', () => {
  it('every Gems, Lives and Pep line of the ledger is a point, and the last point is the final count', () => {
    for (let n = 0; n < 8; n++) {
      let s = newGame({ seed: `trail-${n}`, character: CHARACTER_IDS[n % 4], startingSkill: 0, plusOneStat: 'strength', harder: NORMAL_HARDER });
      let x = n + 3;
      while (s.status === 'playing') {
        const legal = legalActions(s);
        x = (x * 1103515245 + 12345) % 2147483648;
        s = applyAction(s, legal[x % legal.length]).state;
      }
      const v = playerView(s);
      const final = { day: v.day, phase: v.phase, timer: v.timer, gems: v.gems, lives: v.lives, pep: v.pep };
      const trail = trailOf(v.history, v.ledger, final);
      // the lowest count of Lives any ledger line left is on the chart
      const lives = v.ledger.filter((e) => e.type === 'lives').map((e) => Number(/Lives: (\d+)\.$/.exec(e.text)?.[1])).filter(Number.isInteger);
      if (lives.length) expect(Math.min(...trail.map((p) => p.lives))).toBe(Math.min(4, ...lives));
      expect(trail[trail.length - 1]).toMatchObject({ gems: v.gems, lives: v.lives, pep: v.pep });
      expect(trail.length).toBeGreaterThan(v.history.length);
    }
  });
});

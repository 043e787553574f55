// Issue 25, the review's sums: a decision's cost, luck against choices, the three costliest.
import { describe, expect, it } from 'vitest';
import type { ReviewDecision } from './api';
import { insertByStep, summarise } from './review';

/** A decision whose best action's interval reaches `spread` below its estimate (0: every gap is sure). */
function d(step: number, best: number, taken: number, spread = 0): ReviewDecision {
  return {
    step,
    taken: { label: 'taken', chance: taken },
    best: { label: 'best', chance: best },
    cost: Math.round((best - taken) * 1000) / 10,
    ranking: [
      { label: 'best', chance: best, low: best - spread, high: best + spread, taken: best === taken },
      { label: 'taken', chance: taken, low: taken - spread, high: taken + spread, taken: true },
    ],
  };
}

describe('review sums (issue 25)', () => {
  it('adds the choices\' cost and the luck between decisions, to the outcome after the last', () => {
    // 50 best, 40 taken (cost 10); next best 60: luck +20; taken 60 (cost 0); lost: luck -60
    const s = summarise([d(3, 0.5, 0.4), d(9, 0.6, 0.6)], 0);
    expect(s.choices).toBe(10);
    expect(s.luck).toBe(-40);
    expect(s.sentence).toBe('Your choices cost 10 points of win chance; the cards and dice took 40 more.');
    const won = summarise([d(3, 0.5, 0.4), d(9, 0.6, 0.6)], 1);
    expect(won.sentence).toBe('Your choices cost 10 points of win chance; the cards and dice gave 60 back.');
  });

  it('leaves the last decision\'s luck out while the campaign is in play, and marks the three costliest', () => {
    const s = summarise([d(1, 0.5, 0.5), d(2, 0.5, 0.3), d(3, 0.4, 0.35), d(4, 0.5, 0.1), d(5, 0.3, 0.2)], null);
    expect(s.costliest).toEqual([4, 2, 5]);
    expect(s.luck).toBe(Math.round((0 + 20 + 5 + 20) * 10) / 10);
  });

  it('charges only the gaps beyond the rollouts\' noise: a taken action inside the best one\'s interval costs nothing', () => {
    // gap 10 inside a 15-point interval: no cost, and the chance moves to the outcome as luck
    const s = summarise([d(3, 0.5, 0.4, 0.15), d(5, 0.6, 0.3, 0.15)], 1);
    expect(s.choices).toBe(30); // only the second gap (30) lies below the best's interval (60 - 15 = 45 > 30)
    // luck: 0.4 -> next worth 0.3 + 0.3 = 0.6 (+20), then 0.3 -> 1 (+70)
    expect(s.luck).toBe(90);
    expect(s.luck - s.choices).toBeCloseTo(100 - 40, 5); // the whole change from the first position's worth to the result
    expect(s.costliest).toEqual([5, 3]); // the marks still show the widest gaps
  });

  it('says when there was no decision at all', () => {
    expect(summarise([], 0).sentence).toBe('No decision to review: every step had one legal action.');
  });

  it('says a running review is weighing its first decision, not that there is none (QA 3, item 8)', () => {
    expect(summarise([], null, 12).sentence).toBe('Reviewing 12 decisions; the first is still being weighed.');
    expect(summarise([], null, 1).sentence).toBe('Reviewing 1 decision; the first is still being weighed.');
  });

  it('keeps the decisions in campaign order as they arrive in ranking order', () => {
    const list: ReviewDecision[] = [];
    for (const step of [7, 2, 9, 4]) insertByStep(list, d(step, 0.5, 0.5));
    expect(list.map((x) => x.step)).toEqual([2, 4, 7, 9]);
  });
});

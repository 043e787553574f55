// The series as a whole: three courses, points growing, start player moving left, damage held between races.
import { describe, expect, it } from 'vitest';
import { newGame } from './engine';
import { isLand, lakeMap, LAKE_COLS, LAKE_ROWS } from './lake';
import { fromOffset } from './hex';
import { applyLake } from './race';
import { placeAll, people, findSpot, only } from './test-helpers';
import { LAKE_TILES } from '../../../data/carnival/lake-race';

describe('Lake Race series', () => {
  it('Victory Points: over races A, B and C the track adds each race\'s points; the start player moves left each race', () => {
    const s = newGame({ seed: 'series', startPlayer: 1, boats: ['red', 'blue', 'green', 'black', 'white'].map((boat, i) => ({ boat, name: boat, crew: i % 2 ? 'bold' : 'cautious' })) as never });
    expect(s.phase).toBe('seriesOver');
    expect(s.results.map((r) => r.letter)).toEqual(['A', 'B', 'C']);
    expect(s.startPlayer).toBe(3);
    for (let seat = 0; seat < 5; seat++) expect(s.scores[seat]).toBe(s.results.reduce((t, r) => t + r.points[seat], 0));
    // race winners score 4, 8 and 12 with five boats
    expect(s.results.map((r) => r.points[r.order[0]])).toEqual([4, 8, 12]);
  });

  it('Setup: the 4 border pieces form a frame of quay round the lake: beyond it is land to a boat', () => {
    const map = lakeMap('dark', LAKE_TILES.map((t) => t.id));
    for (let col = 0; col < LAKE_COLS; col++) {
      expect(isLand(map, fromOffset(col, -1))).toBe(true);
      expect(isLand(map, fromOffset(col, LAKE_ROWS))).toBe(true);
    }
    for (let row = 0; row < LAKE_ROWS; row++) {
      expect(isLand(map, fromOffset(-1, row))).toBe(true);
      expect(isLand(map, fromOffset(LAKE_COLS, row))).toBe(true);
    }
  });

  it('Rolling Dice: rolled dice stay on your colour area until your next turn, and that turn starts from them', () => {
    const base = placeAll(people(2, 'stay'));
    const { pos, heading } = findSpot(base, (r, a, l) => a >= 12 && r < 12 && l < 12);
    let s = only(base, 0, pos, heading, [2, 3]);
    s.boats[1].pos = null;
    s = applyLake(s, { type: 'roll', hold: [2, 3], dice: 2 }).state;
    s = applyLake(s, { type: 'steer', turn: 0 }).state;
    expect(s.boats[0].dice).toEqual([2, 3]);
  });
});

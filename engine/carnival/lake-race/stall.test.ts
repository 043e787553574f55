// The stall (rulebook guide, Bay Carnival): one race against two or three crow crews, seeded by the campaign,
// paying Gems by place from data/carnival/lake-race/stall.json.
import { describe, expect, it } from 'vitest';
import { LAKE_STALL } from '../../../data/carnival/lake-race';
import { applyAction, legalActions, outcome, start } from './engine';
import { plannedMove } from './crew';
import { LakeSetupSchema, type LakeState } from './state';

const ctx = (seed: number) => ({ seed, deck: ['s1', 's2'], discard: ['s3'] });

/** Play the person's boat with the crews' own planner (a fair stand-in for a careful player). */
function playOut(s: LakeState): LakeState {
  let t = s;
  while (t.phase !== 'seriesOver') {
    const me = t.boats[t.current];
    const a = me.crew ? legalActions(t)[0] : plannedMove(t);
    t = applyAction(t, a).state;
  }
  return t;
}

describe('Lake Race stall', () => {
  it('Bay Carnival stall: one race on course A against two or three crow crews, seeded by the campaign', () => {
    const sizes = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const s = start(ctx(seed));
      expect(s.setup.races).toBe(1);
      expect(s.boats.filter((b) => !b.crew)).toHaveLength(1);
      sizes.add(s.boats.length - 1);
      expect(outcome(s)).toBeNull();
    }
    expect(sizes).toEqual(new Set([2, 3]));
    expect(start(ctx(5))).toEqual(start(ctx(5)));
  });

  it('Bay Carnival stall: the setup start() writes unparsed is exactly what the setup schema gives back for it', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const setup = start(ctx(seed)).setup;
      const parsed = LakeSetupSchema.parse(setup);
      expect(parsed).toStrictEqual(setup);
      expect(JSON.stringify(parsed)).toBe(JSON.stringify(setup));
    }
  });

  it('Bay Carnival stall: the prize by place, the deck handed back untouched, and first place can reach 7 Gems', () => {
    let sawSeven = false;
    for (let seed = 1; seed <= 8; seed++) {
      const end = playOut(start(ctx(seed)));
      const o = outcome(end)!;
      const me = end.boats.findIndex((b) => !b.crew);
      const place = end.finishOrder.indexOf(me) + 1;
      const table = LAKE_STALL.prizesByBoats[String(end.boats.length)]!;
      expect(o.gems).toBe(place > 0 ? table[place - 1] : 0);
      expect(o.deck).toEqual(['s1', 's2']);
      expect(o.discard).toEqual(['s3']);
      expect(o.storyEndReached).toBe(false);
      expect(o.text).toMatch(/Lake Race: your boat/);
      if (o.gems >= 7) sawSeven = true;
    }
    expect(Object.values(LAKE_STALL.prizesByBoats).every((t) => t[0] >= 7)).toBe(true);
    expect(sawSeven).toBe(true);
  });

  it('Bay Carnival stall: only the person acts; the crows steer their own boats', () => {
    const s = start(ctx(3));
    expect(s.boats[s.current].crew).toBeNull();
    expect(legalActions(s).length).toBeGreaterThan(0);
  });
});

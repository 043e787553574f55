// Lake Race inside a campaign (guide, Bay Carnival: "visit the stalls"): the price is paid, the race is played through
// the campaign's {type:'stall', action} actions, the prize for the place is added, the deck comes back untouched,
// and a first place worth 7+ Gems flips Bay Carnival with 1 XP.
import { describe, expect, it } from 'vitest';
import { act, fixture } from '../../testkit';
import { legalActions, playerView } from '../../index';
import type { GameState } from '../../types';
import { content } from '../../../data';
import { LAKE_STALL } from '../../../data/carnival/lake-race';
import { plannedMove } from './crew';
import type { LakeState } from './state';

function race(start: GameState): GameState {
  let s = act(start, { type: 'visitStalls', game: 'lake-race' }).state;
  for (let i = 0; i < 600 && s.pending[0]?.kind === 'stall'; i++) {
    const ls = (s.pending[0] as unknown as { state: LakeState }).state;
    // the person steers as the cautious crews would
    const a = plannedMove(ls);
    expect(legalActions(s)).toContainEqual({ type: 'stall', action: a });
    s = act(s, { type: 'stall', action: a } as never).state;
  }
  return s;
}

describe('Lake Race in a campaign', () => {
  it("Guide, Bay Carnival: Lake Race's listed price is the blue Bay Carnival card's", () => {
    expect(LAKE_STALL.cost).toBe(content.locations.find((l) => l.id === 'carnival')!.blue.stalls!.gems);
  });

  it('Guide, Bay Carnival: Lake Race costs the price, pays Gems by place, hands back the deck, and 7+ flips the carnival', () => {
    let sawFlip = false;
    const places: string[] = [];
    for (let k = 0; k < 16 && !sawFlip; k++) {
      const seed = `lake-${k}`;
      const start = fixture({ gems: 10 }, { seed });
      const opened = act(start, { type: 'visitStalls', game: 'lake-race' }).state;
      expect(opened.gems).toBe(10 - LAKE_STALL.cost);
      expect(playerView(opened).stall?.game).toBe('lake-race');
      const end = race(start);
      expect(end.pending[0]?.kind === 'stall').toBe(false);
      const line = end.ledger.map((e) => e.text).find((t) => /^Lake Race is over: your boat/.test(t))!;
      const won = Number(/wins (\d+) Gem/.exec(line)![1]);
      places.push(line);
      expect(end.gems).toBe(10 - LAKE_STALL.cost + won);
      expect([end.deck, end.discard]).toEqual([start.deck, start.discard]);
      if (won >= 7) {
        expect([end.xp, end.sides.carnival]).toEqual([start.xp + 1, 'red']);
        sawFlip = true;
      } else expect(end.sides.carnival).toBe(start.sides.carnival);
    }
    expect(sawFlip, places.join('\n')).toBe(true);
  });
});

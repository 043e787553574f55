import { describe, expect, it } from 'vitest';
import { fixture, act, acts, legalTypes, reason } from './testkit';
import { beginDraft } from './draft';
import { flipNumbered } from './time';

describe('time and day/night', () => {
  it('4: an hourglass action moves the timer 1 square; a free action does not', () => {
    let s = fixture();
    s = act(s, { type: 'beachcomb' }).state;
    expect(s.timer).toBe(1);
    s = act(s, { type: 'sellItem', item: 'lifeBrew' }).state;
    expect(s.timer).toBe(1);
  });

  it('6: the 4th hourglass of a day flips the card to night; only sleep, dinner and work remain', () => {
    const s = acts(fixture(), { type: 'beachcomb' }, { type: 'beachcomb' }, { type: 'beachcomb' }, { type: 'beachcomb' });
    expect([s.phase, s.timer, s.day]).toEqual(['night', 0, 1]);
    expect(legalTypes(s).filter((t) => t !== 'useItem').sort()).toEqual(['sleep', 'work']);
    expect(reason(s, { type: 'beachcomb' })).toMatch(/night/);
  });

  it('6: the night\'s 3rd hourglass is daybreak: roll, flip that Location red, next day\'s first square', () => {
    const night = acts(fixture(), ...Array(4).fill({ type: 'beachcomb' }));
    const r = act(acts(night, { type: 'sleep' }, { type: 'work' }), { type: 'work' });
    const s = r.state;
    expect([s.phase, s.day, s.timer]).toEqual(['day', 2, 0]);
    expect(Object.values(s.sides).filter((x) => x === 'red')).toHaveLength(1);
    expect(r.events.some((e) => e.type === 'roll' && e.chance)).toBe(true);
  });

  it('6: a flipped Location is skipped for the next numbered one clockwise, never the Guild or the Nest', () => {
    const s = fixture();
    const c = beginDraft({ ...s, sides: { ...s.sides, market: 'red', coppersand: 'red' } });
    expect(flipNumbered(c, 6, 'Daybreak')).toBe('scrapyard');
    const all = beginDraft({ ...s, sides: { ...s.sides, coppersand: 'red', scrapyard: 'red', carnival: 'red', glade: 'red', chemists: 'red', market: 'red' } });
    expect(flipNumbered(all, 3, 'Daybreak')).toBeNull();
    expect(all.s.sides.miners).toBe('blue');
  });

  it('4: 3 days and 2 nights: the end of day 3 without paying the Crows loses the game', () => {
    let s = fixture();
    for (let day = 0; day < 3; day++) {
      s = acts(s, ...Array(4).fill({ type: 'beachcomb' }));
      if (day < 2) s = acts(s, { type: 'work' }, { type: 'work' }, { type: 'work' });
    }
    expect(s.status).toBe('lost');
    expect(s.endReason).toMatch(/Day 3 ended/);
  });

  it('4: an action costing more squares than remain is refused', () => {
    // every town action costs 1 square in data/, so test the rule with a state whose track is used up
    expect(reason(fixture({ timer: 4 }), { type: 'beachcomb' })).toMatch(/only 0 left/);
  });
});

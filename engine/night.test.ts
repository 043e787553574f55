import { describe, expect, it } from 'vitest';
import { fixture, act, reason } from './testkit';

const night = (over = {}, su = {}) => fixture({ phase: 'night', place: { at: 'night' }, ...over }, su);

describe('night', () => {
  it('6: sleep moves the timer and gains 1 Pep', () => {
    const s = act(night({ pep: 2 }), { type: 'sleep' }).state;
    expect([s.pep, s.timer]).toEqual([3, 1]);
  });

  it('6: work moves the timer and earns 2 Gems (Tobias\'s Night Shift: 4)', () => {
    expect(act(night(), { type: 'work' }).state.gems).toBe(4);
    expect(act(night({}, { character: 'tobias', startingSkill: 0 }), { type: 'work' }).state.gems).toBe(6);
  });

  it('6: dinner discards a fish or forageable card to gain 1 Life; a material card will not do', () => {
    const supply = [{ card: 'the-gamblers', as: 'fish' as const }, { card: 'lost-purse', as: 'material' as const }];
    const s = act(night({ lives: 2, supply }), { type: 'dinner', card: 'the-gamblers' }).state;
    expect([s.lives, s.supply.length, s.discard.at(-1)]).toEqual([3, 1, 'the-gamblers']);
    expect(reason(night({ supply }), { type: 'dinner', card: 'lost-purse' })).toMatch(/fish or forageable/);
  });

  it('6: you can\'t visit any Locations during night time', () => {
    expect(reason(night(), { type: 'goFishing' })).toMatch(/night/);
    expect(reason(fixture(), { type: 'sleep' })).toMatch(/night/);
  });
});

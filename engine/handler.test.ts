// Actions are values (engine/rules.ts): the ones a handler offers again and again are made once and handed out
// frozen (handler.ts offered, offeredBy), so nobody can change one that another list holds too.
import { describe, expect, it } from 'vitest';
import { offered, offeredBy } from './handler';
import { applyAction, legalActions } from './index';
import { fixture } from './testkit';

describe('engine: actions offered again and again are made once', () => {
  it('offered hands out one frozen list of frozen actions', () => {
    const list = offered({ type: 'goFishing' }, { type: 'beachcomb' });
    expect(list).toEqual([{ type: 'goFishing' }, { type: 'beachcomb' }]);
    expect(Object.isFrozen(list) && list.every((a) => Object.isFrozen(a))).toBe(true);
  });

  it('offeredBy makes one frozen action per key', () => {
    let made = 0;
    const sell = offeredBy((card) => {
      made++;
      return { type: 'sellFish', sale: 'single', cards: [card] };
    });
    const a = sell('s1');
    expect(sell('s1')).toBe(a);
    expect(sell('s2')).toEqual({ type: 'sellFish', sale: 'single', cards: ['s2'] });
    expect(made).toBe(2);
    expect(Object.isFrozen(a)).toBe(true);
  });

  it('a town trade is the same frozen object on the next turn, and changing it throws', () => {
    const s = fixture({ gems: 20 });
    const first = legalActions(s).find((a) => a.type === 'goFishing')!;
    const next = applyAction(s, legalActions(s).find((a) => a.type === 'relax')!).state;
    const again = legalActions(next).find((a) => a.type === 'goFishing')!;
    expect(again).toBe(first);
    expect(() => {
      (first as { type: string }).type = 'dig';
    }).toThrow(TypeError);
  });
});

import { describe, expect, it } from 'vitest';
import { fixture, act, acts } from './testkit';
import { playerView } from './index';

describe('the ledger and the run chart', () => {
  it('every event is written in the ledger in plain words, in order, numbered from 1', () => {
    const s0 = fixture();
    const r = act(s0, { type: 'beachcomb' });
    const added = r.state.ledger.slice(s0.ledger.length);
    expect(added.map((e) => e.text)).toEqual(r.events.map((e) => e.text));
    expect(r.state.ledger.map((e) => e.n)).toEqual(r.state.ledger.map((_, i) => i + 1));
    for (const e of r.events) expect(e.text).toMatch(/^[A-Z].*[.!]$/);
    expect(playerView(r.state).ledger).toBe(r.state.ledger);
  });

  it('events that reveal chance are marked, so undo can stop there', () => {
    const r = act(fixture(), { type: 'goFishing' });
    expect(r.events.filter((e) => e.chance).map((e) => e.type)).toEqual(['draw']);
    const free = act(fixture(), { type: 'sellItem', item: 'lifeBrew' });
    expect(free.events.some((e) => e.chance)).toBe(false);
  });

  it('history has one point per hourglass step, for the end-of-run chart', () => {
    const s = acts(fixture(), { type: 'beachcomb' }, { type: 'relax', gain: 'pep' });
    expect(s.history.map((h) => [h.day, h.phase, h.timer])).toEqual([[1, 'day', 0], [1, 'day', 1], [1, 'day', 2]]);
  });
});

describe('red sides', () => {
  const red = (id: string) => ({ ...fixture().sides, [id]: 'red' as const });

  it('Guide, Coppersand (red side): a 4th exclamation mark costs 2 Gems', () => {
    // four fish cards with "!": the-gamblers, glowworms, tinkers-camp, kind-stranger (Old Salt allows a 4th draw)
    let s = fixture({ top: ['the-gamblers', 'glowworms', 'tinkers-camp', 'kind-stranger'], sides: red('coppersand'), gems: 5 }, { plusOneStat: 'strength' });
    s = acts(s, { type: 'goFishing' }, { type: 'drawAgain' }, { type: 'drawAgain' }, { type: 'drawAgain' });
    s = act(s, { type: 'discard', card: 'glowworms' }).state;
    expect([s.pep, s.lives, s.gems]).toEqual([3, 3, 3]);
  });

  it('Guide, Coppersand (red side): beachcombing pays the difference less 1', () => {
    const r = act(fixture({ sides: red('coppersand') }), { type: 'beachcomb' });
    const [a, b] = r.events.find((e) => e.type === 'roll')!.rolls as number[];
    expect(r.state.gems).toBe(2 + Math.max(0, Math.abs(a - b) - 1));
  });

  it('Guide, Chemists\' Guild (red side): lower prices for forageables', () => {
    const supply = ['lost-purse', 'glowworms', 'tinkers-camp'].map((card) => ({ card, as: 'forage' as const }));
    const s = act(fixture({ supply, sides: red('chemists') }), { type: 'sellForageables', cards: ['lost-purse', 'glowworms', 'tinkers-camp'] }).state;
    expect(s.gems).toBe(2 + 3);
  });

  it('Peth\'s Fishmonger adds 1 Gem to each fish sale', () => {
    const supply = [{ card: 'the-gamblers', as: 'fish' as const }];
    const s = act(fixture({ supply }, { startingSkill: 1 }), { type: 'sellFish', sale: 'single', cards: ['the-gamblers'] }).state;
    expect(s.gems).toBe(2 + 1 + 1);
  });
});

import { describe, expect, it } from 'vitest';
import { fixture, act, reason } from './testkit';
import type { GameState } from './types';
import { dice } from './quests/testkit';

function answerAll(s: GameState): GameState {
  // answer any discard the Crows demand with the first choice offered, until the game ends
  for (let i = 0; i < 20 && s.status === 'playing' && s.pending.length; i++) {
    const d = s.pending[0];
    if (d.kind === 'discardSupply') s = act(s, { type: 'discard', card: s.supply.find((x) => x.as === d.supply)!.card }).state;
    else if (d.kind === 'discardItem') s = act(s, { type: 'discardItem', item: s.rucksack[0] }).state;
    else throw new Error(`unexpected decision ${d.kind}`);
  }
  return s;
}

describe("The Crows' Nest", () => {
  it("Guide, The Crows' Nest: paying needs 60 Gems", () => {
    expect(reason(fixture({ gems: 59 }), { type: 'payCrows' })).toBe('The Crows want 60 Gems; you have 59.');
  });

  it("Guide, The Crows' Nest: pay 60, roll 5 times on the chart; alive after the fifth roll wins", () => {
    const supply = ['the-gamblers', 'lost-purse', 'old-miner'].flatMap((card, i) => [{ card, as: (['fish', 'material', 'forage'] as const)[i] }]);
    const more = ['glowworms', 'kind-stranger', 'singing-stones'].map((card, i) => ({ card, as: (['fish', 'material', 'forage'] as const)[i] }));
    const r = act(fixture({ gems: 60, supply: [...supply, ...more], rucksack: ['shovel', 'torch', 'clock'] }), { type: 'payCrows' });
    const s = answerAll(r.state);
    const rolls = s.ledger.filter((e) => e.text.startsWith("The Crows' roll"));
    expect(rolls).toHaveLength(5);
    expect(s.gems).toBe(0);
    expect(s.status).toBe('won');
  });

  it("Guide, The Crows' Nest: a demand you cannot meet costs a Life instead", () => {
    // nothing in supply or rucksack, no Pep: every demand but "nothing more" costs a Life; 4 Lives cannot survive 5 such rolls reliably
    const s = act(fixture({ gems: 60, pep: 0, rucksack: [] }), { type: 'payCrows' }).state;
    const unmet = s.ledger.filter((e) => e.text.startsWith('You cannot meet')).length;
    const nothing = s.ledger.filter((e) => e.text.includes('Nothing more')).length;
    expect(unmet + nothing).toBe(s.status === 'won' ? 5 : unmet + nothing);
    expect(s.lives).toBe(Math.max(0, 4 - unmet));
    expect(s.status).toBe(unmet >= 4 ? 'lost' : 'won');
  });

  it("Guide, The Crows' Nest example: \"if you roll 3 you must discard 1 item from your rucksack\"", () => {
    const s = act(dice(fixture({ gems: 60, rucksack: ['shovel', 'torch'] }), 3), { type: 'payCrows' }).state;
    expect(s.ledger.filter((e) => e.text.startsWith("The Crows' roll")).map((e) => e.text)[0]).toMatch(/^The Crows' roll 1 of 5: 3\. Discard 1 item/);
    expect(s.pending[0]).toMatchObject({ kind: 'discardItem' });
  });

  it("9: the red Crows' Nest chart has no free roll", () => {
    const s = act(fixture({ gems: 60, pep: 0, rucksack: [], sides: { ...fixture().sides, crowsNest: 'red' } }), { type: 'payCrows' }).state;
    expect(s.status).toBe('lost');
  });
});

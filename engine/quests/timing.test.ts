// When what an action owes is settled inside a mine (rulebook 6 and 8, as this edition reads them; engine/README.md
// "Readings"): the flip square and a LEVEL square reached during a mine turn take effect once the turn's own
// decisions, its fight included, are answered, as a town action on the last square is done by day (worked example 3).
import { describe, expect, it } from 'vitest';
import { applyAction } from '../index';
import type { GameState } from '../types';
import { dice, mine, q, stack, startQuest, withMine } from './testkit';

/** Peth at the Spoil Tip of Powder for Sallow Gap, day 1, one square before dusk, Creeping Rot on the deck: the
 *  tunnel on to the Rail Cut (depth 1) shows an hourglass (7a), so the move reaches the flip square. */
function oneSquareBeforeDusk(...rolls: number[]): GameState {
  let s = startQuest('timing', 'powder-for-sallow-gap', false, 'torch');
  s = withMine(s, (m) => ((m.at = 'a-tip'), (m.visited = ['s-gate', 'a-tip'])));
  s = { ...structuredClone(s), timer: 3 };
  return dice(stack(s, 'creeping-rot'), ...rolls);
}

describe('readings of 6 and 8 inside a mine', () => {
  it('6 (reading): a mine move that reaches dusk resolves its chamber by day, fight included; night begins when the turn ends', () => {
    let s = q(oneSquareBeforeDusk(6, 1), { type: 'move', to: 's-rail' });
    expect([s.phase, s.timer]).toEqual(['day', 4]);
    // the hazard's attack adds its Strength 4 and the depth 1: no night +1 while the turn that reached dusk goes on
    expect(s.pending[0]).toMatchObject({ kind: 'quest', step: 'fightOrFlee', prompt: expect.stringContaining('against its roll + 5') });
    s = q(q(s, { type: 'fight' }), { type: 'keepRoll' });
    expect(s.ledger.at(-1)!.text).toBe('Creeping Rot attacks: 1 rolled + 4 Strength + 1 depth = 6.');
    s = q(s, { type: 'settle' }); // 6 + Strength 3 = 9 beats 6: the fight, and with it the turn, is over
    // what the turn owes, in settle's order: the LEVEL 2 its XP reached (a perk), then the flip
    expect(s.pending).toEqual([{ kind: 'levelUp', level: 2 }]);
    expect(s.phase).toBe('day');
    s = applyAction(s, { type: 'perk', perk: 'merchant' }).state;
    // "If you're on a Quest when night time starts, you stay in the mine but all hazards add 1 to their Strength."
    expect([s.phase, s.timer, s.place.at]).toEqual(['night', 0, 'mine']);
    expect(mine(s).fight).toBeNull();
  });

  it('8 (reading): a LEVEL square reached in a mine turn that ends with a fight is offered once the fight is over', () => {
    let s = startQuest('timing', 'the-crystal-warren', true, 'torch', (t) => ((t.xp = 5), (t.levelReached = 3)));
    s = withMine(s, (m) => ((m.at = 'q-pool'), (m.visited = ['s-mouth', 'a-lake', 'q-pool']), (m.movers = { mole: { at: 'p-sink', step: 1 } })));
    s = q(stack(s, 'singing-stones'), { type: 'move', to: 's-deep' });
    s = q(s, { type: 'option', index: 0 }); // Listen: 1 XP, to 6, a LEVEL 4 square; then the mole arrives (end of turn)
    expect(s.xp).toBe(6);
    expect(s.pending.map((p) => p.kind)).toEqual(['quest']);
    expect(s.pending[0]).toMatchObject({ step: 'fightOrFlee' });
    s = q(dice(s, 6), { type: 'flee' });
    expect(s.pending).toEqual([{ kind: 'levelUp', level: 4 }]);
  });
});

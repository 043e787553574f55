// Rulebook 7b and 4 in what the player reads while choosing (issue 24, items 1 and 2): the fight's stakes, a peeked
// hazard's face, and the hourglasses a mine move leaves before dusk.
import { describe, expect, it } from 'vitest';
import { describeActions, playerView } from '../index';
import { questById } from '../../data/quests/index';
import { dice, game, q, stack } from './testkit';
import { effectsInWords, hazardsIn, stakesOf } from './stakes';
import { duskWords } from './view';
import type { FightState } from './mine';

describe('7b: the hazard card whole, stakes included, before fight or flee', () => {
  it("7b: a Story card's hazard shows its Strength, Agility and its IF YOU WIN / IF YOU LOSE in the fight's view", () => {
    let s = q(game('stakes'), { type: 'attempt', quest: 'finding-mr-boydell', tool: 'torch' });
    s = dice(stack(s, 'creeping-rot', 'deep-warden'), 6, 2);
    s = q(s, { type: 'move', to: 's-lantern' });
    if (s.pending[0]?.kind === 'quest' && s.pending[0].step === 'shovel') s = q(s, { type: 'shovel', use: false });
    const fight = playerView(s).quest!.fight as { strength: number; agility: number; stakes: { win: string; lose: string } };
    expect(fight).toMatchObject({ strength: 4, agility: 3, stakes: { win: 'Gain 1 XP.', lose: 'Discard 1 forageable card and lose 1 Pep.' } });
  });

  it("7b: a quest hazard's stakes are read from its effects, its own sentences first", () => {
    const grindle = hazardsIn(questById('old-grindles-den')).find((h) => h.name === 'Old Grindle')!;
    const f = { name: grindle.name, card: null, win: grindle.win, lose: grindle.lose } as unknown as FightState;
    const stakes = stakesOf(f, [grindle]);
    expect(stakes.text).toBe(grindle.text);
    expect(stakes.win).toMatch(/^Old Grindle shudders/);
    expect(stakes.win).toContain("The quest's goal moves on by 1.");
    expect(effectsInWords([{ op: 'loseLives', n: 2 }, { op: 'gainGems', n: 1 }])).toBe('Lose 2 Lives. Gain 1 Gem.');
  });

  it('7a: a peeked hazard (the torch, the seer) is shown with its stats and stakes, not its name alone', () => {
    const s = q(stack(q(game('peek', (t) => t.rucksack.push('torch')), { type: 'attempt', quest: 'finding-mr-boydell', tool: 'shovel' }), 'creeping-rot'), { type: 'torch' });
    expect(playerView(s).seerKnown[0]).toMatchObject({ name: 'Creeping Rot', hazard: { strength: 4, agility: 3, lose: 'Discard 1 forageable card and lose 1 Pep.' } });
  });
});

describe('4 and 6: a mine move says how it stands against dusk', () => {
  it('4: a move that reaches the flip square says night falls (or day 3 ends); others say how many hourglasses are left', () => {
    const s = q(game('dusk'), { type: 'attempt', quest: 'finding-mr-boydell', tool: 'torch' });
    expect(duskWords({ ...s, timer: 1 }, 1)).toBe(' Then 2 hourglasses until dusk.');
    expect(duskWords({ ...s, timer: 2 }, 1)).toBe(' Then 1 hourglass until dusk.');
    expect(duskWords({ ...s, timer: 3 }, 1)).toMatch(/^ Reaches dusk: night falls and hazards gain 1 Strength/);
    expect(duskWords({ ...s, timer: 2, day: 3 }, 2)).toMatch(/end of day 3/);
    expect(duskWords({ ...s, timer: 3 }, 0)).toBe('');
  });

  it("4: the move's own detail carries those words", () => {
    const s = q(game('dusk'), { type: 'attempt', quest: 'finding-mr-boydell', tool: 'torch' });
    const late: typeof s = { ...s, timer: 3, quest: { ...s.quest!, visited: [] } };
    const paid = describeActions(late).filter((d) => d.group === 'mine' && d.time > 0);
    for (const m of paid) expect(m.detail).toMatch(/Reaches dusk/);
    const free = describeActions(late).filter((d) => d.group === 'mine' && d.time === 0 && d.action.type === 'quest');
    for (const m of free) expect(m.detail ?? '').not.toMatch(/dusk/);
    expect(paid.length + free.length).toBeGreaterThan(0);
  });
});

// The rulebook's "Example of a Day, a Night and a Quest", steps 6-11: Peth in Finding Mr. Boydell.
import { describe, expect, it } from 'vitest';
import { playerView } from '../index';
import { dice, game, mine, play, q, questLegal, stack, tokens } from './testkit';

describe('Worked example, steps 6-11 (rulebook: Example of a Day, a Night and a Quest)', () => {
  it('Example 6-11: gamblers, the fishing chamber with ignored marks, creeping rot at depth 2, fleeing, token 4, the reward', () => {
    // Step 5 left Peth at LEVEL 2 (Strength 3) with a life brew, a clock and a torch, by day.
    let s = game('worked-example', (t) => {
      t.xp = 1;
      t.levelReached = 2;
      t.rucksack = ['lifeBrew', 'clock', 'torch'];
      t.day = 2;
    });
    expect(s.strength).toBe(3);

    // 6. At the Miners' Guild Peth chooses a shovel and, at LEVEL 2, a shallow quest: Finding Mr. Boydell.
    expect(questLegal(s).some((a) => a.type === 'attempt' && a.quest === 'the-flooded-vault')).toBe(false);
    s = q(s, { type: 'attempt', quest: 'finding-mr-boydell', tool: 'shovel' });
    expect(s.rucksack).toContain('shovel');
    expect(s.place).toEqual({ at: 'mine' });
    expect(mine(s).at).toBe('entrance');
    expect(Object.values(mine(s).tokens).every((t) => !t.known)).toBe(true);
    s = tokens(s, { 'q-ledge': 4, 'q-crawl': 1, 'q-gallery': 2, 'q-well': 3 });

    // The Story cards in the order the example meets them, and its dice: gamblers' roll, Peth's 4, the rot's 3, the flight.
    s = stack(s, 'the-gamblers', 'rock-eel', 'glowworms', 'creeping-rot');
    s = dice(s, 6, 4, 3, 5);
    const gems = s.gems;

    // 7. A Story chamber: the gamblers. He joins their game; the card is then discarded.
    s = q(s, { type: 'move', to: 's-lantern' });
    s = q(s, { type: 'shovel', use: false });
    expect(s.pending[0]).toMatchObject({ kind: 'quest', step: 'eventOption', data: { card: 'the-gamblers' } });
    s = q(s, { type: 'option', index: 0 });
    expect(s.discard).toContain('the-gamblers');
    expect(s.gems).toBe(gems + 4); // 6 - depth 1 = 5: within 4-6
    expect(s.ledger.some((l) => l.text.includes('5 after the depth'))).toBe(true);

    // 8. The action chamber: spend time to fish 2 times. Both cards show an exclamation mark: ignored (so is the eel's hazard).
    const timer = s.timer;
    const pep = s.pep;
    s = q(s, { type: 'move', to: 'a-drip' });
    s = play(s, { type: 'draw' }, { type: 'draw' });
    expect(s.timer).toBe(timer + 1);
    expect(s.supply.map((x) => x.card)).toEqual(['rock-eel', 'glowworms']);
    expect(s.supply.every((x) => x.as === 'fish')).toBe(true);
    expect(s.pep).toBe(pep);
    expect(s.pending).toEqual([]);

    // 9. Depth 2: the creeping rot. 4 + Strength 3 = 7 against 3 + 4 + 2 = 9. The rot wins; IF YOU LOSE; then he flees.
    s = q(s, { type: 'move', to: 's-sump' });
    s = q(s, { type: 'shovel', use: false });
    expect(s.pending[0]).toMatchObject({ step: 'fightOrFlee' });
    s = q(s, { type: 'fight' });
    s = q(s, { type: 'keepRoll' });
    expect(playerView(s).quest!.fight).toMatchObject({ you: { roll: 4, strength: 3, total: 7 }, hazard: { roll: 3, strength: 4, depth: 2, night: 0, total: 9 } });
    s = q(s, { type: 'settle' });
    expect(s.ledger.some((l) => l.text === "Creeping Rot's 9 beats your 7: you lose this round.")).toBe(true);
    expect(s.pep).toBe(pep - 1); // IF YOU LOSE: no forageable to discard, lose 1 Pep
    expect(s.pending[0]).toMatchObject({ step: 'afterLoss' });
    const lives = s.lives;
    s = q(s, { type: 'flee' });
    expect(s.pep).toBe(pep - 2);
    expect(s.lives).toBe(lives); // 5 + Agility 2 = 7, not less than the rot's Agility 3
    expect(s.discard).toContain('creeping-rot');

    // 10. The quest chamber: the token there is 4. Mr. Boydell!
    s = q(s, { type: 'move', to: 'q-ledge' });
    expect(mine(s).progress).toBe(1);
    expect(playerView(s).quest!.goal).toMatchObject({ done: 1, of: 1, complete: true });
    expect(playerView(s).quest!.tokensKnown).toEqual({ 'q-ledge': 4 });

    // 11. Leaving the mine: 1 XP and 3 Gems; by day the next turn is in town.
    const before = { xp: s.xp, gems: s.gems };
    s = q(s, { type: 'move', to: 'exit' });
    expect(s.xp).toBe(before.xp + 1);
    expect(s.gems).toBe(before.gems + 3);
    expect(s.place).toEqual({ at: 'town', location: null });
    expect(s.quest).toBeNull();
    expect(s.phase).toBe('day');
    expect(s.questsAttempted).toEqual(['finding-mr-boydell']);
  });
});

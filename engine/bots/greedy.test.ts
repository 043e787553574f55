// The greedy player's one-step look-ahead against a fight no roll can win (rulebook 7b; quests/fight.ts hopeless).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../index';
import { facingTheWarden } from '../quests/testkit';
import { playCampaign, MAX_ACTIONS } from './campaign';
import { greedyBot, worthTrying } from './greedy';
import { HARDEST } from './settings';
import { botRng } from './rng';

describe('greedy player, 7b', () => {
  it('7b: with Pep in hand and no roll that can win, it flees rather than fight (a loss that costs nothing repeated for ever)', () => {
    const s = facingTheWarden((t) => ((t.gems = 0), (t.pep = 1)));
    const legal = legalActions(s);
    expect(legal.map((a) => a.type === 'quest' && a.action.type)).toEqual(['fight', 'flee']);
    expect(worthTrying(s, legal)).toEqual([{ type: 'quest', action: { type: 'flee' } }]);
    for (const seed of ['a', 'b', 'c']) expect(greedyBot.choose(s, legal, botRng(seed))).toEqual({ type: 'quest', action: { type: 'flee' } });
  });

  it('7b: a fight a roll can still win stays on the list (the lucky charm, for a Gem, could reach the Warden)', () => {
    const s = facingTheWarden((t) => ((t.gems = 1), (t.pep = 1)));
    const legal = legalActions(s);
    expect(worthTrying(s, legal)).toBe(legal);
  });

  it('7b: the campaign that fought the Clockwork Crow for ever (Tobias, the hardest set-up) now ends', () => {
    const rng = botRng('scan:greedy:55');
    const setup = { seed: 'scan-55', character: 'tobias', ...greedyBot.setup('tobias', rng), harder: HARDEST.harder };
    const played = playCampaign(setup, greedyBot, rng);
    expect(['won', 'lost']).toContain(played.final.status);
    expect(played.actions.length).toBeLessThan(MAX_ACTIONS);
  });
});

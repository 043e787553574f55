// Rulebook 3 and the Chemists' Guild's brews: a Life or Pep brew is drunk "at any time", so it stays on offer while a
// decision waits: facing a hazard, between the rolls of a fight, before fleeing, between two draws, while asked to
// discard. (Before this, legalActions listed only the decision's answers, and a player facing a hazard with 0 Pep
// and a Pep brew in the rucksack was offered nothing but "fight".) House rule 7b "cornered" still holds.
import { describe, expect, it } from 'vitest';
import { applyAction, check, describeActions, legalActions } from '../index';
import { act, fixture } from '../testkit';
import type { Action, GameState } from '../types';
import { facingTheWarden, mine, q, questLegal } from './testkit';

const PEP_BREW: Action = { type: 'useItem', item: 'pepBrew' };
const LIFE_BREW: Action = { type: 'useItem', item: 'lifeBrew' };
const drinks = (s: GameState) => legalActions(s).filter((a) => a.type === 'useItem');

describe('3 and 7b: brews are drunk at any time, decisions pending or not', () => {
  it('3, 7b: facing a hazard with 0 Pep and a Pep brew, the brew is offered beside "fight"; drunk, it makes fleeing possible', () => {
    let s = facingTheWarden((t) => ((t.pep = 0), (t.gems = 1), (t.rucksack = ['pepBrew'])));
    expect(s.pending[0]).toMatchObject({ kind: 'quest', step: 'fightOrFlee' });
    expect(questLegal(s)).toEqual([{ type: 'fight' }]);
    expect(drinks(s)).toEqual([PEP_BREW]);
    expect(check(s, PEP_BREW)).toEqual({ ok: true });
    expect(describeActions(s).find((i) => i.action.type === 'useItem')).toMatchObject({ label: 'Drink your Pep brew', group: 'free', legal: true });
    s = applyAction(s, PEP_BREW).state;
    expect(s.pep).toBe(2);
    expect(s.rucksack).not.toContain('pepBrew');
    // the decision is still the one in front of the player, now with flight on offer (7b: flee spends Pep)
    expect(s.pending[0]).toMatchObject({ kind: 'quest', step: 'fightOrFlee' });
    expect(questLegal(s)).toEqual([{ type: 'fight' }, { type: 'flee' }]);
  });

  it('7b, house rule: cornered (no Pep, no winning roll) you may still drink a Pep brew first, and then flee for Pep, not a Life', () => {
    let s = facingTheWarden((t) => ((t.pep = 0), (t.gems = 0), (t.rucksack = ['pepBrew'])), [2]);
    expect(questLegal(s)).toEqual([{ type: 'flee' }]);
    expect(drinks(s)).toEqual([PEP_BREW]);
    s = applyAction(s, PEP_BREW).state;
    const lives = s.lives;
    s = q(s, { type: 'flee' }); // 2 + Agility 2 meets the Warden's Agility 4
    expect([s.pep, s.lives]).toEqual([1, lives]);
    expect(mine(s).fight).toBeNull();
  });

  it('3, 7b: mid-fight (after your roll, before the hazard rolls) a Life brew can be drunk, and the fight goes on', () => {
    let s = facingTheWarden((t) => ((t.pep = 2), (t.lives = 2), (t.gems = 0), (t.rucksack = ['lifeBrew'])), [3]);
    s = q(s, { type: 'fight' });
    expect(s.pending[0]).toMatchObject({ kind: 'quest', step: 'reroll' });
    expect(drinks(s)).toEqual([LIFE_BREW]);
    s = applyAction(s, LIFE_BREW).state;
    expect(s.lives).toBe(3);
    expect(s.pending[0]).toMatchObject({ kind: 'quest', step: 'reroll' });
    expect(mine(s).fight).toMatchObject({ roll: 3 });
  });

  it('3: between two draws of a gathering ("fish again, or stop?") a brew can be drunk, and the question waits', () => {
    let s = fixture({ rucksack: ['pepBrew'], pep: 1 });
    s = act(s, { type: 'goFishing' }).state;
    while (s.pending[0]?.kind !== 'keepDrawing') s = applyAction(s, legalActions(s)[0]).state;
    expect(drinks(s)).toEqual([PEP_BREW]);
    const asked = s.pending[0];
    s = act(s, PEP_BREW).state;
    expect(s.pep).toBe(3);
    expect(s.pending[0]).toEqual(asked);
  });

  it('3: asked to discard an item, the brew may be drunk instead; with the rucksack empty the demand is done', () => {
    const asked = { kind: 'discardItem' as const, count: 1, reason: 'The crows take their due', then: [{ op: 'gainGems' as const, n: 1 }] };
    let s = fixture({ rucksack: ['lifeBrew'], lives: 2, gems: 0, pending: [asked] });
    expect(legalActions(s)).toEqual([{ type: 'discardItem', item: 'lifeBrew' }, LIFE_BREW]);
    s = act(s, LIFE_BREW).state;
    expect([s.lives, s.rucksack, s.pending, s.gems]).toEqual([3, [], [], 1]);
    // with two items asked for and two carried, drinking one leaves one to discard
    let t = fixture({ rucksack: ['lifeBrew', 'torch'], lives: 2, pending: [{ ...asked, count: 2 }] });
    t = act(t, LIFE_BREW).state;
    expect(t.pending[0]).toMatchObject({ kind: 'discardItem', count: 1 });
    expect(legalActions(t)).toEqual([{ type: 'discardItem', item: 'torch' }]);
  });

  it('3: a brew that would do nothing is still refused with its sentence while a decision waits', () => {
    const s = facingTheWarden((t) => ((t.pep = 4), (t.lives = 4), (t.rucksack = ['lifeBrew'])));
    expect(drinks(s)).toEqual([]);
    expect(check(s, LIFE_BREW)).toMatchObject({ ok: false, reason: expect.stringMatching(/nothing now/) });
  });
});

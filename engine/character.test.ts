import { describe, expect, it } from 'vitest';
import { fixture, act, reason } from './testkit';
import { beginDraft } from './draft';
import { activeSkills, gainGems, gainItem, losePep, loseLives, levelOf, levelCounted, skillTotals } from './character';
import { content } from '../data/index';
import { playerView } from './index';

const brewed = (over = {}, su = {}) => fixture({ rucksack: ['xpBrew'], ...over }, su);

describe('the character', () => {
  it('3: Gems between 0 and 60', () => {
    const c = beginDraft(fixture({ gems: 58 }));
    gainGems(c, 5, 'Test');
    expect(c.s.gems).toBe(60);
  });

  it('3: losing Pep with none left costs a Life instead', () => {
    const c = beginDraft(fixture({ pep: 1 }));
    losePep(c, 2, 'Test');
    expect([c.s.pep, c.s.lives]).toEqual([0, 3]);
  });

  it('3: losing all Lives loses the game, with the reason', () => {
    const c = beginDraft(fixture({ lives: 1 }));
    loseLives(c, 1, 'A fall');
    expect(c.s.status).toBe('lost');
    expect(c.s.endReason).toMatch(/ran out of Lives/);
  });

  it('3: up to 6 items, at most 1 of each type', () => {
    const c = beginDraft(fixture({ rucksack: ['shovel', 'torch', 'clock', 'gloves', 'lifeBrew', 'pepBrew'] }));
    expect(gainItem(c, 'xpBrew', 'Test')).toBe(false);
    const d = beginDraft(fixture({ rucksack: ['shovel'] }));
    expect(gainItem(d, 'shovel', 'Test')).toBe(false);
    expect(d.s.rucksack).toEqual(['shovel']);
  });

  it('8: skillTotals adds up the active skills: the chosen one below LEVEL 3, both from it', () => {
    let bonuses = 0; // skills summed
    for (const ch of content.characters) {
      for (const startingSkill of [0, 1] as const) {
        for (const xp of [0, 1, 3, 6]) {
          const s = fixture({ xp }, { character: ch.id, startingSkill });
          const sum = (kind: string, pick: (e: Record<string, unknown>) => number | null) =>
            activeSkills(s).reduce((n, e) => n + (e.kind === kind ? (pick(e as unknown as Record<string, unknown>) ?? 0) : 0), 0);
          const t = skillTotals(s);
          for (const verb of ['fish', 'dig', 'forage'] as const) {
            expect(t.extraDraws[verb]).toBe(sum('extraDraws', (e) => (e.verb === verb ? (e.n as number) : null)));
            expect(t.ignoreMarks[verb]).toBe(sum('ignoreMarks', (e) => (e.verb === verb ? (e.n as number) : null)));
          }
          for (const sale of ['fish', 'forageables'] as const) expect(t.saleBonus[sale]).toBe(sum('saleBonus', (e) => (e.sale === sale ? (e.gems as number) : null)));
          expect([t.workBonus, t.sleepBonus, t.lootBonus, t.fightBonus, t.fleeBonus]).toEqual([
            sum('workBonus', (e) => e.gems as number), sum('sleepBonus', (e) => e.pep as number), sum('lootBonus', (e) => e.gems as number),
            sum('fightBonus', (e) => e.strength as number), sum('fleeBonus', (e) => e.agility as number),
          ]);
          bonuses += activeSkills(s).length;
        }
      }
    }
    // one skill at 0 and 1 XP, both at 3 and 6: 6 a character and starting skill
    expect(bonuses).toBe(content.characters.length * 2 * 6);
  });

  it('8: the XP track\'s LEVEL squares: LEVEL 2 at 1 XP (the worked example), 3 at 3, 4 at 6, 5 at 10', () => {
    expect([0, 1, 2, 3, 6, 10, 12].map(levelOf)).toEqual([1, 2, 2, 3, 4, 5, 5]);
  });

  it('8: levelOf, read from its table, gives the level counted over the LEVEL squares for any XP (issue 27)', () => {
    const xps = [-3, -0.5, 0.5, 2.5, 1e9, Number.NaN, Infinity];
    for (let xp = -2; xp <= 40; xp++) xps.push(xp);
    for (const xp of xps) expect(levelOf(xp), `xp ${xp}`).toBe(levelCounted(xp));
    expect(levelCounted(1)).toBe(2);
  });
  it('8: reaching a LEVEL square offers the four perks and nothing else until one is chosen', () => {
    const s = act(brewed(), { type: 'useItem', item: 'xpBrew' }).state;
    expect(s.pending[0]).toEqual({ kind: 'levelUp', level: 2 });
    expect(reason(s, { type: 'beachcomb' })).toMatch(/First answer/);
    expect(playerView(s).perks).toEqual(['fighter', 'acrobat', 'meditator', 'merchant']);
  });

  it('8: Fighter +1 Strength, Acrobat +1 Agility, Meditator restores all Lives and Pep, Merchant 1 Gem per level', () => {
    const up = (perk: 'fighter' | 'acrobat' | 'meditator' | 'merchant') =>
      act(act(brewed({ lives: 1, pep: 0 }), { type: 'useItem', item: 'xpBrew' }).state, { type: 'perk', perk }).state;
    expect(up('fighter').strength).toBe(3);
    expect(up('acrobat').agility).toBe(4);
    expect([up('meditator').lives, up('meditator').pep]).toEqual([4, 4]);
    expect(up('merchant').gems).toBe(4);
  });

  it('8: a perk that would pass the top of its track is refused', () => {
    const s = act(brewed({ strength: 6 }), { type: 'useItem', item: 'xpBrew' }).state;
    expect(reason(s, { type: 'perk', perk: 'fighter' })).toMatch(/already 6/);
  });

  it('8: LEVEL 3 flips the Miners\' Guild and unlocks both skills', () => {
    let s = act(brewed({ xp: 2, levelReached: 2 }), { type: 'useItem', item: 'xpBrew' }).state;
    expect(s.sides.miners).toBe('red');
    expect(s.pending[0]).toEqual({ kind: 'levelUp', level: 3 });
    s = act(s, { type: 'perk', perk: 'merchant' }).state;
    expect(s.gems).toBe(5);
    expect(playerView(s).skills.every((k) => k.active)).toBe(true);
  });

  it('8: two LEVEL squares crossed at once owe two perks, in order', () => {
    let s = act(fixture({ rucksack: ['xpBrew'], xp: 0 }), { type: 'useItem', item: 'xpBrew' }).state;
    s = act(s, { type: 'perk', perk: 'merchant' }).state;
    expect(s.pending).toEqual([]);
    const c = fixture({ xp: 2, levelReached: 1, rucksack: ['xpBrew'] });
    let t = act(c, { type: 'useItem', item: 'xpBrew' }).state;
    expect(t.pending[0]).toEqual({ kind: 'levelUp', level: 2 });
    t = act(t, { type: 'perk', perk: 'merchant' }).state;
    expect(t.pending[0]).toEqual({ kind: 'levelUp', level: 3 });
  });
});

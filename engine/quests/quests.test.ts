// Each of the six quests can be completed and can be lost (seeded games played by the test guide), and each
// quest's own twist does what its card says.
import { describe, expect, it } from 'vitest';
import { playerView } from '../index';
import { dice, mine, play, q, stack, startQuest, withMine } from './testkit';
import { guide } from './guide';

const QUESTS: { id: string; deep: boolean; win: string; lose: string }[] = [
  { id: 'finding-mr-boydell', deep: false, win: 'finding-mr-boydell-0', lose: 'finding-mr-boydell-0' },
  { id: 'the-lamplighters-round', deep: false, win: 'the-lamplighters-round-0', lose: 'the-lamplighters-round-0' },
  { id: 'powder-for-sallow-gap', deep: false, win: 'powder-for-sallow-gap-0', lose: 'powder-for-sallow-gap-2' },
  { id: 'the-flooded-vault', deep: true, win: 'the-flooded-vault-0', lose: 'the-flooded-vault-0' },
  { id: 'old-grindles-den', deep: true, win: 'old-grindles-den-0', lose: 'old-grindles-den-1' },
  { id: 'the-crystal-warren', deep: true, win: 'the-crystal-warren-0', lose: 'the-crystal-warren-0' },
];

describe('7c: every quest can be completed, with its reward', () => {
  for (const quest of QUESTS) {
    it(`7c: ${quest.id} is completed and pays its reward (seed ${quest.win})`, () => {
      // Old Grindle wants a fighter: by then a player has taken the Fighter perk twice.
      const s0 = startQuest(quest.win, quest.id, quest.deep, 'torch', (t) => { if (quest.id === 'old-grindles-den') t.strength = 5; });
      const before = { gems: s0.gems, xp: s0.xp };
      const { state: s } = guide(s0, 'careful');
      expect(s.status).toBe('playing');
      expect(s.quest).toBeNull();
      expect(s.ledger.some((l) => l.type === 'questDone')).toBe(true);
      expect(s.gems > before.gems || s.xp > before.xp).toBe(true);
    });
  }
});

describe('7b and 3: every quest can be lost in (out of Lives in the mine)', () => {
  for (const quest of QUESTS) {
    it(`3: ${quest.id} can kill you: 1 Life, no Pep, every fight taken (seed ${quest.lose})`, () => {
      const s0 = startQuest(quest.lose, quest.id, quest.deep, 'torch', (t) => ((t.lives = 1), (t.pep = 0)));
      const { state: s } = guide(s0, 'reckless');
      expect(s.status).toBe('lost');
      expect(s.place).toEqual({ at: 'mine' });
      expect(s.lives).toBe(0);
    });
  }
});

describe("the quests' own rules", () => {
  it('7a, CONTENT: Finding Mr. Boydell: token 4 is Mr. Boydell, and once found the goal is met', () => {
    let s = startQuest('boydell', 'finding-mr-boydell');
    s = withMine(s, (m) => ((m.at = 's-lantern'), (m.tokens = { 'q-crawl': { n: 4, known: false } })));
    s = q(s, { type: 'move', to: 'q-crawl' });
    expect(playerView(s).quest!.goal.complete).toBe(true);
  });

  it('7a, CONTENT: The Flooded Vault: the water moves 1 chamber toward the treasure at the end of each turn', () => {
    let s = startQuest('vault', 'the-flooded-vault', true);
    expect(mine(s).movers.water.at).toBe('a-silt');
    s = stack(s, 'forgotten-larder');
    s = play(s, { type: 'move', to: 's-stair' }, { type: 'option', index: 0 });
    expect(mine(s).movers.water.at).toBe('p-spring');
    expect((playerView(s).quest!.movers as { at: string }[])[0].at).toBe('p-spring');
  });

  it('7a, CONTENT: The Flooded Vault: if the water reaches the treasure first, the quest can no longer be completed', () => {
    let s = startQuest('vault', 'the-flooded-vault', true);
    s = withMine(s, (m) => ((m.at = 's-stair'), (m.movers.water = { at: 'p-sluice', step: 3 })));
    s = stack(s, 'forgotten-larder');
    s = dice(s, 6);
    s = play(s, { type: 'move', to: 's-chapel' }, { type: 'option', index: 0 });
    expect(mine(s).movers.water.at).toBe('q-vault');
    expect(mine(s).failed).toBe('The water reached the treasure before you; the strongbox is lost under it.');
    expect(playerView(s).quest!.goal.complete).toBe(false);
  });

  it('7a, CONTENT: The Flooded Vault: reaching the treasure first, then the water floods in behind you without failing the quest', () => {
    let s = startQuest('vault', 'the-flooded-vault', true);
    s = withMine(s, (m) => ((m.at = 's-pump'), (m.movers.water = { at: 'p-sluice', step: 3 })));
    s = q(s, { type: 'move', to: 'q-vault' });
    expect(mine(s).progress).toBe(1);
    expect(mine(s).flags).toContain('flooded');
    expect(mine(s).failed).toBeNull();
  });

  it('7a, CONTENT: The Flooded Vault: once flooded, leaving a Story chamber wounds you on a roll of 1-2', () => {
    let s = startQuest('vault', 'the-flooded-vault', true);
    s = withMine(s, (m) => ((m.at = 's-pump'), (m.flags = ['flooded']), (m.progress = 1)));
    s = dice(s, 2);
    const lives = s.lives;
    s = q(s, { type: 'move', to: 'q-vault' });
    expect(s.lives).toBe(lives - 1);
    let t = withMine(startQuest('vault', 'the-flooded-vault', true), (m) => ((m.at = 's-pump'), (m.flags = ['flooded']), (m.progress = 1)));
    t = q(dice(t, 3), { type: 'move', to: 'q-vault' });
    expect(t.lives).toBe(lives);
  });

  it("7a, CONTENT: The Lamplighter's Round: at the end of the 8th turn, unlit lamps fail the quest", () => {
    let s = startQuest('lamps', 'the-lamplighters-round');
    s = withMine(s, (m) => ((m.at = 'q-north'), (m.turns = 7), (m.progress = 1), (m.flags = ['q-north:lit'])));
    s = stack(s, 'forgotten-larder');
    s = play(s, { type: 'move', to: 's-bend' }, { type: 'option', index: 0 });
    expect(mine(s).failed).toBe('Your oil ran out before all three lamps were lit.');
  });

  it("7a, CONTENT: The Lamplighter's Round: a lamp lights once; a lit lamp stays lit when revisited", () => {
    let s = startQuest('lamps', 'the-lamplighters-round');
    s = withMine(s, (m) => (m.at = 's-landing'));
    s = q(s, { type: 'move', to: 'q-north' });
    expect(mine(s).progress).toBe(1);
    s = withMine(s, (m) => (m.at = 's-bend'));
    s = q(s, { type: 'move', to: 'q-north' });
    expect(mine(s).progress).toBe(1);
  });

  it('7a, CONTENT: Powder for Sallow Gap: the Seam needs the powder from the Store', () => {
    let s = startQuest('powder', 'powder-for-sallow-gap');
    s = withMine(s, (m) => (m.at = 'p-grit'));
    s = q(s, { type: 'move', to: 'q-seam' });
    expect(mine(s).progress).toBe(0);
    s = withMine(s, (m) => ((m.at = 's-gate'), (m.flags = [])));
    s = q(s, { type: 'move', to: 'q-store' });
    expect(mine(s).flags).toContain('carrying');
    s = withMine(s, (m) => (m.at = 'p-grit'));
    s = q(s, { type: 'move', to: 'q-seam' });
    expect(mine(s).progress).toBe(1);
    expect(mine(s).flags).not.toContain('carrying');
  });

  it("7a, CONTENT: Old Grindle's Den: beaten, the Den becomes a Story chamber of depth 1", () => {
    let s = startQuest('grindle', 'old-grindles-den', true, 'torch', (t) => (t.strength = 6));
    s = withMine(s, (m) => (m.at = 's-gnaw'));
    s = dice(s, 6, 1);
    s = play(s, { type: 'move', to: 'q-den' }, { type: 'fight' }, { type: 'keepRoll' }, { type: 'settle' });
    expect(mine(s).progress).toBe(1);
    expect(mine(s).changed['q-den']).toEqual({ kind: 'story', depth: 1 });
    const den = (playerView(s).quest!.map as { chambers: { id: string; kind: string; changed: boolean }[] }).chambers.find((c) => c.id === 'q-den');
    expect(den).toMatchObject({ kind: 'story', changed: true });
  });

  it('7a, CONTENT: The Crystal Warren: the mole moves round its loop each turn, and sharing its chamber means a fight', () => {
    let s = startQuest('warren', 'the-crystal-warren', true);
    expect(mine(s).movers.mole.at).toBe('s-echo');
    s = withMine(s, (m) => ((m.at = 's-deep'), (m.tokens = {})));
    s = stack(s, 'forgotten-larder');
    s = q(s, { type: 'move', to: 'q-spire' }); // the mole moves to Mole Hollow at the end of this turn
    expect(mine(s).movers.mole.at).toBe('q-hollow');
    s = play(s, { type: 'move', to: 's-echo' }, { type: 'option', index: 0 }); // then the mole moves on to the Sinkhole
    expect(mine(s).movers.mole.at).toBe('p-sink');
    s = withMine(s, (m) => (m.movers.mole = { at: 'q-hollow', step: 0 }));
    s = q(s, { type: 'move', to: 'q-hollow' });
    expect(s.pending[0]).toMatchObject({ kind: 'quest', step: 'fightOrFlee' });
    expect(mine(s).fight!.name).toBe('The Great Mole');
  });
});

// This edition's house rule for the mines (data/quests/house-rules.json), which closes a loop the rulebook leaves open:
// 7b "Cornered" (no Pep, no winning roll: flee). The old 7a fee for a visited chamber is gone: a mine's walk is kept
// finite by its map (every cycle of tunnels carries an hourglass, data/quests/mapCheck.ts), and a revisit costs nothing.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generator, randomInt } from '../core';
import { HOUSE_RULES, QUESTS } from '../../data/quests/index';
import { applyAction, check, describeActions, legalActions, newGame } from '../index';
import type { GameState } from '../types';
import { cornered, hopeless } from './fight';
import { CHARACTER_IDS, NORMAL_HARDER } from '../contract';
import { facingTheWarden, game, mine, play, q, questLegal, stack, tokens, withMine } from './testkit';

/** Peth in Finding Mr. Boydell at the entrance, with a torch from the Guild (no shovel, so no shovel question). */
function boydell(arrange: (s: GameState) => void = () => {}): GameState {
  return q(game('house-rules', arrange), { type: 'attempt', quest: 'finding-mr-boydell', tool: 'torch' });
}

const moveInfo = (s: GameState, to: string) => describeActions(s).find((i) => i.action.type === 'quest' && (i.action.action as { to?: string }).to === to)!;

describe('7a: a chamber visited before costs no time (no retracing fee)', () => {
  it('4, 7a: entering a chamber already visited on this quest spends nothing; it is resolved again', () => {
    let s = tokens(boydell(), { 'q-crawl': 2, 'q-ledge': 4, 'q-gallery': 1, 'q-well': 3 });
    const timer = s.timer;
    s = play(stack(s, 'forgotten-larder', 'kind-stranger'), { type: 'move', to: 's-lantern' }, { type: 'option', index: 0 });
    s = q(s, { type: 'move', to: 'q-crawl' });
    s = q(s, { type: 'move', to: 's-lantern' });
    expect(s.timer).toBe(timer);
    expect(s.ledger.some((l) => /retrace/i.test(l.text))).toBe(false);
    // "You always resolve a chamber, even if you have already visited it": the kind stranger is drawn
    expect(s.pending[0]).toMatchObject({ step: 'eventOption', data: { card: 'kind-stranger' } });
  });

  it("7a: a move spends its tunnel's hourglass and nothing more, into a visited chamber or not", () => {
    let s = tokens(withMine(boydell(), (m) => (m.at = 'q-gallery')), { 'q-well': 2, 'q-gallery': 2 });
    s = play(s, { type: 'move', to: 'x-cupboard' }, { type: 'move', to: 'q-well' });
    const timer = s.timer;
    expect(moveInfo(s, 'x-cupboard')).toMatchObject({ time: 1, rule: '7a', legal: true });
    s = q(s, { type: 'move', to: 'x-cupboard' });
    expect(s.timer).toBe(timer + 1);
  });

  it('7a: describeActions shows no hourglass on a move into a visited chamber through a tunnel without one, and says it is resolved again', () => {
    let s = tokens(boydell(), { 'q-crawl': 2 });
    s = play(stack(s, 'forgotten-larder'), { type: 'move', to: 's-lantern' }, { type: 'option', index: 0 }, { type: 'move', to: 'q-crawl' });
    expect(moveInfo(s, 's-lantern')).toMatchObject({ label: 'Move to Lantern Hall', time: 0, rule: '7a', legal: true });
    expect(moveInfo(s, 's-lantern').detail).toBe('Story chamber, depth 1. Visited already: it is resolved again');
    expect(moveInfo(s, 'p-ceiling')).toMatchObject({ time: 0, rule: '7a', detail: 'Penalty chamber' });
  });

  it('4, 7a: no quest card carries a retracing rule; the one house rule on every card is 7b, cornered', () => {
    for (const quest of QUESTS) {
      expect(quest.rules!.at(-1)).toBe(HOUSE_RULES.cornered.text);
      expect(quest.rules!.join(' ')).not.toMatch(/retrac/i);
    }
    expect(Object.keys(HOUSE_RULES)).toEqual(['cornered']);
  });
});

describe('7b, house rule: cornered', () => {
  function warden(arrange: (s: GameState) => void, rolls: number[]): GameState {
    const s = facingTheWarden(arrange, rolls);
    expect(s.pending[0]).toMatchObject({ kind: 'quest', step: 'fightOrFlee' });
    return s;
  }

  it('7b, house rule: the rule is written on every quest card', () => {
    expect(HOUSE_RULES.cornered.section).toBe('7b');
    for (const quest of QUESTS) expect(quest.rules).toContain(HOUSE_RULES.cornered.text);
  });

  it('7b, house rule: with no Pep and no roll that can win, you must flee, and the Pep you lack costs a Life', () => {
    let s = warden((t) => ((t.pep = 0), (t.gems = 0)), [2]);
    expect(questLegal(s)).toEqual([{ type: 'flee' }]);
    expect(check(s, { type: 'quest', action: { type: 'fight' } })).toMatchObject({ ok: false, reason: expect.stringContaining('cornered and must flee') });
    expect(describeActions(s).find((i) => i.legal && i.action.type === 'quest')).toMatchObject({ label: 'Flee (a Life, as you have no Pep)', rule: '7b, house rule' });
    const lives = s.lives;
    s = q(s, { type: 'flee' }); // 2 + Agility 2 = 4 meets the Warden's Agility 4: away, for the Life alone
    expect([s.pep, s.lives]).toEqual([0, lives - 1]);
    expect(mine(s).fight).toBeNull();
    expect(s.pending).toEqual([]);
  });

  it('7b, house rule: not cornered while a roll could still win: the lucky charm (1 Gem) could reach it, so you must fight', () => {
    const s = warden((t) => ((t.pep = 0), (t.gems = 1)), []);
    expect(questLegal(s)).toEqual([{ type: 'fight' }]);
  });

  it('7b, house rule: not cornered with Pep: fight or flee as the rulebook says', () => {
    const s = warden((t) => ((t.gems = 0), (t.pep = 1)), []);
    expect(questLegal(s)).toEqual([{ type: 'fight' }, { type: 'flee' }]);
  });

  it('7b: a fight no roll can win, offered with Pep as the rulebook allows, says so before the Pep goes on it', () => {
    const fightInfo = (s: GameState) => describeActions(s).find((i) => i.legal && i.action.type === 'quest' && (i.action.action as { type: string }).type === 'fight')!;
    const s = warden((t) => ((t.gems = 0), (t.pep = 1)), []);
    expect(hopeless(s, mine(s))).toBe(true);
    expect(cornered(s, mine(s))).toBe(false);
    expect(fightInfo(s)).toMatchObject({ label: 'Fight', rule: '7b', detail: expect.stringContaining('No roll can win: even a 6 cannot beat its 10 or more') });
    // a Gem for the lucky charm could reach it: not hopeless, and nothing said
    const charm = warden((t) => ((t.gems = 1), (t.pep = 1)), []);
    expect(hopeless(charm, mine(charm))).toBe(false);
    expect(fightInfo(charm).detail).toBeUndefined();
  });
});

describe('house rules: every campaign ends', () => {
  it('7a, 7b, house rule: any legal random sequence of actions ends a campaign within 3,000 actions, from any seed', () => {
    const BOUND = 3000;
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 16 }), fc.integer(), fc.constantFrom(...CHARACTER_IDS), fc.boolean(), (seed, picks, character, harder) => {
        const rng = generator(picks);
        const setup = { seed, character, startingSkill: 0 as const, plusOneStat: 'strength' as const, harder: harder ? { storyEndRed: true, crowsNestRed: true, extraFlips: 3, hazardsPlusOne: true } : NORMAL_HARDER };
        let s = newGame(setup);
        let n = 0;
        while (s.status === 'playing' && n < BOUND) {
          const legal = legalActions(s);
          expect(legal.length).toBeGreaterThan(0);
          s = applyAction(s, legal[randomInt(rng, 0, legal.length - 1)]).state;
          n++;
        }
        expect(s.status).not.toBe('playing');
      }),
      { numRuns: 200 },
    );
  });
});

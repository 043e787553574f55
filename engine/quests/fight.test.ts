// Rulebook 7b (fighting and fleeing), with 6 (night) and 9 (harder hazards), and the skills and Special card that add to them.
import { describe, expect, it } from 'vitest';
import { playerView } from '../index';
import type { GameState } from '../types';
import { dice, game, mine, play, q, questLegal, stack, startQuest, withMine } from './testkit';
import { applyAction, check, describeActions } from '../index';
import type { GameSetup } from '../contract';

/** Peth (Strength 3, Agility 2) walks into Lantern Hall (depth 1) of Finding Mr. Boydell and meets `card`. */
function meet(card: string, rolls: number[], arrange: (s: GameState) => void = () => {}, over: Partial<GameSetup> = {}, inMine: (s: GameState) => void = () => {}): GameState {
  let s = structuredClone(q(game('fight', arrange, over), { type: 'attempt', quest: 'finding-mr-boydell', tool: 'torch' }));
  inMine(s);
  s = dice(stack(s, card, 'deep-warden'), ...rolls);
  s = q(s, { type: 'move', to: 's-lantern' });
  return s.pending[0]?.kind === 'quest' && s.pending[0].step === 'shovel' ? q(s, { type: 'shovel', use: false }) : s;
}

describe('7b: fighting hazards', () => {
  it('7b: a hazard drawn in a Story chamber must be fought or fled', () => {
    const s = meet('pit-viper', [6, 2]);
    expect(s.pending[0]).toMatchObject({ kind: 'quest', step: 'fightOrFlee' });
    expect(questLegal(s)).toEqual([{ type: 'fight' }, { type: 'flee' }]);
    expect(check(s, { type: 'quest', action: { type: 'move', to: 'q-crawl' } })).toMatchObject({ ok: false });
  });

  it('7b: roll + Strength against roll + hazard Strength + depth; equal or greater wins and follows IF YOU WIN', () => {
    // 3 + 3 = 6 against 1 + 4 (pit viper) + 1 (depth) = 6: a tie goes to you.
    let s = meet('pit-viper', [3, 1]);
    const xp = s.xp;
    s = play(s, { type: 'fight' }, { type: 'keepRoll' }, { type: 'settle' });
    expect(s.ledger.map((l) => l.text)).toContain('Your 6 beats Pit Viper\'s 6: you win.');
    expect(s.xp).toBe(xp + 1); // IF YOU WIN: gain 1 XP
    expect(s.pending.filter((p) => p.kind === 'quest')).toEqual([]);
    s = applyAction(s, { type: 'perk', perk: 'fighter' }).state;
    expect(mine(s).fight).toBeNull();
    expect(questLegal(s).every((a) => a.type === 'move' || a.type === 'torch')).toBe(true);
  });

  it('7b: if the hazard\'s attack is greater, follow IF YOU LOSE, then fight again or flee', () => {
    let s = meet('pit-viper', [1, 6, 6, 1]);
    const lives = s.lives;
    s = play(s, { type: 'fight' }, { type: 'keepRoll' }, { type: 'settle' });
    expect(s.lives).toBe(lives - 1); // IF YOU LOSE: lose 1 Life
    expect(s.pending[0]).toMatchObject({ step: 'afterLoss' });
    expect(questLegal(s)).toEqual([{ type: 'fight' }, { type: 'flee' }]);
    s = play(s, { type: 'fight' }, { type: 'keepRoll' }, { type: 'settle' }); // 6 + 3 = 9 against 1 + 4 + 1 = 6
    expect(mine(s).fight).toBeNull();
    expect(s.ledger.some((l) => l.text === "Your 9 beats Pit Viper's 6: you win.")).toBe(true);
  });

  it("7b: IF YOU LOSE's discard is the player's choice first, then fight again or flee", () => {
    let s = meet('creeping-rot', [1, 6], (t) => (t.supply = [{ card: 'mushroom-ring', as: 'forage' }, { card: 'old-miner', as: 'forage' }]));
    s = play(s, { type: 'fight' }, { type: 'keepRoll' }, { type: 'settle' });
    expect(s.pending.map((p) => (p.kind === 'quest' ? p.step : p.kind))).toEqual(['discardSupply', 'afterLoss']);
    expect(questLegal(s)).toEqual([]);
    s = applyAction(s, { type: 'discard', card: 'old-miner' }).state;
    expect(s.supply).toEqual([{ card: 'mushroom-ring', as: 'forage' }]);
    expect(questLegal(s)).toEqual([{ type: 'fight' }, { type: 'flee' }]);
  });

  it('7b: the prompts name each answer with its rule and cost', () => {
    const s = meet('pit-viper', [3]);
    const info = describeActions(s);
    expect(info.filter((i) => i.group === 'decision').map((i) => [i.label, i.group, i.rule])).toEqual([['Fight', 'decision', '7b'], ['Flee (1 Pep)', 'decision', '7b']]);
    // 3: the brews are shown beside the answers (Peth's Life brew, refused at full Lives with its reason)
    expect(info.filter((i) => i.group !== 'decision').map((i) => [i.label, i.group, i.legal])).toEqual([['Drink your Life brew', 'free', false]]);
    expect(playerView(s).pending).toMatchObject({ kind: 'quest', data: { step: 'fightOrFlee' } });
  });

  it('7b: Pep buys one re-roll, and the second roll must be kept even when worse', () => {
    let s = meet('pit-viper', [5, 1, 2]);
    const pep = s.pep;
    s = q(s, { type: 'fight' });
    expect(questLegal(s)).toEqual([{ type: 'reroll' }, { type: 'keepRoll' }]);
    s = q(s, { type: 'reroll' });
    expect(s.pep).toBe(pep - 1);
    expect(mine(s).fight!.roll).toBe(1);
    expect(s.pending[0]).toMatchObject({ step: 'luckyCharm' }); // no second re-roll offered
    expect(questLegal(s)).not.toContainEqual({ type: 'reroll' });
  });

  it('7b: with no Pep there is no re-roll offered', () => {
    let s = meet('pit-viper', [5, 1], (t) => (t.pep = 0));
    s = q(s, { type: 'fight' });
    expect(s.pending[0]).toMatchObject({ step: 'luckyCharm' });
  });

  it("7b: the lucky charm costs 1 Gem, draws a Story card and adds its number to your attack", () => {
    // 2 + 3 = 5 against 3 + 4 + 1 = 8; the Deep Warden's charm number is 3: 8, a win.
    let s = meet('pit-viper', [2, 3]);
    const gems = s.gems;
    s = play(s, { type: 'fight' }, { type: 'keepRoll' }, { type: 'charm' });
    expect(s.gems).toBe(gems - 1);
    expect(s.discard).toContain('deep-warden');
    expect(s.ledger.some((l) => l.text === 'The lucky charm adds 3: your attack is 8.')).toBe(true);
    // nothing more to add, so the fight settles: 8 against 8
    expect(s.ledger.some((l) => l.text === "Your 8 beats Pit Viper's 8: you win.")).toBe(true);
    expect(mine(s).fight).toBeNull();
  });

  it('7b: the lucky charm is refused without a Gem, with the reason', () => {
    let s = meet('pit-viper', [2, 3], (t) => (t.gems = 0));
    s = play(s, { type: 'fight' }, { type: 'keepRoll' });
    // with no Gem and no kept card the fight settles at once
    expect(mine(s).fight === null || s.pending[0]?.kind !== 'quest' || (s.pending[0] as { step: string }).step === 'afterLoss').toBe(true);
    expect(check(s, { type: 'quest', action: { type: 'charm' } })).toMatchObject({ ok: false });
  });

  it('6: at night every hazard adds 1 to its Strength', () => {
    let s = meet('pit-viper', [3, 1], () => {}, {}, (t) => (t.phase = 'night'));
    s = play(s, { type: 'fight' }, { type: 'keepRoll' });
    expect(playerView(s).quest!.fight).toMatchObject({ hazard: { night: 1, total: 7 } });
    s = q(s, { type: 'settle' });
    expect(s.ledger.some((l) => l.text === "Pit Viper's 7 beats your 6: you lose this round.")).toBe(true);
  });

  it('9: the harder option adds 1 to each hazard\'s Strength', () => {
    let s = meet('pit-viper', [3, 1], () => {}, { harder: { storyEndRed: false, crowsNestRed: false, extraFlips: 0, hazardsPlusOne: true } });
    s = play(s, { type: 'fight' }, { type: 'keepRoll' });
    expect(playerView(s).quest!.fight).toMatchObject({ hazard: { harder: 1, total: 7 } });
  });
});

describe('7b: fleeing', () => {
  it('7b: flee costs a Pep and a Life when short of the hazard Agility', () => {
    let s = meet('pit-viper', [1]); // 1 + Agility 2 = 3 against Agility 5
    const { pep, lives } = s;
    s = q(s, { type: 'flee' });
    expect(s.pep).toBe(pep - 1);
    expect(s.lives).toBe(lives - 1);
    expect(s.discard).toContain('pit-viper');
    expect(questLegal(s).every((a) => a.type === 'move' || a.type === 'torch')).toBe(true);
  });

  it('7b: flee costs only the Pep when the roll + Agility matches the hazard Agility', () => {
    let s = meet('pit-viper', [3]); // 3 + 2 = 5
    const { pep, lives } = s;
    s = q(s, { type: 'flee' });
    expect([s.pep, s.lives]).toEqual([pep - 1, lives]);
  });

  it('3: you cannot spend Pep you do not have, so with none you must fight', () => {
    const s = meet('pit-viper', [3], (t) => (t.pep = 0));
    expect(questLegal(s)).toEqual([{ type: 'fight' }]);
    expect(check(s, { type: 'quest', action: { type: 'flee' } })).toEqual({ ok: false, reason: 'Fleeing costs 1 Pep; you have none, so you must fight.' });
  });

  it('7b: fleeing leaves the chamber unresolved and the next turn is a move', () => {
    let s = meet('pit-viper', [6]);
    s = q(s, { type: 'flee' });
    expect(s.pending).toEqual([]);
    expect(mine(s).queue).toEqual([]);
  });
});

describe('7b with skills and Special cards', () => {
  it("3: Tobias's Brawler adds 1 to his Strength when he fights", () => {
    let s = meet('pit-viper', [2, 1], () => {}, { character: 'tobias', startingSkill: 1 });
    s = play(s, { type: 'fight' }, { type: 'keepRoll' });
    expect(playerView(s).quest!.fight).toMatchObject({ you: { roll: 2, strength: 3, skill: 1, total: 6 } });
  });

  it("3: Wren's Quick Feet adds 2 to her Agility when she flees", () => {
    let s = meet('pit-viper', [1], () => {}, { character: 'wren', startingSkill: 1 });
    const lives = s.lives;
    s = q(s, { type: 'flee' }); // 1 + 2 + 2 = 5 against 5
    expect(s.lives).toBe(lives);
    expect(s.ledger.some((l) => l.text.includes('+ 2 from your skill = 5'))).toBe(true);
  });

  it('7a: a kept Special card (C, the lucky nugget) adds 2 to an attack and is returned', () => {
    let s = meet('pit-viper', [1, 1], (t) => (t.gems = 0));
    s = withMine(s, (m) => (m.kept = ['C']));
    s = play(s, { type: 'fight' }, { type: 'keepRoll' });
    expect(questLegal(s)).toEqual([{ type: 'special', letter: 'C' }, { type: 'settle' }]);
    s = q(s, { type: 'special', letter: 'C' });
    expect(mine(s).kept).toEqual([]);
    // 1 + 3 + 2 = 6 against 1 + 4 + 1 = 6, settled at once: nothing more to add
    expect(s.ledger.some((l) => l.text === 'You play A Lucky Nugget: your attack is 6.')).toBe(true);
    expect(mine(s).fight).toBeNull();
  });

  it('7b: a quest chamber hazard has no depth: Old Grindle is Strength 5 plus the roll', () => {
    let s = startQuest('grindle', 'old-grindles-den', true);
    s = withMine(s, (m) => (m.at = 's-gnaw'));
    s = dice(s, 6, 1);
    s = q(s, { type: 'move', to: 'q-den' });
    s = play(s, { type: 'fight' }, { type: 'keepRoll' });
    expect(playerView(s).quest!.fight).toMatchObject({ name: 'Old Grindle', hazard: { roll: 1, strength: 5, depth: 0, total: 6 } });
  });
});

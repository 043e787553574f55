// The strong player prices a sale or craft as the engine will pay it (guide: The Market, Chemists' Guild,
// The Scrapyard). A bot that misprices a sale plays a different game from the one the rules describe, and the
// balance table would measure that other game.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, type GameState } from '../index';
import { NORMAL_HARDER } from '../contract';
import { randomBot } from './random';
import { botRng } from './rng';
import { tradeGain } from './strong';

const TRADES = new Set(['sellFish', 'sellForageables', 'craftGems']);
const CHARACTERS = ['peth', 'wren', 'maudie', 'tobias'];

describe('the strong player prices trades as the engine pays them', () => {
  it('guide, The Market and the guilds: every legal sale or craft met in 60 random campaigns gains what tradeGain says', () => {
    let seen = 0;
    const sales = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const rng = botRng(`trade:${i}`);
      let s: GameState = newGame({ seed: `trade-${i}`, character: CHARACTERS[i % 4], startingSkill: (i % 2) as 0 | 1, plusOneStat: 'agility', harder: NORMAL_HARDER });
      for (let k = 0; s.status === 'playing' && k < 400; k++) {
        const legal = legalActions(s);
        for (const a of legal) {
          if (!TRADES.has(a.type)) continue;
          const after = applyAction(s, a).state;
          // the purse stops at 60: what the bot expects is capped the same way
          expect(after.gems - s.gems, JSON.stringify(a)).toBe(Math.min(tradeGain(s, a)!, 60 - s.gems));
          seen++;
          sales.add(a.type === 'sellFish' ? `sellFish:${a.sale}` : a.type);
        }
        s = applyAction(s, randomBot.choose(s, legal, rng)).state;
      }
    }
    expect(seen).toBeGreaterThan(100);
    expect([...sales].sort()).toEqual(['craftGems', 'sellFish:set', 'sellFish:single', 'sellFish:starfish', 'sellForageables']);
  });
});

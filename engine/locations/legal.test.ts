// legalActions asks a handler's `legal` (when it has one) for the town's trades and the free brews: a shortcut for
// "every candidate, kept when check() passes it". These tests hold each shortcut to exactly that (the same actions in
// the same order) over the states of campaigns played by uniform choice and by the strong bot, and over states whose
// supply breaks the each-card-once invariant (the shortcuts' fallback).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHARACTER_IDS, NORMAL_HARDER } from '../contract';
import { applyAction, legalActions, newGame } from '../index';
import type { Action, GameState } from '../types';
import type { Handler } from '../handler';
import { strongBot } from '../bots/strong';
import { botRng } from '../bots/rng';
import { content } from '../../data/index';
import { coppersandHandlers } from './coppersand';
import { scrapyardHandlers } from './scrapyard';
import { carnivalHandlers } from './carnival';
import { gladeHandlers } from './glade';
import { chemistsHandlers } from './chemists';
import { marketHandlers } from './market';
import { minersHandlers } from './miners';
import { crowsNestHandlers } from './crowsNest';
import { nightHandlers } from '../night';
import { useItem } from '../items';

const ALL: Handler<any>[] = [
  ...coppersandHandlers, ...scrapyardHandlers, ...carnivalHandlers, ...gladeHandlers, ...chemistsHandlers,
  ...marketHandlers, ...minersHandlers, ...crowsNestHandlers, ...nightHandlers, useItem,
];
const FAST = ALL.filter((h) => h.legal);

/** Every state of a campaign: uniform choice over the legal actions (`strong` false) or the strong bot's. */
function statesOf(seed: number, strong: boolean): GameState[] {
  const character = CHARACTER_IDS[seed % CHARACTER_IDS.length];
  let s = newGame({ seed: `legal-${seed}`, character, startingSkill: (seed % 2) as 0 | 1, plusOneStat: seed % 3 ? 'agility' : 'strength', harder: NORMAL_HARDER });
  const rng = botRng(`legal-${seed}`);
  const out: GameState[] = [s];
  let x = seed * 2654435761 + 1;
  for (let n = 0; n < 600 && s.status === 'playing'; n++) {
    const legal = legalActions(s);
    x = (x * 1103515245 + 12345) % 2147483648;
    s = applyAction(s, strong ? strongBot.choose(s, legal, rng) : legal[x % legal.length]).state;
    out.push(s);
  }
  return out;
}

function legalOf(h: Handler<any>, s: GameState) {
  const out: Action[] = [];
  h.legal!(s, out);
  return out;
}

function slow(h: Handler<any>, s: GameState) {
  return h.candidates(s).filter((a) => h.check(s, a) === null);
}

describe('Guide, town Locations and rulebook 3: the handlers\' legal shortcuts', () => {
  it('the trades that have a legal(s) shortcut are the ones legalActions asks most', () => {
    expect(FAST.map((h) => h.type).sort()).toEqual(['buyBrew', 'buyTool', 'craftBrew', 'craftGems', 'craftTool', 'craftXp', 'sellFish', 'sellForageables', 'sellItem', 'useItem', 'visitStalls']);
  });

  it('each legal(s) is candidates(s) filtered by check, same actions in the same order, over many campaigns', () => {
    const offered = new Map<string, number>();
    fc.assert(fc.property(fc.nat(1_000_000), fc.boolean(), (seed, strong) => {
      for (const s of statesOf(seed, strong)) {
        for (const h of FAST) {
          const fast = legalOf(h, s);
          expect(fast).toEqual(slow(h, s));
          offered.set(h.type, (offered.get(h.type) ?? 0) + fast.length);
        }
      }
    }), { numRuns: 40 });
    // the comparison must have met each trade open, not only empty lists
    for (const h of FAST) expect(offered.get(h.type) ?? 0, h.type).toBeGreaterThan(5);
  });

  it('with a card id twice in the supply (a broken state), legal(s) still equals candidates filtered by check', () => {
    const states = statesOf(7, true).filter((s) => s.supply.length > 0);
    expect(states.length).toBeGreaterThan(10);
    for (const s of states) {
      const doubled: GameState = { ...s, supply: [...s.supply, ...s.supply] };
      for (const h of FAST) expect(legalOf(h, doubled)).toEqual(slow(h, doubled));
    }
  });

  it('each Location side has one recipe per tool and per brew (check() reads a recipe by its item)', () => {
    for (const l of content.locations) {
      for (const side of [l.blue, l.red]) {
        const tools = side.craftTools?.recipes.map((r) => r.item) ?? [];
        const brews = side.brews?.craft.map((r) => r.item) ?? [];
        expect(new Set(tools).size).toBe(tools.length);
        expect(new Set(brews).size).toBe(brews.length);
      }
    }
  });
});

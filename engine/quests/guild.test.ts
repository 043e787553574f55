// Guide, Miners' Guild: the attempts legalActions offers come from guildLegal, a shortcut for "every attempt the Guild
// shows, kept when check() passes it". These tests hold the shortcut to exactly that, over random campaigns.
import { describe, expect, it } from 'vitest';
import { NORMAL_HARDER } from '../contract';
import { applyAction, legalActions, newGame } from '../index';
import { checkQuestAction, guildCandidates, guildLegal } from './index';
import { TOOLS, toolChoices } from './attempt';
import { content } from '../../data/index';
import type { ItemKey } from '../types';
import type { GameState } from '../types';

/** Every state of a campaign played by a seeded uniform choice over the legal actions. */
function statesOf(seed: number): GameState[] {
  let s = newGame({ seed: `guild-${seed}`, character: ['peth', 'wren', 'maudie', 'tobias'][seed % 4], startingSkill: (seed % 2) as 0 | 1, plusOneStat: 'strength', harder: NORMAL_HARDER });
  const out: GameState[] = [s];
  let x = seed * 2654435761 + 1;
  for (let n = 0; n < 600 && s.status === 'playing'; n++) {
    const legal = legalActions(s);
    x = (x * 1103515245 + 12345) % 2147483648;
    s = applyAction(s, legal[x % legal.length]).state;
    out.push(s);
  }
  return out;
}

describe("Guide, Miners' Guild: guildLegal", () => {
  it("Guide, Miners' Guild: guildLegal is guildCandidates filtered by check, same actions in the same order", () => {
    let offered = 0;
    for (let seed = 0; seed < 60; seed++) {
      for (const s of statesOf(seed)) {
        const slow = guildCandidates(s).filter((a) => checkQuestAction(s, a) === null);
        const fast = guildLegal(s);
        expect(fast).toEqual(slow);
        offered += fast.length;
      }
    }
    // the comparison must have met the Guild open, not only empty lists
    expect(offered).toBeGreaterThan(100);
  });

  it("Guide, Miners' Guild: a state with a decision pending or at night offers no attempt", () => {
    const s = newGame({ seed: 'guild-night', character: 'peth', startingSkill: 0, plusOneStat: 'strength', harder: NORMAL_HARDER });
    expect(guildLegal(s).length).toBeGreaterThan(0);
    expect(guildLegal({ ...s, phase: 'night', place: { at: 'night' } })).toEqual([]);
    expect(guildLegal({ ...s, pending: [{ kind: 'levelUp', level: 2 }] })).toEqual([]);
  });

  it("Guide, Miners' Guild: the free tools (read from their bits) are the tools not carried, or none when full or all carried", () => {
    const limit = content.rules.rucksackLimit;
    // every set of tools carried, with other items filling the rucksack to one short of the limit, to it, and past it
    for (let set = 0; set < 1 << TOOLS.length; set++) {
      const carried = TOOLS.filter((_, i) => (set & (1 << i)) !== 0);
      for (const fill of [0, limit - 1 - carried.length, limit - carried.length]) {
        const rucksack = [...carried, ...Array.from({ length: Math.max(0, fill) }, () => 'lifeBrew' as ItemKey)];
        const s = { rucksack } as unknown as GameState;
        const free = TOOLS.filter((t) => !rucksack.includes(t));
        const expected = rucksack.length >= limit || free.length === 0 ? [null] : free;
        expect(toolChoices(s)).toEqual(expected);
      }
    }
  });
});

// Pending decisions as records (README.md, "How the code is laid out"; engine/README.md, "Pending decisions"): one record
// per kind, gathered in a table typed over every kind, whose heading and rule section reach the player's view.
import { describe, expect, it } from 'vitest';
import { content } from '../data/index';
import { DECISIONS } from './decisions';
import type { DecisionTable } from './decisionHandler';
import { applyAction, legalActions, newGame, playerView } from './index';
import { NORMAL_HARDER } from './contract';
import type { GameState, PendingDecision } from './types';

/** Every state of a campaign played by a seeded uniform choice over the legal actions. */
function statesOf(seed: number): GameState[] {
  let s = newGame({ seed: `records-${seed}`, character: ['peth', 'wren', 'maudie', 'tobias'][seed % 4], startingSkill: (seed % 2) as 0 | 1, plusOneStat: 'agility', harder: NORMAL_HARDER });
  const out: GameState[] = [s];
  let x = seed * 2654435761 + 7;
  for (let n = 0; n < 500 && s.status === 'playing'; n++) {
    const legal = legalActions(s);
    x = (x * 1103515245 + 12345) % 2147483648;
    s = applyAction(s, legal[x % legal.length]).state;
    out.push(s);
  }
  return out;
}

const GUIDE_PAGES = new Set(content.locations.map((l) => `Guide: ${l.name}`));

describe('Pending decisions: one record per kind', () => {
  it('README.md, pending decisions: the table has a record for every kind and nothing else', () => {
    const kinds: Record<PendingDecision['kind'], true> = {
      discardExcess: true, discardSupply: true, discardItem: true, keepDrawing: true, gloves: true,
      levelUp: true, seerOrder: true, eventOption: true, stall: true, quest: true,
    };
    expect(Object.keys(DECISIONS).sort()).toEqual(Object.keys(kinds).sort());
    const { gloves: dropped, ...withoutGloves } = DECISIONS;
    expect(dropped.answers).toEqual(['useGloves', 'declineGloves']);
    // @ts-expect-error a table without the gloves' record is not a DecisionTable: the type check (npm test) fails here
    const incomplete: DecisionTable = withoutGloves;
    expect('gloves' in incomplete).toBe(false);
  });

  it("README.md, pending decisions: every prompt met in random campaigns carries its record's heading and a rule section the Rules screen opens", () => {
    const met = new Set<string>();
    for (let seed = 0; seed < 24; seed++) {
      for (const s of statesOf(seed)) {
        const p = playerView(s).pending;
        if (!p) continue;
        met.add(p.kind);
        expect(p.title.length).toBeGreaterThan(0);
        expect(p.prompt.length).toBeGreaterThan(0);
        // a section number ("5", "7b") or the guide page of a Location
        expect(/^\d+[a-z]?$/.test(p.rule) || GUIDE_PAGES.has(p.rule), `${p.kind}: ${p.rule}`).toBe(true);
      }
    }
    expect([...met].sort()).toEqual(expect.arrayContaining(['keepDrawing', 'levelUp', 'quest']));
  });

  it('Guide, Coppersand, The Scrapyard, Burrow Glade: "carry on or stop?" links to the guide page of the Location drawn at', () => {
    const start = newGame({ seed: 'records-gathering', character: 'peth', startingSkill: 0, plusOneStat: 'agility', harder: NORMAL_HARDER });
    const pages: Record<string, string> = {};
    for (const [type, location] of [['goFishing', 'coppersand'], ['dig', 'scrapyard'], ['goForaging', 'glade']] as const) {
      const s = applyAction(start, { type }).state;
      const p = playerView(s).pending;
      expect(p?.kind).toBe('keepDrawing');
      expect(p?.data.location).toBe(location);
      pages[location] = p!.rule;
    }
    expect(pages).toEqual({ coppersand: 'Guide: Coppersand', scrapyard: 'Guide: The Scrapyard', glade: 'Guide: Burrow Glade' });
  });

  it('7b: a fight step is headed by its step, its section the one its answers follow', () => {
    const d: PendingDecision = { kind: 'quest', step: 'fightOrFlee', prompt: 'A Tunnel Rat blocks the way.', data: {} };
    const s = { pending: [d] } as unknown as GameState;
    expect([DECISIONS.quest.title(s, d), DECISIONS.quest.rule(s, d)]).toEqual(['A hazard! Fight or flee?', '7b']);
    const shovel: PendingDecision = { kind: 'quest', step: 'shovel', prompt: 'Dig with the shovel?', data: {} };
    expect([DECISIONS.quest.title(s, shovel), DECISIONS.quest.rule(s, shovel)]).toEqual(['In the mine', '7a']);
  });
});

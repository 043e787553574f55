// Issue 24, item 12: every sentence built from data, checked over all the data. Plurals of every forageable, the
// gathering's words for every Story card and verb, a roll's words that never call a bad outcome a success, Bay
// Carnival's promise and price on both sides, and the labels and ledger of whole campaigns free of broken plurals.
import { describe, expect, it } from 'vitest';
import { content, STORY_IDS } from '../data/index';
import { FORAGEABLES } from '../data/schema';
import { CHARACTER_IDS, NORMAL_HARDER } from './contract';
import { applyAction, describeActions, legalActions, newGame, playerView } from './index';
import { plural, pluralOf } from './handler';
import { fixture } from './testkit';
import type { GameState } from './types';

/** Words a sentence must never hold: a -ys plural, a count of 1 with a plural noun, a bare fish colour as a thing. */
const BROKEN = /\b\w+[^aeiou]ys\b|\b1 (Gems|Lives|hourglasses|cards|fish cards)\b|\badds (red|blue|yellow)\b|\(\d-\d needed\): success/;

describe('12: sentences built from data', () => {
  it('5 and the Guide: every forageable has a plural a player expects (berries, not berrys)', () => {
    expect(pluralOf('berry')).toBe('berries');
    expect(pluralOf('day')).toBe('days');
    for (const f of FORAGEABLES) expect(plural(2, f)).not.toMatch(/ys$/);
    const supply = ['berry', 'mushroom', 'snail', 'feather'].flatMap((kind) =>
      STORY_IDS.filter((id) => content.story.find((c) => c.id === id)!.forage.icons.filter((i) => i === kind).length >= 1).slice(0, 2).map((card) => ({ card, as: 'forage' as const })),
    );
    const unique = supply.filter((x, i) => supply.findIndex((y) => y.card === x.card) === i).slice(0, 6);
    for (const d of describeActions(fixture({ supply: unique }))) expect(d.label + (d.detail ?? '')).not.toMatch(BROKEN);
  });

  it('5: each Story card drawn at each Location says what it adds in words (a red fish, a rope, a snail)', () => {
    const verbs = [{ type: 'goFishing' }, { type: 'dig' }, { type: 'goForaging' }] as const;
    for (const card of STORY_IDS) {
      for (const a of verbs) {
        const s = fixture({ top: [card] });
        const supply = applyAction(s, a).events.find((e) => e.type === 'supply');
        expect(supply?.text, `${card} ${a.type}`).toMatch(/ adds a [a-z]+( fish)?( and a [a-z]+( fish)?)? to your supply/);
        expect(supply!.text).not.toMatch(BROKEN);
      }
    }
  });

  it('Guide, Bay Carnival: the stall promises a flip only on the blue side, and the price shown is the side\'s', () => {
    for (const side of ['blue', 'red'] as const) {
      const s = fixture({ gems: 10, sides: { ...fixture().sides, carnival: side } });
      const visit = describeActions(s).find((d) => d.action.type === 'visitStalls' && d.legal)!;
      const price = content.locations.find((l) => l.id === 'carnival')![side].stalls!.gems;
      expect(visit.detail).toContain(`pay ${plural(price, 'Gem')}`);
      if (side === 'blue') expect(visit.detail).toMatch(/flips Bay Carnival/);
      else expect(visit.detail).not.toMatch(/flips Bay Carnival with/);
      const playing = applyAction(s, visit.action as never).state;
      expect(playerView(playing).stall?.price).toBe(price);
    }
  });

  it('every label, detail and ledger line of whole campaigns is free of broken plurals and bare colours', () => {
    for (let n = 0; n < 6; n++) {
      let s: GameState = newGame({ seed: `words-${n}`, character: CHARACTER_IDS[n % 4], startingSkill: 0, plusOneStat: 'strength', harder: NORMAL_HARDER });
      let x = n + 7;
      for (let step = 0; step < 300 && s.status === 'playing'; step++) {
        for (const d of describeActions(s)) expect(`${d.label} ${d.detail ?? ''} ${d.reason ?? ''}`).not.toMatch(BROKEN);
        const legal = legalActions(s);
        x = (x * 1103515245 + 12345) % 2147483648;
        const r = applyAction(s, legal[x % legal.length]);
        for (const e of r.events) expect(e.text, e.type).not.toMatch(BROKEN);
        s = r.state;
      }
    }
  });
});

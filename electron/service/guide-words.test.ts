// The location guide's sentences, written by the service from data/ (guide-words.ts) and served with the guide.
import { describe, expect, it } from 'vitest';
import { content } from '../../data/index';
import type { Effect } from '../../data/schema';
import { guide } from './content';
import { describeEffect, describeSide, describeSkill } from './guide-words';

const loc = (id: string) => content.locations.find((l) => l.id === id)!;

describe('the location guide describes every action of the rulebook guide from the data', () => {
  it('Guide: Coppersand offers fishing and beachcombing, each one hourglass, with the penalty ladder in order', () => {
    const actions = describeSide(loc('coppersand').blue);
    expect(actions.map((a) => a.heading)).toEqual(['GO FISHING', 'GO BEACHCOMBING']);
    expect(actions[0].cost).toEqual({ time: 1, gems: 0 });
    // the worked example: the first two penalties are lose 1 Pep, then discard 1 fish card
    expect(actions[0].lines.slice(1, 3)).toEqual(['1 mark: lose 1 Pep', '2 marks: discard 1 fish card from your supply']);
  });

  it('every side of every Location offers at least one action, and every action has a title and a cost', () => {
    for (const l of content.locations) {
      for (const side of [l.blue, l.red]) {
        const actions = describeSide(side);
        expect(actions.length, `${l.id}`).toBeGreaterThan(0);
        for (const a of actions) {
          expect(a.title.length).toBeGreaterThan(0);
          expect(a.lines.length).toBeGreaterThan(0);
          expect(a.lines.join(' ')).not.toMatch(/undefined|NaN|\[object/);
        }
      }
    }
  });

  it("Guide: The Crows' Nest lists pay 60 and the six die results of its chart", () => {
    const [crows] = describeSide(loc('crowsNest').blue);
    expect(crows.heading).toBe('PAY THE CROWS');
    expect(crows.cost.gems).toBe(60);
    expect(crows.lines.filter((l) => /^[1-6]: /.test(l))).toHaveLength(6);
  });

  it('a red side differs from its blue side where its numbers differ', () => {
    const blue = describeSide(loc('coppersand').blue).flatMap((a) => a.lines);
    const red = describeSide(loc('coppersand').red).flatMap((a) => a.lines);
    expect(red).not.toEqual(blue);
  });

  it('items are named as data/items.json prints them, in recipes and price lists', () => {
    const market = describeSide(loc('market').blue).find((a) => a.key === 'buySell')!;
    expect(market.lines[0]).toMatch(/^Buy: .*Shovel \d+ Gems?/);
    expect(describeEffect({ op: 'gainItem', item: 'lifeBrew' })).toBe('add a Life brew to your rucksack');
  });
});

describe('effects read as sentences', () => {
  it('counts agree with their nouns', () => {
    expect(describeEffect({ op: 'gainGems', n: 1 })).toBe('gain 1 Gem');
    expect(describeEffect({ op: 'loseLives', n: 2 })).toBe('lose 2 Lives');
    expect(describeEffect({ op: 'discardSupply', kind: 'material', n: 1 })).toBe('discard 1 material card from your supply');
  });
  it('nested rolls say their range and both outcomes', () => {
    expect(describeEffect({ op: 'roll', low: 1, high: 3, then: [{ op: 'losePep', n: 1 }], else: [{ op: 'gainGems', n: 2 }] })).toBe(
      'roll the die: on 1-3, lose 1 Pep; otherwise gain 2 Gems',
    );
  });
  it('a flip names the Location as data/locations.json names it', () => {
    for (const l of content.locations) expect(describeEffect({ op: 'flipLocation', location: l.id } as Effect)).toBe(`flip ${l.name} to its red side`);
  });
  it("3: every character's two skills have an exact rule sentence", () => {
    for (const c of content.characters) for (const s of c.skills) expect(describeSkill(s.effect)).toMatch(/\.$/);
  });
});

describe('the guide the service serves carries its sentences', () => {
  it('both sides of every Location and every character, by id, as the guide and the set-up show them', () => {
    const { words } = guide();
    expect(Object.keys(words.locations).sort()).toEqual(content.locations.map((l) => l.id).sort());
    for (const l of content.locations) {
      expect(words.locations[l.id].blue).toEqual(describeSide(l.blue));
      expect(words.locations[l.id].red).toEqual(describeSide(l.red));
    }
    for (const c of content.characters) {
      expect(words.characters[c.id].skillRules).toEqual(c.skills.map((s) => describeSkill(s.effect)));
      expect(words.characters[c.id].startingItem).toBe(content.items.find((i) => i.id === c.startingItem)!.name);
    }
    // the words travel as JSON, over HTTP and IPC alike
    expect(JSON.parse(JSON.stringify(words))).toEqual(words);
  });
});

import { describe, expect, it } from 'vitest';
import { content } from '../../../data/index';
import { describeCost, describeEffect, describeSide, describeSkill, itemNames } from './describe';

const items = itemNames(content.items);
const loc = (id: string) => content.locations.find((l) => l.id === id)!;

describe('the location guide describes every action of the rulebook guide from the data', () => {
  it('Guide: Coppersand offers fishing and beachcombing, each one hourglass, with the penalty ladder in order', () => {
    const actions = describeSide(loc('coppersand').blue, items);
    expect(actions.map((a) => a.heading)).toEqual(['GO FISHING', 'GO BEACHCOMBING']);
    expect(actions[0].cost).toEqual({ time: 1, gems: 0 });
    // the worked example: the first two penalties are lose 1 Pep, then discard 1 fish card
    expect(actions[0].lines.slice(1, 3)).toEqual(['1 mark: lose 1 Pep', '2 marks: discard 1 fish card from your supply']);
  });

  it('every side of every Location offers at least one action, and every action has a title and a cost', () => {
    for (const l of content.locations) {
      for (const side of [l.blue, l.red]) {
        const actions = describeSide(side, items);
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
    const [crows] = describeSide(loc('crowsNest').blue, items);
    expect(crows.heading).toBe('PAY THE CROWS');
    expect(crows.cost.gems).toBe(60);
    expect(crows.lines.filter((l) => /^[1-6]: /.test(l))).toHaveLength(6);
  });

  it('a red side differs from its blue side where its numbers differ', () => {
    const blue = describeSide(loc('coppersand').blue, items).flatMap((a) => a.lines);
    const red = describeSide(loc('coppersand').red, items).flatMap((a) => a.lines);
    expect(red).not.toEqual(blue);
  });
});

describe('effects and costs read as sentences', () => {
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
  it('a free action says so, an hourglass action names its hourglasses', () => {
    expect(describeCost({ time: 0, gems: 0 })).toBe('Free');
    expect(describeCost({ time: 1, gems: 2 })).toBe('1 hourglass and 2 Gems');
  });
  it("3: every character's two skills have an exact rule sentence", () => {
    for (const c of content.characters) for (const s of c.skills) expect(describeSkill(s.effect)).toMatch(/\.$/);
  });
});

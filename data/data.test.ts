// The content in data/ passes its zod schema, and the facts data/README.md fixes hold.
import { describe, expect, it } from 'vitest';
import { ContentSchema, parseContent, RAW_CONTENT, content } from './index';

describe('data/ content', () => {
  it('every JSON file passes the zod schema', () => {
    expect(ContentSchema.safeParse(RAW_CONTENT).success).toBe(true);
  });

  it('a broken card is refused with the path of the broken field', () => {
    const broken = structuredClone(RAW_CONTENT) as { story: { loot: number }[] };
    broken.story[0].loot = -1;
    expect(() => parseContent(broken)).toThrow(/story\.0\.loot/);
  });

  it('1: 8 Locations, the six numbered 1-6 in order, then the Miners\' Guild and the Crows\' Nest', () => {
    expect(content.locations.map((l) => l.number)).toEqual([1, 2, 3, 4, 5, 6, null, null]);
  });

  it('5: 28 Story cards with unique ids, including The Gamblers (event) and Creeping Rot (hazard, Strength 4)', () => {
    expect(new Set(content.story.map((c) => c.id)).size).toBe(28);
    const gamblers = content.story.find((c) => c.name === 'The Gamblers')!;
    expect(gamblers.kind).toBe('event');
    expect(gamblers.options!.some((o) => /join/i.test(o.label))).toBe(true);
    const rot = content.story.find((c) => c.name === 'Creeping Rot')!;
    expect(rot.kind).toBe('hazard');
    expect(rot.hazard!.strength).toBe(4);
  });

  it('3: four characters, Peth among them, each with two skills and a starting item', () => {
    expect(content.characters.map((c) => c.id).sort()).toEqual(['maudie', 'peth', 'tobias', 'wren']);
  });

  it('Guide examples: Coppersand and the Scrapyard ladders start "lose 1 Pep" then "discard 1 card"; relax is 1 Life or 2 Pep', () => {
    const cs = content.locations.find((l) => l.id === 'coppersand')!.blue.fish!.penalties;
    expect(cs.slice(0, 2)).toEqual([{ op: 'losePep', n: 1 }, { op: 'discardSupply', kind: 'fish', n: 1 }]);
    const sy = content.locations.find((l) => l.id === 'scrapyard')!.blue.dig!.penalties;
    expect(sy.slice(0, 2)).toEqual([{ op: 'losePep', n: 1 }, { op: 'discardSupply', kind: 'material', n: 1 }]);
    expect(content.locations.find((l) => l.id === 'glade')!.blue.relax).toMatchObject({ lives: 1, pep: 2 });
    expect(content.rules.night.sleep.pep).toBe(1);
    expect(content.rules.night.work.gems).toBe(2);
  });

  it('Guide, Chemists\' Guild: the XP brew cannot be bought; the Life brew needs a snail and a feather', () => {
    for (const l of [content.locations.find((x) => x.id === 'chemists')!.blue]) {
      expect(l.brews!.buy.xpBrew).toBeUndefined();
      expect(l.brews!.craft.find((r) => r.item === 'lifeBrew')).toMatchObject({ needs: ['snail', 'feather'] });
    }
  });
});

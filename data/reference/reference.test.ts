// Issue 23: the rules reference of this edition. Its sections keep the rulebook's numbers, its figures come from
// data/ when it is built (not typed into the prose), every Location, item, hazard, quest and Special card has its
// entry, and the rules where this edition reads the rulebook (7a, 7b, 8) are said the way the engine plays them.
import { describe, expect, it } from 'vitest';
import { content, type Content } from '../index';
import { QUESTS, SPECIALS } from '../quests';
import { ACTION_KEYS, buildReference, fill, type ReferenceSection } from './index';
import { sideNumbers } from './words';

const sections = buildReference();
const byId = (id: string): ReferenceSection => {
  const s = sections.find((x) => x.id === id);
  if (!s) throw new Error(`no section ${id}`);
  return s;
};
const slug = (name: string) => name.replace(/^The /, '').toLowerCase().replace(/'/g, '').replace(/[^a-z0-9]+/g, '-');

describe('the rules reference (issue 23)', () => {
  it("keeps the rulebook's section numbers and a page for every Location", () => {
    const ids = sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ['1', '2', '3', '4', '5', '5-town', '6', '6-night', '7', '7a', '7b', '7c', '8', '9', 'guide']) expect(ids).toContain(id);
    for (const l of content.locations) expect(ids, l.name).toContain(`guide-${slug(l.name)}`);
  });

  it('fills every figure: no {name} is left in any section', () => {
    for (const s of sections) expect(s.text, s.id).not.toMatch(/\{[A-Za-z0-9.]+\}/);
    expect(byId('4').text).toContain(`A day has ${content.rules.dayTrack} squares and a night ${content.rules.nightTrack}`);
  });

  it('refuses a figure the content does not have, in a sentence naming the section', () => {
    expect(() => fill('Up to {rules.noSuchLimit} cards.', content, '5')).toThrow('data/reference: section 5 names {rules.noSuchLimit}, which is not a figure of the content');
  });

  it("takes a Location's numbers from data/ when it is built: change the data, the page changes", () => {
    const changed: Content = structuredClone(content);
    const coppersand = changed.locations.find((l) => l.id === 'coppersand')!;
    coppersand.red.fish!.draws = 4;
    coppersand.blue.beachcomb!.bonus = 2;
    changed.rules.supplyLimit = 9;
    const page = buildReference(changed).find((s) => s.id === 'guide-coppersand')!.text;
    expect(page).toMatch(/- Red side: 1 hourglass, up to 4 cards;/);
    expect(page).toContain('- Blue side: 1 hourglass; the difference between the rolls, plus 2 Gems.');
    expect(buildReference(changed).find((s) => s.id === 'app')!.text).toContain('at most 9 fish cards');
    expect(byId('guide-coppersand').text).toMatch(/- Red side: 1 hourglass, up to 3 cards;/);
  });

  it("explains every action of every Location's sides, with both sides' figures", () => {
    for (const l of content.locations) {
      const page = byId(`guide-${slug(l.name)}`).text;
      for (const key of ACTION_KEYS) {
        const blue = sideNumbers(l.blue, key, (id) => id);
        const red = sideNumbers(l.red, key, (id) => id);
        if (!blue && !red) continue;
        expect(page, `${l.name} ${key}`).toMatch(blue === red ? /- Both sides: / : /- Blue side: [\s\S]*- Red side: /);
      }
      expect(page).toContain(l.flipText);
    }
  });

  it('names what each tool does where a search for it lands: shovel, torch, gloves, clock', () => {
    for (const word of ['shovel', 'torch', 'gloves', 'clock']) {
      const tool = content.items.find((i) => i.name.toLowerCase() === word)!;
      const items = byId('items').text;
      expect(items).toContain(`### ${tool.name} (tool)\n${tool.text}`);
      expect(items.toLowerCase()).toContain(word);
    }
  });

  it('has an entry for every hazard, event, quest, Special card and character', () => {
    const hazards = byId('hazards').text;
    for (const card of content.story) {
      if (card.hazard) expect(hazards).toContain(`- ${card.name}: Strength ${card.hazard.strength}, Agility ${card.hazard.agility}.`);
      else expect(byId('events').text).toContain(`- ${card.name}: `);
    }
    expect(hazards).toMatch(/- Old Grindle: Strength \d+, Agility \d+\./);
    for (const q of QUESTS) expect(byId('quests').text).toContain(`### ${q.name} (${q.depth})`);
    for (const s of SPECIALS) expect(byId('specials').text).toContain(`- ${s.letter}, ${s.name} (${s.kept ? 'kept' : 'used at once'}): ${s.text}`);
    for (const c of content.characters) for (const sk of c.skills) expect(byId('characters').text).toContain(`- ${sk.name}: ${sk.text}`);
  });

  it('9: every harder option, with its figures from the cards', () => {
    const harder = byId('9').text;
    expect(harder).toContain(`pay ${content.storyEnd.red.taxes} Gems in taxes (not ${content.storyEnd.blue.taxes})`);
    const red = content.locations.find((l) => l.id === 'crowsNest')!.red.crows!.chart;
    red.forEach((row, i) => expect(harder.toLowerCase()).toContain(`a ${i + 1}, ${row.text.replace(/\.$/, '').toLowerCase()}`));
    expect(harder).toMatch(/Extra flips/);
    expect(harder).toMatch(/Hazards \+1/);
  });

  it('7a: a revisited chamber is resolved again, loops of tunnels spend time, and no fee is charged for going back', () => {
    const mine = byId('7a').text;
    expect(mine).toMatch(/dealt with every time you enter it/);
    expect(mine).toMatch(/A Special card you did not keep goes back and can turn up again/);
    expect(mine).toMatch(/that chamber has nothing to give until you play the card, which then goes back .*\(our reading/);
    expect(mine).toMatch(/Every loop of tunnels in every mine carries at least one hourglass/);
    expect(mine).not.toMatch(/house rule/i);
  });

  it('7b and 8: brews at any time, cornered as a house rule, and one XP for each instruction', () => {
    const fight = byId('7b').text;
    expect(fight).toMatch(/### Brews in a fight\nPep and Life brews, and any item the rules let you use at any time, can be used while any question is open/);
    expect(fight).toMatch(/### Cornered \(house rule\)/);
    expect(byId('8').text).toMatch(/one instruction, one XP/);
    const edition = byId('house-rules').text;
    expect(edition).toMatch(/### House rule\n- Cornered \(7b\)/);
    expect(edition).toMatch(/### Readings\n/);
  });
});

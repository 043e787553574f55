// The Rules screen's reading of the reference: a prompt's rule string finds its section, search keeps sections
// holding every word and marks them (issue 24, item 15), a section's lines become headings, lists and paragraphs.
import { describe, expect, it } from 'vitest';
import { blocks, highlight, searchSections, sectionForLocation, sectionForRule, slug, termOf } from './reference';

const section = (id: string, title: string, text: string, aliases: string[] = []) => ({ id, title, part: 'p', aliases, text });
const sections = [
  section('6', 'Day and night', 'Night falls.'),
  section('6-night', 'A turn at night', '- Sleep: gain 1 Pep.', ['6: Taking a Turn During Night Time']),
  section('7a', 'A turn in the mine', 'Each turn you follow a tunnel.'),
  section('7b', 'Fighting and fleeing', '- FLEE: spend 1 Pep.\n- FIGHT: roll and add your Strength.'),
  section('guide-crows-nest', "The Crows' Nest", 'Pay the Crows.'),
  section('guide-miners-guild', "Miners' Guild", 'Attempt a quest.'),
];

describe('a rule string opens its section', () => {
  it('by id, alias, guide page, leading number or title', () => {
    expect(sectionForRule(sections, '7b')?.id).toBe('7b');
    expect(sectionForRule(sections, '6: Taking a Turn During Night Time')?.id).toBe('6-night');
    expect(sectionForRule(sections, "Guide: The Crows' Nest")?.id).toBe('guide-crows-nest');
    expect(sectionForRule(sections, "Guide: Miners' Guild")?.id).toBe('guide-miners-guild');
    expect(sectionForRule(sections, '7a, house rule')?.id).toBe('7a');
    expect(sectionForRule(sections, 'fighting')?.id).toBe('7b');
    expect(sectionForRule(sections, 'juggling')).toBeNull();
    expect(sectionForRule(sections, '')).toBeNull();
  });
  it("a Location's page by its name", () => {
    expect(slug("The Crows' Nest")).toBe('crows-nest');
    expect(sectionForLocation(sections, "Miners' Guild")?.id).toBe('guide-miners-guild');
  });
});

describe('search (issue 24, item 15)', () => {
  it('keeps the sections holding every word', () => {
    expect(searchSections(sections, 'spend pep').map((s) => s.id)).toEqual(['7b']);
    expect(searchSections(sections, '  ')).toHaveLength(sections.length);
    expect(searchSections(sections, 'pep nothing-like-this')).toHaveLength(0);
  });
  it('marks every match, whatever its case, and nothing else', () => {
    expect(highlight('Spend 1 Pep, then pep up.', 'pep')).toEqual([
      { text: 'Spend 1 ', hit: false },
      { text: 'Pep', hit: true },
      { text: ', then ', hit: false },
      { text: 'pep', hit: true },
      { text: ' up.', hit: false },
    ]);
    expect(highlight('A torch (tool)', 'to torch').filter((p) => p.hit).map((p) => p.text)).toEqual(['torch', 'to']);
    expect(highlight('a (b)', '(b')).toEqual([{ text: 'a ', hit: false }, { text: '(b', hit: true }, { text: ')', hit: false }]);
    expect(highlight('nothing here', '')).toEqual([{ text: 'nothing here', hit: false }]);
  });
});

it("a section's lines: sub-headings, one list per run of items, paragraphs", () => {
  expect(blocks('Intro.\n### Chambers\n- one\n- two\nAfter.')).toEqual([
    { kind: 'paragraph', text: 'Intro.' },
    { kind: 'heading', text: 'Chambers' },
    { kind: 'list', items: ['one', 'two'] },
    { kind: 'paragraph', text: 'After.' },
  ]);
});

it("a list item's short leading term stands apart from the rest", () => {
  expect(termOf('FLEE: spend 1 Pep and roll.')).toEqual({ term: 'FLEE', rest: 'spend 1 Pep and roll.' });
  expect(termOf("Cornered (7b): with no Pep and no roll that could win, flee.")).toEqual({ term: 'Cornered (7b)', rest: 'with no Pep and no roll that could win, flee.' });
  expect(termOf('The name on a red banner.')).toBeNull();
  expect(termOf('Every action marked with an hourglass moves the timer: one square.')).toBeNull();
});

import { describe, expect, it } from 'vitest';
import { plainTitle, quoteAction, searchSections, sectionForLocation } from './rulebook';

const sections = [
  { id: '7b', title: 'Fighting Hazards', text: 'FLEE: Spend Pep.\n\nFIGHT: Roll the die and add your Strength.' },
  {
    id: 'guide-coppersand',
    title: 'Coppersand',
    text: 'GO FISHING: Spend time, then fish up to 3 times.\n\nThen count up all the exclamation marks.\n\nGO BEACHCOMBING: Spend time, then roll the die 2 times.',
  },
];

describe('the rulebook quoted in the guide', () => {
  it('Guide: Coppersand quotes GO FISHING up to the next heading', () => {
    expect(quoteAction(sections, 'GO FISHING')).toEqual({
      sectionId: 'guide-coppersand',
      paragraphs: ['Spend time, then fish up to 3 times.', 'Then count up all the exclamation marks.'],
    });
  });
  it('an action the rulebook does not name has no quote', () => {
    expect(quoteAction(sections, 'JUGGLE')).toBeNull();
  });
  it("finds a Location's section by its name, ignoring case and punctuation", () => {
    expect(sectionForLocation(sections, 'coppersand')?.id).toBe('guide-coppersand');
  });
  it('search keeps sections holding every word', () => {
    expect(searchSections(sections, 'spend pep').map((s) => s.id)).toEqual(['7b']);
    expect(searchSections(sections, '  ')).toHaveLength(2);
    expect(searchSections(sections, 'spend nothing-like-this')).toHaveLength(0);
  });
});

it('a numbered title drops the number its id already shows', () => {
  expect(plainTitle({ id: '7b', title: '7b: Fighting Hazards', text: '' })).toBe('Fighting Hazards');
  expect(plainTitle({ id: 'guide-market', title: 'The Market', text: '' })).toBe('The Market');
});

// Issue 24, item 16: which sounds an answer plays.
import { describe, expect, it } from 'vitest';
import { cuesFor } from './cues';

describe('the table\'s sounds (issue 24, item 16)', () => {
  it('dice for a roll, a card for a draw, coins for Gems gained, a fanfare for a level, the crows at the Nest', () => {
    expect(cuesFor([{ type: 'roll', text: 'Daybreak: you roll 4.', roll: 4 }], false)).toEqual(['dice']);
    expect(cuesFor([{ type: 'supply', text: 'A card adds a red fish.' }, { type: 'gems', text: 'Purse: 6.', delta: 4 }], true)).toEqual(['card', 'coins', 'level']);
    expect(cuesFor([{ type: 'crows', text: 'The Crows count every Gem.' }], false)).toEqual(['crows']);
  });

  it('Gems paid out are silent, each kind sounds once, and never more than three cues', () => {
    expect(cuesFor([{ type: 'gems', text: 'Purse: 0.', delta: -2 }], false)).toEqual([]);
    const many = [
      { type: 'roll', text: '', roll: 1 }, { type: 'roll', text: '', roll: 2 }, { type: 'supply', text: '' },
      { type: 'gems', text: '', delta: 1 }, { type: 'crows', text: '' },
    ];
    expect(cuesFor(many, true)).toEqual(['dice', 'card', 'coins']);
  });
});

// ofVerb reads a record by a gathering verb with named reads (a speed measure); it must read what record[verb] reads.
import { describe, expect, it } from 'vitest';
import { ofVerb } from './verb';
import { content } from '../data/index';
import type { Verb } from './types';

const VERBS: Verb[] = ['fish', 'dig', 'forage'];

describe('Rulebook 5, gathering: a record read by its verb', () => {
  it('Rulebook 5: ofVerb reads each verb\'s own entry, in full records and in every Location side (which lack some verbs)', () => {
    for (const v of VERBS) expect(ofVerb({ fish: 1, dig: 2, forage: 3 }, v)).toBe({ fish: 1, dig: 2, forage: 3 }[v]);
    let sides = 0;
    for (const l of content.locations) {
      for (const side of [l.blue, l.red]) {
        sides++;
        for (const v of VERBS) expect(ofVerb(side, v)).toBe(side[v]);
      }
    }
    expect(sides).toBe(2 * content.locations.length);
  });
});

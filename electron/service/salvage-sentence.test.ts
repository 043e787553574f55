// What a player reads of a campaign brought back from a damaged save file (docs/saves.md): a sentence for every count,
// none of them "all 0 of its actions" or "the last 1 lost".
import { describe, expect, it } from 'vitest';
import { salvageSentence } from './salvage';

describe('salvageSentence', () => {
  it('says a campaign with no actions yet was repaired, without counting nothing', () => {
    expect(salvageSentence('Dawn', 0, 0, '')).toBe('"Dawn" was repaired; no action had been played in it yet, and its set-up is as it was.');
  });
  it('counts one action in words, and many in figures', () => {
    expect(salvageSentence('Dawn', 1, 1, '')).toBe('"Dawn" was repaired with its one action.');
    expect(salvageSentence('Dawn', 7, 7, '')).toBe('"Dawn" was repaired with all 7 of its actions.');
  });
  it('names what was lost, the last one in words', () => {
    expect(salvageSentence('Dusk', 4, 5, '')).toBe('"Dusk" was salvaged: 4 of its 5 actions kept, the last one lost.');
    expect(salvageSentence('Dusk', 10, 20, ' (from the backup of 2026-12-01 09:00 UTC)')).toBe(
      '"Dusk" was salvaged: 10 of its 20 actions kept (from the backup of 2026-12-01 09:00 UTC), the last 10 lost.',
    );
  });
  it('says plainly when only the set-up came back', () => {
    expect(salvageSentence('Dusk', 0, 1, '')).toBe('"Dusk" was salvaged back to its set-up: its one action was lost.');
    expect(salvageSentence('Dusk', 0, 3, ' (from the backup of 2026-12-01 09:00 UTC)')).toBe(
      '"Dusk" was salvaged back to its set-up (from the backup of 2026-12-01 09:00 UTC): all 3 of its actions were lost.',
    );
  });
});

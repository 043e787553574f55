// What a player reads of a campaign brought back from a damaged save file (docs/saves.md): a sentence for every count,
// none of them "all 0 of its actions" or "the last 1 lost".
import { describe, expect, it } from 'vitest';
import { salvageSentence, uncountedSentence, type SalvageOutcome } from './salvage';
import { joinUnnamed, UNNAMED_GAME } from './stall-salvage';

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

describe('uncountedSentence (QA2 item 2: an import keeps no count of its actions)', () => {
  it('says the actions were lost, at least as many as the file still shows, never "no action"', () => {
    expect(uncountedSentence('Shared', 0, 25, '')).toBe('"Shared" was salvaged back to its set-up: at least 25 actions played in it were lost (the damaged file no longer shows how many).');
    expect(uncountedSentence('Shared', 0, 0, '')).toBe('"Shared" was salvaged back to its set-up: the actions played in it were lost (the damaged file no longer shows how many).');
    expect(uncountedSentence('Shared', 12, 25, ' (from the backup of X)')).toBe('"Shared" was salvaged: its first 12 actions kept (from the backup of X), at least 13 more were lost (the damaged file no longer shows how many).');
    expect(uncountedSentence('Shared', 1, 0, '')).toBe('"Shared" was salvaged: its first action kept, the ones played after it were lost (the damaged file no longer shows how many).');
  });
});

describe('joinUnnamed (QA2 item 8)', () => {
  const lost = (id: string): SalvageOutcome => ({ id, name: UNNAMED_GAME, claimed: 0, kept: 0, from: 'none', unnamed: 'could not be read back at all', sentence: `${UNNAMED_GAME} could not be read back at all; it is still in the damaged file kept aside.` });
  it('says games no copy names once, with their count', () => {
    const named: SalvageOutcome = { id: 'c', name: 'Dawn', claimed: 3, kept: 3, from: 'file', sentence: '"Dawn" was repaired with all 3 of its actions.' };
    expect(joinUnnamed([lost('a'), named, lost('b')])).toEqual([
      '2 Copperfin Relay or Lake Race games could not be read back at all; they are still in the damaged file kept aside.',
      '"Dawn" was repaired with all 3 of its actions.',
    ]);
    expect(joinUnnamed([lost('a')])).toEqual(['A Copperfin Relay or Lake Race game could not be read back at all; it is still in the damaged file kept aside.']);
  });
});

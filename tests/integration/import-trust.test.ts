// QA items 4 and 5, importing a shared campaign: the file's own `practice` flag proves nothing (its fingerprints show
// that its actions replay, not that they were played without a look ahead), so every import is practice and never
// counts in the records; a play already in the saves is refused with a sentence, not counted twice; and whatever the
// file holds (a deck-top the rules cannot lay, an action nested past act's bound) is refused with a sentence, never
// a failure of the service, with the save file untouched.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine';
import { GameService } from '../../electron/service/game-service';
import { refusal, SETUP, strongBotActions, tempDir } from './helpers';

const FINISHED_SETUP = { ...SETUP, seed: 'replay-8' };

/** A campaign played to its end by the strong bot. */
const finishedActions = (): Action[] => strongBotActions(FINISHED_SETUP, 'import-trust');

describe('importing a shared campaign (QA items 4 and 5)', () => {
  it('imports a finished campaign as practice whatever its file says, and refuses the same play a second time', async () => {
    const from = await GameService.open({ dataDir: tempDir() });
    const to = await GameService.open({ dataDir: tempDir() });
    try {
      const { summary } = await from.create({ setup: FINISHED_SETUP, name: 'Played out' });
      const actions = finishedActions();
      for (const action of actions) await from.act({ id: summary.id, action });
      // a branch of it (practice) played to the same end, exported, its flag turned to an original's
      const step = actions.length - 5;
      const branch = await from.branch({ id: summary.id, step, luck: 'same' });
      for (const action of actions.slice(step)) await from.act({ id: branch.summary.id, action });
      const file = { ...(await from.exportCampaign({ id: branch.summary.id })), practice: false };
      const before = await to.statistics();
      const imported = await to.importCampaign({ file });
      expect(imported.practice).toBe(true);
      expect(imported.status).not.toBe('playing');
      const after = await to.statistics();
      expect(after.played).toBe(before.played);
      // the same file again, and again: refused with a sentence, counted once among the practice games
      const twice = await refusal(to.importCampaign({ file }));
      expect(twice.code).toBe('conflict');
      expect(twice.message).toBe(`"${file.name}" is already in your saves as "${imported.name}", the same play to the same step; nothing was imported.`);
      await refusal(to.importCampaign({ file: { ...file, name: 'Another name' } }));
      expect((await to.list()).length).toBe(1);
      expect((await to.statistics()).practice).toEqual(after.practice);
      // exported back to the save it came from, an original is already there
      const original = await from.exportCampaign({ id: summary.id });
      expect((await refusal(from.importCampaign({ file: original }))).message).toContain('is already in your saves as "Played out"');
    } finally {
      from.close();
      to.close();
    }
  });

  it("refuses a file whose set-up the rules cannot start from, or whose action nests past act's bound, with a sentence", async () => {
    const from = await GameService.open({ dataDir: tempDir() });
    const to = await GameService.open({ dataDir: tempDir() });
    try {
      const { summary } = await from.create({ setup: SETUP, name: 'To share' });
      const file = await from.exportCampaign({ id: summary.id });
      const unknown = await refusal(to.importCampaign({ file: { ...file, setup: { ...file.setup, deckTop: ['nope'] } } }));
      expect(unknown.code).toBe('invalid-input');
      expect(unknown.message).toBe(`"To share" does not replay here (The set-up's deck-top names no Story card called "nope"), so nothing was imported.`);
      const twice = await refusal(to.importCampaign({ file: { ...file, setup: { ...file.setup, deckTop: ['glowworms', 'glowworms'] } } }));
      expect(twice.code).toBe('invalid-input');
      expect(twice.message).toContain('names the Story card "glowworms" twice');
      // 60,000 nested lists in one action overflowed the stack replaying it; now refused as act refuses it
      let deep: unknown = 'x';
      for (let i = 0; i < 60_000; i++) deep = [deep];
      const nested = await refusal(to.importCampaign({ file: { ...file, actions: [{ type: 'quest', quest: deep }] } }));
      expect(nested.code).toBe('invalid-input');
      expect(nested.message).toContain('nests deeper than 4 levels, which no action does');
      expect(await to.list()).toEqual([]);
    } finally {
      from.close();
      to.close();
    }
  });
});

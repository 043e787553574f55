// QA items 5, 9, 10 and 11 at the service's doors: a set-up the rules cannot start from is refused with a sentence
// (never a 500); the lesson's arranged deck and a daily's seed are not for an ordinary campaign; every door that takes
// a name refuses control characters, direction overrides and names with nothing that shows, and a name the game
// makes from another is cut between whole characters; a stall game's set-up and a quest without a name are refused in
// our own words.
import { describe, expect, it } from 'vitest';
import { GameService } from '../../electron/service/game-service';
import { refusal, SETUP, tempDir } from './helpers';

/** Each bad name, the refusal at the doors that take a name from the player, and the name import keeps instead (QA 2,
 *  item 5: a file's name is cleaned, not a reason to refuse the whole file). */
const BAD_NAMES: [string, RegExp, string][] = [
  ['nul\u0000name', /control characters/, 'nulname'],
  ['bell\u0007', /control characters/, 'bell'],
  ['two\nlines', /control characters/, 'two lines'],
  ['gpj\u202Eexe', /reverse the letters around them/, 'gpjexe'],
  ['open \u2067نهر', /direction mark open/, 'open نهر'],
  ['\u200B\u200B\u200B', /a name needs at least one letter/, 'Imported campaign'],
];

describe('the doors refuse in sentences (QA items 5, 9, 10, 11)', () => {
  it('refuses an arranged deck and a daily seed in an ordinary campaign, and a deck-top the rules cannot lay, as bad input', async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    try {
      for (const deckTop of [['nope'], ['glowworms', 'glowworms'], ['glowworms']]) {
        const err = await refusal(svc.create({ setup: { ...SETUP, deckTop } }));
        expect(err.code).toBe('invalid-input');
        expect(err.message).toBe('An arranged deck is for the lesson only; a new campaign starts from a shuffled deck, so leave out setup.deckTop.');
      }
      expect((await refusal(svc.create({ setup: { ...SETUP, seed: 'daily-2026-12-02' } }))).code).toBe('invalid-input');
      expect(await svc.list()).toEqual([]);
      // the lesson keeps its arranged deck
      const lesson = await svc.startLesson();
      expect(lesson.lesson).toBeDefined();
    } finally {
      svc.close();
    }
  });

  it('refuses a bad name at create, rename and the stall games, cleans one at import, and cuts a branch name between whole characters', async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    const other = await GameService.open({ dataDir: tempDir() });
    try {
      const made = await svc.create({ name: '😀'.repeat(60), setup: SETUP });
      const id = made.summary.id;
      for (const [name, said, kept] of BAD_NAMES) {
        expect((await refusal(svc.create({ name, setup: SETUP }))).message).toMatch(said);
        expect((await refusal(svc.rename({ id, name }))).message).toMatch(said);
        expect((await refusal(svc.startStallGame({ kind: 'relay', name, setup: {} }))).message).toMatch(said);
        expect((await refusal(svc.startStallGame({ kind: 'relay', setup: { crew: ['Ann', name] } }))).message).toMatch(said);
        const file = await svc.exportCampaign({ id });
        const imported = await other.importCampaign({ file: { ...file, name } });
        expect(imported.name).toBe(kept);
        expect(imported.notice).toBe(`The file's name could not be kept as it was (it held characters a name cannot hold here, or more than 60 characters), so the campaign is saved as "${kept}".`);
        await other.remove({ id: imported.id });
      }
      const branch = await svc.branch({ id, step: 0, luck: 'same' });
      expect(branch.summary.name).toBe(`${'😀'.repeat(47)}, from step 0`);
      expect(() => encodeURIComponent(branch.summary.name)).not.toThrow(); // throws on half an emoji (a lone surrogate)
      expect((await svc.list()).length).toBe(2);
    } finally {
      svc.close();
      other.close();
    }
  });

  it("says a stall game's refused set-up and a quest without a name in our own words", async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    try {
      const boats = [
        { boat: 'purple', name: 'Ann', crew: null },
        { boat: 'red', name: 'Bo', crew: 'bold' },
      ];
      const lake = await refusal(svc.startStallGame({ kind: 'lake-race', setup: { boats } }));
      expect(lake.message).toMatch(/^The Lake Race could not start \(boat 1's colour: should be one of "/);
      expect(lake.message).not.toMatch(/Invalid option|expected/);
      const relay = await refusal(svc.startStallGame({ kind: 'relay', setup: { crew: ['Solo'] } }));
      expect(relay.message).toMatch(/^The Copperfin Relay could not start \(/);
      expect(relay.message).not.toMatch(/Too (small|big)|expected/);
      const { summary } = await svc.create({ setup: SETUP });
      const quest = await refusal(svc.act({ id: summary.id, action: { type: 'quest', action: { type: 'attempt', tool: 'shovel' } } }));
      expect(quest.code).toBe('illegal-action');
      expect(quest.message).toBe("Say which quest to attempt: choose one of those the Miners' Guild offers.");
    } finally {
      svc.close();
    }
  });
});

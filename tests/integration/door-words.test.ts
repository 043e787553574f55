// QA items 5, 9, 10 and 11 at the service's doors: a set-up the rules cannot start from is refused with a sentence
// (never a 500); the lesson's arranged deck and a daily's seed are not for an ordinary campaign; every door that takes
// a name refuses control characters, direction overrides and names with nothing that shows, and a name the game
// makes from another is cut between whole characters; a stall game's set-up and a quest without a name are refused in
// our own words.
import { describe, expect, it } from 'vitest';
import { GameService } from '../../electron/service/game-service';
import { refusal, SETUP, tempDir } from './helpers';

const BAD_NAMES: [string, RegExp][] = [
  ['nul\u0000name', /control characters/],
  ['bell\u0007', /control characters/],
  ['two\nlines', /control characters/],
  ['gpj\u202Eexe', /direction of the text/],
  ['\u200B\u200B\u200B', /a name needs at least one letter/],
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

  it('refuses a bad name at create, rename, import and the stall games, and cuts a branch name between whole characters', async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    try {
      const made = await svc.create({ name: '😀'.repeat(60), setup: SETUP });
      const id = made.summary.id;
      for (const [name, said] of BAD_NAMES) {
        expect((await refusal(svc.create({ name, setup: SETUP }))).message).toMatch(said);
        expect((await refusal(svc.rename({ id, name }))).message).toMatch(said);
        expect((await refusal(svc.startStallGame({ kind: 'relay', name, setup: {} }))).message).toMatch(said);
        expect((await refusal(svc.startStallGame({ kind: 'relay', setup: { crew: ['Ann', name] } }))).message).toMatch(said);
        const file = await svc.exportCampaign({ id });
        expect((await refusal(svc.importCampaign({ file: { ...file, name } }))).message).toMatch(said);
      }
      const branch = await svc.branch({ id, step: 0, luck: 'same' });
      expect(branch.summary.name).toBe(`${'😀'.repeat(47)}, from step 0`);
      expect(() => encodeURIComponent(branch.summary.name)).not.toThrow(); // throws on half an emoji (a lone surrogate)
      expect((await svc.list()).length).toBe(2);
    } finally {
      svc.close();
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
      expect(lake.message).toMatch(/^The Lake Race could not start \(boats\.0\.boat: should be one of "/);
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

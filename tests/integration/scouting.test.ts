// QA 2, item 1: today's counted campaign cannot be scouted through the game's own doors. While it is being played no
// game of its day is played from a step (same luck replays its cards; new luck keeps the mine's face-down tokens and a
// stall game's own dice) and no practice start of it is made; and import refuses what create refuses (a daily's seed,
// an arranged deck), so a file cannot bring in tomorrow's daily either (REPRO-scout-branch.mjs, REPRO-scout-import.mts).
import { describe, expect, it } from 'vitest';
import { addDays, dailySetup, newGame, stateHash } from '../../engine';
import { GAME_VERSION, GameService } from '../../electron/service/game-service';
import { playSpread, refusal, SETUP, tempDir } from './helpers';

const NOW = new Date('2026-12-02T12:00:00.000Z');
const TODAY = '2026-12-02';

describe("today's counted campaign cannot be scouted (QA 2, item 1)", () => {
  it('refuses a branch of any game of the day, same luck or new, while the counted one is played; branches it once over', async () => {
    const svc = await GameService.open({ dataDir: tempDir(), now: () => NOW });
    try {
      let counted = await svc.startDaily({ date: TODAY });
      counted = await playSpread(svc, counted, 6);
      const id = counted.summary.id;
      for (const luck of ['same', 'new'] as const) {
        for (const step of [0, 3, 6]) {
          const err = await refusal(svc.branch({ id, step, luck }));
          expect(err.code).toBe('conflict');
          expect(err.message).toBe(`The counted daily campaign for ${TODAY} is still being played, so no game of that day can be played from a step yet: it would show that campaign's cards and dice before they come. Play from here once it is over.`);
        }
      }
      expect((await svc.list()).length).toBe(1);
      // played to its end (its own legal moves at a stride): branching is the replay's ordinary tool again
      let last = counted;
      let guard = 0;
      while (last.summary.status === 'playing' && guard++ < 3000) {
        const legal = last.actions.filter((a) => a.legal);
        last = await svc.act({ id, action: legal[guard % legal.length].action });
      }
      expect(last.summary.status).not.toBe('playing');
      const branch = await svc.branch({ id, step: 0, luck: 'same' });
      expect(branch.summary).toMatchObject({ practice: true, name: `Today's campaign, ${TODAY}, from step 0` });
      // and a practice start of the day is offered again
      expect((await svc.startDaily({ date: TODAY })).summary.name).toBe(`Practice, ${TODAY}`);
    } finally {
      svc.close();
    }
  });

  it('branches an ordinary campaign and a day whose counted game was deleted as before', async () => {
    const svc = await GameService.open({ dataDir: tempDir(), now: () => NOW });
    try {
      const plain = await playSpread(svc, await svc.create({ setup: SETUP }), 4);
      expect((await svc.branch({ id: plain.summary.id, step: 2, luck: 'same' })).summary.practice).toBe(true);
      const counted = await svc.startDaily({ date: TODAY });
      await svc.remove({ id: counted.summary.id });
      const practice = await playSpread(svc, await svc.startDaily({ date: TODAY }), 3);
      expect((await svc.branch({ id: practice.summary.id, step: 1, luck: 'new' })).summary.practice).toBe(true);
    } finally {
      svc.close();
    }
  });

  it("says why a daily's or the lesson's campaign cannot be shared, in place of Share (QA 3, item 6)", async () => {
    const svc = await GameService.open({ dataDir: tempDir(), now: () => NOW });
    try {
      const daily = await svc.startDaily({ date: TODAY });
      const lesson = await svc.startLesson();
      const plain = await svc.create({ setup: SETUP });
      expect(daily.summary.noShare).toBe("A daily campaign cannot be shared: each is played only from Today's campaign.");
      expect(lesson.summary.noShare).toBe('The lesson cannot be shared: it is played from Learn to play.');
      expect(plain.summary.noShare).toBeUndefined();
      expect((await svc.list()).filter((c) => c.noShare).length).toBe(2);
    } finally {
      svc.close();
    }
  });

  it("refuses a file with a daily's seed (tomorrow's, or today's) or an arranged deck, as create does", async () => {
    const from = await GameService.open({ dataDir: tempDir(), now: () => NOW });
    const to = await GameService.open({ dataDir: tempDir(), now: () => NOW });
    try {
      const { summary } = await from.create({ setup: { ...SETUP, seed: 'shape-only' }, name: 'Shape' });
      const shape = await from.exportCampaign({ id: summary.id });
      for (const date of [addDays(TODAY, 1), TODAY]) {
        const setup = dailySetup(date, GAME_VERSION);
        const h = stateHash(newGame(setup));
        const err = await refusal(to.importCampaign({ file: { ...shape, name: 'Peek at tomorrow', setup, actions: [], hashes: { start: h, end: h } } }));
        expect(err.code).toBe('invalid-input');
        // QA 3, item 6: the daily's own date, whatever day it is, not "kept for today's campaign"
        expect(err.message).toBe(`"Peek at tomorrow" was not imported: it is the daily campaign of ${date}, and a daily campaign cannot be shared: each is played only from Today's campaign, so no one sees its cards before they play it.`);
      }
      const arranged = { ...shape.setup, deckTop: ['glowworms'] };
      const h = stateHash(newGame(arranged));
      const err = await refusal(to.importCampaign({ file: { ...shape, name: 'Arranged', setup: arranged, actions: [], hashes: { start: h, end: h } } }));
      expect(err.message).toBe(`"Arranged" was not imported: it is the lesson, which is played from Learn to play and cannot be shared.`);
      expect(await to.list()).toEqual([]);
    } finally {
      from.close();
      to.close();
    }
  });
});

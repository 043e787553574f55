// Issue 27, the door and the saves: the act answer carries what changed (the new ledger lines, the changed parts of
// the view), and the renderer's store puts it together into the view a fresh open shows; the WAL is checkpointed when
// play pauses, not inside an action's commit.
import { describe, expect, it } from 'vitest';
import { GameService } from '../../electron/service/game-service';
import type { ActChange, CampaignResult } from '../../electron/service/api';
import { viewChange } from '../../electron/service/view-change';
import { withChange } from '../../renderer/src/stores/view-change';
import { IDLE_MS } from '../../electron/service/idle-checkpoint';
import { AUTO_CHECKPOINT_PAGES } from '../../electron/service/database';
import { SETUP, tempDir } from './helpers';

function isChange(answer: CampaignResult | ActChange): answer is ActChange {
  return 'change' in answer;
}

describe('issue 27: the act answer carries what changed', () => {
  it('answers an act naming the view it holds with the change alone, which rebuilds the view a fresh open shows', async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    try {
      let held: CampaignResult = await svc.create({ setup: SETUP });
      const id = held.summary.id;
      let changes = 0;
      let grownLines = 0;
      for (let i = 0; i < 60 && held.view.status === 'playing'; i++) {
        const legal = held.actions.filter((a) => a.legal);
        const answer = await svc.act({ id, action: legal[(i * 5) % legal.length].action, since: held.hash! });
        expect(isChange(answer)).toBe(true);
        if (!isChange(answer)) return;
        changes++;
        expect(answer).not.toHaveProperty('view');
        // never the whole ledger again: only the lines after the ones the client holds
        grownLines += answer.change.grown.ledger?.add.length ?? 0;
        expect(answer.change.set).not.toHaveProperty('ledger');
        const next = withChange(held, answer);
        expect(next).not.toBeNull();
        const opened = await svc.open({ id });
        expect(next!.view).toEqual(opened.view);
        expect(next!.hash).toBe(opened.hash);
        expect(next!.actions).toEqual(opened.actions);
        held = next!;
      }
      expect(changes).toBeGreaterThan(20);
      expect(grownLines).toBe(held.view.ledger.length - (await svc.create({ setup: SETUP })).view.ledger.length);
    } finally {
      svc.close();
    }
  });

  it('refuses an act whose `since` is not the campaign state (another window acted), and answers whole when it is left out', async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    try {
      const created = await svc.create({ setup: SETUP });
      const id = created.summary.id;
      const first = created.actions.find((a) => a.legal)!.action;
      const moved = await svc.act({ id, action: first });
      expect(moved.view).toBeDefined();
      // the client still holds the view before that action: refused as stale, nothing applied
      await expect(svc.act({ id, action: moved.actions.find((a) => a.legal)!.action, since: created.hash! })).rejects.toMatchObject({ code: 'stale' });
      expect((await svc.open({ id })).hash).toBe(moved.hash);
      // a change applied to another view than the one it was made from is refused, not guessed at
      const fresh = await svc.open({ id });
      const change = await svc.act({ id, action: fresh.actions.find((a) => a.legal)!.action, since: fresh.hash! });
      expect(isChange(change) && withChange(created, change)).toBeNull();
      // a `since` that is not a fingerprint is refused with a sentence, and nothing is written
      const count = (await svc.open({ id })).hash;
      await expect(svc.act({ id, action: first, since: '../etc' })).rejects.toThrow('The act request was refused (since: is not a fingerprint).');
      expect((await svc.open({ id })).hash).toBe(count);
    } finally {
      svc.close();
    }
  });

  it('sends a growing list that was rewritten whole, so the change is right whatever the engine does', () => {
    const before = { ledger: [{ text: 'a' }, { text: 'b' }], history: [], gems: 1 } as never;
    const after = { ledger: [{ text: 'a' }, { text: 'c' }, { text: 'd' }], history: [], gems: 1 } as never;
    const change = viewChange(before, after, 'h0');
    expect(change).toEqual({ from: 'h0', set: { ledger: [{ text: 'a' }, { text: 'c' }, { text: 'd' }] }, grown: {} });
    const grew = viewChange(before, { ledger: [{ text: 'a' }, { text: 'b' }, { text: 'e' }], history: [], gems: 2 } as never, 'h0');
    expect(grew).toEqual({ from: 'h0', set: { gems: 2 }, grown: { ledger: { at: 2, add: [{ text: 'e' }] } } });
  });
});

describe('issue 27: checkpoints when play pauses', () => {
  it('keeps the automatic checkpoint as a far safety net and checkpoints the WAL once play pauses', async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    try {
      const db = (svc as unknown as { db: import('better-sqlite3').Database }).db;
      expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(AUTO_CHECKPOINT_PAGES);
      let cur = await svc.create({ setup: SETUP });
      for (let i = 0; i < 5; i++) cur = await svc.act({ id: cur.summary.id, action: cur.actions.find((a) => a.legal)!.action });
      const checkpoint = (svc as unknown as { checkpoint: { made: number } }).checkpoint;
      expect(checkpoint.made).toBe(0); // not while the acts come one after another
      await new Promise((r) => setTimeout(r, IDLE_MS + 150));
      expect(checkpoint.made).toBe(1);
      // everything is in the save file itself now: a checkpoint finds nothing left to copy
      const [row] = db.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[];
      expect(row.log).toBe(row.checkpointed);
    } finally {
      svc.close();
    }
  });
});

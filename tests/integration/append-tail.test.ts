// Issue 27, the append's tail: an action's commit is its one fsync and nothing else. A snapshot waits for the pause
// after play (store.ts writePendingSnapshots) and the pause also starts the WAL afresh (idle-checkpoint.ts primeWal),
// so the next action's commit neither writes a snapshot nor restarts the WAL (whose new header SQLite fsyncs first).
import { closeSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Database } from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../electron/service/database';
import { GameService } from '../../electron/service/game-service';
import { IDLE_MS, IdleCheckpoint, primeWal } from '../../electron/service/idle-checkpoint';
import { DATABASE_FILE } from '../../electron/service/paths';
import { CampaignStore, MAX_PENDING_SNAPSHOTS } from '../../electron/service/store';
import { stateHash } from '../../engine/index';
import type { CampaignResult } from '../../electron/service/api';
import { SETUP, summary, tempDir } from './helpers';

const pause = () => new Promise((r) => setTimeout(r, IDLE_MS + 150));

/** The WAL header's checkpoint sequence and salts (bytes 12..24): a restarted WAL has new ones. */
function walHeader(dataDir: string): string {
  const fd = openSync(join(dataDir, `${DATABASE_FILE}-wal`), 'r');
  try {
    const buf = Buffer.alloc(32);
    readSync(fd, buf, 0, 32, 0);
    return buf.subarray(12, 24).toString('hex');
  } finally {
    closeSync(fd);
  }
}

const dbOf = (svc: GameService) => (svc as unknown as { db: Database }).db;
const snapshotSeqs = (db: Database, id: string) => db.prepare('SELECT seq FROM snapshots WHERE campaign_id = ? ORDER BY seq').pluck().all(id) as number[];

async function play(svc: GameService, from: CampaignResult, n: number): Promise<CampaignResult> {
  let cur = from;
  for (let i = 0; i < n; i++) cur = await svc.act({ id: cur.summary.id, action: cur.actions.find((a) => a.legal)!.action });
  return cur;
}

describe('issue 27: the pause starts the WAL afresh, so an action after it takes one fsync', () => {
  it('leaves the WAL header as the pause wrote it when the next action commits (no restart inside the action)', async () => {
    const dataDir = tempDir();
    const svc = await GameService.open({ dataDir });
    try {
      let cur = await play(svc, await svc.create({ setup: SETUP }), 3);
      for (let round = 0; round < 3; round++) {
        await pause();
        const primed = walHeader(dataDir);
        cur = await play(svc, cur, 1);
        // a restart inside the commit would have drawn new salts and fsync'd the new header before the action's frames
        expect(walHeader(dataDir)).toBe(primed);
      }
      const idle = (svc as unknown as { checkpoint: IdleCheckpoint }).checkpoint;
      expect(idle.primed).toBeGreaterThanOrEqual(3);
    } finally {
      svc.close();
    }
  });

  it('gives a player of stand-alone stall games the same pause: checkpointed, and the next move restarts no WAL', async () => {
    const dataDir = tempDir();
    const svc = await GameService.open({ dataDir });
    try {
      const idle = (svc as unknown as { checkpoint: IdleCheckpoint }).checkpoint;
      await pause(); // the start's own pause
      const before = idle.made;
      let cur = await svc.startStallGame({ kind: 'relay', setup: {} });
      if (cur.game.kind !== 'relay') throw new Error('a relay');
      const [first, second] = cur.game.guide;
      cur = await svc.actStallGame({ id: cur.summary.id, action: first.action });
      await pause();
      expect(idle.made).toBe(before + 1);
      const primed = walHeader(dataDir);
      await svc.actStallGame({ id: cur.summary.id, action: second.action });
      expect(walHeader(dataDir)).toBe(primed);
      // renaming and deleting write too, and wait for the pause as well
      await pause();
      await svc.removeStallGame({ id: cur.summary.id });
      await pause();
      expect(idle.made).toBe(before + 3);
    } finally {
      svc.close();
    }
  });

  it('primes only a WAL the checkpoint emptied, and keeps synchronous = FULL after it', async () => {
    const { db } = await openDatabase(tempDir());
    try {
      expect(primeWal(db, { busy: 0, log: 12, checkpointed: 9 })).toBe(false);
      expect(primeWal(db, { busy: 1, log: 12, checkpointed: 12 })).toBe(false);
      expect(primeWal(db, { busy: 0, log: -1, checkpointed: -1 })).toBe(false);
      const [row] = db.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[];
      expect(primeWal(db, row)).toBe(true);
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
      // one frame in the WAL now (page 1), so the next commit appends to it
      const [after] = db.pragma('wal_checkpoint(PASSIVE)') as { log: number }[];
      expect(after.log).toBe(1);
    } finally {
      db.close();
    }
  });
});

describe('issue 27: a snapshot waits for the pause, never in its action\'s commit', () => {
  it('writes a due snapshot at the pause, resumes from it before then, and writes what waits before closing', async () => {
    const dataDir = tempDir();
    const svc = await GameService.open({ dataDir, snapshotEvery: 5 });
    let id = '';
    let expected = '';
    try {
      const created = await svc.create({ setup: SETUP });
      id = created.summary.id;
      const db = dbOf(svc);
      const cur = await play(svc, created, 5);
      // the action's commit did not carry it
      expect(snapshotSeqs(db, id)).toEqual([0]);
      // yet resume already starts from it: a session's replay finds the same snapshots whether written or waiting
      const store = (svc as unknown as { store: CampaignStore }).store;
      expect(store.latestSnapshot(id)?.seq).toBe(5);
      expect(stateHash(svc.replayTo(id))).toBe(stateHash(svc.stateOf(id)));
      await pause();
      expect(snapshotSeqs(db, id)).toEqual([0, 5]);
      await play(svc, cur, 5);
      expect(snapshotSeqs(db, id)).toEqual([0, 5]);
      expected = stateHash(svc.stateOf(id));
    } finally {
      svc.close();
    }
    const raw = new BetterSqlite3(join(dataDir, DATABASE_FILE), { readonly: true });
    try {
      expect(snapshotSeqs(raw, id)).toEqual([0, 5, 10]);
    } finally {
      raw.close();
    }
    const again = await GameService.open({ dataDir, snapshotEvery: 5 });
    try {
      expect(stateHash(again.replayTo(id))).toBe(expected);
    } finally {
      again.close();
    }
  });

  it('forgets the waiting snapshots of actions undone or a campaign deleted, and writes the oldest at once past the cap', async () => {
    const { db } = await openDatabase(tempDir());
    try {
      const store = new CampaignStore(db);
      store.create({ id: 'c1', name: 'One', setup: SETUP, startHash: 'h0', summary: summary(), at: '2026-12-02T10:00:00.000Z' });
      const append = (seq: number) =>
        store.append('c1', { action: { type: 'move', to: seq }, events: [], hash: `h${seq}`, summary: summary(), at: '2026-12-02T10:00:00.000Z', snapshot: { at: seq } });
      for (let seq = 1; seq <= 4; seq++) append(seq);
      expect(store.pendingSnapshots()).toBe(4);
      expect(store.latestSnapshot('c1', 3)).toEqual({ seq: 3, state: { at: 3 }, hash: 'h3' });
      store.truncate('c1', 2, summary(), '2026-12-02T10:00:00.000Z');
      expect(store.pendingSnapshots()).toBe(2);
      expect(store.latestSnapshot('c1')?.seq).toBe(2);
      expect(store.writePendingSnapshots()).toBe(2);
      expect(snapshotSeqs(db, 'c1')).toEqual([1, 2]);
      // a newer snapshot in the file wins over none waiting, and one waiting over an older one in the file
      append(3);
      expect(store.latestSnapshot('c1')).toEqual({ seq: 3, state: { at: 3 }, hash: 'h3' });
      expect(store.latestSnapshot('c1', 2)).toEqual({ seq: 2, state: { at: 2 }, hash: 'h2' });
      for (let seq = 4; seq <= 3 + MAX_PENDING_SNAPSHOTS; seq++) append(seq);
      expect(store.pendingSnapshots()).toBe(MAX_PENDING_SNAPSHOTS);
      expect(snapshotSeqs(db, 'c1')).toEqual([1, 2, 3]);
      store.remove('c1');
      expect(store.pendingSnapshots()).toBe(0);
      expect(store.writePendingSnapshots()).toBe(0);
    } finally {
      db.close();
    }
  });
});

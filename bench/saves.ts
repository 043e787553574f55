// Save figures for `npm run bench` (issue 4): the cost of appending one action with synchronous = FULL, beside
// the raw cost of one fsync'd write of the same size measured in the same run, interleaved (issue 27); and the resume of a
// 400-action campaign from its newest snapshot and from the set-up alone.
import { closeSync, fsyncSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyAction, newGame, playerView, stateHash, type GameState } from '../engine/index';
import { GameService } from '../electron/service/game-service';
import { CampaignStore, type AppendInput } from '../electron/service/store';
import { openDatabase } from '../electron/service/database';
import { IDLE_MS, IdleCheckpoint } from '../electron/service/idle-checkpoint';
import type { Figure } from './engine';
import { longCampaign, percentile } from './long-campaign';

const SNAPSHOT_EVERY = 25;
/** Each loop is played this many times, each on a save file of its own, and the samples pooled (issue 27): the p99 of
 *  one loop of 400 is its 4th slowest, and on this box five runs of one loop put the append's p99 over the raw
 *  write's at 1.30-2.04x, the two p99s each moving by half with a single slow sample. Pooled, the p99 is the 12th
 *  slowest of 1,200 on both sides, and the ratio says more about the save than about one unlucky fsync. */
const ROUNDS = 3;

type Row = Omit<AppendInput, 'at'>;

interface Loop {
  appendMs: number[];
  fsyncMs: number[];
  /** the work done at the pause after each action (paused loop only), and whether a snapshot was due in it */
  pauseMs: { ms: number; snapshot: boolean }[];
  sizes: number[];
}

/** Appends every row to a new save file as the service does, each followed by its raw fsync'd write of the same size.
 *  `paused`: after each action, the work the service does once play pauses (idle-checkpoint.ts: the snapshots due, the
 *  checkpoint, the WAL started afresh), timed apart, as a person's play has a pause between any two actions. Without
 *  it, the actions come back to back (a bot, a quick hand) and the snapshots wait until the file is closed. */
async function appendLoop(dir: string, setup: ReturnType<typeof longCampaign>['setup'], rows: readonly Row[], paused: boolean): Promise<Loop> {
  const { db } = await openDatabase(dir);
  const store = new CampaignStore(db);
  // the service's own pause work; its timer is never let run here: the loop calls it where the pause falls
  const idle = new IdleCheckpoint(db, IDLE_MS, () => store.writePendingSnapshots());
  store.create({ id: 'bench', name: 'Bench', setup, startHash: 'h', summary: rows[0].summary, at: new Date().toISOString() });
  if (paused) idle.run(); // the pause after the set-up, as in the service
  // the floor under any durable save: the same number of bytes written to a file and fsync'd. Issue 27: each append
  // is followed by its raw write, so both meet the same load on a shared machine (measured one loop after the other,
  // a busy minute fell on one of them alone and the ratio said more about the neighbours than about the save)
  const fd = openSync(join(dir, 'raw.bin'), 'w');
  const loop: Loop = { appendMs: [], fsyncMs: [], pauseMs: [], sizes: [] };
  for (const row of rows) {
    const size = JSON.stringify(row.action).length + JSON.stringify(row.events).length + row.hash.length;
    loop.sizes.push(size);
    let start = performance.now();
    store.append('bench', { ...row, at: new Date().toISOString() });
    loop.appendMs.push(performance.now() - start);
    const buf = Buffer.alloc(size, 0x61);
    start = performance.now();
    writeSync(fd, buf);
    fsyncSync(fd);
    loop.fsyncMs.push(performance.now() - start);
    if (paused) {
      const snapshot = store.pendingSnapshots() > 0;
      start = performance.now();
      idle.run();
      loop.pauseMs.push({ ms: performance.now() - start, snapshot });
    }
  }
  closeSync(fd);
  idle.stop();
  const written = (db.prepare("SELECT count(*) FROM snapshots WHERE campaign_id = 'bench'").pluck().get() as number);
  const due = rows.filter((r) => r.snapshot !== undefined).length;
  db.close();
  if (written !== due) throw new Error(`bench: ${written} snapshots in the save file where ${due} were due`);
  return loop;
}

/** The loop played `rounds` times, one after the other, its samples pooled. */
async function pooled(rounds: number, play: (round: number) => Promise<Loop>): Promise<Loop> {
  const all: Loop = { appendMs: [], fsyncMs: [], pauseMs: [], sizes: [] };
  for (let r = 0; r < rounds; r++) {
    const loop = await play(r);
    all.appendMs.push(...loop.appendMs);
    all.fsyncMs.push(...loop.fsyncMs);
    all.pauseMs.push(...loop.pauseMs);
    all.sizes.push(...loop.sizes);
  }
  return all;
}

async function appendFigures(dir: string, campaign: ReturnType<typeof longCampaign>): Promise<Figure[]> {
  // the rows a real campaign writes: its actions, their events, hashes, summaries and snapshots
  let state: GameState = newGame(campaign.setup);
  const rows: Row[] = campaign.actions.map((action, i) => {
    const { state: next, events } = applyAction(state, action);
    state = next;
    const view = playerView(next);
    return {
      action,
      events,
      hash: stateHash(next),
      summary: { character: view.character.id, day: view.day, phase: view.phase, gems: view.gems, level: view.level, status: 'playing' as const },
      snapshot: (i + 1) % SNAPSHOT_EVERY === 0 ? next : undefined,
    };
  });
  const paused = await pooled(ROUNDS, (r) => appendLoop(join(dir, `append-paused-${r}`), campaign.setup, rows, true));
  const busy = await pooled(ROUNDS, (r) => appendLoop(join(dir, `append-busy-${r}`), campaign.setup, rows, false));

  const sorted = (xs: readonly number[]) => [...xs].sort((x, y) => x - y);
  const a = sorted(paused.appendMs);
  const f = sorted(paused.fsyncMs);
  const ba = sorted(busy.appendMs);
  const bf = sorted(busy.fsyncMs);
  const pause = sorted(paused.pauseMs.map((p) => p.ms));
  const pauseWithSnapshot = sorted(paused.pauseMs.filter((p) => p.snapshot).map((p) => p.ms));
  const meanSize = Math.round(paused.sizes.reduce((s, n) => s + n, 0) / paused.sizes.length);
  const note =
    `${paused.appendMs.length} appends (the campaign's ${rows.length}, played ${ROUNDS} times on fresh save files, pooled), mean ${meanSize} bytes of action and events, each followed by its raw fsync'd write and by the pause's work ` +
    `(idle-checkpoint.ts, timed apart: the snapshots due, a checkpoint, the WAL started afresh), as a person's play pauses between actions; ` +
    `a snapshot every ${SNAPSHOT_EVERY}, written at the pause (store.ts writePendingSnapshots), not in the action's commit; WAL, synchronous = FULL`;
  return [
    { name: 'action append p50 (synchronous = FULL)', value: percentile(a, 0.5), unit: 'ms', reference: { name: "one fsync'd write, p50", value: percentile(f, 0.5) }, note },
    { name: 'action append p99 (synchronous = FULL)', value: percentile(a, 0.99), unit: 'ms', reference: { name: "one fsync'd write, p99", value: percentile(f, 0.99) } },
    {
      name: 'back-to-back action append p99 (synchronous = FULL)',
      value: percentile(ba, 0.99),
      unit: 'ms',
      reference: { name: "one fsync'd write, p99", value: percentile(bf, 0.99) },
      note: `the same ${paused.appendMs.length} appends with no pause between them (a bot, a quick hand): no checkpoint, the snapshots wait for the pause (here, the close); p50 ${percentile(ba, 0.5).toFixed(3)} ms against ${percentile(bf, 0.5).toFixed(3)} ms`,
    },
    {
      name: 'the pause after an action: snapshots due, checkpoint, WAL afresh (p50)',
      value: percentile(pause, 0.5),
      unit: 'ms',
      note: `where an action's snapshot and checkpoint went: done once play pauses for ${IDLE_MS} ms, the answer long sent; p99 ${percentile(pause, 0.99).toFixed(2)} ms, median ${percentile(pauseWithSnapshot, 0.5).toFixed(2)} ms at the ${pauseWithSnapshot.length} pauses with a snapshot to write`,
    },
  ];
}

async function resumeFigures(dir: string, campaign: ReturnType<typeof longCampaign>): Promise<Figure[]> {
  const options = { dataDir: join(dir, 'resume'), snapshotEvery: SNAPSHOT_EVERY };
  let service = await GameService.open(options);
  try {
    const created = await service.create({ setup: campaign.setup });
    const id = created.summary.id;
    for (const action of campaign.actions) await service.act({ id, action });
    const expected = stateHash(service.stateOf(id));
    // a resume is a start's: the snapshots read back from the save file, not the ones this session still holds
    service.close();
    service = await GameService.open(options);
    const n = campaign.actions.length;
    const time = (seq: number, useSnapshots: boolean) => {
      const samples: number[] = [];
      for (let i = 0; i < 40; i++) {
        const start = performance.now();
        service.replayTo(id, seq, useSnapshots); // verified against the saved stateHash inside
        samples.push(performance.now() - start);
      }
      return percentile(samples.sort((x, y) => x - y), 0.5);
    };
    if (stateHash(service.replayTo(id)) !== expected) throw new Error('bench: resume landed on another state');
    time(n, true); // warm-up
    const fromSetup = time(n, false);
    const atSnapshot = time(n, true);
    // the worst case: the most actions after a snapshot (SNAPSHOT_EVERY - 1)
    const worst = time(n - 1, true);
    return [
      {
        name: `resume of a ${n}-action campaign, snapshot every ${SNAPSHOT_EVERY} (median)`,
        value: atSnapshot,
        unit: 'ms',
        reference: { name: 'replayed from the set-up, no snapshot', value: fromSetup },
        note: `the newest snapshot is at action ${Math.floor(n / SNAPSHOT_EVERY) * SNAPSHOT_EVERY}; every resume checks the end state's hash`,
      },
      {
        name: `resume with ${SNAPSHOT_EVERY - 1} actions after the snapshot (worst case, median)`,
        value: worst,
        unit: 'ms',
        reference: { name: 'replayed from the set-up, no snapshot', value: fromSetup },
      },
    ];
  } finally {
    service.close();
  }
}

export async function run(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'crows-bench-saves-'));
  try {
    const campaign = longCampaign(400);
    return [...(await appendFigures(dir, campaign)), ...(await resumeFigures(dir, campaign))];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Save figures for `npm run bench` (issue 4): the cost of appending one action with synchronous = FULL, beside
// the raw cost of one fsync'd write of the same size measured in the same run, interleaved (issue 27); and the resume of a
// 400-action campaign from its newest snapshot and from the set-up alone.
import { closeSync, fsyncSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyAction, newGame, playerView, stateHash, type GameState } from '../engine/index';
import { GameService } from '../electron/service/game-service';
import { CampaignStore } from '../electron/service/store';
import { openDatabase } from '../electron/service/database';
import type { Figure } from './engine';
import { longCampaign, percentile } from './long-campaign';

const SNAPSHOT_EVERY = 25;

async function appendFigures(dir: string, campaign: ReturnType<typeof longCampaign>): Promise<Figure[]> {
  // the rows a real campaign writes: its actions, their events, hashes, summaries and snapshots
  let state: GameState = newGame(campaign.setup);
  const rows = campaign.actions.map((action, i) => {
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
  const { db } = await openDatabase(join(dir, 'append'));
  const store = new CampaignStore(db);
  store.create({ id: 'bench', name: 'Bench', setup: campaign.setup, startHash: 'h', summary: rows[0].summary, at: new Date().toISOString() });
  // the floor under any durable save: the same number of bytes written to a file and fsync'd. Issue 27: each append
  // is followed by its raw write, so both meet the same load on a shared machine (measured one loop after the other,
  // a busy minute fell on one of them alone and the ratio said more about the neighbours than about the save)
  const fd = openSync(join(dir, 'raw.bin'), 'w');
  const appendMs: number[] = [];
  const fsyncMs: number[] = [];
  const sizes: number[] = [];
  for (const row of rows) {
    const size = JSON.stringify(row.action).length + JSON.stringify(row.events).length + row.hash.length;
    sizes.push(size);
    let start = performance.now();
    store.append('bench', { ...row, at: new Date().toISOString() });
    appendMs.push(performance.now() - start);
    const buf = Buffer.alloc(size, 0x61);
    start = performance.now();
    writeSync(fd, buf);
    fsyncSync(fd);
    fsyncMs.push(performance.now() - start);
  }
  closeSync(fd);
  db.close();

  const a = [...appendMs].sort((x, y) => x - y);
  const f = [...fsyncMs].sort((x, y) => x - y);
  const meanSize = Math.round(sizes.reduce((s, n) => s + n, 0) / sizes.length);
  const note = `${rows.length} appends, mean ${meanSize} bytes of action and events, each followed by its raw fsync'd write; a snapshot every ${SNAPSHOT_EVERY} in its own commit after the action's (store.ts writeSnapshot); WAL, synchronous = FULL`;
  return [
    { name: 'action append p50 (synchronous = FULL)', value: percentile(a, 0.5), unit: 'ms', reference: { name: "one fsync'd write, p50", value: percentile(f, 0.5) }, note },
    { name: 'action append p99 (synchronous = FULL)', value: percentile(a, 0.99), unit: 'ms', reference: { name: "one fsync'd write, p99", value: percentile(f, 0.99) } },
  ];
}

async function resumeFigures(dir: string, campaign: ReturnType<typeof longCampaign>): Promise<Figure[]> {
  const service = await GameService.open({ dataDir: join(dir, 'resume'), snapshotEvery: SNAPSHOT_EVERY });
  try {
    const created = await service.create({ setup: campaign.setup });
    const id = created.summary.id;
    for (const action of campaign.actions) await service.act({ id, action });
    const expected = stateHash(service.stateOf(id));
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

// A child process appending actions is killed with SIGKILL at random moments, 200 times: every action it
// acknowledged is in the save file afterwards, in order, and SQLite's integrity_check passes.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundle } from '../../scripts/bundle';
import { DATABASE_FILE } from '../../electron/service/paths';
import { tempDir } from './helpers';

const KILLS = 200;
let child = '';

beforeAll(async () => {
  // plain JS so each child starts in tens of milliseconds; kept inside the project so better-sqlite3 resolves
  child = await bundle({ entry: 'tests/integration/crash-child.ts', outFile: resolve('node_modules/.cache/crows-tests/crash-child.mjs') });
}, 60_000);

/** Kills the child `delayMs` after it starts, or after its first acknowledgement when `afterReady` (to land inside the append loop). */
function runAndKill(dir: string, delayMs: number, afterReady: boolean): Promise<{ acked: number[]; ready: boolean }> {
  return new Promise((done, fail) => {
    const proc = spawn(process.execPath, [child, dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let timer: NodeJS.Timeout | undefined;
    const arm = () => (timer = setTimeout(() => proc.kill('SIGKILL'), delayMs));
    proc.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (afterReady && !timer && out.includes('ack ')) arm();
    });
    proc.stderr.on('data', (d: Buffer) => (err += d.toString()));
    if (!afterReady) arm();
    proc.on('error', fail);
    proc.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal !== 'SIGKILL') return fail(new Error(`child ended on its own (${code}): ${err}`));
      // a line cut short by the kill was never a complete acknowledgement
      const lines = out.split('\n').slice(0, -1);
      done({ acked: lines.filter((l) => l.startsWith('ack ')).map((l) => Number(l.slice(4))), ready: lines.includes('ready') });
    });
  });
}

/** One save file killed `rounds` times; returns how many actions were acknowledged and kills landed mid-loop. */
async function lane(rounds: number, lanePhase: number): Promise<{ highest: number; killedWhileWriting: number }> {
  const dir = tempDir('crows-crash-');
  const file = join(dir, DATABASE_FILE);
  let highest = 0;
  let killedWhileWriting = 0;
  for (let round = 0; round < rounds; round++) {
    // one kill in four lands anywhere from start-up (open, launch backup, migration) on; the rest inside the append loop
    const early = (round + lanePhase) % 4 === 0;
    const { acked, ready } = await runAndKill(dir, Math.floor(Math.random() * (early ? 200 : 40)), !early);
    if (ready && acked.length) killedWhileWriting++;
    for (let i = 1; i < acked.length; i++) expect(acked[i]).toBe(acked[i - 1] + 1);
    highest = Math.max(highest, ...acked);

    const db = new BetterSqlite3(file);
    const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'actions'").get() !== undefined;
    // killed before the first migration committed: then nothing can have been acknowledged
    const rows = !hasTable ? [] : (db.prepare("SELECT seq, action, hash FROM actions WHERE campaign_id = 'crash' ORDER BY seq").all() as { seq: number; action: string; hash: string }[]);
    expect(rows.length).toBeGreaterThanOrEqual(highest);
    rows.forEach((r, i) => {
      expect(r.seq).toBe(i + 1);
      expect(r.hash).toBe(`h${r.seq}`);
      expect(JSON.parse(r.action)).toMatchObject({ type: 'crashTest', seq: r.seq });
    });
    db.close();
  }
  const db = new BetterSqlite3(file, { readonly: true });
  expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  db.close();
  return { highest, killedWhileWriting };
}

describe('saves: crash safety', () => {
  it(`keeps every acknowledged action through ${KILLS} SIGKILLs at random moments`, async () => {
    // two save files side by side, half the kills each, so the run takes half the wall time
    const lanes = await Promise.all([lane(KILLS / 2, 0), lane(KILLS / 2, 2)]);
    const highest = lanes.reduce((n, l) => n + l.highest, 0);
    const killedWhileWriting = lanes.reduce((n, l) => n + l.killedWhileWriting, 0);
    expect(highest).toBeGreaterThan(KILLS); // the children did real work between kills
    expect(killedWhileWriting).toBeGreaterThan(KILLS / 2);
    console.log(`crash test: ${KILLS} kills, ${killedWhileWriting} inside the append loop, ${highest} actions acknowledged`);
  }, 480_000);
});

// The crash test (issue 28): the browser edition, in a process of its own (tests/integration/crash-child.ts), is
// killed with SIGKILL at random moments while a client plays over HTTP: during start-up and the launch backup, during
// acts, undos and creates, and in the pause after play (issue 27: where the snapshots due, the checkpoint and the WAL's
// restart are written, idle-checkpoint.ts). After each kill the save file is read and compared with what the server acknowledged (a 200
// answer): every acknowledged action must be there, in order; only the request in flight may or may not have landed.
// Each start then opens every campaign over HTTP. At the end: integrity_check, and no debris in the save folder.
//
//   npm run crash-test -- --kills 1000 [--lanes 2] [--seed 1]
//
// tests/integration/crash.test.ts runs a short version in the suite.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, watch, type FSWatcher } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { CampaignResult } from '../electron/service/api';
import { APPLICATION_ID } from '../electron/service/migrations';
import { DATABASE_FILE } from '../electron/service/paths';
import { IDLE_MS } from '../electron/service/idle-checkpoint';
import { bundle } from './bundle';
import { seededRandom } from './seeded-random';

export type KillMoment = 'start-up' | 'launch backup' | 'act' | 'undo' | 'create' | 'open' | 'between requests' | 'pause';

export interface CrashReport {
  kills: number;
  /** where the kills landed */
  moments: Record<KillMoment, number>;
  /** requests answered 200 (each an acknowledged operation) */
  acknowledged: number;
  /** acknowledged actions missing or changed in the save file after a kill */
  lost: number;
  /** what each loss looked like (the campaign, what was acknowledged, what the file held, the request in flight) */
  losses: string[];
  /** campaigns that did not open (anything but 200) at a start */
  failedOpens: number;
  /** answers other than 200 to a well-formed request (a refusal of a legal action, a 500) */
  refusals: string[];
  /** start-ups that reported a recovery (a SIGKILL must never need one) */
  recoveries: number;
  integrity: string[];
  /** files left in the save folders that are neither the save file, its lock, nor a whole backup */
  debris: string[];
  /** backups (files named as backups) that are not whole: quick_check or the application id fails */
  badBackups: string[];
  /** whole backups left at the end, over all lanes */
  backups: number;
  campaigns: number;
  /** how long a start took, on average (ms from the process's start to its first answer) */
  startMs: number;
  ms: number;
}

const SETUP = { seed: 'crash', character: 'peth', startingSkill: 0, plusOneStat: 'strength', harder: { storyEndRed: false, crowsNestRed: false, extraFlips: 0, hazardsPlusOne: false } } as const;

export async function bundleCrashChild(): Promise<string> {
  // plain JS so each child starts fast; kept inside the project so better-sqlite3 resolves
  return bundle({ entry: 'tests/integration/crash-child.ts', outFile: resolve('node_modules/.cache/crows-tests/crash-child.mjs') });
}

interface Inflight {
  kind: 'act' | 'undo' | 'create' | 'open';
  id?: string;
  action?: string;
}

class Lane {
  readonly dir = mkdtempSync(join(tmpdir(), 'crows-crash-'));
  readonly renderer = mkdtempSync(join(tmpdir(), 'crows-crash-renderer-'));
  /** per campaign, the actions acknowledged so far (as saved: JSON) */
  readonly model = new Map<string, string[]>();
  /** the newest answer per campaign: its legal actions and whether undo is open */
  readonly last = new Map<string, CampaignResult>();
  inflight: Inflight | null = null;
  readyMs = 300;

  constructor(
    readonly child: string,
    readonly random: () => number,
    readonly report: CrashReport,
  ) {}

  /** One run of the server: killed `ms` after its start (`early`), after it is ready, or as soon as its launch backup
   *  begins to be written (`backup`: the folder is watched for the backup's temporary file), or after `pause` requests
   *  once the client has fallen quiet, IDLE_MS + `ms` after its last answer: inside the server's pause work (the
   *  snapshots due, the checkpoint, the WAL started afresh); or stopped cleanly (null). */
  async run(kill: { early: boolean; ms: number; backup?: boolean; pause?: number } | null, ops: number): Promise<void> {
    const started = Date.now();
    const proc = spawn(process.execPath, [this.child, this.dir, this.renderer], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    let alive = true;
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => proc.on('exit', (code, signal) => done({ code, signal })));
    void exited.then(() => (alive = false));
    const killed: { at: KillMoment | null } = { at: null };
    let ready: { port: number; token: string } | null = null;
    let quiet = false;
    const doKill = () => {
      if (!alive) return;
      killed.at = quiet ? 'pause' : ready ? (this.inflight?.kind ?? 'between requests') : this.backupUnderWay() ? 'launch backup' : 'start-up';
      proc.kill('SIGKILL');
    };
    const readyP = new Promise<void>((done) => {
      let out = '';
      proc.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /ready (\d+) (\S+)\n/.exec(out);
        if (m && !ready) {
          ready = { port: Number(m[1]), token: m[2] };
          this.readyMs = this.readyMs * 0.8 + (Date.now() - started) * 0.2;
          done();
        }
      });
    });
    let timer: NodeJS.Timeout | undefined;
    let watcher: FSWatcher | undefined;
    if (kill?.backup) {
      mkdirSync(join(this.dir, 'backups'), { recursive: true });
      watcher = watch(join(this.dir, 'backups'), (_event, name) => {
        if (!name?.includes('.partial') || timer) return;
        timer = setTimeout(doKill, kill.ms);
      });
    } else if (kill?.early) timer = setTimeout(doKill, kill.ms);
    await Promise.race([readyP, exited]);
    watcher?.close();
    if (ready && kill && !timer && kill.pause === undefined) timer = setTimeout(doKill, kill.ms);
    if (ready) {
      const { port, token } = ready;
      // once a request fails the server is dying: nothing more is sent, so the request in flight is the last one sent
      let down = false;
      const call = async (method: string, body: unknown): Promise<{ status: number; json: unknown } | null> => {
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/${method}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-crows-token': token }, body: JSON.stringify(body) });
          return { status: res.status, json: await res.json() };
        } catch {
          down = true;
          return null; // the server died with the request in flight
        }
      };
      await this.openAll(call);
      if (kill?.pause !== undefined) {
        for (let i = 0; alive && !down && i < kill.pause; i++) await this.step(call);
        // the client falls quiet: the server's pause work starts IDLE_MS after its last write
        if (alive && !down) {
          quiet = true;
          timer = setTimeout(doKill, IDLE_MS + kill.ms);
        }
      } else for (let i = 0; alive && !down && (kill !== null || i < ops); i++) await this.step(call);
    }
    if (!kill && alive) proc.kill('SIGTERM');
    const end = await exited;
    clearTimeout(timer);
    if (kill === null && end.code !== 0) throw new Error(`the server did not stop cleanly (${end.code} ${end.signal}): ${stderr}`);
    if (kill !== null && end.signal !== 'SIGKILL') throw new Error(`the server ended on its own (${end.code}): ${stderr}`);
    if (killed.at) {
      this.report.kills++;
      this.report.moments[killed.at]++;
    }
    this.check();
    this.inflight = null;
  }

  private backupUnderWay(): boolean {
    try {
      return readdirSync(join(this.dir, 'backups')).some((n) => n.includes('.partial'));
    } catch {
      return false;
    }
  }

  private async openAll(call: (m: string, b: unknown) => Promise<{ status: number; json: unknown } | null>): Promise<void> {
    for (const id of this.model.keys()) {
      this.inflight = { kind: 'open', id };
      const r = await call('open', { id });
      if (!r) return;
      this.inflight = null;
      this.report.acknowledged++;
      if (r.status !== 200) {
        this.report.failedOpens++;
        this.report.refusals.push(`open ${r.status}: ${JSON.stringify(r.json).slice(0, 200)}`);
        continue;
      }
      const result = r.json as CampaignResult;
      if (result.notice) this.report.recoveries++;
      this.last.set(id, result);
    }
  }

  private async step(call: (m: string, b: unknown) => Promise<{ status: number; json: unknown } | null>): Promise<void> {
    const playing = [...this.last.entries()].filter(([, r]) => r.summary.status === 'playing');
    const roll = this.random();
    if (playing.length === 0 || (roll < 0.08 && this.model.size < 12)) {
      this.inflight = { kind: 'create' };
      const r = await call('create', { setup: { ...SETUP, seed: `crash-${Math.floor(this.random() * 1e9)}` } });
      if (!r) return;
      this.inflight = null;
      this.accept(r, 'create');
      const result = r.json as CampaignResult;
      this.model.set(result.summary.id, []);
      this.last.set(result.summary.id, result);
      return;
    }
    const [id, result] = playing[Math.floor(this.random() * playing.length)];
    if (roll < 0.2 && result.undo.available) {
      this.inflight = { kind: 'undo', id };
      const r = await call('undo', { id });
      if (!r) return;
      this.inflight = null;
      if (!this.accept(r, 'undo')) return;
      this.model.get(id)!.pop();
      this.last.set(id, r.json as CampaignResult);
      return;
    }
    const legal = result.actions.filter((a) => a.legal);
    const action = legal[Math.floor(this.random() * legal.length)].action;
    this.inflight = { kind: 'act', id, action: JSON.stringify(action) };
    const r = await call('act', { id, action });
    if (!r) return;
    this.inflight = null;
    if (!this.accept(r, 'act')) return;
    this.model.get(id)!.push(JSON.stringify(action));
    this.last.set(id, r.json as CampaignResult);
  }

  private accept(r: { status: number; json: unknown }, what: string): boolean {
    if (r.status === 200) {
      this.report.acknowledged++;
      return true;
    }
    this.report.refusals.push(`${what} ${r.status}: ${JSON.stringify(r.json).slice(0, 200)}`);
    return false;
  }

  /** The save file against what was acknowledged; only the request in flight may have landed or not. */
  private check(): void {
    const file = join(this.dir, DATABASE_FILE);
    if (!existsSync(file)) {
      if (this.model.size) this.report.lost += [...this.model.values()].reduce((n, a) => n + a.length + 1, 0);
      return;
    }
    const db = new BetterSqlite3(file, { readonly: true });
    try {
      const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'actions'").get() !== undefined;
      const ids = hasTable ? (db.prepare('SELECT id FROM campaigns').pluck().all() as string[]) : [];
      const rowsOf = (id: string) => (db.prepare('SELECT action FROM actions WHERE campaign_id = ? ORDER BY seq').pluck().all(id) as string[]);
      for (const [id, acked] of this.model) {
        if (!ids.includes(id)) {
          this.report.lost += acked.length + 1; // the campaign itself was acknowledged
          this.report.losses.push(`${id}: the campaign is gone (${acked.length} actions acknowledged)`);
          this.model.delete(id);
          this.last.delete(id);
          continue;
        }
        const rows = rowsOf(id);
        const f = this.inflight;
        const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
        const landed =
          same(rows, acked) ||
          (f?.kind === 'act' && f.id === id && same(rows, [...acked, f.action!])) ||
          (f?.kind === 'undo' && f.id === id && same(rows, acked.slice(0, -1)));
        if (!landed) {
          let common = 0;
          while (common < Math.min(rows.length, acked.length) && rows[common] === acked[common]) common++;
          this.report.lost += acked.length - common;
          this.report.losses.push(
            `${id}: ${acked.length} acknowledged, ${rows.length} in the file, the same for ${common}; in flight: ${JSON.stringify(f)}; acknowledged tail ${acked.slice(common, common + 2).join(' ')}; file tail ${rows.slice(common, common + 2).join(' ')}`,
          );
        }
        this.model.set(id, rows);
      }
      // a create in flight may have landed: the campaign is played on like any other
      for (const id of ids) {
        if (this.model.has(id)) continue;
        if (this.inflight?.kind !== 'create') this.report.refusals.push(`a campaign nobody created: ${id}`);
        this.model.set(id, rowsOf(id));
      }
    } finally {
      db.close();
      // this peek's own shared-memory index (the game, holding its exclusive lock, never makes one); the -wal stays
      rmSync(`${file}-shm`, { force: true });
    }
    for (const id of [...this.last.keys()]) if (!this.model.has(id)) this.last.delete(id);
    // results of the last start are stale after a kill: the next start opens every campaign afresh
    this.last.clear();
  }

  /** After the last clean stop: integrity_check, and nothing in the folder but the save file, its lock and backups. */
  finish(): void {
    for (const n of readdirSync(this.dir)) {
      // a read-only peek of this test's (check) may leave an empty -wal beside the stopped game's file: not the game's
      if (n === DATABASE_FILE || n === 'campaigns.lock' || n === 'backups') continue;
      if (n === `${DATABASE_FILE}-wal` && statSync(join(this.dir, n)).size === 0) continue;
      this.report.debris.push(n);
    }
    const db = new BetterSqlite3(join(this.dir, DATABASE_FILE), { readonly: true });
    this.report.integrity.push(String(db.pragma('integrity_check', { simple: true })));
    this.report.campaigns += (db.prepare('SELECT count(*) AS n FROM campaigns').get() as { n: number }).n;
    db.close();
    if (existsSync(join(this.dir, 'backups'))) {
      for (const n of readdirSync(join(this.dir, 'backups'))) {
        if (!/^campaigns-.*Z-\d\d(-play)?\.db$/.test(n)) {
          this.report.debris.push(`backups/${n}`);
          continue;
        }
        // a kill during a backup must never leave a file named as a backup that is not one, nor rotate a good one out
        let whole = false;
        try {
          const b = new BetterSqlite3(join(this.dir, 'backups', n), { readonly: true, fileMustExist: true });
          whole = b.pragma('quick_check', { simple: true }) === 'ok' && b.pragma('application_id', { simple: true }) === APPLICATION_ID;
          b.close();
        } catch {
          whole = false;
        }
        if (whole) this.report.backups++;
        else this.report.badBackups.push(n);
      }
    }
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
    rmSync(this.renderer, { recursive: true, force: true });
  }
}

export async function runCrashTest(options: { kills: number; lanes?: number; seed?: number; child?: string; log?: (line: string) => void }): Promise<CrashReport> {
  const started = Date.now();
  const child = options.child ?? (await bundleCrashChild());
  const report: CrashReport = {
    kills: 0,
    moments: { 'start-up': 0, 'launch backup': 0, act: 0, undo: 0, create: 0, open: 0, 'between requests': 0, pause: 0 },
    acknowledged: 0,
    lost: 0,
    losses: [],
    failedOpens: 0,
    refusals: [],
    recoveries: 0,
    integrity: [],
    debris: [],
    badBackups: [],
    backups: 0,
    campaigns: 0,
    startMs: 0,
    ms: 0,
  };
  const laneCount = options.lanes ?? 2;
  const random = seededRandom(options.seed ?? 1);
  const lanes = Array.from({ length: laneCount }, () => new Lane(child, random, report));
  try {
    await Promise.all(
      lanes.map(async (lane, i) => {
        await lane.run(null, 6); // a first, quiet start: the save file and its first campaigns
        const share = Math.floor(options.kills / laneCount) + (i < options.kills % laneCount ? 1 : 0);
        for (let k = 0; k < share; k++) {
          // one kill in four from the process's start on (start-up, the check of every campaign, the launch backup), one
          // in eight as the launch backup begins, one in eight in the pause after 5-34 requests (with a snapshot every
          // 10 actions, often one is waiting for that pause), the rest while requests are answered
          const early = (k + i) % 4 === 0;
          const backup = (k + i) % 8 === 1;
          const pause = (k + i) % 8 === 3 ? 5 + Math.floor(random() * 30) : undefined;
          const ms = backup ? random() * 4 : early ? random() * lane.readyMs * 1.3 : pause !== undefined ? random() * 15 : random() * 600;
          await lane.run({ early, ms, backup, pause }, 0);
          if (options.log && (k + 1) % 50 === 0) options.log(`lane ${i + 1}: ${k + 1}/${share} kills, ${report.acknowledged} acknowledged so far, ${report.lost} lost`);
        }
        await lane.run(null, 4); // a last, clean start and stop
        lane.finish();
      }),
    );
  } finally {
    for (const lane of lanes) lane.remove();
  }
  report.startMs = Math.round(lanes.reduce((n, l) => n + l.readyMs, 0) / lanes.length);
  report.ms = Date.now() - started;
  return report;
}

function argValue(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kills = argValue('kills', 1000);
  const report = await runCrashTest({ kills, lanes: argValue('lanes', 2), seed: argValue('seed', 1), log: (l) => console.log(l) });
  console.log(JSON.stringify(report, null, 2));
  const ok = report.lost === 0 && report.losses.length === 0 && report.failedOpens === 0 && report.refusals.length === 0 && report.recoveries === 0 && report.debris.length === 0 && report.badBackups.length === 0 && report.backups > 0 && report.integrity.every((r) => r === 'ok');
  console.log(
    `${report.kills} SIGKILLs (${Object.entries(report.moments).map(([k, n]) => `${n} ${k}`).join(', ')}), ${report.acknowledged} acknowledged requests, ${report.lost} acknowledged actions lost, ${report.failedOpens} campaigns failing to open, integrity_check ${report.integrity.join('/')}, ${report.debris.length} debris, ${report.badBackups.length} backups not whole (${report.backups} whole), ${report.campaigns} campaigns, ${(report.ms / 1000).toFixed(0)} s: ${ok ? 'PASS' : 'FAIL'}`,
  );
  process.exit(ok ? 0 : 1);
}

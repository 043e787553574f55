// The damage test (issue 28): random overwrites of a stopped game's save file (16 B to 4 KB of random bytes, anywhere:
// the header, the action rows' pages, the rest), each followed by a start of the browser edition and a look at every
// campaign over HTTP. Shown: no answer is a 500; every campaign opens whole or was salvaged with its sentence (or
// could not be read at all, with its sentence); nothing is deleted (a changed file is always kept aside); and how many
// actions salvage kept against what restoring the newest backup alone would have kept.
//
//   npm run damage-test -- --trials 200 [--seed 1]
//
// tests/integration/damage.test.ts runs a short version in the suite.
import { cpSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, closeSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { CampaignResult } from '../electron/service/api';
import { GameService } from '../electron/service/game-service';
import { DATABASE_FILE } from '../electron/service/paths';
import { startWebServer } from '../electron/web/server';
import { seededRandom } from './seeded-random';

export interface DamageReport {
  trials: number;
  /** where the overwrites landed */
  targets: { header: number; actions: number; anywhere: number };
  /** starts that recovered the file as a whole (moved aside, backup restored, salvaged) */
  fileRecoveries: number;
  /** starts that salvaged campaigns inside a file SQLite found whole */
  rowSalvages: number;
  /** starts where nothing was noticed (the bytes landed on free or unused space, or changed nothing that is read) */
  unnoticed: number;
  answers500: number;
  /** start-ups refused (each with its sentence) */
  startsRefused: string[];
  campaignsOpenedWhole: number;
  campaignsSalvaged: number;
  /** campaigns that could not be read back at all (each with its sentence) */
  campaignsUnreadable: number;
  /** campaigns short of actions, or gone, without a sentence */
  unexplained: string[];
  /** starts after which the damaged bytes were nowhere in the folder */
  deleted: number;
  /** over the starts that noticed damage: the actions the save file holds after salvage, and what the newest backup
   *  alone would have given back */
  salvagedActions: number;
  backupRestoreActions: number;
  /** the actions the save file held before the damage, over the same starts */
  actionsBefore: number;
  ms: number;
}

const SETUP = { seed: 'damage', character: 'peth', startingSkill: 0, plusOneStat: 'strength', harder: { storyEndRed: false, crowsNestRed: false, extraFlips: 0, hazardsPlusOne: false } } as const;

interface Template {
  dir: string;
  campaigns: { id: string; name: string; actions: number; backedUp: number }[];
  actionPages: number[];
  pageSize: number;
}

async function playOn(svc: GameService, from: CampaignResult, n: number, stride: number): Promise<CampaignResult> {
  let cur = from;
  for (let i = 0; i < n && cur.summary.status === 'playing'; i++) {
    const legal = cur.actions.filter((a) => a.legal);
    cur = await svc.act({ id: cur.summary.id, action: legal[(i * stride) % legal.length].action });
  }
  return cur;
}

/** Four campaigns of 30 actions backed up at a launch, then 30 more each (a snapshot every 10 actions). */
async function makeTemplate(): Promise<Template> {
  const dir = mkdtempSync(join(tmpdir(), 'crows-damage-template-'));
  const first = await GameService.open({ dataDir: dir, snapshotEvery: 10 });
  const ids: string[] = [];
  for (let c = 0; c < 4; c++) {
    const made = await first.create({ name: `Run ${c + 1}`, setup: { ...SETUP, seed: `damage-${c}`, character: ['peth', 'wren', 'maudie', 'tobias'][c] } });
    await playOn(first, made, 30, 3 + c);
    ids.push(made.summary.id);
  }
  first.close();
  const second = await GameService.open({ dataDir: dir, snapshotEvery: 10 }); // the launch backup
  for (const id of ids) await playOn(second, await second.open({ id }), 30, 5);
  second.close();
  const count = (file: string) => {
    const db = new BetterSqlite3(file, { readonly: true });
    const rows = db.prepare('SELECT c.id, c.name, (SELECT count(*) FROM actions a WHERE a.campaign_id = c.id) AS n FROM campaigns c').all() as { id: string; name: string; n: number }[];
    db.close();
    return rows;
  };
  const backup = readdirSync(join(dir, 'backups')).map((n) => join(dir, 'backups', n))[0];
  const backedUp = new Map(count(backup).map((r) => [r.id, r.n]));
  const db = new BetterSqlite3(join(dir, DATABASE_FILE), { readonly: true });
  const actionPages = (db.prepare("SELECT pageno FROM dbstat WHERE name = 'actions'").pluck().all() as number[]);
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  db.close();
  rmSync(join(dir, `${DATABASE_FILE}-shm`), { force: true });
  rmSync(join(dir, `${DATABASE_FILE}-wal`), { force: true });
  return { dir, campaigns: count(join(dir, DATABASE_FILE)).map((r) => ({ id: r.id, name: r.name, actions: r.n, backedUp: backedUp.get(r.id) ?? 0 })), actionPages, pageSize };
}

async function post(url: string, token: string, method: string, body: unknown): Promise<{ status: number; json: { notice?: string; error?: { message: string } } }> {
  const res = await fetch(`${url}api/${method}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-crows-token': token }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as { notice?: string; error?: { message: string } } };
}

export async function runDamageTest(options: { trials: number; seed?: number; log?: (line: string) => void }): Promise<DamageReport> {
  const started = Date.now();
  const random = seededRandom(options.seed ?? 1);
  const template = await makeTemplate();
  const renderer = mkdtempSync(join(tmpdir(), 'crows-damage-renderer-'));
  const report: DamageReport = {
    trials: 0,
    targets: { header: 0, actions: 0, anywhere: 0 },
    fileRecoveries: 0,
    rowSalvages: 0,
    unnoticed: 0,
    answers500: 0,
    startsRefused: [],
    campaignsOpenedWhole: 0,
    campaignsSalvaged: 0,
    campaignsUnreadable: 0,
    unexplained: [],
    deleted: 0,
    salvagedActions: 0,
    backupRestoreActions: 0,
    actionsBefore: 0,
    ms: 0,
  };
  try {
    for (let t = 0; t < options.trials; t++) {
      const dir = mkdtempSync(join(tmpdir(), 'crows-damage-'));
      try {
        cpSync(template.dir, dir, { recursive: true });
        const file = join(dir, DATABASE_FILE);
        const size = statSync(file).size;
        const length = 16 + Math.floor(random() * (4096 - 16 + 1));
        const where = t % 5 === 0 ? 'header' : t % 5 < 3 ? 'actions' : 'anywhere';
        report.targets[where]++;
        let offset: number;
        if (where === 'header') offset = Math.floor(random() * 100);
        else if (where === 'actions') {
          const page = template.actionPages[Math.floor(random() * template.actionPages.length)];
          offset = (page - 1) * template.pageSize + Math.floor(random() * template.pageSize);
        } else offset = Math.floor(random() * size);
        offset = Math.max(0, Math.min(offset, size - length));
        const bytes = Buffer.alloc(length);
        for (let i = 0; i < length; i++) bytes[i] = Math.floor(random() * 256);
        const fd = openSync(file, 'r+');
        writeSync(fd, bytes, 0, length, offset);
        closeSync(fd);
        const damaged = readFileSync(file);

        let web: Awaited<ReturnType<typeof startWebServer>>;
        try {
          web = await startWebServer({ port: 0, dataDir: dir, rendererDir: renderer });
        } catch (err) {
          report.startsRefused.push(`trial ${t}: ${(err as Error).message}`);
          continue;
        }
        const notice = web.notice ?? '';
        const salvaged = web.service.salvaged;
        const listed = await post(web.url, web.token, 'list', {});
        if (listed.status >= 500) report.answers500++;
        const opened = new Map<string, number>();
        for (const c of template.campaigns) {
          const r = await post(web.url, web.token, 'open', { id: c.id });
          if (r.status >= 500) report.answers500++;
          opened.set(c.id, r.status);
        }
        await web.close();

        const after = new BetterSqlite3(file, { readonly: true });
        const countOf = (id: string) => (after.prepare('SELECT count(*) AS n FROM actions WHERE campaign_id = ?').get(id) as { n: number }).n;
        const noticed = notice !== '';
        if (/^The save file was damaged/.test(notice)) report.fileRecoveries++;
        else if (noticed) report.rowSalvages++;
        else report.unnoticed++;
        for (const c of template.campaigns) {
          const n = countOf(c.id);
          const outcome = salvaged.find((o) => o.id === c.id);
          if (opened.get(c.id) === 200 && n === c.actions && !outcome) report.campaignsOpenedWhole++;
          else if (outcome && outcome.from !== 'none' && notice.includes(outcome.sentence) && opened.get(c.id) === 200 && n === outcome.kept) report.campaignsSalvaged++;
          else if (outcome && outcome.from === 'none' && notice.includes(outcome.sentence) && opened.get(c.id) === 404) report.campaignsUnreadable++;
          else report.unexplained.push(`trial ${t}: "${c.name}" answered ${opened.get(c.id)} with ${n} of ${c.actions} actions; notice: ${notice.slice(0, 300)}`);
          if (noticed) {
            report.salvagedActions += n;
            report.backupRestoreActions += c.backedUp;
            report.actionsBefore += c.actions;
          }
        }
        after.close();
        // nothing deleted: a file the start changed is kept aside, byte for byte when the file as a whole was damaged
        const asides = readdirSync(dir).filter((n) => /^campaigns\.damaged-.*\.db$/.test(n));
        const keptWhole = asides.some((n) => readFileSync(join(dir, n)).equals(damaged));
        if (noticed ? asides.length === 0 || (/^The save file was damaged/.test(notice) && !keptWhole) : false) report.deleted++;
        report.trials++;
        if (options.log && (t + 1) % 25 === 0) options.log(`${t + 1}/${options.trials} overwrites: ${report.answers500} answers of 500, ${report.unexplained.length} unexplained`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    rmSync(template.dir, { recursive: true, force: true });
    rmSync(renderer, { recursive: true, force: true });
  }
  report.ms = Date.now() - started;
  return report;
}

function argValue(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await runDamageTest({ trials: argValue('trials', 200), seed: argValue('seed', 1), log: (l) => console.log(l) });
  console.log(JSON.stringify(r, null, 2));
  const ok = r.answers500 === 0 && r.unexplained.length === 0 && r.deleted === 0 && r.startsRefused.length === 0;
  console.log(
    `${r.trials} overwrites (${r.targets.header} header, ${r.targets.actions} action pages, ${r.targets.anywhere} anywhere): ${r.answers500} answers of 500, ${r.fileRecoveries} file recoveries, ${r.rowSalvages} row salvages, ${r.unnoticed} unnoticed; campaigns: ${r.campaignsOpenedWhole} whole, ${r.campaignsSalvaged} salvaged, ${r.campaignsUnreadable} unreadable (with a sentence), ${r.unexplained.length} unexplained; ${r.deleted} deleted; actions kept where damage was noticed: ${r.salvagedActions} salvaged against ${r.backupRestoreActions} from the backup alone (of ${r.actionsBefore}); ${(r.ms / 1000).toFixed(0)} s: ${ok ? 'PASS' : 'FAIL'}`,
  );
  process.exit(ok ? 0 : 1);
}

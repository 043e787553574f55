// `npm run simulate -- --games N --bot NAME [--character C] [--harder ...|--sweep] [--seed S] [--json] [--workers W]`
// Plays seeded campaigns on every core (worker_threads), then prints the report of engine/bots/report.ts:
// win rate with its 95% interval, Gems at each day's end, causes of loss, levels, actions and quests used by
// winners, per character and per setting. Campaign i always has the same seed, so the same command gives the
// same report however many workers ran it.
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { CHARACTER_IDS } from '../contract';
import { BOT_NAMES } from '../engine/bots/index';
import { buildReport, formatReport, type CampaignRecord, type SimulationReport } from '../engine/bots/index';
import { HARDEST, NORMAL, OPTION_SETTINGS, parseHarder, settingName, type Setting } from '../engine/bots/index';
import { campaignCount, type SimulationJob } from '../engine/bots/index';
import { balanceChecks, formatChecks } from '../engine/bots/index';
import { LOOP_ACTIONS } from '../engine/bots/index';
import type { FromWorker, ToWorker } from './simulate-worker';

interface Options {
  job: SimulationJob;
  json: boolean;
  workers: number;
  progress: boolean;
  /** the balance table: the strong bot over normal and each harder option, and every loop bot on normal */
  balance: boolean;
  loopGames: number;
}

const USAGE = `usage: npm run simulate -- --games N --bot ${BOT_NAMES.join('|')} [--character ${CHARACTER_IDS.join('|')}]
       [--harder storyEndRed,crowsNestRed,extraFlips=1..3,hazardsPlusOne|all] [--sweep] [--seed S] [--json] [--workers W]
  --games N   campaigns per setting (default 1000)
  --sweep     normal, then each harder option alone, then all of them
  --balance   data/README.md's targets: the strong bot on normal and each harder option alone (N each), and every
              repeated-action loop bot on normal (--loop-games M each, default N/5); prints the table of data/README.md`;

export function parseArgs(argv: readonly string[]): Options {
  let games = 1000;
  let bot = 'strong';
  let seed = 'coppershell';
  let characters: string[] = [...CHARACTER_IDS];
  let settings: Setting[] = [NORMAL];
  let json = false;
  let workers = availableParallelism();
  let progress = process.stderr.isTTY === true;
  let balance = false;
  let loopGames = 0;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value.\n${USAGE}`);
      return v;
    };
    if (arg === '--games') games = Number(value());
    else if (arg === '--bot') bot = value();
    else if (arg === '--seed') seed = value();
    else if (arg === '--character') characters = value().split(',');
    else if (arg === '--harder') {
      const h = parseHarder(value());
      settings = [{ name: settingName(h), harder: h }];
    } else if (arg === '--sweep') settings = [NORMAL, ...OPTION_SETTINGS, HARDEST];
    else if (arg === '--json') json = true;
    else if (arg === '--workers') workers = Number(value());
    else if (arg === '--no-progress') progress = false;
    else if (arg === '--balance') balance = true;
    else if (arg === '--loop-games') loopGames = Number(value());
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`Unknown argument "${arg}".\n${USAGE}`);
  }
  if (!Number.isInteger(games) || games < 1) throw new Error(`--games must be a whole number of campaigns, got ${games}.`);
  if (!BOT_NAMES.includes(bot)) throw new Error(`Unknown bot "${bot}": choose one of ${BOT_NAMES.join(', ')}.`);
  for (const c of characters) {
    if (!(CHARACTER_IDS as readonly string[]).includes(c)) throw new Error(`Unknown character "${c}": choose one of ${CHARACTER_IDS.join(', ')}.`);
  }
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`--workers must be at least 1, got ${workers}.`);
  // 0 (the default) means games / 5; a negative or broken count would play no loop campaigns and call their targets met
  if (!Number.isInteger(loopGames) || loopGames < 0) throw new Error(`--loop-games must be a whole number of campaigns, got ${loopGames}.`);
  // every rulebook-9 option alone; extra flips at its mildest and its harshest
  if (balance) settings = [NORMAL, ...OPTION_SETTINGS.filter((o) => o.name !== 'extraFlips2')];
  return { job: { bot, seed, games, settings, characters }, json, workers, progress, balance, loopGames: loopGames || Math.max(1, Math.round(games / 5)) };
}

function drawProgress(done: number, total: number, started: number): void {
  const width = 30;
  const filled = Math.round((width * done) / total);
  const rate = done / Math.max(0.001, (performance.now() - started) / 1000);
  process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} campaigns, ${rate.toFixed(0)}/s `);
}

/** Runs the job on `workers` threads, handing out chunks of campaign indices until all are played. */
export async function runParallel(job: SimulationJob, workers: number, onProgress?: (done: number, total: number) => void): Promise<CampaignRecord[]> {
  const total = campaignCount(job);
  const chunk = Math.max(1, Math.min(200, Math.ceil(total / (workers * 8))));
  let next = 0;
  const records: CampaignRecord[] = [];
  const threads = Array.from({ length: Math.min(workers, total) }, () =>
    new Worker(new URL('./simulate-worker.ts', import.meta.url), { workerData: job, execArgv: ['--import', 'tsx'] }),
  );
  await Promise.all(
    threads.map(
      (w) =>
        new Promise<void>((resolve, reject) => {
          const feed = () => {
            if (next >= total) {
              w.postMessage({ type: 'stop' } satisfies ToWorker);
              return;
            }
            const from = next;
            next = Math.min(total, next + chunk);
            w.postMessage({ type: 'range', from, to: next } satisfies ToWorker);
          };
          w.on('message', (msg: FromWorker) => {
            if (msg.type === 'error') {
              reject(new Error(`A simulation worker failed:\n${msg.message}`));
              return;
            }
            if (msg.type === 'records') {
              records.push(...msg.records);
              onProgress?.(records.length, total);
            }
            feed();
          });
          w.on('error', reject);
          w.on('exit', () => resolve());
        }),
    ),
  ).finally(() => Promise.all(threads.map((w) => w.terminate())));
  return records;
}

async function simulateJob(job: SimulationJob, opts: Options): Promise<SimulationReport> {
  const started = performance.now();
  if (opts.progress) process.stderr.write(`${job.bot}, ${job.settings.map((s) => s.name).join(', ')}\n`);
  const records = await runParallel(job, opts.workers, opts.progress ? (d, t) => drawProgress(d, t, started) : undefined);
  if (opts.progress) process.stderr.write('\n');
  const seconds = (performance.now() - started) / 1000;
  process.stderr.write(`${job.bot}: ${records.length} campaigns in ${seconds.toFixed(1)} s on ${opts.workers} worker(s)\n`);
  return buildReport(job.bot, job.seed, records);
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  if (!opts.balance) {
    const report = await simulateJob(opts.job, opts);
    console.log(opts.json ? JSON.stringify(report, null, 2) : formatReport(report));
    return;
  }
  const strong = await simulateJob({ ...opts.job, bot: 'strong' }, opts);
  const loops: SimulationReport[] = [];
  for (const type of LOOP_ACTIONS) {
    loops.push(await simulateJob({ ...opts.job, bot: `loop:${type}`, games: opts.loopGames, settings: [NORMAL] }, opts));
  }
  const checks = balanceChecks(strong, loops);
  if (opts.json) {
    console.log(JSON.stringify({ strong, loops, checks }, null, 2));
    return;
  }
  console.log(`## Balance (${opts.job.games} campaigns a setting, ${opts.loopGames} per loop bot)\n`);
  console.log(formatChecks(checks));
  console.log('\n### The strong bot, every setting\n');
  console.log(formatReport(strong));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}

// The advisor's reference (issue 27, the advisor section): positions sampled from strong-player campaigns, each legal
// action ranked with many more rollouts than any advisor spends, stored in bench/fixtures/advisor-reference.json. The
// bench (bench/advisor.ts) and a test (engine/bots/advisor-adaptive.test.ts) judge the advisors against it. Expensive:
// it runs in passes over every position (a block of rollouts each action per pass), on worker threads, and writes
// the fixture after each pass, so a stopped run leaves a usable fixture with one rollout count for every position; run
// again, it goes on from where the file stands. Never run by a test.
//
//   nice -n 10 npx tsx scripts/make-advisor-reference.ts [--rollouts 5000] [--block 250] [--workers 2] [--estimate]
//
// The reference's dice ('advisor-reference/<id>') are its own: no advisor's seed can share them.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { rollouts } from '../engine/bots/index';
import { positionState, REFERENCE_FILE, ReferenceSchema, type Reference, type ReferencePosition } from '../bench/advisor-reference';
import { samplePositions } from '../bench/advisor-positions';

const FIXTURE = resolve(import.meta.dirname, '..', REFERENCE_FILE);

/** One unit of work a thread is given: rollouts [from, to) of one action of one position. */
interface Job {
  position: number;
  action: number;
  from: number;
  to: number;
}

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(process.argv[i + 1]);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} needs a whole number above 0, got "${process.argv[i + 1]}"`);
  return n;
}

function seedOf(p: ReferencePosition): string {
  return `advisor-reference/${p.id}`;
}

function load(): Reference {
  if (existsSync(FIXTURE)) return ReferenceSchema.parse(JSON.parse(readFileSync(FIXTURE, 'utf8')));
  const positions = samplePositions();
  return {
    about:
      'Positions from strong-player campaigns, every legal action ranked by strong-bot rollouts from states equally likely from the player\'s seat (engine/bots/advisor.ts), dice "advisor-reference/<id>/<action>/<rollout>". Made by scripts/make-advisor-reference.ts.',
    rolloutsPerAction: 0,
    goal: arg('rollouts', 5000),
    positions: positions.map((p) => ({ ...p, wins: new Array<number>(p.actions).fill(0) })),
  };
}

function save(ref: Reference): void {
  mkdirSync(dirname(FIXTURE), { recursive: true });
  const tmp = `${FIXTURE}.tmp`;
  // one position a line: the file stays readable and its diffs small
  const body = [
    '{',
    `  "about": ${JSON.stringify(ref.about)},`,
    `  "rolloutsPerAction": ${ref.rolloutsPerAction},`,
    `  "goal": ${ref.goal},`,
    ...(ref.shortOfGoal ? [`  "shortOfGoal": ${JSON.stringify(ref.shortOfGoal)},`] : []),
    '  "positions": [',
    ref.positions.map((p) => `    ${JSON.stringify(p)}`).join(',\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
  writeFileSync(tmp, body);
  renameSync(tmp, FIXTURE);
}

async function main(): Promise<void> {
  const ref = load();
  const goal = arg('rollouts', ref.goal);
  const block = arg('block', 250);
  const threads = arg('workers', availableParallelism());
  const states = ref.positions.map(positionState);
  if (process.argv.includes('--estimate')) {
    // 50 rollouts of each action of the position with the most actions: what one rollout costs there
    const at = ref.positions.reduce((a, b, i) => (b.actions > ref.positions[a].actions ? i : a), 0);
    const p = ref.positions[at];
    const t = performance.now();
    for (let i = 0; i < p.actions; i++) rollouts(states[at].state, states[at].legal, i, 0, 50, 'estimate');
    const ms = performance.now() - t;
    console.log(`${p.id} (${p.kind}, ${p.actions} actions): ${(ms / (50 * p.actions)).toFixed(3)} ms a rollout; ${ref.positions.length} positions, ${ref.positions.reduce((n, q) => n + q.actions, 0)} actions in all`);
    return;
  }
  save(ref);
  const pool = Array.from({ length: threads }, () => new Worker(new URL(import.meta.url), { execArgv: ['--import', 'tsx'], workerData: { fixture: FIXTURE } }));
  try {
    while (ref.rolloutsPerAction < goal) {
      const from = ref.rolloutsPerAction;
      const to = Math.min(goal, from + block);
      const started = performance.now();
      const jobs: Job[] = [];
      ref.positions.forEach((p, position) => {
        for (let action = 0; action < p.actions; action++) jobs.push({ position, action, from, to });
      });
      const wins = ref.positions.map((p) => new Array<number>(p.actions).fill(0));
      await new Promise<void>((done, fail) => {
        let next = 0;
        let out = 0;
        const give = (w: Worker) => {
          if (next >= jobs.length) {
            if (out === 0) done();
            return;
          }
          out++;
          w.postMessage(jobs[next++]);
        };
        for (const w of pool) {
          w.removeAllListeners('message');
          w.removeAllListeners('error');
          w.on('message', (m: { position: number; action: number; wins: number }) => {
            out--;
            wins[m.position][m.action] += m.wins;
            give(w);
          });
          w.on('error', fail);
        }
        for (const w of pool) give(w);
      });
      ref.positions.forEach((p, i) => p.wins.forEach((_, a) => (p.wins[a] += wins[i][a])));
      ref.rolloutsPerAction = to;
      ref.shortOfGoal = to < goal ? `${to} of the ${goal} rollouts an action planned so far: every position has the same count` : undefined;
      save(ref);
      console.log(`${new Date().toISOString()} ${to} rollouts an action (pass of ${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
}

if (isMainThread) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  });
} else {
  // a thread: makes each position's state once from its set-up and path, then plays what it is given
  const ref = ReferenceSchema.parse(JSON.parse(readFileSync((workerData as { fixture: string }).fixture, 'utf8')));
  const states = new Map<number, ReturnType<typeof positionState>>();
  parentPort!.on('message', (job: Job) => {
    const p = ref.positions[job.position];
    let s = states.get(job.position);
    if (!s) states.set(job.position, (s = positionState(p)));
    parentPort!.postMessage({ position: job.position, action: job.action, wins: rollouts(s.state, s.legal, job.action, job.from, job.to, seedOf(p)) });
  });
}

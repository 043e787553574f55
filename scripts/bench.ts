// npm run bench: runs every bench module (bench/*.ts exporting `run(): Promise<Figure[]>`), prints a table
// and writes bench/results.json. `npm run bench -- saves http` runs only those modules.
// Each module runs in a process of its own (issue 27): run one after another in one process, a module measured what
// the ones before it left behind. After the advisor's modules (rollouts of every kind in this thread, a heap of
// rankings), the engine's random-bot campaigns ran at 2,829 a second against 4,146 alone, and applyAction at 246,000
// against 311,000 (same tree, same hour): V8's feedback for the rules' functions, trained on other positions, and a
// larger heap to collect, not the engine. A process per module gives each figure the start a player's process has.
import { fork } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Figure } from '../bench/engine';
import { goalTable } from '../bench/goals';

const BENCH_DIR = resolve(import.meta.dirname, '..', 'bench');

export function benchModules(only: readonly string[] = []): string[] {
  return readdirSync(BENCH_DIR)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
    .map((f) => basename(f, '.ts'))
    .filter((name) => only.length === 0 || only.includes(name))
    .sort();
}

function format(value: number, unit: string): string {
  const digits = value >= 100 ? 0 : value >= 10 ? 1 : value >= 1 ? 2 : 3;
  return `${value.toFixed(digits)} ${unit}`;
}

export function table(rows: { module: string; figure: Figure }[]): string {
  const lines = rows.map(({ module, figure: f }) => [
    module,
    f.name,
    format(f.value, f.unit),
    f.reference ? `${f.reference.name}: ${format(f.reference.value, f.unit)}` : '',
    f.target ? `${f.target} ${f.met ? 'met' : 'NOT met'}` : '',
  ]);
  const head = ['module', 'figure', 'value', 'beside it', 'target'];
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
  const notes = rows.filter((r) => r.figure.note).map((r) => `  ${r.module}: ${r.figure.name}: ${r.figure.note}`);
  return [row(head), row(widths.map((w) => '-'.repeat(w))), ...lines.map(row), ...(notes.length ? ['', 'notes:', ...notes] : [])].join('\n');
}

function save(rows: { module: string; figure: Figure }[], failures: { module: string; error: string }[]): void {
  const results = {
    at: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', node: process.version, platform: process.platform },
    figures: rows.map(({ module, figure }) => ({ module, ...figure })),
    failures,
  };
  writeFileSync(resolve(BENCH_DIR, 'results.json'), JSON.stringify(results, null, 2) + '\n');
}

/** What a module's process sends back: its figures, that it is a helper module with no `run`, or why it failed. */
export type ModuleAnswer = { figures: Figure[] } | { helper: true } | { error: string };

/** Runs one bench module in this process (the child's side of runInChild). */
export async function runModule(name: string): Promise<ModuleAnswer> {
  try {
    const mod = (await import(pathToFileURL(resolve(BENCH_DIR, `${name}.ts`)).href)) as { run?: () => Promise<Figure[]> };
    if (typeof mod.run !== 'function') return { helper: true }; // a helper module, not a bench
    return { figures: await mod.run() };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

/** Runs one bench module in a process of its own (this script again, with tsx, as npm run bench runs it). A process
 *  that ends without answering (killed, out of memory) is a failure with its exit code, not a hang. */
export function runInChild(name: string, script = import.meta.filename): Promise<ModuleAnswer> {
  return new Promise((resolvePromise) => {
    const child = fork(script, ['--module', name], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let answer: ModuleAnswer | undefined;
    child.once('message', (m: ModuleAnswer) => (answer = m));
    // 'exit' may not follow an 'error' (a process that never started): either one settles the answer
    child.once('error', (err) => resolvePromise(answer ?? { error: `its process could not start: ${err.message}` }));
    child.once('exit', (code, signal) => resolvePromise(answer ?? { error: `its process ended (${signal ?? `code ${code}`}) before answering` }));
  });
}

async function main(only: string[]): Promise<void> {
  const rows: { module: string; figure: Figure }[] = [];
  const failures: { module: string; error: string }[] = [];
  for (const name of benchModules(only)) {
    const start = performance.now();
    process.stderr.write(`bench: ${name}...\n`);
    const answer = await runInChild(name);
    if ('helper' in answer) continue;
    if ('error' in answer) failures.push({ module: name, error: answer.error });
    else {
      for (const figure of answer.figures) rows.push({ module: name, figure });
      process.stderr.write(`bench: ${name}: ${answer.figures.length} figures in ${((performance.now() - start) / 1000).toFixed(1)} s\n`);
    }
    // written after every module, so a long run stopped half way still leaves what it measured
    save(rows, failures);
  }
  console.log(table(rows));
  // issue 27: every figure of its table beside its goal, from this one run
  console.log(`\n${goalTable(rows)}`);
  for (const f of failures) console.log(`\n${f.module} FAILED: ${f.error}`);
  console.log(`\nwritten: bench/results.json`);
  if (failures.length) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  if (args[0] === '--module' && process.send) {
    // a module's own process (runInChild): its answer, then exit (a module's pools or timers must not keep it alive)
    void runModule(args[1]).then((answer) => process.send!(answer, () => process.exit(0)));
  } else void main(args);
}

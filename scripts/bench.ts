// npm run bench: runs every bench module (bench/*.ts exporting `run(): Promise<Figure[]>`), prints a table
// and writes bench/results.json. `npm run bench -- saves http` runs only those modules.
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

async function main(only: string[]): Promise<void> {
  const rows: { module: string; figure: Figure }[] = [];
  const failures: { module: string; error: string }[] = [];
  for (const name of benchModules(only)) {
    const mod = (await import(pathToFileURL(resolve(BENCH_DIR, `${name}.ts`)).href)) as { run?: () => Promise<Figure[]> };
    if (typeof mod.run !== 'function') continue; // a helper module, not a bench
    process.stderr.write(`bench: ${name}...\n`);
    const start = performance.now();
    try {
      const figures = await mod.run();
      for (const figure of figures) rows.push({ module: name, figure });
      process.stderr.write(`bench: ${name}: ${figures.length} figures in ${((performance.now() - start) / 1000).toFixed(1)} s\n`);
    } catch (err) {
      failures.push({ module: name, error: err instanceof Error ? err.message : String(err) });
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
  void main(process.argv.slice(2));
}

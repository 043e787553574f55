// npm run bench runs each module in a process of its own (issue 27): what comes back from one, whether it measured,
// is a helper module, failed, or ended without a word.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { benchModules, runInChild, runModule } from './bench';

const dir = mkdtempSync(join(tmpdir(), 'crows-bench-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('bench modules, each in its own process', () => {
  it('lists the bench modules and not their tests', () => {
    const names = benchModules();
    expect(names).toContain('engine');
    expect(names).toContain('http');
    expect(names.some((n) => n.endsWith('.test'))).toBe(false);
    expect(benchModules(['saves', 'http'])).toEqual(['http', 'saves']);
  });

  it('tells a helper module (no run) and a module that cannot load apart from figures', async () => {
    expect(await runModule('clock')).toEqual({ helper: true });
    const missing = await runModule('no-such-module');
    expect('error' in missing && missing.error).toBeTruthy();
  });

  it('answers from a child process: a helper module there is a helper here', async () => {
    expect(await runInChild('clock')).toEqual({ helper: true });
  });

  it('a child that ends without answering is a failure naming its exit, not a hang', async () => {
    const script = join(dir, 'dies.ts');
    writeFileSync(script, 'process.exit(3);\n');
    expect(await runInChild('engine', script)).toEqual({ error: 'its process ended (code 3) before answering' });
  });
});

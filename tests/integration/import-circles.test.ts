// Issue 22: no import circles in the rules and the content. A file that imports, through any chain, a file that
// imports it back has no order in which both can be read alone (and a module loaded half-way hands out undefined).
// Read from the source text: every relative `import ... from` and `export ... from` (types included) of a file that
// is not a test, followed to the file it names. electron/ is left out here while its service's circle is being
// taken apart by the contract work of the same issue.
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const FOLDERS = ['engine', 'data'];

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name) && !/testkit\.ts$/.test(name)) out.push(path);
  }
  return out;
}

/** The files of this tree that `file` imports (relative specifiers only: packages cannot import us back). */
function importsOf(file: string, text: string): string[] {
  const out: string[] = [];
  const re = /(?:^|\n)\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const base = resolve(dirname(file), m[1]);
    const found = [`${base}.ts`, join(base, 'index.ts'), base].find((p) => existsSync(p) && statSync(p).isFile());
    if (found) out.push(found);
  }
  return out;
}

/** Every circle of `graph`, each as the files round it (each found once, from its first file met). */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 1 | 2>();
  const stack: string[] = [];
  const visit = (f: string): void => {
    state.set(f, 1);
    stack.push(f);
    for (const g of graph.get(f) ?? []) {
      if (state.get(g) === 1) found.push(stack.slice(stack.indexOf(g)));
      else if (!state.has(g)) visit(g);
    }
    stack.pop();
    state.set(f, 2);
  };
  for (const f of graph.keys()) if (!state.has(f)) visit(f);
  return found;
}

describe('issue 22: the rules and the content import no circle', () => {
  it('circles() finds a circle of two and of three files, and none in a chain', () => {
    expect(circles(new Map([['a', ['b']], ['b', ['a']]]))).toEqual([['a', 'b']]);
    expect(circles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]]))).toEqual([['a', 'b', 'c']]);
    expect(circles(new Map([['a', ['b']], ['b', ['c']], ['c', []]]))).toEqual([]);
  });

  it('importsOf() reads type imports and re-exports as imports', () => {
    const file = join(ROOT, 'data/quests/schema.ts');
    const got = importsOf(file, "import type { X } from './mapCheck';\nexport * from './pieces';\nimport { z } from 'zod';").map((p) => relative(ROOT, p));
    expect(got).toEqual(['data/quests/mapCheck.ts', 'data/quests/pieces.ts']);
  });

  it('engine/ and data/ have no import circle', () => {
    const graph = new Map<string, string[]>();
    for (const folder of FOLDERS) for (const f of sources(join(ROOT, folder))) graph.set(f, importsOf(f, readFileSync(f, 'utf8')));
    expect(graph.size).toBeGreaterThan(100);
    const named = circles(graph).map((c) => c.map((f) => relative(ROOT, f)).join(' -> '));
    expect(named).toEqual([]);
  });
});

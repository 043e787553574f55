// Issue 23: every sentence a player can read is this edition's own. tests/fixtures/rulebook-fingerprints.json holds
// hashes of the three rulebooks' sentences of nine or more words and of every twelve-word run inside them (made by
// scripts/make-fingerprints.ts; the rulebooks are not in the repository). Every shipped file (data/, renderer/,
// electron/ with the service, the engine whose sentences fill the ledger, scripts/ whose terminal game prints them),
// the rules reference as served, and the built renderer when there is one, are cut and normalised the same way; no
// piece may match. Comments are left out: a
// comment may quote a few words of the section it cites.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchesIn, withoutComments, type Fingerprints } from '../../scripts/fingerprints';
import { FIXTURE } from '../../scripts/make-fingerprints';
import { buildReference } from '../../data/reference';
import { guide } from '../../electron/service/content';

const ROOT = resolve(import.meta.dirname, '../..');
const prints = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Fingerprints;

/** The folders whose files ship (or print to a player, as `npm run play` does), and the kinds of file a player can end up reading. */
const SHIPPED = ['data', 'renderer', 'electron', 'engine', 'scripts'];
const KINDS: Record<string, 'ts' | 'vue' | 'text'> = { '.ts': 'ts', '.vue': 'vue', '.json': 'text', '.html': 'text' };

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules') continue;
    if (statSync(path).isDirectory()) yield* files(path);
    // tests do not ship; a README is for whoever works on the code
    else if (!/\.test\.ts$/.test(name) && name !== 'README.md') yield path;
  }
}

function shippedFiles(): { path: string; kind: 'ts' | 'vue' | 'text' }[] {
  const out: { path: string; kind: 'ts' | 'vue' | 'text' }[] = [];
  for (const dir of SHIPPED) {
    for (const path of files(join(ROOT, dir))) {
      const ext = Object.keys(KINDS).find((e) => path.endsWith(e));
      if (ext) out.push({ path, kind: KINDS[ext] });
    }
  }
  // the built renderer, where `npm run build:renderer` has made one: what the browser actually receives
  const built = join(ROOT, 'dist/renderer');
  if (existsSync(built)) for (const path of files(built)) if (/\.(js|html)$/.test(path)) out.push({ path, kind: 'text' });
  return out;
}

describe('the rulebooks\' fingerprints (issue 23)', () => {
  it('cover all three rulebooks, hundreds of sentences, and hold no words', () => {
    expect(prints.sources).toHaveLength(3);
    expect(prints.sentenceWords).toBe(9);
    expect(prints.sentences.length).toBeGreaterThan(300);
    expect(prints.runs.length).toBeGreaterThan(1000);
    for (const h of [...prints.sentences, ...prints.runs]) expect(h).toMatch(/^[0-9a-f]{16}$/);
  });

  it('match no sentence in any shipped file', () => {
    const found: string[] = [];
    const checked = shippedFiles();
    for (const { path, kind } of checked) {
      for (const m of matchesIn(withoutComments(readFileSync(path, 'utf8'), kind), prints)) found.push(`${relative(ROOT, path)}: "${m.words}"`);
    }
    expect(checked.length).toBeGreaterThan(200);
    expect(found, `sentences copied from a rulebook:\n${found.join('\n')}`).toEqual([]);
  });

  it('match no sentence of the rules reference or the guide as the service serves them', () => {
    const served = [...buildReference().map((s) => `${s.title}\n${s.text}`), JSON.stringify(guide())].join('\n');
    expect(matchesIn(served, prints)).toEqual([]);
  });
});

// Writes tests/fixtures/rulebook-fingerprints.json: hashes of the rulebooks' sentences of nine or more words and of
// every twelve-word run inside them (scripts/fingerprints.ts says how text is cut and normalised). The rulebooks
// themselves are not part of this repository; whoever has them runs this once, and again if they change:
//   npx tsx scripts/make-fingerprints.ts <rulebook.txt> [<another-rulebook.txt> ...]
// (the game's rulebook, the Copperfin Relay's and the Lake Race's). tests/integration/own-words.test.ts reads the file.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fingerprintsOf, RUN_WORDS, SENTENCE_WORDS, type Fingerprints } from './fingerprints';

export const FIXTURE = resolve(import.meta.dirname, '../tests/fixtures/rulebook-fingerprints.json');

export function makeFingerprints(texts: { name: string; text: string }[]): Fingerprints {
  const sentences = new Set<string>();
  const runs = new Set<string>();
  for (const { text } of texts) {
    const prints = fingerprintsOf(text);
    prints.sentences.forEach((h) => sentences.add(h));
    prints.runs.forEach((h) => runs.add(h));
  }
  return {
    made: 'npx tsx scripts/make-fingerprints.ts <rulebook.txt> ...: sha256 (first 16 hex digits) of each normalised sentence and run',
    sentenceWords: SENTENCE_WORDS,
    runWords: RUN_WORDS,
    sources: texts.map((t) => t.name),
    sentences: [...sentences].sort(),
    runs: [...runs].sort(),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const paths = process.argv.slice(2);
  if (!paths.length) {
    console.error('Give the rulebooks to fingerprint: npx tsx scripts/make-fingerprints.ts <rulebook.txt> [...]');
    process.exit(2);
  }
  const prints = makeFingerprints(paths.map((p) => ({ name: basename(p), text: readFileSync(p, 'utf8') })));
  mkdirSync(dirname(FIXTURE), { recursive: true });
  writeFileSync(FIXTURE, JSON.stringify(prints, null, 1) + '\n');
  console.log(`${FIXTURE}: ${prints.sentences.length} sentences and ${prints.runs.length} runs from ${prints.sources.join(', ')}`);
}

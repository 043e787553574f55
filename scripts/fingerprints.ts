// Fingerprints of the rulebooks' long sentences, so a test can tell that no shipped text copies them without the
// repository holding the rulebooks' words (issue 23). The same cutting and normalising is applied to the
// rulebooks (by make-fingerprints.ts, once) and to every shipped file (by tests/integration/own-words.test.ts).
import { createHash } from 'node:crypto';

/** Sentences of at least this many words are fingerprinted whole (issue 23: "nine or more words"). */
export const SENTENCE_WORDS = 9;
/** Runs of this many words inside a longer sentence are fingerprinted too, so a copied sentence wrapped in a few
 *  words of our own ("Note: <copied sentence>, as the card says") is still caught. Twelve words in the same order
 *  do not happen by accident between two texts written apart. */
export const RUN_WORDS = 12;

export interface Fingerprints {
  /** what made the file and how, for whoever reads the fixture */
  made: string;
  sentenceWords: number;
  runWords: number;
  /** the rulebooks' file names (no folder) */
  sources: string[];
  sentences: string[];
  runs: string[];
}

/** Lower case, typographic quotes and dashes made plain, every run of non-letters and non-digits one space. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Cuts text where a sentence or a clause standing on its own ends: full stops, question and exclamation marks,
 *  colons, semicolons, dashes, bullets and line ends. Both sides are cut the same way, so where it cuts inside an
 *  abbreviation ("e.g.") it does so in the rulebook and in the copy alike. */
export function sentencesOf(text: string): string[][] {
  return text
    .split(/[.!?;:\u2014\u2013\u2022\n\r]+|\s-\s/)
    .map((s) => normalise(s))
    .filter(Boolean)
    .map((s) => s.split(' '));
}

export const hash = (words: string[]): string => createHash('sha256').update(words.join(' ')).digest('hex').slice(0, 16);

/** Every fingerprint one text yields: whole sentences of SENTENCE_WORDS or more, and every RUN_WORDS-word run. */
export function fingerprintsOf(text: string): { sentences: Set<string>; runs: Set<string> } {
  const sentences = new Set<string>();
  const runs = new Set<string>();
  for (const words of sentencesOf(text)) {
    if (words.length < SENTENCE_WORDS) continue;
    sentences.add(hash(words));
    for (let i = 0; i + RUN_WORDS <= words.length; i++) runs.add(hash(words.slice(i, i + RUN_WORDS)));
  }
  return { sentences, runs };
}

export interface Match {
  /** the shipped words that match, normalised */
  words: string;
  kind: 'sentence' | 'run';
}

/** The pieces of `text` whose fingerprint is in `prints`: a whole rulebook sentence, alone or inside a longer
 *  sentence of ours (every window of SENTENCE_WORDS to RUN_WORDS - 1 words is looked up; a longer rulebook sentence
 *  is caught by its runs), or a run of RUN_WORDS words from a longer one. */
export function matchesIn(text: string, prints: Pick<Fingerprints, 'sentences' | 'runs'>): Match[] {
  const sentences = new Set(prints.sentences);
  const runs = new Set(prints.runs);
  const out: Match[] = [];
  for (const words of sentencesOf(text)) {
    if (words.length < SENTENCE_WORDS) continue;
    if (sentences.has(hash(words))) {
      out.push({ words: words.join(' '), kind: 'sentence' });
      continue;
    }
    const hit = windowHit(words, sentences, runs);
    if (hit) out.push(hit);
  }
  return out;
}

function windowHit(words: string[], sentences: Set<string>, runs: Set<string>): Match | null {
  for (let i = 0; i + SENTENCE_WORDS <= words.length; i++) {
    for (let n = SENTENCE_WORDS; n < RUN_WORDS && i + n <= words.length; n++) {
      const piece = words.slice(i, i + n);
      if (sentences.has(hash(piece))) return { words: piece.join(' '), kind: 'sentence' };
    }
    if (i + RUN_WORDS <= words.length) {
      const run = words.slice(i, i + RUN_WORDS);
      if (runs.has(hash(run))) return { words: run.join(' '), kind: 'run' };
    }
  }
  return null;
}

/** Source code with its comments taken out (quote-aware, so "http://" inside a string stays): a comment may quote a
 *  few words of the rulebook when it cites a section; only what a player can read has to be our own. */
export function withoutComments(source: string, kind: 'ts' | 'vue' | 'text'): string {
  if (kind === 'text') return source;
  // the <script> blocks of a .vue file: elsewhere "//" is text and "'" an apostrophe
  const scripts = kind === 'vue' ? [...source.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => [m.index, m.index + m[0].length]) : [];
  const code = (at: number) => kind === 'ts' || scripts.some(([a, b]) => at >= a && at < b);
  let out = '';
  let i = 0;
  const n = source.length;
  while (i < n) {
    const c = source[i];
    const next = source[i + 1];
    if (kind === 'vue' && source.startsWith('<!--', i)) {
      const end = source.indexOf('-->', i + 4);
      i = end < 0 ? n : end + 3;
      out += '\n';
    } else if (c === '/' && next === '/' && code(i)) {
      while (i < n && source[i] !== '\n') i++;
    } else if (c === '/' && next === '*' && code(i)) {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
      out += '\n';
    } else if ((c === '"' || c === "'" || c === '`') && code(i)) {
      let j = i + 1;
      while (j < n && source[j] !== c) {
        if (source[j] === '\\') j++;
        else if (c !== '`' && source[j] === '\n') break;
        j++;
      }
      out += source.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

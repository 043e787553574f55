// What a name may be (a campaign's, a stall game's, a crew member's, a boat's), at every door that takes one: create,
// rename, import, the stall games' set-ups, and the names the game makes (a branch's "…, from step 3"). A name is
// shown in lists, notices and file names' neighbours, so it holds no control characters (a NUL, a bell, a line break
// would break a line or a log), no override (a right-to-left override makes "gpj.exe" read as "exe.jpg"), no
// direction control left open (an unclosed isolate or embedding turns the text after the name around too), and at
// least one character that shows. Right-to-left names are ordinary: the marks (LRM, RLM, ALM) and the isolates and
// embeddings that phones and chat apps wrap a pasted name in are kept when each is closed (QA 2, items 5 and 6).
// The length is counted as a reader sees it (an emoji of seven code points is one character), with a separate bound
// on the code units so what is stored stays small.
import { z } from 'zod';

/** C0 and C1 controls and DEL, and the line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/** The overrides (LRO, RLO): they reverse the letters themselves, and nothing in an ordinary name needs them. */
const OVERRIDE = /[\u202D\u202E]/u;
/** The openers of what must be closed, by kind: embeddings (LRE, RLE) close with PDF, isolates (LRI, RLI, FSI) with PDI. */
const OPENS: Record<string, 'embedding' | 'isolate'> = { '\u202A': 'embedding', '\u202B': 'embedding', '\u2066': 'isolate', '\u2067': 'isolate', '\u2068': 'isolate' };
const CLOSES: Record<string, 'embedding' | 'isolate'> = { '\u202C': 'embedding', '\u2069': 'isolate' };
/** A character that shows: not a format character (zero-width space and joiners, byte-order mark, soft hyphen), a
 *  space, a combining mark alone, nor one of the blank letters (Hangul fillers, the braille blank). */
const VISIBLE = /[^\p{Cf}\p{Z}\p{M}\s\u115F\u1160\u3164\uFFA0\u2800]/u;

/** A campaign's or a stall game's name: at most this many characters as a reader counts them. */
export const NAME_MAX = 60;
/** A crew member's or a boat's name in a stall game's set-up. */
export const SHORT_NAME_MAX = 24;
/** At most this many UTF-16 code units whatever the name, so a name of stacked accents or joined emoji stays small in
 *  the save file and on screen: generous (nine family emoji of eleven units each are 99). */
export const NAME_UNITS_MAX = 400;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** How many characters a reader sees in `text` (grapheme clusters). */
export function characterCount(text: string): number {
  let n = 0;
  for (const _ of graphemes.segment(text)) n++;
  return n;
}

/** The indexes (in code units) of the direction controls that are not closed, or close nothing open, in strict
 *  nesting: a PDF closes the embedding on top, a PDI the isolate on top. */
function unmatchedDirection(text: string): number[] {
  const open: { at: number; kind: 'embedding' | 'isolate' }[] = [];
  const stray: number[] = [];
  for (let at = 0; at < text.length; at++) {
    const c = text[at];
    if (OPENS[c]) open.push({ at, kind: OPENS[c] });
    else if (CLOSES[c]) {
      if (open.length && open[open.length - 1].kind === CLOSES[c]) open.pop();
      else stray.push(at);
    }
  }
  return [...stray, ...open.map((o) => o.at)];
}

/** The sentence for a name the rule refuses, or null for a good one (`name` already trimmed). */
export function nameProblem(name: string, max = NAME_MAX): string | null {
  if (!name) return 'a name needs at least one letter';
  if (name.length > NAME_UNITS_MAX) return `a name is too long to keep: its emoji or accents take more room than a name has, even within ${max} characters, so use fewer of them`;
  if (CONTROL.test(name)) return 'a name cannot hold control characters (a line break, a tab, a NUL and the like)';
  if (OVERRIDE.test(name)) return 'a name cannot hold characters that reverse the letters around them (a direction override)';
  if (unmatchedDirection(name).length) return 'a name cannot leave a direction mark open: each isolate or embedding needs its closing mark';
  if (!VISIBLE.test(name)) return 'a name needs at least one letter';
  if (characterCount(name) > max) return `a name has at most ${max} characters`;
  return null;
}

/** A name of at most `max` characters as a reader counts them, trimmed; a refusal is one sentence, said once. */
export function nameSchema(max: number) {
  return z
    .string()
    .transform((s) => s.trim())
    .superRefine((name, ctx) => {
      const problem = nameProblem(name, max);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

export const NameSchema = nameSchema(NAME_MAX);

/** `text` cut to at most `max` characters as a reader counts them and at most `units` code units, at the end of a
 *  whole character (an emoji, a letter with its accents, never half of one), and its trailing spaces dropped. */
export function cutName(text: string, max: number, units = NAME_UNITS_MAX): string {
  if (text.length <= units && characterCount(text) <= max) return text;
  let out = '';
  let used = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (++used > max || out.length + segment.length > units) break;
    out += segment;
  }
  return out.trimEnd();
}

/** A name the rule refuses made into one it takes, for the names the game did not just get from the player (a shared
 *  file's, a branch of a campaign saved under an older rule): control characters that part words become spaces, the
 *  others and the overrides are dropped, direction controls left open or closing nothing are dropped, and the rest is
 *  cut to `max`. Null when nothing that shows is left (the caller gives its own plain name). */
export function cleanName(text: string, max = NAME_MAX, units = NAME_UNITS_MAX): string | null {
  const spaced = text.replace(/[\t\n\v\f\r\u0085\u2028\u2029]/gu, ' ').replace(new RegExp(`${CONTROL.source}|${OVERRIDE.source}`, 'gu'), '');
  // cut before the direction controls are paired: a cut may leave an opener without its closer
  const cut = cutName(spaced.trim(), max, units);
  const name = dropAt(cut, new Set(unmatchedDirection(cut))).trim();
  return VISIBLE.test(name) ? name : null;
}

/** `text` without the code units at `at` (the direction controls are single units, so no pair is split). */
function dropAt(text: string, at: Set<number>): string {
  let out = '';
  for (let i = 0; i < text.length; i++) if (!at.has(i)) out += text[i];
  return out;
}

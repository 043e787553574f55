// What a name may be (a campaign's, a stall game's, a crew member's, a boat's), at every door that takes one: create,
// rename, import, the stall games' set-ups. A name is shown in lists, notices and file names' neighbours, so it holds
// no control characters (a NUL, a bell, a line break would break a line or a log), no characters that turn the
// direction of the text around it (a right-to-left override makes "gpj.exe" read as "exe.jpg"), and at least one
// character that shows. And where the game makes a name from another (a branch's "…, from step 3") it is cut between
// characters as a reader sees them, never inside one (half an emoji showed as �).
import { z } from 'zod';

/** C0 and C1 controls and DEL, and the line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/** The embeddings, overrides and isolates that reorder the text around them (Unicode's bidi algorithm). */
const BIDI = /[\u202A-\u202E\u2066-\u2069]/u;
/** A character that shows: not a format character (zero-width space and joiners, byte-order mark, soft hyphen), a
 *  space, a combining mark alone, nor one of the blank letters (Hangul fillers, the braille blank). */
const VISIBLE = /[^\p{Cf}\p{Z}\p{M}\s\u115F\u1160\u3164\uFFA0\u2800]/u;

/** The sentence for a name the rule refuses, or null for a good one (`name` already trimmed). */
export function nameProblem(name: string): string | null {
  if (CONTROL.test(name)) return 'a name cannot hold control characters (a line break, a tab, a NUL and the like)';
  if (BIDI.test(name)) return 'a name cannot hold characters that turn the direction of the text around';
  if (!VISIBLE.test(name)) return 'a name needs at least one letter';
  return null;
}

/** A name of at most `max` characters (code points, as zod's `max` counts them), trimmed. */
export function nameSchema(max: number) {
  return z
    .string()
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1, 'a name needs at least one letter')
        .max(max, `a name has at most ${max} characters`)
        .superRefine((name, ctx) => {
          const problem = nameProblem(name);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
    );
}

/** A campaign's or a stall game's name. */
export const NAME_MAX = 60;
export const NameSchema = nameSchema(NAME_MAX);

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** `text` cut to at most `max` code points (as nameSchema counts) at the end of a whole character as a reader sees
 *  it (an emoji, a letter with its accents), and its trailing spaces dropped. */
export function cutName(text: string, max: number): string {
  const points = (s: string) => [...s].length;
  if (points(text) <= max) return text;
  let out = '';
  let used = 0;
  for (const { segment } of graphemes.segment(text)) {
    used += points(segment);
    if (used > max) break;
    out += segment;
  }
  return out.trimEnd();
}

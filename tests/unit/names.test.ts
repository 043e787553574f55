// QA item 10 and QA 2 items 5, 6 and 9: what a name may hold, how its length is counted, a name cut between
// characters as a reader sees them, and a refused name cleaned where the game takes it from a file or an older save.
import { describe, expect, it } from 'vitest';
import { characterCount, cleanName, cutName, nameProblem, NameSchema, NAME_UNITS_MAX } from '../../contract/names';

const FSI = '\u2068', PDI = '\u2069', RLE = '\u202B', PDF = '\u202C', RLI = '\u2067';

describe('names', () => {
  it('refuses control characters, direction overrides, direction controls left open and names with nothing that shows', () => {
    for (const bad of ['a\u0000b', 'bell\u0007', 'two\nlines', 'tab\there', 'c1\u0085', 'del\u007f', 'sep\u2028']) {
      expect(nameProblem(bad)).toMatch(/control characters/);
    }
    for (const bad of ['gpj\u202Eexe', 'left\u202Dover']) expect(nameProblem(bad)).toMatch(/reverse the letters/);
    for (const bad of [`${FSI}open`, `close${PDI}`, `${RLE}open`, `close${PDF}`, `${FSI}crossed${RLE}${PDI}${PDF}`, `${RLE}${FSI}x${PDF}${PDI}`]) {
      expect(nameProblem(bad)).toMatch(/direction mark open/);
    }
    for (const bad of ['\u200B\u200B', '\u200D', '\uFEFF', '\u3164', '\u0301', `${FSI}${PDI}`, '\u200F']) expect(nameProblem(bad)).toBe('a name needs at least one letter');
    for (const good of ['Summer at the Bay', 'Émile’s run', '😀', 'فصل الصيف', '日本語', 'A\u200Db']) expect(nameProblem(good)).toBeNull();
  });

  it('takes right-to-left names as phones and chat apps paste them: marks, and isolates and embeddings that are closed', () => {
    // REPRO-names-bidi.mjs's names, and the isolates of REPRO-name-roundtrip.sh
    for (const good of [`${FSI}أحمد${PDI} run`, `${RLE}مرحبا${PDF}`, 'أحمد run', `Old save ${RLI}نهر${PDI}`, 'שלום\u200F!', 'x\u200Ey', 'ب\u061Cت', `${RLE}${FSI}x${PDI}${PDF}`]) {
      expect(nameProblem(good)).toBeNull();
      expect(NameSchema.safeParse(good).success).toBe(true);
    }
  });

  it('counts the characters a reader sees, with a separate bound on code units', () => {
    const family = '👨‍👩‍👧‍👦';
    expect(characterCount(family.repeat(9))).toBe(9);
    expect(nameProblem(family.repeat(9))).toBeNull(); // 99 code units, nine characters
    expect(nameProblem('e\u0301'.repeat(60))).toBeNull();
    expect(nameProblem('x'.repeat(61))).toBe('a name has at most 60 characters');
    expect(nameProblem(family.repeat(37))).toBe('a name is too long to keep: its emoji or accents take more room than a name has, even within 60 characters, so use fewer of them'); // 37 characters, 407 units
    expect(nameProblem(`a${'\u0301'.repeat(NAME_UNITS_MAX)}`)).toMatch(/too long to keep/); // one character
  });

  it('is trimmed, and refused with our own sentence, said once', () => {
    expect(NameSchema.parse('  Wren  ')).toBe('Wren');
    for (const empty of ['\u200B', '', '   ']) {
      const refused = NameSchema.safeParse(empty);
      expect(refused.success).toBe(false);
      expect(refused.error?.issues.map((i) => i.message)).toEqual(['a name needs at least one letter']);
    }
  });

  it('cuts at the end of a whole character, never inside an emoji or before its accent', () => {
    const emoji = '😀'.repeat(60);
    const cut = cutName(emoji, 47);
    expect(cut).toBe('😀'.repeat(47));
    expect(() => encodeURIComponent(cut)).not.toThrow(); // throws on half an emoji (a lone surrogate)
    expect(NameSchema.safeParse(`${cut}, from step 0`).success).toBe(true);
    expect(cutName('e\u0301'.repeat(10), 5)).toBe('e\u0301'.repeat(5));
    expect(cutName('👩‍👩‍👧 family', 4)).toBe('👩‍👩‍👧 fa');
    expect(cutName('👩‍👩‍👧'.repeat(3), 10, 10)).toBe('👩‍👩‍👧'); // eight units each: the second would pass ten
    expect(cutName('short', 60)).toBe('short');
    expect(cutName('word and more', 5)).toBe('word');
  });

  it('cleans a refused name into one the rule takes, or says nothing is left', () => {
    expect(cleanName(`Old save ${RLI}نهر${PDI}`)).toBe(`Old save ${RLI}نهر${PDI}`); // already good: unchanged
    expect(cleanName('two\nlines\tand\u0000nul')).toBe('two lines andnul');
    expect(cleanName('gpj\u202Eexe')).toBe('gpjexe');
    expect(cleanName(`${FSI}open and ${PDI}${PDI}close`)).toBe(`${FSI}open and ${PDI}close`);
    expect(cleanName(`${RLE}never closed`)).toBe('never closed');
    expect(cleanName('x'.repeat(70))).toBe('x'.repeat(60));
    expect(cleanName(`${'y'.repeat(58)}${FSI}ab${PDI}`)).toBe(`${'y'.repeat(58)}a`); // the cut leaves the isolate open: dropped
    for (const none of ['\u200B', '\n\t', `${FSI}${PDI}`, '']) expect(cleanName(none)).toBeNull();
    for (const raw of ['a\u0007b', `${RLE}x`, 'z'.repeat(500), '👨‍👩‍👧‍👦'.repeat(70)]) expect(nameProblem(cleanName(raw)!)).toBeNull();
  });
});

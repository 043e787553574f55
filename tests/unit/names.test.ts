// QA item 10: what a name may hold, and a name cut between characters as a reader sees them.
import { describe, expect, it } from 'vitest';
import { cutName, nameProblem, NameSchema } from '../../contract/names';

describe('names', () => {
  it('refuses control characters, direction overrides and names with nothing that shows', () => {
    for (const bad of ['a\u0000b', 'bell\u0007', 'two\nlines', 'tab\there', 'c1\u0085', 'del\u007f', 'sep\u2028']) {
      expect(nameProblem(bad)).toMatch(/control characters/);
    }
    for (const bad of ['gpj\u202Eexe', 'iso\u2066late\u2069', 'emb\u202Bed']) expect(nameProblem(bad)).toMatch(/direction of the text/);
    for (const bad of ['\u200B\u200B', '\u200D', '\uFEFF', '\u3164', '\u0301']) expect(nameProblem(bad)).toBe('a name needs at least one letter');
    for (const good of ['Summer at the Bay', 'Émile’s run', '😀', 'فصل الصيف', '日本語', 'A\u200Db']) expect(nameProblem(good)).toBeNull();
  });

  it('is trimmed, and refused with our own sentence', () => {
    expect(NameSchema.parse('  Wren  ')).toBe('Wren');
    const refused = NameSchema.safeParse('\u200B');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe('a name needs at least one letter');
  });

  it('cuts at the end of a whole character, never inside an emoji or before its accent', () => {
    const emoji = '😀'.repeat(60);
    const cut = cutName(emoji, 47);
    expect(cut).toBe('😀'.repeat(47));
    expect(() => encodeURIComponent(cut)).not.toThrow(); // throws on half an emoji (a lone surrogate)
    expect(NameSchema.safeParse(`${cut}, from step 0`).success).toBe(true);
    expect(cutName('e\u0301'.repeat(10), 5)).toBe('e\u0301e\u0301');
    expect(cutName('👩‍👩‍👧 family', 4)).toBe('');
    expect(cutName('short', 60)).toBe('short');
    expect(cutName('word and more', 5)).toBe('word');
  });
});

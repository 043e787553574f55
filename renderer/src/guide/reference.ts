// Reading the rules reference the service serves (data/reference): finding the section a prompt's rule names,
// searching, and cutting a section's lines into headings, lists and paragraphs with the search's matches marked.
import type { RuleSection } from '../api';

/** "The Crows' Nest" -> "crows-nest", as the guide's section ids are made ("guide-crows-nest"). */
export function slug(name: string): string {
  return name
    .replace(/^The /i, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The section a rule string opens: its id ("7b"), one of its aliases ("6: Taking a Turn During Night Time"), a
 *  Location's page ("Guide: Coppersand"), the section its leading number names ("7a, house rule",
 *  "3: Choose a Character (rucksack)"), or else the first whose title holds the words. */
export function sectionForRule(sections: readonly RuleSection[], rule: string | undefined): RuleSection | null {
  const want = (rule ?? '').trim().toLowerCase();
  if (!want) return null;
  const byId = (id: string) => sections.find((s) => s.id.toLowerCase() === id) ?? null;
  const guide = /^guide:\s*(.+)$/.exec(want);
  const number = /^(\d+[a-c]?)\b/.exec(want);
  return (
    byId(want) ??
    sections.find((s) => (s.aliases ?? []).some((a) => a.toLowerCase() === want)) ??
    (guide ? byId(`guide-${slug(guide[1])}`) : null) ??
    (number ? byId(number[1]) : null) ??
    sections.find((s) => s.title.toLowerCase().includes(want)) ??
    null
  );
}

/** A Location's page in the reference, by the Location's name. */
export function sectionForLocation(sections: readonly RuleSection[], name: string): RuleSection | null {
  return sections.find((s) => s.id === `guide-${slug(name)}`) ?? null;
}

const wordsOf = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean);

/** Sections whose title or text holds every word of the query (case-insensitive). */
export function searchSections(sections: readonly RuleSection[], query: string): RuleSection[] {
  const words = wordsOf(query);
  if (!words.length) return [...sections];
  return sections.filter((s) => {
    const hay = `${s.id} ${s.title} ${s.text}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

/** Text cut into pieces, `hit` where a word of the query matches (case-insensitive), for <mark>. */
export interface Piece {
  text: string;
  hit: boolean;
}

export function highlight(text: string, query: string): Piece[] {
  const words = wordsOf(query).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (!words.length) return [{ text, hit: false }];
  // longest first, so "torch" wins over "to" when both are typed
  const re = new RegExp(`(${words.sort((a, b) => b.length - a.length).join('|')})`, 'gi');
  // split with a capturing group puts the matches at the odd places
  return text
    .split(re)
    .map((t, i) => ({ text: t, hit: i % 2 === 1 }))
    .filter((p) => p.text !== '');
}

export type Block = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** A section's lines as blocks: "### " a sub-heading, a run of "- " lines one list, any other line a paragraph. */
export function blocks(text: string): Block[] {
  const out: Block[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('### ')) out.push({ kind: 'heading', text: line.slice(4) });
    else if (line.startsWith('- ')) {
      const last = out[out.length - 1];
      if (last?.kind === 'list') last.items.push(line.slice(2));
      else out.push({ kind: 'list', items: [line.slice(2)] });
    } else out.push({ kind: 'paragraph', text: line });
  }
  return out;
}

/** A list item's leading term ("FLEE", "Blue side", "Cornered (7b)") and the rest, so the term can stand out; null
 *  when the item does not open with a short term and a colon. */
export function termOf(item: string): { term: string; rest: string } | null {
  const m = /^([A-Z][^:.]{0,40}):\s+(.*)$/.exec(item);
  if (!m || m[1].split(/\s+/).length > 5) return null;
  return { term: m[1], rest: m[2] };
}

// Finds the rulebook's own words for a guide action ("GO FISHING: Spend time, then...") in the sections the service
// serves, so the location guide quotes the rulebook rather than a copy of it.
import type { RuleSection } from '../api';

const HEADING = /^([A-Z][A-Z' .]+):\s*/;

export interface Quote {
  sectionId: string;
  paragraphs: string[];
}

/** The paragraphs from `HEADING:` up to the next capitalised heading or the end of its section. */
export function quoteAction(sections: readonly RuleSection[], heading: string): Quote | null {
  for (const section of sections) {
    const paragraphs = section.text.split(/\n\s*\n|\n/).map((p) => p.trim()).filter(Boolean);
    const start = paragraphs.findIndex((p) => p.startsWith(`${heading}:`));
    if (start < 0) continue;
    const out = [paragraphs[start].replace(HEADING, '')];
    for (const p of paragraphs.slice(start + 1)) {
      if (HEADING.test(p)) break;
      out.push(p);
    }
    return { sectionId: section.id, paragraphs: out };
  }
  return null;
}

/** The section that describes a Location in the rulebook's guide, matched by the Location's name. */
export function sectionForLocation(sections: readonly RuleSection[], name: string): RuleSection | null {
  const norm = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
  const want = norm(name);
  return sections.find((s) => norm(s.title) === want || norm(s.title).endsWith(want)) ?? null;
}

/** Sections whose title or text holds every word of the query (case-insensitive). */
export function searchSections(sections: readonly RuleSection[], query: string): RuleSection[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...sections];
  return sections.filter((s) => {
    const hay = `${s.id} ${s.title} ${s.text}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

/** A section's title without the number it already carries as its id ("7b: Fighting Hazards" -> "Fighting Hazards"). */
export function plainTitle(section: RuleSection): string {
  return section.title.replace(/^\d+[a-z]?:\s*/, '');
}

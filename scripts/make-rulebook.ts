// Makes data/rulebook.json, the rulebook's sections for the in-game reference (the service's rules()),
// from the rulebook text in /work/shared/seeds. The table of contents gives the headings, in order; the
// body is cut at each one. Ids: "1".."9", "7a".."7c", the second sections numbered 5 and 6 get "5-town" and
// "6-night" (the printed rulebook numbers both 5 and both 6), anatomy boxes "3-anatomy", "7b-anatomy", and the guide's
// Locations "guide-coppersand", "guide-scrapyard", ...
// Run: npx tsx scripts/make-rulebook.ts [path-to-rulebook.txt]
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';

export interface Section {
  id: string;
  title: string;
  text: string;
}

const slug = (s: string) =>
  s
    .replace(/^The /, '')
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function idFor(heading: string, parent: string | null, previous: string | null, seen: Set<string>): string {
  const numbered = /^(\d+[a-c]?): (.*)$/.exec(heading);
  if (numbered) {
    const [, num, rest] = numbered;
    if (!seen.has(num)) return num;
    return `${num}-${/night/i.test(rest) ? 'night' : /town/i.test(rest) ? 'town' : slug(rest)}`;
  }
  // an anatomy box belongs to the section just before it (Anatomy of Hazards follows 7b)
  if (heading.startsWith('Anatomy of')) return `${previous}-anatomy`;
  if (parent === 'guide') return `guide-${slug(heading)}`;
  if (heading.startsWith('A Guide to')) return 'guide';
  if (heading.startsWith('Example of')) return 'example';
  return slug(heading);
}

export function parseRulebook(source: string): Section[] {
  const lines = source.split(/\r?\n/);
  const tocStart = lines.indexOf('Table of Contents', lines.indexOf('Table of Contents') + 1);
  const toc: { heading: string; nested: boolean }[] = [];
  let i = tocStart + 1;
  for (; i < lines.length; i++) {
    const m = /^(\s*)• (.+)$/.exec(lines[i]);
    if (m) toc.push({ heading: m[2].trim(), nested: m[1].length > 0 });
    else if (toc.length && lines[i].trim()) break;
  }
  const sections: Section[] = [];
  const seen = new Set<string>();
  let next = 0;
  let parent: string | null = null;
  let body: string[] = [];
  const flush = () => {
    const last = sections[sections.length - 1];
    if (last) last.text = body.join('\n').replace(/\n{3,}/g, '\n\n').replace(/\n*THE END\.\s*$/, '').trim();
    body = [];
  };
  for (; i < lines.length; i++) {
    const line = lines[i].trim();
    if (next < toc.length && line === toc[next].heading) {
      flush();
      const { heading, nested } = toc[next++];
      const id = idFor(heading, nested ? parent : null, sections[sections.length - 1]?.id ?? null, seen);
      if (!nested) parent = id;
      seen.add(id.split('-')[0]);
      seen.add(id);
      sections.push({ id, title: heading, text: '' });
      continue;
    }
    body.push(lines[i]);
  }
  flush();
  if (next !== toc.length) throw new Error(`rulebook: heading "${toc[next].heading}" from the contents was not found in the text`);
  return sections;
}

const here = resolve(import.meta.dirname, '..');
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const input = process.argv[2] ?? '/work/shared/seeds/002_819ea372f981d58c.txt';
  const sections = parseRulebook(readFileSync(input, 'utf8'));
  const out = resolve(here, 'data/rulebook.json');
  writeFileSync(out, JSON.stringify({ source: basename(input), sections }, null, 2) + '\n');
  console.log(`${out}: ${sections.length} sections (${sections.map((s) => s.id).join(', ')})`);
}

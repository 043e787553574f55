// Issue 23: every rule string an action or a prompt carries (the "rule" of the engine's actions, the prompts' own in
// tableView.ts, any literal shaped like a citation, as the mine's in engine/quests/view.ts) still opens a section of the rules reference that replaced the
// rulebook's text: found in the source, so a new rule string is checked the day it is written.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { buildReference } from '../../../data/reference';
import { withoutComments } from '../../../scripts/fingerprints';
import { sectionForRule } from './reference';

const ROOT = resolve(import.meta.dirname, '../../..');
const sections = buildReference();

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(ts|vue)$/.test(name) && !name.endsWith('.test.ts')) yield path;
  }
}

/** `rule: '7b'`, `const RULE = "Guide: Miners' Guild"` */
const RULE = /(?:\brule: |\bRULE = )('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")/g;

const CITATION = /(['"])(\d+[a-c]?(?:, house rule|: [A-Z][^'"\n]*)|Guide: (?:[^'"\\\n]|\\.)*)\1/g;

function ruleStrings(): Map<string, string> {
  const found = new Map<string, string>();
  for (const dir of ['engine', 'renderer/src']) {
    for (const path of sources(join(ROOT, dir))) {
      const code = withoutComments(readFileSync(path, 'utf8'), path.endsWith('.vue') ? 'vue' : 'ts');
      for (const m of code.matchAll(RULE)) found.set(m[1].slice(1, -1).replace(/\\(.)/g, '$1'), path.slice(ROOT.length + 1));
      // and any literal shaped like a section citation ("7b, house rule" in a ternary, "Guide: ...")
      for (const m of code.matchAll(CITATION)) found.set(m[2].replace(/\\(.)/g, '$1'), path.slice(ROOT.length + 1));
    }
  }
  return found;
}

it("every rule string in the engine and the table opens a section of the reference, by the section's number", () => {
  const rules = ruleStrings();
  // the ones this was written against, so the search cannot quietly find nothing
  for (const r of ['7b', '8', '7b, house rule', "Guide: The Crows' Nest", '6: Taking a Turn During Night Time', '3: Choose a Character (rucksack)']) {
    expect(rules.has(r), r).toBe(true);
  }
  for (const [rule, file] of rules) {
    if (rule === '') continue; // a prompt with no section of its own (tableView's fallback)
    const section = sectionForRule(sections, rule);
    expect(section, `${file}: "${rule}"`).not.toBeNull();
    const number = /^(\d+[a-c]?)\b/.exec(rule)?.[1];
    if (number) expect(section!.id.split('-')[0], `${file}: "${rule}"`).toBe(number);
    if (rule.startsWith('Guide: ')) expect(section!.id, rule).toMatch(/^guide-/);
  }
  expect(sectionForRule(sections, '6: Taking a Turn During Night Time')!.id).toBe('6-night');
});

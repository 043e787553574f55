// The rules reference of this edition (issue 23): our own words, in reference.json and actions.json, with every
// figure filled in from the content at run time. A section's prose may name a figure as {path} (a path into the
// content's rules or Story's End, or one of facts()' names); a section marked "generated" gets its lists (Locations,
// items, hazards, quests...) from lists.ts, written from data/. The section ids keep the rulebook's numbering (1-9, 7a-7c,
// "guide-<location>") so a prompt's "7b" or "Guide: Coppersand" still opens the right page.
import { content as defaultContent, type Content } from '../index';
import { QUESTS, SPECIALS, type Quest, type Special } from '../quests';
import reference from './reference.json';
import actions from './actions.json';
import { ActionsFileSchema, ReferenceFileSchema, type ReferenceSection } from './schema';
import { generated, itemWords } from './lists';
import { discardsWords, listed, plural } from './words';

export { ActionsFileSchema, ReferenceFileSchema, type ReferenceSection };

const FILE = ReferenceFileSchema.parse(reference);
const ACTIONS = ActionsFileSchema.parse(actions);

/** The order of the actions on a Location's page: the order of actions.json. */
export const ACTION_KEYS: readonly string[] = Object.keys(ACTIONS);

/** Named figures the prose may use besides a plain path: lists and sums written from several fields. */
function facts(c: Content): Record<string, string> {
  const item = itemWords(c);
  const rot = (side: 'blue' | 'red') => discardsWords(c.storyEnd[side].rot, item);
  const allowance = c.rules.agilityAllowance.map(([agility, marks], i, all) => {
    const next = all[i + 1];
    const top = next ? next[0] - 1 : null;
    const range = top === null ? `${agility} or more` : top === agility ? `${agility}` : top === agility + 1 ? `${agility} or ${top}` : `${agility} to ${top}`;
    return `Agility ${range} cancels ${plural(marks, 'mark')}`;
  });
  const dinner = c.rules.night.dinner;
  return {
    agilityAllowance: listed(allowance),
    rotBlue: rot('blue'),
    rotRed: rot('red'),
    levels: listed(c.rules.levels.map((xp, i) => `LEVEL ${i + 2} at ${xp} XP`)),
    dinnerGain: listed([dinner.lives ? plural(dinner.lives, 'Life', 'Lives') : '', dinner.pep ? `${dinner.pep} Pep` : ''].filter(Boolean)),
  };
}

/** Fills each {name} from facts() or a path into the content ("rules.dayTrack", "storyEnd.red.taxes"); a name that
 *  leads nowhere is a content error, said with the section it is in. */
export function fill(line: string, c: Content, where: string): string {
  const named = facts(c);
  return line.replace(/\{([A-Za-z0-9.]+)\}/g, (_, path: string) => {
    if (path in named) return named[path];
    let at: unknown = { rules: c.rules, storyEnd: c.storyEnd };
    for (const key of path.split('.')) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
    if (typeof at !== 'number' && typeof at !== 'string') throw new Error(`data/reference: section ${where} names {${path}}, which is not a figure of the content`);
    return String(at);
  });
}

/** The whole reference, in reading order, from the given content (the shipped content by default). */
export function buildReference(c: Content = defaultContent, quests: readonly Quest[] = QUESTS, specials: readonly Special[] = SPECIALS): ReferenceSection[] {
  const partTitle = new Map(FILE.parts.map((p) => [p.id, p.title]));
  return FILE.sections.map((s) => {
    const lines = s.text.map((l) => fill(l, c, s.id));
    if (s.generated) lines.push(...generated(s.generated, c, quests, specials, ACTIONS));
    return { id: s.id, title: s.title, part: partTitle.get(s.part)!, aliases: s.aliases ?? [], text: lines.join('\n') };
  });
}

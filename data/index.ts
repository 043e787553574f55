// The typed content loader: every JSON file checked by the zod schema once, at load.
// A content error throws here with the path of the broken field, before any game starts.
import characters from './characters.json';
import locations from './locations.json';
import story from './story.json';
import storyEnd from './story-end.json';
import items from './items.json';
import rules from './rules.json';
import { ContentSchema, type Content, type StoryCard, type LocationCard, type Character, type Item } from './schema';

export * from './schema';

/** Parse raw content; throws a readable error naming each broken field. */
export function parseContent(raw: unknown): Content {
  const result = ContentSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`data/ does not match its schema:\n${lines.join('\n')}`);
  }
  return result.data;
}

export const RAW_CONTENT = { characters, locations, story, storyEnd, items, rules };

export const content: Content = parseContent(RAW_CONTENT);

// Look-ups by id, built once (the engine calls these in its hot path).
const cardById = new Map<string, StoryCard>(content.story.map((c) => [c.id, c]));
const locationById = new Map<string, LocationCard>(content.locations.map((l) => [l.id, l]));
const characterById = new Map<string, Character>(content.characters.map((c) => [c.id, c]));
const itemById = new Map<string, Item>(content.items.map((i) => [i.id, i]));

export function storyCard(id: string): StoryCard {
  const c = cardById.get(id);
  if (!c) throw new Error(`unknown Story card id "${id}"`);
  return c;
}
export function locationCard(id: string): LocationCard {
  const l = locationById.get(id);
  if (!l) throw new Error(`unknown Location id "${id}"`);
  return l;
}
export function character(id: string): Character | undefined {
  return characterById.get(id);
}
export function item(id: string): Item {
  const i = itemById.get(id);
  if (!i) throw new Error(`unknown item id "${id}"`);
  return i;
}
/** An item as a sentence names it: a tool in lower case ("shovel", "gloves"), a brew as printed ("Life brew"). */
export function itemWord(id: string): string {
  const i = item(id);
  return i.type === 'tool' ? i.name.toLowerCase() : i.name;
}

/** One of an item in a sentence, with its article from items.json: "a shovel", "a pair of gloves", "an XP brew". */
export function oneItem(id: string): string {
  return `${item(id).article} ${itemWord(id)}`;
}

/** oneItem at the start of a sentence: "A shovel", "A pair of gloves". */
export function oneItemCapitalised(id: string): string {
  const one = oneItem(id);
  return one.charAt(0).toUpperCase() + one.slice(1);
}

/** One of an item given free: "a free shovel", "a free pair of gloves", "a free XP brew" ("free" takes the "a"). */
export function freeItem(id: string): string {
  return `a free ${afterArticle(id)}${itemWord(id)}`;
}

/** The item in a sentence, singular whatever its name: "the shovel", "the pair of gloves", "the XP brew". */
export function theItem(id: string): string {
  return `the ${afterArticle(id)}${itemWord(id)}`;
}

/** What follows "a" or "an" in the item's article, with its space: "pair of " for gloves, "" for most. */
function afterArticle(id: string): string {
  const rest = item(id).article.replace(/^an?\b\s*/, '');
  return rest ? `${rest} ` : '';
}

export const STORY_IDS: readonly string[] = content.story.map((c) => c.id);

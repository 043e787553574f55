// The six quests and four Special cards, checked by their schema (and the map checker) when loaded.
import { HouseRulesSchema, QuestSchema, SpecialsSchema, type Quest, type Special } from './schema';
import boydell from './finding-mr-boydell.json';
import lamplighter from './the-lamplighters-round.json';
import powder from './powder-for-sallow-gap.json';
import vault from './the-flooded-vault.json';
import grindle from './old-grindles-den.json';
import warren from './the-crystal-warren.json';
import specials from './specials.json';
import houseRules from './house-rules.json';

export * from './schema';
export { checkMap, neighbours } from './mapCheck';

/** This edition's house rules for the mines (7a: retracing your steps spends time; 7b: cornered, you flee). */
export const HOUSE_RULES = HouseRulesSchema.parse(houseRules);

/** Quests in the order the Miners' Guild offers them: three shallow, then three deep. Every quest card lists the
 *  house rules after its own, so the guide and the mine's rules show what the engine charges. */
export const QUESTS: readonly Quest[] = [boydell, lamplighter, powder, vault, grindle, warren]
  .map((q) => QuestSchema.parse(q))
  .map((q) => ({ ...q, rules: [...(q.rules ?? []), HOUSE_RULES.cornered.text] }));
export const SPECIALS: readonly Special[] = SpecialsSchema.parse(specials);

const BY_ID = new Map(QUESTS.map((q) => [q.id, q]));
const BY_LETTER = new Map(SPECIALS.map((s) => [s.letter as string, s]));

export function questById(id: string): Quest {
  const quest = BY_ID.get(id);
  if (!quest) throw new Error(`no quest '${id}' in data/quests`);
  return quest;
}

export function specialByLetter(letter: string): Special {
  const card = BY_LETTER.get(letter);
  if (!card) throw new Error(`no Special card '${letter}' in data/quests/specials.json`);
  return card;
}

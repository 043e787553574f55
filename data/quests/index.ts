// The six quests and four Special cards, checked by their schema (and the map checker) when loaded.
import { QuestSchema, SpecialsSchema, type Quest, type Special } from './schema';
import boydell from './finding-mr-boydell.json';
import lamplighter from './the-lamplighters-round.json';
import powder from './powder-for-sallow-gap.json';
import vault from './the-flooded-vault.json';
import grindle from './old-grindles-den.json';
import warren from './the-crystal-warren.json';
import specials from './specials.json';

export * from './schema';
export { checkMap, neighbours } from './mapCheck';

/** Quests in the order the Miners' Guild offers them: three shallow, then three deep. */
export const QUESTS: readonly Quest[] = [boydell, lamplighter, powder, vault, grindle, warren].map((q) => QuestSchema.parse(q));
export const SPECIALS: readonly Special[] = SpecialsSchema.parse(specials);

export function questById(id: string): Quest {
  const quest = QUESTS.find((q) => q.id === id);
  if (!quest) throw new Error(`no quest '${id}' in data/quests`);
  return quest;
}

export function specialByLetter(letter: string): Special {
  const card = SPECIALS.find((s) => s.letter === letter);
  if (!card) throw new Error(`no Special card '${letter}' in data/quests/specials.json`);
  return card;
}

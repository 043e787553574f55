// The guide content the service hands over (GuideContent's arrays are typed `unknown[]` at the door): the shapes
// are data/schema.ts's, imported as types only so the renderer never bundles the content or its checks. The guide's
// sentences (each side's actions, each character's rules) come written by the service, in `words`.
import type { Character, Effect, Item, LocationCard, LocationSide, SkillEffect } from '../../../contract/content';
import type { Quest, Special } from '../../../contract/content';
import type { GuideContent, GuideWords } from '../api';

export type { Character, Effect, Item, LocationCard, LocationSide, Quest, SkillEffect, Special };

/** A stall game's content as the guide and the stall panels read it (electron/service/content.ts). */
export interface CarnivalInfo {
  id: string;
  name: string;
  cost: number;
  summary: string;
  rules: { heading: string; text: string[] }[];
  /** the relay: what a won relay pays */
  prizeWon?: number;
  /** the Lake Race: the boats a series can race */
  boats?: { id: string; name: string; shape: string }[];
}

export interface Guide {
  carnival: CarnivalInfo[];
  locations: LocationCard[];
  characters: Character[];
  items: Item[];
  quests: Quest[];
  specials: Special[];
  words: GuideWords;
}

/** Narrows the door's unknown[] arrays; a missing array is empty rather than a crash on the title screen. */
export function readGuide(content: GuideContent): Guide {
  const list = <T>(xs: unknown): T[] => (Array.isArray(xs) ? (xs as T[]) : []);
  return {
    carnival: list<CarnivalInfo>(content.carnival),
    locations: list<LocationCard>(content.locations),
    characters: list<Character>(content.characters),
    items: list<Item>(content.items),
    quests: list<Quest>(content.quests),
    specials: list<Special>(content.specials),
    words: { locations: content.words?.locations ?? {}, characters: content.words?.characters ?? {} },
  };
}

// The shapes the table's components take as props (kept out of the .vue files so plain .ts can name them).

export interface LocationOnTable {
  id: string;
  name: string;
  number?: number;
  side: 'blue' | 'red';
}

export interface IconCount {
  /** the icon lookup's id: 'red-fish', 'starfish', 'rope', 'mushroom' */
  kind: string;
  /** what a screen reader says: 'red fish' */
  name: string;
  count: number;
}

export interface SupplyPile {
  cards: number;
  icons: readonly IconCount[];
}

export interface SkillOnCard {
  name: string;
  text: string;
  active: boolean;
}

export interface ItemInRucksack {
  id: string;
  name: string;
}

export interface KnownCard {
  id: string;
  name: string;
}

export interface QuestCardText {
  name: string;
  depth: 'shallow' | 'deep';
  flavour?: string;
  setup?: string;
  questChambers?: string;
  rules?: readonly string[];
  reward?: string;
}

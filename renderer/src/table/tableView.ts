// From the service's answer to what each component on the table draws. Pure functions of the
// PlayerView and the described actions, so the table is derived, never stored.
import type { ActionInfo } from '../../../contract/actions';
import type { PendingView, PlayerView, SupplyView } from '../../../contract/view';
import type { IconCount, LocationOnTable, SupplyPile } from './model';

const FISH_COLOURS = new Set(['red', 'blue', 'yellow']);

/** A kind id for the icon lookup and a name a screen reader can say. */
export function iconKind(icon: string, pile: string): { kind: string; name: string } {
  if (pile === 'fish' && FISH_COLOURS.has(icon)) return { kind: `${icon}-fish`, name: `${icon} fish` };
  return { kind: icon, name: icon.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() };
}

/** Rulebook 5: the three piles of the supply, each with its card count and icon counts by kind. */
export function supplyPiles(supply: SupplyView): { fish: SupplyPile; forageables: SupplyPile; materials: SupplyPile } {
  const counts: Record<string, Map<string, number>> = { fish: new Map(), forage: new Map(), material: new Map() };
  for (const c of supply.cards) {
    const pile = (counts[c.as] ??= new Map());
    for (const icon of c.icons) pile.set(icon, (pile.get(icon) ?? 0) + 1);
  }
  const pile = (key: 'fish' | 'forage' | 'material'): SupplyPile => ({
    cards: supply.cardCounts[key] ?? 0,
    icons: [...counts[key].entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([icon, count]): IconCount => ({ ...iconKind(icon, key), count })),
  });
  return { fish: pile('fish'), forageables: pile('forage'), materials: pile('material') };
}

export function locationsOnTable(view: PlayerView): LocationOnTable[] {
  return view.locations.map((l) => ({ id: l.id, name: l.name, number: l.number ?? undefined, side: l.side }));
}

/** What each pending decision is called on its prompt, and where the rulebook explains it. */
const PROMPTS: Record<string, { title: string; rule: string }> = {
  discardExcess: { title: 'Too many cards in your supply', rule: '5' },
  discardSupply: { title: 'Discard from your supply', rule: '5' },
  discardItem: { title: 'Discard an item from your rucksack', rule: 'Guide: The Crows\' Nest' },
  keepDrawing: { title: 'Carry on or stop?', rule: 'Guide: Coppersand' },
  gloves: { title: 'Use your gloves?', rule: 'Guide: The Market' },
  levelUp: { title: 'Level up! Choose an improvement', rule: '8' },
  seerOrder: { title: "The seer's cards: put them back in any order", rule: 'Guide: Bay Carnival' },
  eventOption: { title: 'An event: choose one option', rule: '5' },
  relax: { title: 'Relax in the glade', rule: 'Guide: Burrow Glade' },
  library: { title: 'Study at the library', rule: "Guide: Miners' Guild" },
  chooseStall: { title: 'Choose a carnival game', rule: 'Guide: Bay Carnival' },
  quest: { title: 'In the mine', rule: '7a' },
};
const QUEST_STEPS: Record<string, { title: string; rule: string }> = {
  fightOrFlee: { title: 'A hazard! Fight or flee?', rule: '7b' },
  reroll: { title: 'Re-roll with Pep?', rule: '7b' },
  luckyCharm: { title: 'Use the lucky charm?', rule: '7b' },
  afterLoss: { title: 'The hazard won: fight again or flee?', rule: '7b' },
  shovelKeep: { title: 'Which card does the shovel keep?', rule: '7a' },
  chooseQuest: { title: 'Choose a quest', rule: "Guide: Miners' Guild" },
  chooseTool: { title: 'Choose a free tool', rule: "Guide: Miners' Guild" },
  eventOption: { title: 'An event: choose one option', rule: '7a' },
};

export interface PromptModel {
  kind: string;
  title: string;
  text: string;
  rule: string;
  options: ActionInfo[];
  /** moves in the mine are offered beside the map, not in a panel over it */
  inline: boolean;
}

export function questStep(p: PendingView): string | null {
  const step = p.data.step;
  return typeof step === 'string' ? step : null;
}

export function promptFor(pending: PendingView | null, actions: readonly ActionInfo[]): PromptModel | null {
  if (!pending || pending.kind === 'stall') return null;
  const step = pending.kind === 'quest' ? questStep(pending) : null;
  const named = (step && QUEST_STEPS[step]) || PROMPTS[pending.kind] || { title: pending.prompt, rule: '' };
  const options = actions.filter((a) => a.group === 'decision');
  const rule = options.find((o) => o.rule)?.rule ?? drawingRule(pending) ?? named.rule;
  return { kind: step ?? pending.kind, title: named.title, text: pending.prompt, rule, options, inline: step === 'move' };
}

/** The three gathering Locations' guide pages, by id: "carry on or stop?" opens the page of the Location drawn at. */
const GATHERING_GUIDE: Record<string, string> = { coppersand: 'Guide: Coppersand', scrapyard: 'Guide: The Scrapyard', glade: 'Guide: Burrow Glade' };
function drawingRule(pending: PendingView): string | undefined {
  return pending.kind === 'keepDrawing' ? GATHERING_GUIDE[String(pending.data.location)] : undefined;
}

/** Actions not on a Location card and not answers to a decision: night, free, mine, the Crows. */
export function otherActions(view: PlayerView, actions: readonly ActionInfo[]): ActionInfo[] {
  const places = new Set(view.locations.map((l) => l.id as string));
  return actions.filter((a) => a.group !== 'decision' && !places.has(a.group));
}

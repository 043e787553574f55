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

/** The prompt over the table for the pending decision: its heading, question and rule section as the engine's
 *  view gives them (each decision's record, engine/decisionHandler.ts), and exactly its answers. */
export function promptFor(pending: PendingView | null, actions: readonly ActionInfo[]): PromptModel | null {
  if (!pending || pending.kind === 'stall') return null;
  const step = pending.kind === 'quest' ? questStep(pending) : null;
  const options = actions.filter((a) => a.group === 'decision');
  return { kind: step ?? pending.kind, title: pending.title, text: pending.prompt, rule: pending.rule, options, inline: step === 'move' };
}

/** Actions not on a Location card and not answers to a decision: night, free, mine, the Crows. */
export function otherActions(view: PlayerView, actions: readonly ActionInfo[]): ActionInfo[] {
  const places = new Set(view.locations.map((l) => l.id as string));
  return actions.filter((a) => a.group !== 'decision' && !places.has(a.group));
}

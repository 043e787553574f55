// Which Story cards an action names (issue 24, items 3 and 4): a discard's card, a sale's or a recipe's cards, the
// shovel's kept card. The prompt and the card chooser draw their faces, so a player sees icons and counts, not names.
import type { ActionInfo } from '../../../contract/actions';
import type { CardView, PlayerView } from '../../../contract/view';

/** The card ids an action names, in its own order: `card`, `cards`, or those of a quest step inside it. */
export function cardIdsOf(info: ActionInfo): string[] {
  const a = info.action as { card?: unknown; cards?: unknown; action?: { card?: unknown } };
  if (typeof a.card === 'string') return [a.card];
  if (Array.isArray(a.cards)) return a.cards.filter((x): x is string => typeof x === 'string');
  if (a.action && typeof a.action.card === 'string') return [a.action.card];
  return [];
}

/** The faces of the cards an action names, found in the supply, the prompt's own cards or the discard's top. */
export function facesOf(view: PlayerView, info: ActionInfo): CardView[] {
  const known = new Map<string, CardView>();
  for (const c of view.supply.cards) known.set(c.card.id, c.card);
  for (const c of view.pending?.cards ?? []) known.set(c.id, c);
  return cardIdsOf(info).flatMap((id) => {
    const c = known.get(id);
    return c ? [c] : [];
  });
}

/** Actions of one kind that differ only in the cards paid (the same type, item and label): one button, a choice of
 *  cards behind it. The first of each group is the engine's suggestion. */
export interface CardChoice {
  /** the suggested way, drawn as the button */
  first: ActionInfo;
  /** every way, the suggestion first */
  ways: ActionInfo[];
}

/** The quest an attempt at the Miners' Guild is for, or null: the Guild's attempts are chosen in two steps, the
 *  quest and then the free tool (issue 24, item 7). */
export function attemptedQuest(info: ActionInfo): string | null {
  const inner = (info.action as { action?: { type?: unknown; quest?: unknown } }).action;
  return info.action.type === 'quest' && inner?.type === 'attempt' && typeof inner.quest === 'string' ? inner.quest : null;
}

/** The free tool an attempt takes (null: none). */
export function attemptTool(info: ActionInfo): string | null {
  const tool = (info.action as { action?: { tool?: unknown } }).action?.tool;
  return typeof tool === 'string' ? tool : null;
}

function choiceKey(a: ActionInfo): string | null {
  const quest = attemptedQuest(a);
  if (quest) return `attempt|${quest}|${a.legal}`;
  const x = a.action as { cards?: unknown; item?: unknown; sale?: unknown };
  return Array.isArray(x.cards) ? `${a.action.type}|${String(x.item ?? '')}|${String(x.sale ?? '')}|${a.label}|${a.legal}` : null;
}

/** Groups a Location's actions: those paying with cards in several ways become one choice, in the order first met. */
export function groupByPayment(actions: readonly ActionInfo[]): CardChoice[] {
  const out: CardChoice[] = [];
  const byKey = new Map<string, CardChoice>();
  for (const a of actions) {
    const key = choiceKey(a);
    const had = key ? byKey.get(key) : undefined;
    if (had) {
      had.ways.push(a);
      continue;
    }
    const choice = { first: a, ways: [a] };
    if (key) byKey.set(key, choice);
    out.push(choice);
  }
  return out;
}

/** Usable first (issue 24, item 6): the choices a player may take now, then the refused ones, each in the engine's
 *  order, so no usable action hides below refused ones on a crowded card. */
export function usableFirst(choices: readonly CardChoice[]): CardChoice[] {
  return [...choices.filter((c) => c.first.legal), ...choices.filter((c) => !c.first.legal)];
}

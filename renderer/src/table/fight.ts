// Rulebook 7b: a fight in the mine as two sums to add up term by term, from the quest engine's view
// (PlayerView.quest.fight, contract/view.ts FightView: the rolls and every addition, null until rolled).
import type { AnyEvent } from '../../../contract/actions';
import type { QuestView } from '../../../contract/view';

export interface Term {
  label: string;
  value: number;
}
export interface FightRound {
  hazard: string;
  /** the hazard card whole (rulebook 7b): its stats and what winning and losing bring, shown before the choice */
  card: { strength: number | null; agility: number | null; text: string; win: string; lose: string } | null;
  round: number;
  you: Term[];
  them: Term[];
}

/** The fight in progress, or null. Zero additions are left out; the die shows "?" until rolled. */
export function fightOf(quest: QuestView | null): FightRound | null {
  const f = quest?.fight;
  if (!f) return null;
  const terms = (pairs: [string, number | null][], always: string[]): Term[] =>
    pairs.flatMap(([label, n]) => (n !== null && (n !== 0 || always.includes(label)) ? [{ label, value: n }] : []));
  const s = f.stakes;
  return {
    hazard: f.name,
    card: s.win || s.lose ? { strength: f.strength, agility: f.agility, text: s.text, win: s.win, lose: s.lose } : null,
    round: f.round,
    you: terms([['die', f.you.roll], ['Strength', f.you.strength], ['skill', f.you.skill], ['lucky charm', f.you.charm], ['Special card', f.you.special]], ['die', 'Strength']),
    them: terms([['die', f.hazard.roll], ['Strength', f.hazard.strength], ['depth', f.hazard.depth], ['night', f.hazard.night], ['harder', f.hazard.harder]], ['die', 'Strength']),
  };
}

/** Has each side rolled? (a side without its die has no total yet) */
export const rolled = (ts: readonly Term[]) => ts.some((t) => t.label === 'die');

export const total = (ts: readonly Term[]) => ts.reduce((n, t) => n + t.value, 0);

/** Die faces rolled in the last call, in order, from events that carry `roll` or `rolls` (chance events). */
export function diceRolled(events: readonly AnyEvent[]): number[] {
  const faces: number[] = [];
  for (const e of events) {
    if (typeof e.roll === 'number') faces.push(e.roll);
    if (Array.isArray(e.rolls)) for (const r of e.rolls) if (typeof r === 'number') faces.push(r);
  }
  return faces.filter((f) => Number.isInteger(f) && f >= 1 && f <= 6);
}

// Reads a fight from the events of the last call (rulebook 7b): both attacks as terms to add up.
// Contract with the quest engine: a fight round is an event carrying
//   { attack: { you: Term[], hazard: Term[] }, hazard?: string, won?: boolean }
// where each Term is { label: 'die' | 'Strength' | 'depth' | 'night' | 'lucky charm' | ..., value: number }.
// Events without it are not fights; nothing is guessed from sentences.
import type { AnyEvent } from '../../../engine/contract';

export interface Term {
  label: string;
  value: number;
}
export interface FightRound {
  hazard: string;
  you: Term[];
  them: Term[];
  won: boolean | null;
}

function terms(x: unknown): Term[] | null {
  if (!Array.isArray(x)) return null;
  const ok = x.every((t) => t && typeof t === 'object' && typeof (t as Term).label === 'string' && typeof (t as Term).value === 'number');
  return ok ? (x as Term[]) : null;
}

export function fightRounds(events: readonly AnyEvent[]): FightRound[] {
  const rounds: FightRound[] = [];
  for (const e of events) {
    const attack = e.attack as { you?: unknown; hazard?: unknown } | undefined;
    if (!attack || typeof attack !== 'object') continue;
    const you = terms(attack.you);
    const them = terms(attack.hazard);
    if (!you || !them) continue;
    rounds.push({ hazard: typeof e.hazard === 'string' ? e.hazard : 'the hazard', you, them, won: typeof e.won === 'boolean' ? e.won : null });
  }
  return rounds;
}

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

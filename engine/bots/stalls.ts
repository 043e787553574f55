// How the strong player plays the carnival stalls (guide, Bay Carnival) and what each is worth to it:
// Copperfin Relay by its published six-watch plan (7 Gems, no chance), Fortune Forage stopping once stung,
// Pest Race on any pest (the painted odds make every bet worth the same).
import { FORAGE_DATA, PEST_RACE_DATA, RELAY_DATA } from '../../data/carnival/index';
import type { GameState, StallDecision, StallId } from '../types';

/** Gems a stall is expected to pay this bot, before its price (the figures of data/carnival/expected-values.ts). */
export function stallPrize(game: StallId): number {
  switch (game) {
    case 'relay': return RELAY_DATA.prizes.won;
    case 'fortune-forage': return 2.2;
    case 'pest-race': return 1.66;
    default: return 0;
  }
}

/** The stall action to play, by the game's own state; null to leave the choice to the scores (ties at random). */
export function stallMove(s: GameState, legal: readonly { type: string; [k: string]: unknown }[]): { type: string; [k: string]: unknown } | null {
  const d = s.pending[0] as StallDecision | undefined;
  if (!d || d.kind !== 'stall') return null;
  if (d.game === 'relay') {
    const watch = (d.state as { ledger: unknown[] }).ledger.length;
    // the plan's text made once, not once per legal action
    const plan = JSON.stringify(RELAY_DATA.solution[watch]?.action);
    return legal.find((a) => JSON.stringify(a) === plan) ?? null;
  }
  if (d.game === 'fortune-forage') {
    const st = d.state as { basket: { icons: string[]; sting: boolean }[] };
    const stung = st.basket.some((c) => c.sting);
    const foraged = st.basket.reduce((n, c) => n + c.icons.length, 0);
    const go = !stung && foraged < FORAGE_DATA.maxDraws + 2;
    return legal.find((a) => a.type === (go ? 'forage' : 'stop')) ?? null;
  }
  void PEST_RACE_DATA;
  return null;
}

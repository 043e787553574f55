// Small words the renderer builds its own sentences from: counts, supply cards, a cost. The guide's sentences about
// the content (actions, effects, skills) are written by the service (GuideContent.words).
import type { Cost } from '../api';

export type { Cost };

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const SUPPLY_NAMES = { fish: 'fish card', material: 'material card', forage: 'forageable card' } as const;

export function describeCost(cost: Cost): string {
  const parts = [cost.time ? `${cost.time} hourglass${cost.time === 1 ? '' : 'es'}` : '', cost.gems ? plural(cost.gems, 'Gem') : ''].filter(Boolean);
  return parts.length ? parts.join(' and ') : 'Free';
}

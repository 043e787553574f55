// Rulebook 8: the four perks chosen at LEVEL 2, 3, 4 and 5.
import { content } from '../data/index';
import { gainGems, gainStat, MAX_LIVES, MAX_PEP } from './character';
import { emit, type Ctx } from './draft';
import type { GameState, Perk } from './types';

export const PERKS: Perk[] = ['fighter', 'acrobat', 'meditator', 'merchant'];
export const PERK_NAMES: Record<Perk, string> = { fighter: 'Fighter', acrobat: 'Acrobat', meditator: 'Meditator', merchant: 'Merchant' };

export function perkText(p: Perk, level: number): string {
  switch (p) {
    case 'fighter': return 'Add 1 to your Strength.';
    case 'acrobat': return 'Add 1 to your Agility.';
    case 'meditator': return 'Restore all lost Lives and Pep.';
    case 'merchant': return `Gain ${level} Gems (1 per level just reached).`;
  }
}

/** Rulebook 8: a perk that would do nothing is refused, so the choice always matters. */
export function checkPerk(s: GameState, p: Perk): string | null {
  if (p === 'fighter' && s.strength >= content.rules.statMax) return `Your Strength is already ${content.rules.statMax}, the top of its track.`;
  if (p === 'acrobat' && s.agility >= content.rules.statMax) return `Your Agility is already ${content.rules.statMax}, the top of its track.`;
  return null;
}

/** Rulebook 8: apply the chosen perk. */
export function applyPerk(c: Ctx, p: Perk, level: number): void {
  const s = c.s;
  const why = `LEVEL ${level}, ${PERK_NAMES[p]}`;
  if (p === 'fighter') gainStat(c, 'strength', 1, why);
  else if (p === 'acrobat') gainStat(c, 'agility', 1, why);
  else if (p === 'merchant') gainGems(c, level, why);
  else {
    s.lives = MAX_LIVES;
    s.pep = MAX_PEP;
    emit(c, 'meditate', `${why}: all your Lives and Pep are restored (4 and 4).`);
  }
}

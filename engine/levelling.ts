// Rulebook 8: the four perks chosen at LEVEL 2, 3, 4 and 5.
import { content } from '../data/index';
import { gainGems, gainStat, MAX_LIVES, MAX_PEP } from './character';
import { answerInfo, type DecisionAnswers, type DecisionHandler } from './decisionHandler';
import { emit, type Ctx } from './draft';
import { offered } from './handler';
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

/** Rulebook 8: the perks on offer, made once (handler.ts offered). */
const LEVEL_UP = offered<DecisionAnswers['levelUp']>(...PERKS.map((perk) => ({ type: 'perk' as const, perk })));

/** Rulebook 8: the perk owed for a LEVEL square reached (raised by turn.ts settle), as a record for the decisions'
 *  table (engine/decisions.ts). */
export const levelUpDecision: DecisionHandler<'levelUp'> = {
  answers: ['perk'],
  candidates: () => LEVEL_UP,
  check: (s, d, a) => (PERKS.includes(a.perk) ? checkPerk(s, a.perk) : 'Choose Fighter, Acrobat, Meditator or Merchant.'),
  apply(c, d, a) {
    c.s.pending.shift();
    applyPerk(c, a.perk, d.level);
  },
  describe: (s, d, a) => answerInfo(`${PERK_NAMES[a.perk]}: ${perkText(a.perk, d.level)}`),
  title: () => 'Level up! Choose an improvement',
  rule: () => '8',
  prompt: (s, d) => `LEVEL ${d.level}! Choose a perk.`,
  view: (s, d) => ({ cards: [], data: { level: d.level } }),
};

// The harder options of rulebook 9 as named settings, so a report can compare "normal" with each option alone.
import { NORMAL_HARDER, type GameSetup } from '../contract';

export type Harder = GameSetup['harder'];

export interface Setting {
  name: string;
  harder: Harder;
}

/** Each rulebook-9 option on its own, as the balance targets ask ("each harder option lowers it"). */
export const OPTION_SETTINGS: readonly Setting[] = [
  { name: 'storyEndRed', harder: { ...NORMAL_HARDER, storyEndRed: true } },
  { name: 'crowsNestRed', harder: { ...NORMAL_HARDER, crowsNestRed: true } },
  { name: 'extraFlips1', harder: { ...NORMAL_HARDER, extraFlips: 1 } },
  { name: 'extraFlips2', harder: { ...NORMAL_HARDER, extraFlips: 2 } },
  { name: 'extraFlips3', harder: { ...NORMAL_HARDER, extraFlips: 3 } },
  { name: 'hazardsPlusOne', harder: { ...NORMAL_HARDER, hazardsPlusOne: true } },
];

export const NORMAL: Setting = { name: 'normal', harder: NORMAL_HARDER };

/** the full harder set-up: every option at once, three flips */
export const HARDEST: Setting = {
  name: 'hardest',
  harder: { storyEndRed: true, crowsNestRed: true, extraFlips: 3, hazardsPlusOne: true },
};

/** A setting's name from its options: "normal", or the options joined by "+" ("storyEndRed+extraFlips2"). */
export function settingName(h: Harder): string {
  const parts: string[] = [];
  if (h.storyEndRed) parts.push('storyEndRed');
  if (h.crowsNestRed) parts.push('crowsNestRed');
  if (h.extraFlips > 0) parts.push(`extraFlips${h.extraFlips}`);
  if (h.hazardsPlusOne) parts.push('hazardsPlusOne');
  return parts.length ? parts.join('+') : 'normal';
}

/** Parses "--harder storyEndRed,extraFlips=2" (or "extraFlips2"); "all" means the hardest set-up. */
export function parseHarder(text: string): Harder {
  if (text.trim() === 'all') return { ...HARDEST.harder };
  const h: Harder = { ...NORMAL_HARDER };
  for (const raw of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    const flips = /^extraFlips=?([0-3])$/.exec(raw);
    if (flips) h.extraFlips = Number(flips[1]);
    else if (raw === 'storyEndRed' || raw === 'crowsNestRed' || raw === 'hazardsPlusOne') h[raw] = true;
    else throw new Error(`Unknown harder option "${raw}": use storyEndRed, crowsNestRed, extraFlips=1..3, hazardsPlusOne or all.`);
  }
  return h;
}

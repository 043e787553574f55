// Rulebook 9, "Making the Game Harder": each option of GameSetup['harder'] with the sentence the set-up screen shows.
import type { GameSetup } from '../api';

export type HarderToggle = 'storyEndRed' | 'crowsNestRed' | 'hazardsPlusOne';

export const HARDER_TOGGLES: { key: HarderToggle; label: string; sentence: string }[] = [
  {
    key: 'storyEndRed',
    label: "Story's End starts red",
    sentence: "The Story's End card begins on its red banner side, so every reshuffle charges the red side's taxes and rot from the first one.",
  },
  {
    key: 'crowsNestRed',
    label: "The Crows' Nest starts red",
    sentence: "The Crows' Nest begins flipped: when you pay the Crows, you roll on their harsher red chart.",
  },
  {
    key: 'hazardsPlusOne',
    label: 'Hazards +1 Strength',
    sentence: "Every hazard's Strength is 1 higher, in Story chambers and quest chambers alike.",
  },
];

export const FLIP_SENTENCES = [
  'No extra Locations start flipped.',
  'Roll the die once at set-up and flip that Location to its red side.',
  'Roll the die twice at set-up and flip those Locations to their red sides.',
  'Roll the die three times at set-up and flip those Locations to their red sides.',
] as const;

export function isHarder(h: GameSetup['harder']): boolean {
  return h.storyEndRed || h.crowsNestRed || h.hazardsPlusOne || h.extraFlips > 0;
}

// Where each dock sits on the drawn harbour (an SVG 600 x 400). The art is a picture; only the engine's route list
// decides which crossings can be sailed (Copperfin Relay rulebook, chapter 3).
import type { Dock } from '../../../contract/stalls';

export const DOCK_XY: Record<Dock, { x: number; y: number; labelDy: number; lampDx: number; boatDy: number }> = {
  D: { x: 90, y: 320, labelDy: 44, lampDx: 0, boatDy: -62 },
  M: { x: 270, y: 205, labelDy: 44, lampDx: 0, boatDy: -62 },
  R: { x: 140, y: 75, labelDy: -32, lampDx: -46, boatDy: 26 },
  B: { x: 430, y: 75, labelDy: -32, lampDx: 46, boatDy: 26 },
  C: { x: 505, y: 300, labelDy: 44, lampDx: 46, boatDy: -62 },
};

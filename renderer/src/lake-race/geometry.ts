// Drawing helpers for the lake: hex centres and corners in SVG units, boat colours and hull marks.
import type { Hex } from '../../../contract/stalls';

export const SIZE = 22;
const ROOT3 = Math.sqrt(3);

export function px(h: Hex): { x: number; y: number } {
  return { x: SIZE * ROOT3 * (h.q + h.r / 2), y: SIZE * 1.5 * h.r };
}

/** The six corners of a pointy-top hex, as an SVG points string. */
export function hexPoints(h: Hex, scale = 1): string {
  const c = px(h);
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 180) * (60 * i - 30);
    return `${(c.x + SIZE * scale * Math.cos(a)).toFixed(2)},${(c.y + SIZE * scale * Math.sin(a)).toFixed(2)}`;
  }).join(' ');
}

/** Screen angle in degrees of heading 0..5 (0 east, turning left = counter-clockwise on screen). */
export const headingAngle = (heading: number) => -60 * heading;

export const BOAT_COLOURS: Record<string, { hull: string; mark: string; label: string }> = {
  red: { hull: '#c8372d', mark: '#fff6ea', label: 'Red' },
  yellow: { hull: '#f0c419', mark: '#3a2a05', label: 'Yellow' },
  blue: { hull: '#2f6fd0', mark: '#f3f8ff', label: 'Blue' },
  green: { hull: '#2f9a58', mark: '#f2fff5', label: 'Green' },
  black: { hull: '#26221f', mark: '#f7eedb', label: 'Black' },
  white: { hull: '#f4f1ea', mark: '#26221f', label: 'White' },
};

/** The hull mark of each boat, centred on 0,0, about 10 units across. */
export const MARKS: Record<string, string> = {
  triangle: 'M0,-5 L5,4 L-5,4 Z',
  diamond: 'M0,-5.5 L4.5,0 L0,5.5 L-4.5,0 Z',
  circle: 'M5,0 A5,5 0 1,1 -5,0 A5,5 0 1,1 5,0 Z',
  square: 'M-4.2,-4.2 H4.2 V4.2 H-4.2 Z',
  cross: 'M-1.6,-5 H1.6 V-1.6 H5 V1.6 H1.6 V5 H-1.6 V1.6 H-5 V-1.6 H-1.6 Z',
  star: 'M0,-5.5 L1.6,-1.7 L5.3,-1.7 L2.3,0.7 L3.4,4.6 L0,2.3 L-3.4,4.6 L-2.3,0.7 L-5.3,-1.7 L-1.6,-1.7 Z',
};

/** A speedboat hull pointing east, centred on 0,0: pointed bow, square stern. */
export const HULL = 'M15,0 C11,-5 6,-8 -3,-8 L-13,-7 Q-15,0 -13,7 L-3,8 C6,8 11,5 15,0 Z';

export const SHAPE_WORDS: Record<string, string> = {
  triangle: 'triangle',
  diamond: 'diamond',
  circle: 'circle',
  square: 'square',
  cross: 'cross',
  star: 'star',
};

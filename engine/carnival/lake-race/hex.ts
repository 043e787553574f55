// Hex geometry of the lake: axial coordinates (q, r), pointy-top hexes, six headings.
// Heading 0 points east; each +1 turns 60 degrees to the left (counter-clockwise on screen, where y grows downward).

export interface Hex {
  q: number;
  r: number;
}

/** axial steps for headings 0..5: E, NE, NW, W, SW, SE */
export const DIRECTIONS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

export const HEADING_NAMES = ['east', 'north-east', 'north-west', 'west', 'south-west', 'south-east'] as const;

export function step(h: Hex, heading: number, n = 1): Hex {
  const d = DIRECTIONS[heading];
  return { q: h.q + d.q * n, r: h.r + d.r * n };
}

/** Turning 60 degrees: -1 is right, +1 is left. */
export function turn(heading: number, by: number): number {
  return (((heading + by) % 6) + 6) % 6;
}

export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}

export function sameHex(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Offset (odd rows shifted right) to axial: how the tiles' row strings map onto the lake. */
export function fromOffset(col: number, row: number): Hex {
  return { q: col - (row - (row & 1)) / 2, r: row };
}

/** Centre of a hex of circumradius 1 in the plane (y down), used for rounding geometry and drawing. */
export function center(h: Hex): { x: number; y: number } {
  return { x: Math.sqrt(3) * (h.q + h.r / 2), y: 1.5 * h.r };
}

// Copperfin Relay rulebook, "Set out the harbour" and chapter 3 "Seven connections. One tidal crossing."
// Only this route list determines legal movement; every route works in both directions.

export const DOCKS = ['D', 'M', 'R', 'B', 'C'] as const;
export type Dock = (typeof DOCKS)[number];

export const DOCK_NAMES: Record<Dock, string> = {
  D: 'Depot',
  M: 'Market',
  R: 'Reed Lantern',
  B: 'Bell Quay',
  C: 'Copper Point',
};

/** The three lantern docks whose lamps must be lit ("Leave the three lamp counters unlit at Reed, Bell and Copper"). */
export const LAMP_DOCKS = ['R', 'B', 'C'] as const;
export type LampDock = (typeof LAMP_DOCKS)[number];

export function isLampDock(dock: Dock): dock is LampDock {
  return dock === 'R' || dock === 'B' || dock === 'C';
}

export const TOTAL_WATCHES = 6;
export const MAX_ENERGY = 5;

export interface Connection {
  a: Dock;
  b: Dock;
  /** energy cost; the tidal crossing's cost depends on the watch about to be played */
  cost: number | 'tidal';
}

/** Chapter 3: the seven connections, exactly as listed. */
export const CONNECTIONS: readonly Connection[] = [
  { a: 'D', b: 'M', cost: 1 },
  { a: 'M', b: 'R', cost: 1 },
  { a: 'R', b: 'B', cost: 2 },
  { a: 'M', b: 'B', cost: 'tidal' },
  { a: 'B', b: 'C', cost: 1 },
  { a: 'M', b: 'C', cost: 3 },
  { a: 'C', b: 'D', cost: 2 },
];

/** Chapter 3: find the listed connection between two docks, in either direction; undefined if none is listed. */
export function connectionBetween(from: Dock, to: Dock): Connection | undefined {
  return CONNECTIONS.find((c) => (c.a === from && c.b === to) || (c.a === to && c.b === from));
}

/** Chapter 3, tidal crossing: Market <-> Bell Quay costs 2 on odd watches (1, 3, 5) and 1 on even watches (2, 4, 6),
 *  judged by the watch about to be played, the same in both directions. */
export function tidalCost(watch: number): number {
  return watch % 2 === 1 ? 2 : 1;
}

/** Chapter 3: the energy a crossing costs on the given watch, or null when no such route is listed. */
export function crossingCost(from: Dock, to: Dock, watch: number): number | null {
  const c = connectionBetween(from, to);
  if (!c) return null;
  return c.cost === 'tidal' ? tidalCost(watch) : c.cost;
}

/** The docks one listed connection away. */
export function neighbours(dock: Dock): Dock[] {
  return DOCKS.filter((d) => connectionBetween(dock, d) !== undefined);
}

// Setup: "connect the 4 long puzzle tiles to form the lake border and randomly fit the 6 lake tiles inside this frame."
// The frame is the quay all round (land to a boat); inside it the six tiles sit in two rows of three.
import { LAKE_TILES, TILE_COLS, TILE_ROWS, type TileData } from '../../../data/carnival/lake-race';
import { fromOffset, type Hex } from './hex';
import { Bounded } from './bounded';

export type LakeSide = 'dark' | 'light';
export type CourseLetter = 'A' | 'B' | 'C';

export const SLOT_COLS = 3;
export const SLOT_ROWS = 2;
export const LAKE_COLS = TILE_COLS * SLOT_COLS;
export const LAKE_ROWS = TILE_ROWS * SLOT_ROWS;

export interface Spot {
  letter: CourseLetter;
  hex: Hex;
  onLand: boolean;
  /** heading (0 east, 3 west) along which the start/finish tile lies when this spot holds buoy 0 */
  gate: 0 | 3;
  tile: string;
}

export interface LakeMap {
  side: LakeSide;
  order: readonly string[];
  /** 1 where the lake (offset col + row * LAKE_COLS) is island; everything outside the frame is quay */
  land: Uint8Array;
  spots: Spot[];
}

export function cellIndex(h: Hex): number {
  return cellAt(h.q, h.r);
}

/** The lake space at axial (q, r) (the inverse of hex.ts fromOffset), or -1 off the lake: cellIndex without making a hex, for
 *  the loops that walk many spaces (course crossings, a heading's open water). */
export function cellAt(q: number, r: number): number {
  const col = q + (r - (r & 1)) / 2;
  if (col < 0 || r < 0 || col >= LAKE_COLS || r >= LAKE_ROWS) return -1;
  return r * LAKE_COLS + col;
}

export function cellHex(index: number): Hex {
  return fromOffset(index % LAKE_COLS, Math.floor(index / LAKE_COLS));
}

/** Land to a boat: the quay frame around the lake, or an island. */
export function isLand(map: LakeMap, h: Hex): boolean {
  const i = cellIndex(h);
  return i < 0 || map.land[i] === 1;
}

/** at most 1,440 lakes exist (720 tile orders, 2 sides); the most recent few are kept */
const cache = new Bounded<string, LakeMap>(128);

/** The lake for a tile order (slot 0..5, left to right then top to bottom) and a side; derived, so cached. */
export function lakeMap(side: LakeSide, order: readonly string[]): LakeMap {
  const key = `${side}:${order.join(',')}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const land = new Uint8Array(LAKE_COLS * LAKE_ROWS);
  const spots: Spot[] = [];
  // plain indexed loops: a campaign builds a lake once a race, too seldom for V8 to optimise this, so the fewer
  // steps (no callback, no destructured pairs) the better
  for (let slot = 0; slot < order.length; slot++) {
    const tile = tileSide(order[slot], side);
    const col0 = (slot % SLOT_COLS) * TILE_COLS;
    const row0 = Math.floor(slot / SLOT_COLS) * TILE_ROWS;
    const at = row0 * LAKE_COLS + col0;
    const cells = tile.landCells;
    for (let i = 0; i < cells.length; i++) land[at + cells[i]] = 1;
    for (let i = 0; i < tile.spots.length; i++) {
      const sp = tile.spots[i];
      spots.push({ letter: sp.letter, hex: fromOffset(col0 + sp.c, row0 + sp.r), onLand: sp.onLand, gate: sp.gate, tile: tile.id });
    }
  }
  const map: LakeMap = { side, order: [...order], land, spots };
  cache.set(key, map);
  return map;
}

/** One side of one tile read from its rows: island spaces and spots, each in reading order (row by row). */
interface TileSide {
  id: string;
  land: [number, number][];
  /** the island spaces as offsets within the lake from the tile's top left space (r * LAKE_COLS + c) */
  landCells: Int16Array;
  spots: { letter: CourseLetter; c: number; r: number; onLand: boolean; gate: 0 | 3 }[];
}

/** 12 at most (6 tiles, 2 sides), read once: a lake is six of them placed in slots. */
const tileSides = new Map<string, TileSide>();

function tileSide(id: string, side: LakeSide): TileSide {
  const key = `${id}:${side}`;
  const hit = tileSides.get(key);
  if (hit) return hit;
  const tile = LAKE_TILES.find((t) => t.id === id);
  if (!tile) throw new Error(`lake tile ${id} is not in data/carnival/lake-race/tiles.json`);
  const out: TileSide = { id: tile.id, land: [], landCells: new Int16Array(0), spots: [] };
  tile[side].forEach((line, r) => {
    [...line].forEach((ch, c) => {
      const lower = ch === '#' || /[abc]/.test(ch);
      if (lower) out.land.push([c, r]);
      if (/[ABCabc]/.test(ch)) {
        const letter = ch.toUpperCase() as CourseLetter;
        out.spots.push({ letter, c, r, onLand: lower, gate: gateOf(tile, letter) });
      }
    });
  });
  out.landCells = Int16Array.from(out.land, ([c, r]) => r * LAKE_COLS + c);
  tileSides.set(key, out);
  return out;
}

function gateOf(tile: TileData, letter: CourseLetter): 0 | 3 {
  const g = tile.gates[letter];
  if (!g) throw new Error(`tile ${tile.id} has a ${letter} spot but no gate side for it`);
  return g === 'E' ? 0 : 3;
}

export function allCells(): Hex[] {
  const out: Hex[] = [];
  for (let i = 0; i < LAKE_COLS * LAKE_ROWS; i++) out.push(cellHex(i));
  return out;
}

// Lake Race content, checked by its schema when first read.
import tilesJson from './tiles.json';
import stallJson from './stall.json';
import { LakeStallSchema, TilesSchema, type LakeStallData, type TileData } from './schema';

export const LAKE_TILES: readonly TileData[] = TilesSchema.parse(tilesJson).tiles;
export const LAKE_STALL: LakeStallData = LakeStallSchema.parse(stallJson);
export { TILE_COLS, TILE_ROWS } from './schema';
export type { TileData, LakeStallData } from './schema';

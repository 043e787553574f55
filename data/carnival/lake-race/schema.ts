// The shape of Lake Race's content (seed 003): the six lake tiles and the stall's price and prizes.
// The engine reads these numbers and maps; none are copied into code.
import { z } from 'zod';

export const TILE_COLS = 7;
export const TILE_ROWS = 8;

const Row = z.string().regex(new RegExp(`^[.#ABCabc]{${TILE_COLS}}$`), 'a tile row is 7 of . # A B C a b c');
const Side = z.array(Row).length(TILE_ROWS);

export const TileSchema = z
  .object({
    id: z.string().regex(/^[a-z-]+$/),
    name: z.string().min(1).max(40),
    /** where the start/finish tile lies from each spot when it holds buoy 0 */
    gates: z.partialRecord(z.enum(['A', 'B', 'C']), z.enum(['E', 'W'])),
    dark: Side,
    light: Side,
  })
  .strict();

export const TilesSchema = z.object({ note: z.string(), tiles: z.array(TileSchema).length(6) }).strict();

const Gems = z.number().int().min(0).max(60);
export const LakeStallSchema = z
  .object({
    id: z.literal('lake-race'),
    name: z.string().min(1).max(40),
    cost: Gems,
    summary: z.string().min(1).max(600),
    crews: z.object({ min: z.number().int().min(1).max(5), max: z.number().int().min(1).max(5) }).strict(),
    /** prize by finishing place (first first), keyed by the number of boats in the race */
    prizesByBoats: z.record(z.string().regex(/^[2-6]$/), z.array(Gems).min(2).max(6)),
    rules: z.array(z.object({ heading: z.string().min(1), text: z.array(z.string().min(1)).min(1) }).strict()).min(1),
  })
  .strict();

export type TileData = z.infer<typeof TileSchema>;
export type LakeStallData = z.infer<typeof LakeStallSchema>;

// The window's size and place, remembered between launches in a small JSON file in the user-data folder.
// Whatever is read back is checked: a broken file or a screen that is gone gives the default size.
import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import type { Bounds } from './security';

export const DEFAULT_BOUNDS: Bounds = { width: 1280, height: 800 };
export const MIN_SIZE = { width: 1024, height: 700 };

const BoundsSchema = z.object({
  width: z.number().int().min(MIN_SIZE.width).max(16384),
  height: z.number().int().min(MIN_SIZE.height).max(16384),
  x: z.number().int().optional(),
  y: z.number().int().optional(),
});

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function loadBounds(file: string): Bounds {
  try {
    const parsed = BoundsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : DEFAULT_BOUNDS;
  } catch {
    return DEFAULT_BOUNDS;
  }
}

export function saveBounds(file: string, bounds: Bounds): void {
  try {
    writeFileSync(file, JSON.stringify(bounds));
  } catch {
    // a window size is not worth an error message; the next launch uses the default
  }
}

/** Keeps the remembered place only if the window's title bar lands on a screen that is still there. */
export function onScreen(bounds: Bounds, workAreas: readonly Area[]): Bounds {
  if (bounds.x === undefined || bounds.y === undefined) return { width: bounds.width, height: bounds.height };
  const { x, y } = bounds;
  const visible = workAreas.some((a) => x + 100 > a.x && x + 100 < a.x + a.width && y >= a.y && y + 30 < a.y + a.height);
  return visible ? bounds : { width: bounds.width, height: bounds.height };
}

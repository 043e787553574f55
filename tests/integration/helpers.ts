// Shared by the integration tests: temporary save folders and a summary to write.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { GameSetup } from '../../contract';
import type { Summary } from '../../electron/service/store';

const made: string[] = [];

/** A fresh folder under the system temp dir, removed after the test. */
export function tempDir(prefix = 'crows-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export const SETUP: GameSetup = {
  seed: 'integration',
  character: 'peth',
  startingSkill: 0,
  plusOneStat: 'strength',
  harder: { storyEndRed: false, crowsNestRed: false, extraFlips: 0, hazardsPlusOne: false },
};

export function summary(over: Partial<Summary> = {}): Summary {
  return { character: 'peth', day: 1, phase: 'day', gems: 2, level: 1, status: 'playing', ...over };
}

// The crash test's short version (scripts/crash-test.ts; `npm run crash-test -- --kills 1000` is the full run): the
// browser edition in a process of its own, SIGKILLed at random moments while a client plays over HTTP (start-up, the
// launch backup, acts, undos, creates). Every acknowledged action is in the save file afterwards, every campaign opens
// at each start, integrity_check passes and no debris is left.
import { describe, expect, it } from 'vitest';
import { runCrashTest } from '../../scripts/crash-test';

const KILLS = 16;

describe('saves: crash safety over HTTP', () => {
  it(`keeps every acknowledged action through ${KILLS} SIGKILLs at random moments`, async () => {
    const report = await runCrashTest({ kills: KILLS, lanes: 2, seed: Date.now() % 100_000 });
    console.log(
      `crash test: ${report.kills} kills (${Object.entries(report.moments).map(([k, n]) => `${n} ${k}`).join(', ')}), ${report.acknowledged} acknowledged, ${(report.ms / 1000).toFixed(0)} s`,
    );
    expect(report.kills).toBe(KILLS);
    expect(report.lost).toBe(0);
    expect(report.losses).toEqual([]);
    expect(report.failedOpens).toBe(0);
    expect(report.refusals).toEqual([]);
    expect(report.recoveries).toBe(0);
    expect(report.integrity).toEqual(['ok', 'ok']);
    expect(report.debris).toEqual([]);
    expect(report.badBackups).toEqual([]); // every file named as a backup is whole: a kill mid-backup rotated none out
    expect(report.backups).toBeGreaterThan(0);
    expect(report.acknowledged).toBeGreaterThan(KILLS); // the server did real work between kills
  }, 240_000);
});

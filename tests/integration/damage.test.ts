// The damage test's short version (scripts/damage-test.ts; `npm run damage-test -- --trials 200` is the full run):
// random overwrites of 16 B to 4 KB of a stopped game's save file (its header, its action rows' pages, anywhere), each
// followed by a start of the browser edition. No answer is a 500, every campaign opens whole or was salvaged with its
// sentence, nothing is deleted, and salvage keeps at least what restoring the newest backup alone would.
import { describe, expect, it } from 'vitest';
import { runDamageTest } from '../../scripts/damage-test';

const TRIALS = 10;

describe('saves: damage anywhere in the file (issue 28)', () => {
  it(`answers no 500 and loses no more than the damaged part, over ${TRIALS} random overwrites`, async () => {
    const r = await runDamageTest({ trials: TRIALS, seed: 1 + (Date.now() % 100_000) });
    console.log(`damage test: ${r.trials} overwrites, ${r.fileRecoveries} file recoveries, ${r.rowSalvages} row salvages; ${r.salvagedActions} actions salvaged against ${r.backupRestoreActions} from the backup alone`);
    expect(r.trials).toBe(TRIALS);
    expect(r.startsRefused).toEqual([]);
    expect(r.answers500).toBe(0);
    expect(r.unexplained).toEqual([]);
    expect(r.deleted).toBe(0);
    expect(r.campaignsOpenedWhole + r.campaignsSalvaged + r.campaignsUnreadable).toBe(TRIALS * 4);
    expect(r.salvagedActions).toBeGreaterThanOrEqual(r.backupRestoreActions);
  }, 240_000);
});

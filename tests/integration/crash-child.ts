// Run by crash.test.ts as a separate process: appends actions as fast as it can and acknowledges each one on
// stdout only after store.append returned (the commit is on disk). The parent kills it with SIGKILL at random.
import { writeSync } from 'node:fs';
import { openDatabase } from '../../electron/service/database';
import { CampaignStore } from '../../electron/service/store';

const dir = process.argv[2];
const { db } = await openDatabase(dir, { backupsKept: 2 });
const store = new CampaignStore(db);
const setup = { seed: 'crash', character: 'peth', startingSkill: 0, plusOneStat: 'strength', harder: { storyEndRed: false, crowsNestRed: false, extraFlips: 0, hazardsPlusOne: false } } as const;
const summary = { character: 'peth', day: 1, phase: 'day', gems: 2, level: 1, status: 'playing' } as const;
if (!store.get('crash')) store.create({ id: 'crash', name: 'Crash', setup, startHash: 'h0', summary, at: new Date().toISOString() });
writeSync(1, 'ready\n');
for (;;) {
  const seq = store.actionCount('crash') + 1;
  // payloads of varying size so commits span one or several pages
  const note = 'x'.repeat((seq * 7919) % 1500);
  const appended = store.append('crash', {
    action: { type: 'crashTest', seq, note },
    events: [{ type: 'noted', text: `Action ${seq}.` }],
    hash: `h${seq}`,
    summary: { ...summary, gems: seq % 61 },
    at: new Date().toISOString(),
    snapshot: seq % 10 === 0 ? { seq, note } : undefined,
  });
  writeSync(1, `ack ${appended}\n`);
}

// Issue 29's seed search: finds the bot campaigns with known histories that the achievement tests
// (electron/service/progress/scripted.test.ts) and the statistics tests (tests/integration/progress.test.ts) replay.
// A rules change alters every bot campaign, so those tests' seeds go stale; rerun this and copy what it prints:
//   npx tsx scripts/find-achievement-seeds.ts [--seeds 40]
// It searches seeds ach-0..N-1 (seed i plays character i % 4 with starting skill i % 2) over the five set-ups, the
// Lake Race bot over lake-0..N-1, and lists the strong bot's plain campaigns p29-0..N-1 with their figures.
import { ACHIEVEMENTS } from '../data/progress/achievements';
import { evaluate, type FactsOf } from '../electron/service/progress/achievements';
import type { CampaignFacts } from '../electron/service/progress/facts';
import { CHARACTERS, factsAlong, laker, run, SETUPS, type Script } from '../electron/service/progress/scripted-campaigns';

const arg = process.argv.indexOf('--seeds');
const N = arg > 0 ? Number(process.argv[arg + 1]) : 40;
if (!Number.isInteger(N) || N < 1) throw new Error('--seeds wants a whole number of seeds to search, 1 or more.');

const one = (facts: CampaignFacts): FactsOf => ({ id: 'c', name: 'c', createdAt: '2026-12-01', lastPlayedAt: '2026-12-01', facts });
const earnedBy = (facts: CampaignFacts) =>
  new Set(evaluate([one(facts)], []).filter((e) => e.campaignId !== null).map((e) => e.achievement.id));

/** What the test asks of a script: earned by some action (not at the set-up), not one action before it, kept to the end. */
function proves(id: string, along: CampaignFacts[]): boolean {
  const k = along.findIndex((f) => earnedBy(f).has(id));
  return k > 0 && !earnedBy(along[k - 1]).has(id) && earnedBy(along[along.length - 1]).has(id);
}

const perCampaign = ACHIEVEMENTS.filter((a) => a.when.kind !== 'wins' && a.when.kind !== 'dailyStreak').map((a) => a.id);
const found = new Map<string, Script>();
const show = (s: Script) =>
  `{ seed: '${s.seed}', character: '${s.character}', skill: ${s.skill}${s.harder ? `, harder: ${JSON.stringify(s.harder).replace(/"/g, '')}` : ''}${s.bot ? `, bot: ${s.bot.name}` : ''} }`;

for (let i = 0; i < N && found.size < perCampaign.length - 1; i++) {
  for (const { harder } of SETUPS) {
    const script: Script = { seed: `ach-${i}`, character: CHARACTERS[i % 4], skill: (i % 2) as 0 | 1, ...(harder ? { harder } : {}) };
    const { setup, actions } = run(script);
    const along = factsAlong(setup, actions);
    for (const id of perCampaign) if (!found.has(id) && id !== 'lake-first' && proves(id, along)) found.set(id, script);
  }
}

let lakeSecond: Script | null = null;
for (let i = 0; i < N && (!found.has('lake-first') || !lakeSecond); i++) {
  const script: Script = { seed: `lake-${i}`, character: CHARACTERS[i % 4], skill: 0, bot: laker };
  const { setup, actions } = run(script);
  const along = factsAlong(setup, actions);
  if (!found.has('lake-first') && proves('lake-first', along)) found.set('lake-first', script);
  const end = along[along.length - 1];
  if (!lakeSecond && end.lakePlace?.place === 2 && !earnedBy(end).has('lake-first')) lakeSecond = script;
}

console.log('// SCRIPTS for scripted.test.ts');
for (const id of perCampaign) console.log(found.has(id) ? `  '${id}': ${show(found.get(id)!)},` : `  // '${id}': NOT FOUND in ${N} seeds`);
console.log(`// lake-first near miss (second across the line): ${lakeSecond ? show(lakeSecond) : 'NOT FOUND'}`);

console.log('\n// the strong bot on plain set-ups p29-i (character i % 4, skill 0): the statistics tests pick from these');
for (let i = 0; i < N; i++) {
  const script: Script = { seed: `p29-${i}`, character: CHARACTERS[i % 4], skill: 0 };
  const { setup, actions } = run(script);
  const end = factsAlong(setup, actions).pop()!;
  const paid = end.paid ? `paid day ${end.paid.day} ${end.paid.hoursLeft}h to spare${end.paid.red ? ' (red)' : ''}` : 'never paid';
  console.log(
    `p29-${i} ${script.character.padEnd(6)} ${end.status.padEnd(4)} actions ${String(actions.length).padStart(3)} last ${actions[actions.length - 1].type.padEnd(10)}` +
      ` most gems ${String(end.mostGems).padStart(2)}, ${paid}, relay ${end.relayWatches ?? '-'}, level ${end.level}, quests ${end.questsDone.join(' ') || '-'}` +
      `; earns ${[...earnedBy(end)].join(' ') || '-'}`,
  );
}

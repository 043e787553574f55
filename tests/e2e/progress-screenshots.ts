// Issue 29's screens for docs/screenshots/: today's campaign with a calendar of past dailies, the records on the
// Statistics screen, the achievements and a finished run's score. The save folder is filled first by the game service
// itself, its clock set to each past day (the browser edition only starts today's campaign), with strong-bot play.
// Run alone with `npx tsx tests/e2e/progress-screenshots.ts`; `npm run screenshots` runs it after the others.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { addDays, dailySetup, type GameSetup } from '../../engine';
import { playCampaign } from '../../engine/bots/index';
import { strongBot } from '../../engine/bots/index';
import { botRng } from '../../engine/bots/index';
import { GAME_VERSION, GameService } from '../../electron/service/game-service';
import { launch, ROOT, setup, type Harness } from './harness';

const OUT = join(ROOT, 'docs/screenshots');

async function shot(h: Harness, name: string, fullPage = false): Promise<void> {
  await h.page.waitForLoadState('networkidle');
  await h.page.evaluate(() => document.fonts.ready);
  await h.page.screenshot({ path: join(OUT, `${name}.png`), fullPage });
  console.log(`docs/screenshots/${name}.png`);
}

const localToday = () => {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};

/** A save folder with past dailies (one day missed) and a few campaigns of known histories. */
async function fill(dataDir: string, today: string): Promise<string> {
  let now = new Date(`${addDays(today, -9)}T10:00:00`);
  const svc = await GameService.open({ dataDir, now: () => now });
  let lastDaily = '';
  for (const back of [8, 7, 5, 3, 2, 1]) {
    const date = addDays(today, -back);
    now = new Date(`${date}T10:00:00`);
    const started = await svc.startDaily({ date });
    for (const action of playCampaign(dailySetup(date, GAME_VERSION), strongBot, botRng(`shots:${date}`)).actions) await svc.act({ id: started.summary.id, action: action as never });
    lastDaily = started.summary.id;
  }
  now = new Date(`${today}T08:00:00`);
  const known: [GameSetup, string, string][] = [
    // a win and a loss as scripts/find-achievement-seeds.ts lists them
    [setup({ seed: 'p29-9', character: 'wren' }), 'p29:9', 'Wren clears the debt'],
    [setup({ seed: 'p29-0', character: 'peth' }), 'p29:0', 'Peth falls short'],
  ];
  for (const [s, rng, name] of known) {
    const c = await svc.create({ name, setup: s });
    for (const action of playCampaign(s, strongBot, botRng(rng)).actions) await svc.act({ id: c.summary.id, action: action as never });
  }
  svc.close();
  return lastDaily;
}

export async function progressShots(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'crows-shots-'));
  try {
    const today = localToday();
    const lastDaily = await fill(dataDir, today);
    for (const [w, hgt, suffix] of [[1600, 900, ''], [1024, 768, '-1024']] as const) {
      const h = await launch({ viewport: { width: w, height: hgt }, dataDir });
      try {
        await h.goto('#/daily');
        await h.page.getByTestId('daily-calendar').waitFor();
        await h.page.locator('.character').first().waitFor();
        await shot(h, `daily${suffix}`, true);
        await h.goto('#/statistics');
        await h.page.getByTestId('records').waitFor();
        await shot(h, `records${suffix}`, true);
        await h.goto('#/achievements');
        await h.page.getByTestId('achievements-tally').waitFor();
        await shot(h, `achievements${suffix}`, true);
        await h.goto(`#/table/${lastDaily}`);
        await h.page.getByTestId('end-score').waitFor();
        await h.page.waitForTimeout(300);
        await shot(h, `end-score${suffix}`);
      } finally {
        await h.close();
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  progressShots().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

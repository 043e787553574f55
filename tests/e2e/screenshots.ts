// `npm run screenshots`: the title, set-up, the table by day and by night, a fight, a mine and the end screen,
// drawn by headless Chromium against the browser edition and saved to docs/screenshots/*.png for the README.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launch, ROOT, setup, type Harness } from './harness';
import { walkUntil, type Walk } from './walk';
import type { CampaignResult } from '../../electron/service/api';

const OUT = join(ROOT, 'docs/screenshots');

async function shot(h: Harness, name: string): Promise<void> {
  await h.page.waitForLoadState('networkidle');
  await h.page.evaluate(() => document.fonts.ready);
  await h.page.screenshot({ path: join(OUT, `${name}.png`) });
  console.log(`docs/screenshots/${name}.png`);
}

/** Tries seeds until a walk reaches its goal; returns the campaign id. */
async function reach(h: Harness, label: string, walk: Walk, seeds = 30): Promise<string> {
  for (let s = 1; s <= seeds; s++) {
    const created = await h.api('create', { name: `Screenshot: ${label}`, setup: setup({ seed: `shot-${label}-${s}`, character: ['peth', 'wren', 'maudie', 'tobias'][s % 4] }) });
    const done = await walkUntil(h, created.summary.id, { ...walk, seed: s });
    if (done) return created.summary.id;
    await h.api('remove', { id: created.summary.id });
  }
  throw new Error(`no seed reached ${label}`);
}

const inMine = (r: CampaignResult) => r.view.quest !== null;
const fighting = (r: CampaignResult) => inMine(r) && r.actions.some((a) => a.legal && /fight|flee/i.test(a.action.type));
// steer towards the Miners' Guild and into quests; never pay the Crows early
const towardsMine: Walk['prefer'] = (a) => (/quest|miner|move|tunnel|chamber/i.test(`${a.action.type} ${a.group}`) ? 8 : 1);

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const h = await launch({ viewport: { width: 1600, height: 900 } });
  try {
    // a saved campaign first, so the title shows "Continue"
    const first = await h.api('create', { name: "Peth's first summer", setup: setup({ seed: 'shot-title' }) });
    await walkUntil(h, first.summary.id, { goal: (r) => r.view.timer >= 2, seed: 3 });
    await h.goto('#/title');
    await h.page.getByRole('button', { name: /Continue/ }).waitFor();
    await shot(h, 'title');

    await h.goto('#/new');
    await h.page.getByRole('radio', { name: 'Peth' }).waitFor();
    await shot(h, 'setup');

    await h.goto(`#/table/${first.summary.id}`);
    await h.page.locator('[data-location]').first().waitFor();
    await shot(h, 'table-day');

    const night = await reach(h, 'night', { goal: (r) => r.view.phase === 'night', prefer: (a) => (a.time > 0 ? 4 : 1) });
    await h.goto(`#/table/${night}`);
    await h.page.locator('[data-location]').first().waitFor();
    await shot(h, 'table-night');

    const mine = await reach(h, 'mine', { goal: (r) => inMine(r) && r.view.quest!.visited.length >= 3, prefer: towardsMine });
    await h.goto(`#/table/${mine}`);
    await h.page.waitForTimeout(300);
    await shot(h, 'mine');

    const fight = await reach(h, 'fight', { goal: fighting, prefer: towardsMine });
    await h.goto(`#/table/${fight}`);
    await h.page.waitForTimeout(300);
    await shot(h, 'fight');

    const end = await reach(h, 'end', { goal: (r) => r.view.status !== 'playing', maxSteps: 1500 });
    await h.goto(`#/table/${end}`);
    await h.page.waitForTimeout(300);
    await shot(h, 'end');

    await h.goto('#/guide/coppersand');
    await h.page.getByRole('region', { name: 'Coppersand, blue side' }).waitFor();
    await shot(h, 'guide');
  } finally {
    await h.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

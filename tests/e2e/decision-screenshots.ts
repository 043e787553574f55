// Issue 24's screenshots, at 1024x768 and 1600x900: a fight prompt with the hazard's stakes, a discard prompt with card
// faces, the mine with its timer and named chambers, a sale's choice of cards, the advisor's reasons. `npx tsx tests/e2e/decision-screenshots.ts`
// after `npm run build:renderer`; writes docs/screenshots/<name>-<width>.png.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launch, ROOT, type CampaignResult, type Harness } from './harness';
import { tableAt } from './decision-helpers';
import type { Walk } from './walk';

const OUT = process.env.SHOTS_DIR ?? join(ROOT, 'docs/screenshots');
const only = process.argv.slice(2);

async function shot(h: Harness, name: string, width: number): Promise<void> {
  await h.page.waitForLoadState('networkidle');
  await h.page.evaluate(() => document.fonts.ready);
  await h.page.waitForTimeout(200);
  await h.page.screenshot({ path: join(OUT, `${name}-${width}.png`) });
  console.log(join(OUT, `${name}-${width}.png`));
}

const inMine = (r: CampaignResult) => r.view.quest !== null;
const questStep = (a: { action: { type: string; action?: unknown } }) => (a.action.type === 'quest' ? ((a.action.action as { type?: string } | undefined)?.type ?? '') : '');
const towardsMine: Walk['prefer'] = (a) => (a.action.type === 'quest' ? 20 : a.time > 0 ? 1 : 2);

const SCENES: Record<string, { walk: Walk; then?: (h: Harness) => Promise<void> }> = {
  'mine-timer': { walk: { goal: (r) => inMine(r) && r.view.quest!.visited.length >= 2 && r.actions.some((a) => a.legal && questStep(a) === 'move'), prefer: towardsMine },
    then: async (h) => { const b = h.page.locator('li[data-to] button').first(); if (await b.count()) await b.hover(); } },
  'fight-stakes': { walk: { goal: (r) => inMine(r) && r.actions.some((a) => a.legal && questStep(a) === 'fight'), prefer: towardsMine } },
  'discard-faces': { walk: { goal: (r) => r.view.pending?.kind === 'discardExcess' || r.view.pending?.kind === 'discardSupply',
    prefer: (a) => (a.action.type === 'quest' ? 0 : ['goFishing', 'dig', 'goForaging', 'drawAgain'].includes(a.action.type) ? 30 : /^sell|^craft/.test(a.action.type) ? 0 : 1) } },
  'sale-choice': { walk: { goal: (r) => !r.view.pending && r.actions.filter((a) => a.legal && a.action.type === 'craftGems').length >= 3,
    prefer: (a) => (a.action.type === 'quest' ? 0 : a.action.type === 'dig' || a.action.type === 'drawAgain' ? 30 : /^sell|^craft/.test(a.action.type) ? 0 : 1) },
    then: async (h) => { await h.page.locator('[data-location="scrapyard"] .change').first().click(); await h.page.getByRole('dialog').waitFor(); } },
};

/** The advisor's ranking with its reasons (issue 24, item 9), on a new campaign's first turn. */
async function advisorShot(h: Harness, width: number): Promise<void> {
  await h.goto('#/settings');
  const on = h.page.getByRole('switch', { name: /Advisor/ });
  if (!(await on.isChecked())) await on.check();
  await tableAt(h, 'shot-advisor', { goal: () => true });
  await h.page.getByRole('button', { name: 'What are my chances?' }).click();
  const panel = h.page.getByRole('complementary', { name: 'Advisor' });
  await panel.getByRole('button', { name: 'Ask the advisor' }).click();
  await panel.getByRole('list', { name: 'Actions ranked by the chance of winning' }).waitFor({ timeout: 120_000 });
  await shot(h, 'advisor-reasons', width);
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  for (const [width, height] of [[1600, 900], [1024, 768]]) {
    const h = await launch({ viewport: { width, height } });
    try {
      if (!only.length || only.includes('advisor-reasons')) await advisorShot(h, width);
      for (const [name, scene] of Object.entries(SCENES)) {
        if (only.length && !only.includes(name)) continue;
        await tableAt(h, `shot-${name}`, scene.walk);
        await scene.then?.(h);
        await shot(h, name, width);
      }
    } finally {
      await h.close();
    }
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

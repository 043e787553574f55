// `npm run screenshots`: the title, set-up, the table by day and by night, a prompt in town, a fight, a mine, the end screen,
// the guide and the rules reference, drawn by headless Chromium against the browser edition and saved to
// docs/screenshots/*.png for the README. `npm run screenshots -- --only reference [--size 1024x768] [--out dir]` draws
// just the guide and the rules (no campaigns to walk), at another size or into another folder to look at;
// `--only lesson` just the five lesson steps (issue 26).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launch, ROOT, setup, type Harness } from './harness';
import { walkUntil, type Walk } from './walk';
import { replayShots } from './replay-shots';
import type { CampaignResult } from '../../electron/service/api';
import { progressShots } from './progress-screenshots';
import { LESSON_STEPS, onPath } from '../../electron/service/lesson';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const OUT = arg('--out') ?? join(ROOT, 'docs/screenshots');
const [WIDTH, HEIGHT] = (arg('--size') ?? '1600x900').split('x').map(Number);
const ONLY_REFERENCE = arg('--only') === 'reference';
const ONLY_LESSON = arg('--only') === 'lesson';

async function shot(h: Harness, name: string, fullPage = false): Promise<void> {
  await h.page.waitForLoadState('networkidle');
  await h.page.evaluate(() => document.fonts.ready);
  await h.page.screenshot({ path: join(OUT, `${name}.png`), fullPage });
  console.log(join(OUT, `${name}.png`));
}

/** Tries seeds until a walk reaches its goal; returns the campaign id. */
async function reach(h: Harness, label: string, walk: Walk, name = `Screenshot: ${label}`, seeds = 30): Promise<string> {
  for (let s = 1; s <= seeds; s++) {
    const character = name.startsWith('Peth') ? 'peth' : ['peth', 'wren', 'maudie', 'tobias'][s % 4];
    const created = await h.api('create', { name, setup: setup({ seed: `shot-${label}-${s}`, character }) });
    const done = await walkUntil(h, created.summary.id, { ...walk, seed: s });
    if (done) return created.summary.id;
    await h.api('remove', { id: created.summary.id });
  }
  throw new Error(`no seed reached ${label}`);
}

const inMine = (r: CampaignResult) => r.view.quest !== null;
const questStep = (a: { action: { type: string; action?: unknown } }) =>
  a.action.type === 'quest' ? ((a.action.action as { type?: string } | undefined)?.type ?? '') : '';
/** a hazard met in a mine, waiting for fight or flee (rulebook 7b) */
const fighting = (r: CampaignResult) => inMine(r) && r.actions.some((a) => a.legal && questStep(a) === 'fight');
// steer towards the Miners' Guild and into a quest (every mine step is a 'quest' action)
const towardsMine: Walk['prefer'] = (a) => (a.action.type === 'quest' ? 20 : a.time > 0 ? 1 : 2);

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const h = await launch({ viewport: { width: WIDTH, height: HEIGHT } });
  try {
    if (ONLY_REFERENCE) return await reference(h);
    if (ONLY_LESSON) return await lesson(h);
    // a saved campaign first, so the title shows "Continue"
    const first = await reach(h, 'day', { goal: (r) => r.view.timer >= 2 && !r.view.pending && r.view.supply.cards.length >= 2, prefer: (a) => (a.action.type === 'quest' ? 0 : 1) }, "Peth's first summer");
    await h.goto('#/title');
    await h.page.getByRole('button', { name: /Continue/ }).waitFor();
    await shot(h, 'title');

    await h.goto('#/new');
    await h.page.getByRole('radio', { name: 'Peth' }).waitFor();
    // the whole set-up, harder options included
    await shot(h, 'setup', true);

    await h.goto(`#/table/${first}`);
    await h.page.locator('[data-location]').first().waitFor();
    await shot(h, 'table-day');

    const night = await reach(h, 'night', { goal: (r) => r.view.phase === 'night' && !r.view.pending && r.view.timer >= 1, prefer: (a) => (a.action.type === 'quest' ? 0 : a.time > 0 ? 4 : 1) });
    await h.goto(`#/table/${night}`);
    await h.page.locator('[data-location]').first().waitFor();
    await shot(h, 'table-night');

    // a question in town: the prompt over the board, the rest of the table dimmed (inert) behind it
    const asked = await reach(h, 'prompt', {
      goal: (r) => r.view.pending !== null && r.view.pending.kind !== 'seerOrder' && r.view.stall === null && r.view.quest === null && r.view.ledger.length >= 8,
      prefer: (a) => (a.action.type === 'quest' ? 0 : a.action.type === 'goFishing' ? 30 : 1),
    });
    await h.goto(`#/table/${asked}`);
    await h.page.locator('[data-testid="prompt"]').waitFor();
    await h.page.waitForTimeout(300);
    await shot(h, 'table-prompt');

    const mine = await reach(h, 'mine', { goal: (r) => inMine(r) && r.view.quest!.visited.length >= 3, prefer: towardsMine });
    await h.goto(`#/table/${mine}`);
    await h.page.waitForTimeout(300);
    await shot(h, 'mine');

    const fight = await reach(h, 'fight', { goal: fighting, prefer: towardsMine });
    await h.goto(`#/table/${fight}`);
    await h.page.waitForTimeout(300);
    await shot(h, 'fight');

    // a run that lasted: the chart of Gems, Lives and Pep needs days to draw
    const end = await reach(h, 'end', { goal: (r) => r.view.status !== 'playing' && r.view.day >= 2, prefer: (a) => (a.action.type === 'quest' ? 0.3 : 1), maxSteps: 1500 });
    await h.goto(`#/table/${end}`);
    await h.page.waitForTimeout(300);
    await shot(h, 'end');

    await reference(h);

    await replayShots(h, shot);
    await lesson(h);
  } finally {
    await h.close();
  }
  // issue 29's screens need a save folder of their own, with past dailies in it
  await progressShots();
}

/** The guide at Coppersand, and the rules reference: from its start, and searched for a tool. */
async function reference(h: Harness): Promise<void> {
  await h.goto('#/guide/coppersand');
  await h.page.getByRole('region', { name: 'Coppersand, blue side' }).waitFor();
  await h.page.getByRole('region', { name: 'How it plays' }).getByRole('heading', { name: 'Go fishing' }).waitFor();
  await shot(h, 'guide');

  await h.goto('#/rules');
  await h.page.locator('#rule-app').waitFor();
  await h.page.waitForTimeout(300);
  await shot(h, 'rules');

  await h.goto('#/rules');
  await h.page.locator('article.section').first().waitFor();
  await h.page.getByRole('searchbox', { name: 'Search the rules' }).fill('torch');
  await h.page.locator('#rule-items mark').first().waitFor();
  await h.page.locator('#rule-items').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await h.page.waitForTimeout(300);
  await shot(h, 'rules-search');
}

/** Five steps of Learn to play (issue 26): the first move, a penalty's prompt, a call at the stall, the daybreak flip to
 *  read, a re-roll in the mine. */
async function lesson(h: Harness): Promise<void> {
  let cur = await h.api('startLesson');
  const id = cur.summary.id;
  const shotAt = async (stepId: string, name: string) => {
    while (cur.lesson && cur.lesson.step.id !== stepId) {
      const step = LESSON_STEPS[cur.lesson.index];
      cur = step.expect
        ? await h.api('act', { id, action: cur.actions.find((a) => a.legal && onPath(step, a.action))!.action })
        : await h.api('lesson', { id, do: 'next' });
    }
    await h.goto(`#/table/${id}`);
    await h.page.locator('[data-testid="lesson-spotlight"]').waitFor();
    await h.page.waitForTimeout(600); // the focus and the outline settle after the table's own focus moves
    await shot(h, name);
  };
  await shotAt('fish', 'lesson-move');
  await shotAt('discard', 'lesson-penalty');
  await shotAt('call-1', 'lesson-stall');
  await shotAt('flipped', 'lesson-flip');
  await shotAt('reroll', 'lesson-fight');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

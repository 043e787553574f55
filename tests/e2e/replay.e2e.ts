// Issue 25 in Chromium: the replay of a finished campaign stepped by keyboard, a branch played on, the tree in Saves,
// and a campaign shared and imported through the Saves screen.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type Harness } from './harness';
import { finishedCampaign } from './replay-helpers';
import { pressFirstLegal } from './table-helpers';

let h: Harness;
let finished: { id: string; steps: number };
beforeAll(async () => {
  h = await launch();
  finished = await finishedCampaign(h);
});
afterAll(async () => {
  await h?.close();
});

const stepText = () => h.page.getByTestId('replay-step').innerText();

describe('replay, branches and sharing (issue 25)', () => {
  it('opens the replay from the end screen and steps it by keyboard, the step\'s ledger lines marked', async () => {
    await h.goto(`#/table/${finished.id}`);
    await h.page.getByTestId('end-replay').click();
    await expect.poll(stepText).toBe(`Step ${finished.steps} of ${finished.steps}`);
    await h.page.getByTestId('replay-verdict').waitFor();

    await h.page.keyboard.press('Home');
    await expect.poll(stepText).toBe(`Step 0 of ${finished.steps}`);
    for (let i = 0; i < 3; i++) await h.page.keyboard.press('ArrowRight');
    await expect.poll(stepText).toBe(`Step 3 of ${finished.steps}`);
    await h.page.keyboard.press('ArrowLeft');
    await expect.poll(stepText).toBe(`Step 2 of ${finished.steps}`);
    expect(h.page.url()).toMatch(new RegExp(`#/replay/${finished.id}/2$`));

    // the marked lines are the ones step 2 wrote, as the service says
    const at2 = await h.api('replay', { id: finished.id, step: 2 });
    const expected = at2.view.ledger.filter((l) => l.n >= at2.lines.from && l.n <= at2.lines.to).map((l) => l.text);
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => h.page.locator('[data-testid="ledger"] li.step').allInnerTexts()).toEqual(expected);

    // a jump: the first nightfall
    await h.page.getByRole('button', { name: 'Next nightfall' }).click();
    await expect.poll(stepText).toBe(`Step ${at2.marks.nightfalls[0]} of ${finished.steps}`);
    await expect.poll(() => h.page.locator('.replay').getAttribute('class')).toContain('night');

    // playback at the chosen speed, and Space pauses it
    const from = at2.marks.nightfalls[0];
    await h.page.getByLabel('Speed').selectOption('8');
    await h.page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => Number((await stepText()).match(/Step (\d+)/)![1]), { timeout: 20_000 }).toBeGreaterThanOrEqual(from + 4);
    await h.page.locator('[data-testid="replay-step"]').click(); // the focus off the buttons, so Space means play/pause
    await h.page.keyboard.press(' ');
    await h.page.getByRole('button', { name: 'Play' }).waitFor();
    const stopped = await stepText();
    await h.page.waitForTimeout(600);
    expect(await stepText()).toBe(stopped);
  });

  it('plays on from a step with the same luck, plays one action there, and Saves shows the branch under its parent', async () => {
    await h.goto(`#/replay/${finished.id}/20`);
    await expect.poll(stepText).toBe(`Step 20 of ${finished.steps}`);
    await h.page.locator('[data-luck="same"]').click();
    await h.page.waitForURL(/#\/table\/[0-9a-f-]+$/);
    const branchId = h.page.url().split('/').pop()!;
    expect(branchId).not.toBe(finished.id);
    await h.page.locator('button[data-action]').first().waitFor();
    await pressFirstLegal(h);
    const listed = (await h.api('list')).find((c) => c.id === branchId);
    expect(listed).toMatchObject({ practice: true, branch: { parentId: finished.id, step: 20, luck: 'same' } });
    expect((await h.api('replay', { id: branchId })).steps).toBe(21);

    await h.goto('#/saves');
    const parentRow = h.page.locator(`[data-campaign="${finished.id}"]`);
    const branchRow = h.page.locator(`[data-campaign="${branchId}"]`);
    await branchRow.waitFor();
    expect(await parentRow.getAttribute('data-depth')).toBe('0');
    expect(await branchRow.getAttribute('data-depth')).toBe('1');
    const order = await h.page.locator('[data-campaign]').evaluateAll((els) => els.map((e) => e.getAttribute('data-campaign')));
    expect(order.indexOf(branchId)).toBe(order.indexOf(finished.id) + 1);
    expect(await branchRow.getByTestId('branch-of').innerText()).toMatch(/Practice\s+from step 20 of “A summer to look back on”, the same luck/i);
  });

  it('shares a campaign as a file; a tampered file and the same play again are refused in words, and another save folder imports it as practice', async () => {
    await h.goto('#/saves');
    const [download] = await Promise.all([
      h.page.waitForEvent('download'),
      h.page.getByRole('button', { name: 'Share A summer to look back on', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('A-summer-to-look-back-on.crows.json');
    const text = await readFile((await download.path())!, 'utf8');
    const file = JSON.parse(text);
    expect(file.actions).toHaveLength(finished.steps);

    const before = (await h.api('list')).length;
    const tampered = { ...file, actions: file.actions.slice(0, -1) };
    await h.page.getByTestId('import-file').setInputFiles({ name: 'bad.crows.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(tampered)) });
    await h.page.getByRole('alert').filter({ hasText: 'does not replay here' }).waitFor();
    expect((await h.api('list')).length).toBe(before);

    // the same play taken back into the saves that hold it would be a second copy of one campaign: refused in words
    await h.page.getByTestId('import-file').setInputFiles({ name: 'good.crows.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await h.page.getByRole('alert').filter({ hasText: 'is already in your saves' }).waitFor();
    expect((await h.api('list')).length).toBe(before);

    // on another player's computer (a save folder of its own) the shared file comes in, as practice
    const other = await launch();
    try {
      await other.goto('#/saves');
      // QA 2, item 5: a name this build's rule refuses (an override) is cleaned, not a reason to refuse the file
      const renamed = JSON.stringify({ ...file, name: 'Summer\u202E look back' });
      await other.page.getByTestId('import-file').setInputFiles({ name: 'renamed.crows.json', mimeType: 'application/json', buffer: Buffer.from(renamed) });
      const said = other.page.getByRole('status').filter({ hasText: 'was imported' });
      await said.waitFor();
      expect(await said.textContent()).toContain('so the campaign is saved as "Summer look back".');
      await other.api('remove', { id: (await other.api('list'))[0].id });
      await other.page.getByTestId('import-file').setInputFiles({ name: 'good.crows.json', mimeType: 'application/json', buffer: Buffer.from(text) });
      await other.page.getByRole('status').filter({ hasText: 'was imported', hasNotText: 'saved as' }).waitFor();
      const list = await other.api('list');
      expect(list).toHaveLength(1);
      expect(list[0].practice).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('has no serious or critical accessibility violation on the replay and on Saves with branches', async () => {
    for (const hash of [`#/replay/${finished.id}/31`, `#/replay/${finished.id}`, '#/saves']) {
      await h.goto(hash);
      await h.page.locator(hash === '#/saves' ? '[data-depth="1"]' : '[data-testid="replay-step"]').first().waitFor();
      await h.page.waitForLoadState('networkidle');
      const result = await new AxeBuilder({ page: h.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${hash} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    }
  });
});

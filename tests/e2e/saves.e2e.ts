// The saves screen: every campaign listed with its facts; rename; delete only after confirmation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, setup, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await launch();
});
afterAll(async () => {
  await h?.close();
});

describe('save list, rename, delete', () => {
  it('lists every campaign with its character, day, Gems, level, status and last played', async () => {
    const a = await h.api('create', { name: 'First tin', setup: setup({ character: 'maudie', seed: 'saves-a' }) });
    const b = await h.api('create', { name: 'Second tin', setup: setup({ character: 'tobias', seed: 'saves-b' }) });
    await h.goto('#/saves');
    for (const [c, who] of [[a, 'Maudie'], [b, 'Tobias']] as const) {
      const row = h.page.locator(`[data-campaign="${c.summary.id}"]`);
      await row.waitFor();
      const text = await row.innerText();
      expect(text).toContain(c.summary.name);
      expect(text).toContain(who);
      // issue 24, item 12: "Day 1", never "Day 1, day"
      expect(text).toMatch(/Day 1\b/);
      expect(text).not.toMatch(/Day 1, day/);
      expect(text).toContain(`${c.summary.gems} Gems`);
      expect(text).toContain(`Level ${c.summary.level}`);
      expect(text).toMatch(/In progress/);
      expect(text).toMatch(/Last played/);
    }
  });

  it("shows why the lesson's campaign cannot be shared, in place of Share (QA 3, item 6)", async () => {
    const lesson = await h.api('startLesson', {});
    const plain = await h.api('create', { name: 'Shareable tin', setup: setup({ seed: 'saves-share' }) });
    await h.goto('#/saves');
    const row = h.page.locator(`[data-campaign="${lesson.summary.id}"]`);
    await row.waitFor();
    expect(await row.locator('[data-no-share]').innerText()).toBe('The lesson cannot be shared: it is played from Learn to play.');
    expect(await row.locator('[data-share]').count()).toBe(0);
    expect(await h.page.locator(`[data-campaign="${plain.summary.id}"] [data-share]`).count()).toBe(1);
  });

  it('renames a campaign, and the new name survives a reload', async () => {
    const c = await h.api('create', { name: 'Old name', setup: setup({ seed: 'saves-rename' }) });
    await h.goto('#/saves');
    await h.page.getByRole('button', { name: 'Rename Old name' }).click();
    const input = h.page.getByLabel('New name for Old name');
    // an empty name is refused in words, not silently
    await input.fill('   ');
    await input.press('Enter');
    await h.page.getByRole('alert').filter({ hasText: 'A name needs at least one letter.' }).waitFor();
    await input.fill('The long summer');
    await input.press('Enter');
    await h.page.getByRole('heading', { name: 'The long summer' }).waitFor();
    await h.page.reload();
    await h.page.getByRole('heading', { name: 'The long summer' }).waitFor();
    const list = await h.api('list');
    expect(list.find((s) => s.id === c.summary.id)?.name).toBe('The long summer');
  });

  it('deletes a campaign only after confirmation', async () => {
    const c = await h.api('create', { name: 'Doomed', setup: setup({ seed: 'saves-delete' }) });
    await h.goto('#/saves');
    const row = h.page.locator(`[data-campaign="${c.summary.id}"]`);
    await h.page.getByRole('button', { name: 'Delete Doomed' }).click();
    await h.page.getByRole('alertdialog', { name: 'Delete Doomed?' }).waitFor();
    await h.page.getByRole('button', { name: 'Keep it' }).click();
    expect(await row.count()).toBe(1);
    expect((await h.api('list')).some((s) => s.id === c.summary.id)).toBe(true);
    // Escape answers the question as "Keep it", and the focus goes back to the Delete button
    await h.page.getByRole('button', { name: 'Delete Doomed' }).click();
    await h.page.getByRole('alertdialog', { name: 'Delete Doomed?' }).waitFor();
    await h.page.keyboard.press('Escape');
    await h.page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await expect.poll(() => h.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Delete Doomed');

    await h.page.getByRole('button', { name: 'Delete Doomed' }).click();
    await h.page.getByRole('alertdialog', { name: 'Delete Doomed?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await row.waitFor({ state: 'detached' });
    expect((await h.api('list')).some((s) => s.id === c.summary.id)).toBe(false);
  });

  it('resumes a campaign from the list to its table', async () => {
    const c = await h.api('create', { name: 'Resume me', setup: setup({ seed: 'saves-resume' }) });
    await h.goto('#/saves');
    await h.page.getByRole('button', { name: 'Resume Resume me' }).click();
    await h.page.waitForURL(new RegExp(`#/table/${c.summary.id}$`));
    await h.page.locator('[data-location]').first().waitFor();
  });
});

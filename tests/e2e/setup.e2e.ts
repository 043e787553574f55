// Set-up through the UI (rulebook 1, 3 and 9): a new campaign to the table, and every harder option doing what it says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, setup, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await launch();
});
afterAll(async () => {
  await h?.close();
});

async function setUpThroughTheUi(choose: () => Promise<void> = async () => {}): Promise<string> {
  const { page } = h;
  await h.goto('#/title');
  await page.getByRole('button', { name: /New campaign/ }).first().click();
  await page.getByRole('radio', { name: 'Peth' }).waitFor();
  await choose();
  await page.getByRole('button', { name: 'Begin day 1' }).click();
  await page.waitForURL(/#\/table\/[^/]+$/);
  await page.locator('[data-location]').first().waitFor();
  return decodeURIComponent(new URL(page.url()).hash.split('/')[2]);
}

describe('a new campaign through set-up to the table', () => {
  it('3: the chosen character, starting skill and +1 stat reach the table', async () => {
    const id = await setUpThroughTheUi(async () => {
      const { page } = h;
      await page.getByRole('radio', { name: 'Wren' }).check();
      // the card shows the character's starting item and both skills with their exact rule
      const wren = page.locator('label.character-choice', { has: page.getByRole('radio', { name: 'Wren' }) });
      await expect.poll(() => wren.innerText()).toMatch(/Starting item: Gloves/);
      await page.getByLabel(/^Quick Feet/).check();
      await page.getByLabel(/^Agility/).check();
      await expect.poll(() => page.getByText(/You begin with Strength 2, Agility 3/).count()).toBe(1);
      await page.getByLabel('Campaign name').fill('Wren runs');
      await page.getByLabel(/Seed/).fill('e2e-wren');
    });
    const { summary, view } = await h.api('open', { id });
    expect(summary.name).toBe('Wren runs');
    expect(summary.character).toBe('wren');
    expect(view.agility).toBe(3);
    expect(view.strength).toBe(2);
    expect(view.skills.map((s) => s.active)).toEqual([false, true]);
    expect(view.day).toBe(1);
    expect(view.phase).toBe('day');
    expect(await h.page.locator('[data-location]').count()).toBe(8);
  });
});

describe('9: every harder option changes the set-up it names', () => {
  const redNumbered = (view: { locations: { number: number | null; side: string }[] }) =>
    view.locations.filter((l) => l.number !== null && l.side === 'red').length;

  it('the normal game starts with every Location and the Story\'s End blue', async () => {
    const id = await setUpThroughTheUi();
    const { view, summary } = await h.api('open', { id });
    expect(view.locations.every((l) => l.side === 'blue')).toBe(true);
    expect(view.storyEnd.side).toBe('blue');
    expect(summary.harder).toEqual({ storyEndRed: false, crowsNestRed: false, extraFlips: 0, hazardsPlusOne: false });
  });

  it("9: Story's End starts red", async () => {
    const id = await setUpThroughTheUi(() => h.page.getByLabel(/^Story's End starts red/).check());
    const { view } = await h.api('open', { id });
    expect(view.storyEnd.side).toBe('red');
    expect(view.locations.every((l) => l.side === 'blue')).toBe(true);
  });

  it("9: the Crows' Nest starts red, and the table shows it red", async () => {
    const id = await setUpThroughTheUi(() => h.page.getByLabel(/^The Crows' Nest starts red/).check());
    const { view } = await h.api('open', { id });
    expect(view.locations.find((l) => l.id === 'crowsNest')?.side).toBe('red');
    expect(redNumbered(view)).toBe(0);
    await expect.poll(() => h.page.locator('[data-location="crowsNest"]').getAttribute('data-side')).toBe('red');
  });

  for (const flips of [1, 2, 3]) {
    it(`9: ${flips} extra Location flip${flips > 1 ? 's' : ''} at set-up turn exactly that many numbered Locations red`, async () => {
      const id = await setUpThroughTheUi(() => h.page.getByRole('radio', { name: `${flips} extra flip${flips > 1 ? 's' : ''}`, exact: true }).check());
      const { view } = await h.api('open', { id });
      expect(redNumbered(view)).toBe(flips);
      expect(view.locations.find((l) => l.id === 'miners')?.side).toBe('blue');
      expect(await h.page.locator('[data-location][data-side="red"]').count()).toBe(flips);
    });
  }

  it('9: hazards +1 Strength is set, written in the ledger, and marked as a harder set-up in the saves', async () => {
    const id = await setUpThroughTheUi(() => h.page.getByLabel(/^Hazards \+1 Strength/).check());
    const { summary, view } = await h.api('open', { id });
    expect(summary.harder.hazardsPlusOne).toBe(true);
    expect(view.ledger.some((e) => /every hazard adds 1 to its Strength/.test(e.text))).toBe(true);
    // and the normal game says no such thing
    const normal = await h.api('create', { setup: setup({ seed: 'normal-ledger' }) });
    expect(normal.view.ledger.some((e) => /every hazard adds 1/.test(e.text))).toBe(false);
    await h.goto('#/saves');
    await expect.poll(() => h.page.locator(`[data-campaign="${id}"]`).innerText()).toMatch(/harder set-up/);
  });
});

describe('keyboard alone', () => {
  /** presses Tab until the focused control's name matches, as a keyboard player would */
  async function tabTo(name: RegExp): Promise<void> {
    for (let i = 0; i < 80; i++) {
      await h.page.keyboard.press('Tab');
      const focused = await h.page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return `${el?.getAttribute('aria-label') ?? ''} ${el?.innerText ?? ''} ${(el as HTMLInputElement | null)?.labels?.[0]?.innerText ?? ''}`;
      });
      if (name.test(focused)) return;
    }
    throw new Error(`Tab never reached ${name}`);
  }

  it('3: from the title to the table without a pointer', async () => {
    await h.goto('#/title');
    await tabTo(/New campaign/);
    await h.page.keyboard.press('Enter');
    await h.page.getByRole('radio', { name: 'Peth' }).waitFor();
    await tabTo(/^Peth/);
    await h.page.keyboard.press('ArrowRight'); // Wren
    await h.page.keyboard.press('ArrowRight'); // Maudie
    await tabTo(/^Strength/); // the stat group's checked radio takes the focus
    await h.page.keyboard.press('ArrowDown'); // Agility
    await tabTo(/The Crows' Nest starts red/);
    await h.page.keyboard.press('Space');
    await tabTo(/Begin day 1/);
    await h.page.keyboard.press('Enter');
    await h.page.waitForURL(/#\/table\/[^/]+$/);
    const id = decodeURIComponent(new URL(h.page.url()).hash.split('/')[2]);
    const { summary, view } = await h.api('open', { id });
    expect(summary.character).toBe('maudie');
    expect(view.agility).toBe(3);
    expect(summary.harder.crowsNestRed).toBe(true);
  });
});

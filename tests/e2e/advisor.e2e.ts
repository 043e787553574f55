// Issue 7, the advisor in the browser edition: off by default, turned on in the settings, it ranks every legal
// action with its 95% interval from the service's real worker pool, and a long look can be cancelled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type Harness } from './harness';
import { openTable } from './table-helpers';

let h: Harness;
beforeAll(async () => {
  h = await launch();
});
afterAll(async () => {
  await h?.close();
});

const panel = () => h.page.getByRole('complementary', { name: 'Advisor' });
const chancesButton = () => h.page.getByRole('button', { name: 'What are my chances?' });

describe('the advisor ("what are my chances?")', () => {
  it('is off by default: the table offers no hint until the player turns it on', async () => {
    await openTable(h, { seed: 'advisor-off' });
    await expect(chancesButton().count()).resolves.toBe(0);
  });

  it('turned on, it ranks every legal action with its interval, best first', async () => {
    await h.goto('#/settings');
    await h.page.getByRole('switch', { name: /Advisor/ }).check();
    const id = await openTable(h, { seed: 'advisor-on' });
    const { actions } = await h.api('open', { id });
    const legal = actions.filter((a) => a.legal).length;

    await chancesButton().click();
    await panel().getByRole('button', { name: 'Ask the advisor' }).click();
    const ranking = panel().getByRole('list', { name: 'Actions ranked by the chance of winning' });
    // the default look is the adaptive one (issue 27): rollouts raced to the actions that can be best, in the service's
    // workers (a cold pool on a busy CI box is slow)
    await ranking.waitFor({ timeout: 120_000 });
    const rows = await ranking.getByRole('listitem').allInnerTexts();
    expect(rows).toHaveLength(legal);
    const chances = rows.map((r) => {
      const m = /(\d+)%\s*\((\d+)%[–-](\d+)%\)/.exec(r);
      expect(m, `a chance with its interval in "${r}"`).not.toBeNull();
      const [p, low, high] = m!.slice(1).map(Number);
      expect(low).toBeLessThanOrEqual(p);
      expect(p).toBeLessThanOrEqual(high);
      return p;
    });
    // the pick first; the rest by their share (an action the race left behind early keeps the share of its few
    // rollouts, which can top the pick's, as the footnote says)
    const rest = chances.slice(1);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
    await expect(panel().getByText(/^\d+ rollouts in all, \d+ to \d+ an action \(more where the answer was close; .*\), [\d.]+ s\.$/).count()).resolves.toBe(1);
  });

  it('a careful look can be cancelled: the wait ends with no ranking and no error', async () => {
    await panel().getByRole('combobox').selectOption({ label: 'careful (200 plays each)' });
    await panel().getByRole('button', { name: 'Ask again' }).click();
    await panel().getByRole('status').filter({ hasText: 'Rolling the bay forward' }).waitFor();
    await panel().getByRole('button', { name: 'Cancel' }).click();
    await panel().getByRole('status').filter({ hasText: 'Rolling the bay forward' }).waitFor({ state: 'detached' });
    await expect(panel().getByRole('list', { name: 'Actions ranked by the chance of winning' }).count()).resolves.toBe(0);
    await expect(panel().getByRole('alert').count()).resolves.toBe(0);
    // the panel is ready for the next question
    await expect(panel().getByRole('button', { name: 'Ask the advisor' }).isEnabled()).resolves.toBe(true);
  });
});

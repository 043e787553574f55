// Issue 24, item 9: the advisor says why. Beside each action's chance, from the same rollouts: what its lost rollouts
// ended in ("falls short of the Gems: 22%") and when its won ones paid, each share out of the action's rollouts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type Harness } from './harness';
import { openTable } from './table-helpers';

let h: Harness;
beforeAll(async () => {
  h = await launch({ viewport: { width: 1600, height: 900 } });
});
afterAll(async () => {
  await h?.close();
});

describe('issue 24, item 9: the advisor\'s reasons', () => {
  it('each ranked action says what its lost rollouts ended in and when its won ones paid, shares that add up', async () => {
    await h.goto('#/settings');
    await h.page.getByRole('switch', { name: /Advisor/ }).check();
    const id = await openTable(h, { seed: 'advisor-reasons' });
    const panel = h.page.getByRole('complementary', { name: 'Advisor' });
    await h.page.getByRole('button', { name: 'What are my chances?' }).click();
    await panel.getByRole('button', { name: 'Ask the advisor' }).click();
    const ranking = panel.getByRole('list', { name: 'Actions ranked by the chance of winning' });
    await ranking.waitFor({ timeout: 120_000 });
    const rows = await ranking.getByRole('listitem').all();
    const legal = (await h.api('open', { id })).actions.filter((a) => a.legal).length;
    expect(rows).toHaveLength(legal);
    for (const row of rows) {
      const text = await row.innerText();
      const chance = Number(/(\d+)%/.exec(text)![1]);
      const why = await row.getByTestId('advice-reasons').innerText();
      // every share is a known ending with a percentage; lost shares and won shares together make (about) the whole
      const shares = [...why.matchAll(/: (\d+)%/g)].map((m) => Number(m[1]));
      expect(shares.length, why).toBeGreaterThan(0);
      const won = [...why.matchAll(/pays the Crows on day \d: (\d+)%/g)].reduce((n, m) => n + Number(m[1]), 0);
      expect(Math.abs(won - chance), `${why} against ${chance}%`).toBeLessThanOrEqual(3);
      if (chance < 97) expect(why).toMatch(/^Lost: /);
    }
    await h.page.waitForTimeout(200);
    if (process.env.SHOTS_DIR) await h.page.screenshot({ path: `${process.env.SHOTS_DIR}/advisor-reasons-1600.png` });
  });
});

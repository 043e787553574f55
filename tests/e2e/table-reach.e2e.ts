// Issue 24, item 15: at night and in a mine the "Any time" actions (a brew to drink) are in full view at 1600x900; the
// rulebook and the title are in reach while a prompt asks; the page asks for no file it lacks (the favicon).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type CampaignResult, type Harness } from './harness';
import { tableAt } from './decision-helpers';

let h: Harness;
beforeAll(async () => {
  h = await launch({ viewport: { width: 1600, height: 900 } });
});
afterAll(async () => {
  await h?.close();
});

const anyTime = (r: CampaignResult) => r.actions.some((a) => a.group === 'free' && a.legal);

describe('issue 24, item 15: what stays in reach', () => {
  it('the favicon is served and the table asks for nothing that answers 404', async () => {
    const missing: string[] = [];
    h.page.on('response', (r) => void (r.status() === 404 && missing.push(r.url())));
    await h.goto('#/title');
    await h.page.waitForLoadState('networkidle');
    const icon = await h.page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? '/favicon.ico';
      const r = await fetch(href);
      return { status: r.status, type: r.headers.get('content-type') };
    });
    expect(icon).toEqual({ status: 200, type: 'image/svg+xml' });
    expect(missing).toEqual([]);
  });

  it('with a prompt open, the Rules button opens the rulebook', async () => {
    await tableAt(h, 'reach-prompt', { goal: (r) => r.view.pending !== null && r.view.pending.kind !== 'stall' && r.view.quest === null, prefer: (a) => (a.action.type === 'quest' ? 0 : a.action.type === 'goFishing' ? 30 : 1) });
    await h.page.getByRole('dialog').waitFor();
    await h.page.getByRole('button', { name: 'Rules' }).click();
    await expect.poll(() => h.page.url()).toMatch(/#\/rules/);
  });

  for (const where of ['night', 'mine'] as const) {
    it(`${where === 'night' ? 'at night' : 'in a mine'}, the "Any time" actions are in full view at 1600x900`, async () => {
      await tableAt(h, `reach-${where}`, {
        goal: (r) => !r.view.pending && anyTime(r) && (where === 'night' ? r.view.phase === 'night' : r.view.quest !== null),
        prefer: (a) => (a.action.type === 'buyBrew' ? 40 : a.action.type === 'quest' ? (where === 'mine' ? 20 : 0) : a.group === 'free' ? 0 : a.time > 0 ? 3 : 1),
        maxSteps: 900,
      });
      const group = h.page.locator('[data-group="free"]');
      await group.waitFor();
      const fits = await group.evaluate((el) => el.scrollHeight <= el.clientHeight + 1);
      expect(fits, 'the Any time panel shows all of its actions without scrolling').toBe(true);
      const box = (await group.locator('button').first().boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(900);
      const bottom = (await h.page.locator('footer.bottom').boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(bottom.y + bottom.height + 1);
    });
  }
});

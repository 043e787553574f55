// Issue 5: @axe-core/playwright finds no serious or critical violation on any screen.
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type Harness } from './harness';
import { openTable } from './table-helpers';

let h: Harness;
let tableHash = '';
beforeAll(async () => {
  h = await launch();
  // a save for the saves screen and the statistics; the table needs a campaign
  tableHash = `#/table/${await openTable(h, { seed: 'a11y' }, 'Checked by axe')}`;
});
afterAll(async () => {
  await h?.close();
});

async function seriousViolations(): Promise<string[]> {
  const result = await new AxeBuilder({ page: h.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n  ')}`);
}

const screens: [string, string, string][] = [
  ['title', '#/title', 'The Crows of Coppershell'],
  ['new campaign', '#/new', 'Choose a character'],
  ['saves', '#/saves', 'Your campaigns'],
  ['location guide', '#/guide/coppersand', 'A Guide to Coppershell Bay'],
  ['rules', '#/rules', 'Rules'],
  ['statistics', '#/statistics', 'Records'],
  ["today's campaign", '#/daily', 'Past dailies'],
  ['achievements', '#/achievements', 'earned'],
  ['settings', '#/settings', 'Settings'],
  ['Copperfin Relay', '#/relay', 'Copperfin Relay'],
  ['Lake Race', '#/lake-race', 'Lake Race'],
];

describe('no serious accessibility violations', () => {
  for (const [name, hash, text] of screens) {
    it(`on the ${name} screen`, async () => {
      await h.goto(hash);
      await h.page.getByText(text).first().waitFor();
      await h.page.waitForLoadState('networkidle');
      expect(await seriousViolations()).toEqual([]);
      await expectOneScreen();
    });
  }

  it('the title screen fits a narrow browser window (480 wide) without scrolling sideways', async () => {
    await h.page.setViewportSize({ width: 480, height: 800 });
    try {
      await h.goto('#/title');
      await h.page.getByText('The Crows of Coppershell').first().waitFor();
      expect(await h.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(480);
      expect(await seriousViolations()).toEqual([]);
    } finally {
      await h.page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it('on the table', async () => {
    await h.goto(tableHash);
    await h.page.locator('[data-location]').first().waitFor();
    expect(await seriousViolations()).toEqual([]);
    await expectOneScreen();
  });
});

/** A drawn screen is the page's one main landmark: the "Opening your campaign" notice is gone (it once showed under
 *  every screen where the advisor was not, its v-else taken by the advisor's v-if). */
async function expectOneScreen(): Promise<void> {
  await expect(h.page.getByRole('main').count()).resolves.toBe(1);
  await expect(h.page.getByText('Opening your campaign').count()).resolves.toBe(0);
}

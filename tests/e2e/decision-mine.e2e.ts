// Issue 24, items 1, 2, 3 and 8: what a player reads in the mine and in a prompt at the moment of choosing. The day's
// timer beside the map, the hazard card's stakes in the fight prompt, card faces beside a discard's answers and any
// Story card large, the chambers named on the map and lit by the move that leads there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type CampaignResult, type Harness } from './harness';
import { seriousViolations, tableAt } from './decision-helpers';
import type { Walk } from './walk';

let h: Harness;
beforeAll(async () => {
  h = await launch({ viewport: { width: 1600, height: 900 } });
});
afterAll(async () => {
  await h?.close();
});

const inMine = (r: CampaignResult) => r.view.quest !== null;
const questStep = (a: { action: { type: string; action?: unknown } }) => (a.action.type === 'quest' ? ((a.action.action as { type?: string } | undefined)?.type ?? '') : '');
const towardsMine: Walk['prefer'] = (a) => (a.action.type === 'quest' ? 20 : a.time > 0 ? 1 : 2);
/** in the mine with moves to choose from (the "where next?" beside the map) */
const choosingMove = (r: CampaignResult) => inMine(r) && r.view.quest!.visited.length >= 1 && r.actions.some((a) => a.legal && questStep(a) === 'move');

describe('issue 24: the mine and the prompts show what the choice is about', () => {
  it('item 1, rulebook 4: the day track stays in sight in the mine, and a move says how it stands against dusk', async () => {
    const { result } = await tableAt(h, 'mine-timer', { goal: choosingMove, prefer: towardsMine });
    const timer = h.page.locator('[data-testid="mine"] [data-testid="day-night"]');
    await expect.poll(() => timer.isVisible()).toBe(true);
    const left = result.view.trackLength - result.view.timer;
    expect(await timer.innerText()).toContain(`${left} until ${result.view.phase === 'day' ? 'dusk' : 'dawn'}`);
    // every move that spends time says what is left after it, or that it brings dusk
    const paid = result.actions.filter((a) => a.legal && questStep(a) === 'move' && a.time > 0);
    for (const m of paid) expect(m.detail).toMatch(/until (dusk|dawn)\.$|Reaches (dusk|dawn|the end of day 3)/);
  });

  it('item 8: the chambers are named on the map, the legend spells Fish/Dig/Forage, and a focused move lights its chamber', async () => {
    const { result } = await tableAt(h, 'mine-names', { goal: choosingMove, prefer: towardsMine });
    const map = result.view.quest!.map;
    // SVG text has no innerText: read its text content
    const names = await h.page.locator('[data-testid="chamber-name"]').evaluateAll((els) => els.map((e) => [...e.querySelectorAll('tspan')].map((s) => s.textContent?.trim() ?? '').join(' ')));
    expect(names).toHaveLength(map.chambers.length);
    for (const c of map.chambers) expect(names).toContain(c.name);
    expect(await h.page.locator('[data-testid="mine-legend"]').innerText()).toMatch(/Fish, Dig or Forage/);
    const move = h.page.locator('li[data-to]').first();
    const to = await move.getAttribute('data-to');
    await move.locator('button').focus();
    await expect.poll(() => h.page.locator(`[data-chamber="${to}"].target`).count()).toBe(1);
    expect(await seriousViolations(h)).toEqual([]);
    expect(await h.page.locator('.walked').count()).toBeGreaterThanOrEqual(1);
  });

  it("item 2, rulebook 7b: the fight-or-flee prompt shows the hazard card's Strength, Agility and both stakes", async () => {
    const { result } = await tableAt(h, 'mine-fight', { goal: (r) => inMine(r) && r.actions.some((a) => a.legal && questStep(a) === 'fight'), prefer: towardsMine });
    const fight = result.view.quest!.fight!;
    const prompt = h.page.getByRole('dialog');
    await prompt.waitFor();
    await expect.poll(() => prompt.locator('[data-testid="stake-lose"]').innerText()).toBe(`If you lose: ${fight.stakes.lose}`);
    expect(await prompt.locator('[data-testid="stake-win"]').innerText()).toBe(`If you win: ${fight.stakes.win}`);
    expect(await prompt.locator('[data-testid="hazard-card"]').innerText()).toMatch(/Strength \d+/);
    expect(await seriousViolations(h)).toEqual([]);
  });

  it('item 3, rulebook 5: a discard prompt draws each card it names, and any card in the supply opens large', async () => {
    const { result } = await tableAt(h, 'discard', {
      goal: (r) => r.view.pending?.kind === 'discardExcess' || r.view.pending?.kind === 'discardSupply',
      prefer: (a) => (a.action.type === 'quest' ? 0 : ['goFishing', 'dig', 'goForaging', 'drawAgain'].includes(a.action.type) ? 30 : /^sell|^craft/.test(a.action.type) ? 0 : 1),
    });
    const prompt = h.page.getByRole('dialog');
    await prompt.waitFor();
    const answers = result.actions.filter((a) => a.group === 'decision');
    const faces = prompt.locator('[data-testid="option-cards"] .story-card');
    await expect.poll(() => faces.count()).toBe(answers.length);
    const first = String(answers[0].action.card);
    expect(await prompt.locator('[data-testid="option-cards"]').first().locator(`[data-card="${first}"]`).count()).toBe(1);
    // "Your things" lists what each card holds
    await prompt.getByText('Your things').click();
    const held = result.view.supply.cards[0];
    expect(await prompt.locator('[data-testid="prompt-things"]').innerText()).toContain(`${held.card.name} (${held.icons.join(', ')})`);
  });

  it('item 3: a card in the supply opens large with its anatomy in words', async () => {
    await tableAt(h, 'zoom', { goal: (r) => !r.view.pending && r.view.supply.cards.length >= 1 && r.view.quest === null, prefer: (a) => (a.action.type === 'quest' ? 0 : 1) });
    await h.page.locator('.card-name').first().click();
    const detail = h.page.getByRole('dialog').locator('[data-testid="card-detail"]');
    await detail.waitFor();
    expect(await detail.innerText()).toMatch(/Lucky charm/);
    expect(await seriousViolations(h)).toEqual([]);
    await h.page.keyboard.press('Escape');
    await expect.poll(() => h.page.getByRole('dialog').count()).toBe(0);
  });

  it('item 13: the end-of-run chart has a point for every change, not only each hourglass, and names its two scales', async () => {
    const { result } = await tableAt(h, 'run-end', { goal: (r) => r.view.status !== 'playing', prefer: (a) => (a.action.type === 'quest' ? 0.3 : a.time > 0 ? 3 : 1), maxSteps: 1500 });
    const chart = h.page.locator('[data-testid="run-chart"]');
    await chart.waitFor();
    const rows = await chart.locator('tbody tr').count();
    const changes = result.view.ledger.filter((e) => /^(gems|lives|pep)$/.test(e.type) && /(Purse|Lives|Pep): \d+\.$/.test(e.text)).length;
    expect(changes).toBeGreaterThan(0);
    expect(rows).toBeGreaterThan(result.view.history.length + 1);
    expect(await chart.locator('figcaption').innerText()).toMatch(/Gems \(left scale[\s\S]*Lives and Pep \(right scale/);
  });
});

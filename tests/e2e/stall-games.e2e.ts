// Issue 22, every game a saved game: a stand-alone Copperfin Relay (seed 000) and a Lake Race series (seed 003) each
// survive a server restart mid-game, appear in Saves with their kind and in Statistics, and can be deleted; the pages
// stay free of serious accessibility violations. Screenshots of Saves, Statistics and the resumed relay go to
// $CROWS_SHOTS (default: the system's temp folder), for a person to look at.
import AxeBuilder from '@axe-core/playwright';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type Harness } from './harness';
import { newLakeRace as newGame, type LakeState } from '../../engine/carnival/index';
import { newestLogLine, playThrough } from './lake-race-helpers';

const SHOTS = process.env.CROWS_SHOTS ?? tmpdir();
let h: Harness;
beforeAll(async () => {
  h = await launch({ viewport: { width: 1440, height: 900 } });
});
afterAll(async () => {
  await h?.close();
});

async function seriousViolations(): Promise<string[]> {
  const result = await new AxeBuilder({ page: h.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} ${v.nodes[0]?.target.join(' ')}`);
}

const idInAddress = () => decodeURIComponent(new URL(h.page.url()).hash.split('/')[2] ?? '');

describe('stand-alone stall games are saved games (issue 22)', () => {
  let relayId = '';
  let seriesId = '';

  it('Copperfin Relay: three watches played, the server restarted, the relay resumes at watch 4 and is won', async () => {
    await h.goto('#/relay');
    await h.page.getByTestId('dock-D').waitFor();
    await h.page.getByTestId('follow-solution').click();
    for (let i = 1; i <= 3; i++) {
      await h.page.getByTestId('guide-next').click();
      await h.page.locator('[data-testid="ledger"] li').nth(i - 1).waitFor();
    }
    relayId = idInAddress();
    expect(relayId).toMatch(/^[0-9a-f-]{36}$/);
    const before = await h.api('openStallGame', { id: relayId });

    await h.restartServer();
    await h.page.locator('[data-testid="ledger"] li').nth(2).waitFor();
    expect(await h.page.locator('[data-testid="ledger"] li').count()).toBe(3);
    expect(await h.page.getByTestId('watch-4').getAttribute('aria-current')).toBe('step');
    const after = await h.api('openStallGame', { id: relayId });
    expect(after.game).toEqual(before.game);
    expect(await h.page.getByTestId('relay-saved').innerText()).toContain('Watch 4 of 6');
    await h.page.screenshot({ path: join(SHOTS, 'stall-games-relay-resumed.png'), fullPage: true });
    expect(await seriousViolations()).toEqual([]);

    // a crossing the rules refuse (Bell Quay to Depot is no listed route) is answered with the inspector's sentence,
    // and nothing is sent or saved
    await h.page.getByTestId('dock-D').click();
    expect(await h.page.getByTestId('inspector').innerText()).toContain('no such route');
    expect((await h.api('openStallGame', { id: relayId })).summary.moves).toBe(3);
    if (after.game.kind !== 'relay') throw new Error('a relay');
    // the rest of the rulebook's plan, with the board's own buttons
    for (const step of after.game.guide.slice(3)) {
      await h.page.getByTestId(step.action.type === 'recharge' ? 'recharge' : `sail-${step.action.to}`).click();
      await h.page.locator('[data-testid="ledger"] li').nth(step.watch - 1).waitFor();
    }
    await h.page.getByTestId('relay-outcome').waitFor();
    expect(await h.page.getByTestId('relay-outcome').innerText()).toContain('The relay is won');
  });

  it('Lake Race series: a few moves, the server restarted, the same race and turn come back', async () => {
    const boats = [
      { boat: 'red', name: 'Ada', crew: null },
      { boat: 'yellow', name: 'Bram', crew: null },
      { boat: 'blue', name: 'Blue crows', crew: 'cautious' },
      { boat: 'green', name: 'Green crows', crew: 'bold' },
    ] as const;
    await h.goto('#/lake-race');
    await h.page.getByRole('textbox', { name: 'Seed' }).fill('e2e-saved-series');
    await h.page.getByTestId('lake-start').click();
    await h.page.locator('svg.lake').waitFor();
    seriesId = idInAddress();
    expect(seriesId).toMatch(/^[0-9a-f-]{36}$/);
    const start = newGame({ seed: 'e2e-saved-series', side: 'dark', races: 3, scoreVariant: false, boats: boats.map((b) => ({ ...b })) });
    let made = 0;
    const { state } = await playThrough(h.page, '.lake-race', start, () => made++ >= 4);
    const line = await newestLogLine(h.page, '.lake-race');
    const before = await h.api('openStallGame', { id: seriesId });

    await h.restartServer();
    await h.page.locator('svg.lake').waitFor();
    expect(await newestLogLine(h.page, '.lake-race')).toBe(line);
    const after = await h.api('openStallGame', { id: seriesId });
    expect(after.game).toEqual(before.game);
    expect(after.summary.moves).toBe(4);
    // and play goes on from there, the page telling the same race as the engine
    const next: LakeState = state;
    let more = 0;
    await playThrough(h.page, '.lake-race', next, () => more++ >= 2);
    expect((await h.api('openStallGame', { id: seriesId })).summary.moves).toBe(6);
    expect(await seriousViolations()).toEqual([]);
  });

  it('Saves lists both with their kind; Statistics counts the won relay; each can be deleted', async () => {
    await h.goto('#/saves');
    await h.page.locator(`[data-stall-game="${seriesId}"]`).waitFor();
    const relayCard = h.page.locator(`[data-stall-game="${relayId}"]`);
    const seriesCard = h.page.locator(`[data-stall-game="${seriesId}"]`);
    expect(await relayCard.getByTestId('stall-kind').innerText()).toMatch(/Copperfin Relay/i);
    expect(await relayCard.innerText()).toContain('Won');
    expect(await seriesCard.getByTestId('stall-kind').innerText()).toMatch(/Lake Race series/i);
    expect(await seriesCard.innerText()).toContain('In progress');
    await h.page.screenshot({ path: join(SHOTS, 'stall-games-saves.png'), fullPage: true });
    expect(await seriousViolations()).toEqual([]);

    // Resume opens the series at the address that names it
    await seriesCard.getByRole('button', { name: /^Resume/ }).click();
    await h.page.locator('svg.lake').waitFor();
    expect(idInAddress()).toBe(seriesId);

    await h.goto('#/statistics');
    await h.page.getByTestId('stat-stall-relay').waitFor();
    expect(await h.page.getByTestId('stat-stall-relay').innerText()).toMatch(/Copperfin Relay\s+1\s+1\s+100%/);
    expect(await h.page.getByTestId('stat-stall-lake-race').innerText()).toMatch(/Lake Race series\s+0\s+0/);
    await h.page.screenshot({ path: join(SHOTS, 'stall-games-statistics.png'), fullPage: true });
    expect(await seriousViolations()).toEqual([]);

    await h.goto('#/saves');
    for (const id of [relayId, seriesId]) {
      const card = h.page.locator(`[data-stall-game="${id}"]`);
      await card.locator('[data-delete]').click();
      await card.getByRole('button', { name: 'Delete', exact: true }).click();
      await card.waitFor({ state: 'detached' });
    }
    expect(await h.api('stallGames')).toEqual([]);
    // a deleted game answers with a sentence, and its finished count stays in Statistics
    await h.goto(`#/relay/${relayId}`);
    await h.page.getByTestId('refusal').waitFor();
    expect(await h.page.getByTestId('refusal').innerText()).toContain('no saved Copperfin Relay or Lake Race with that id');
    expect((await h.api('statistics')).stallGames.relay).toEqual({ played: 1, won: 1 });
  });
});

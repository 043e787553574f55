// Issue 8: the Lake Race series from the title screen, two people sharing the screen and two crow crews, played
// through the panel's controls in Chromium; the page must tell the same race as the engine at every step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type Harness } from './harness';
import { newLakeRace as newGame } from '../../engine/carnival/index';
import { playThrough } from './lake-race-helpers';

let h: Harness;
beforeAll(async () => {
  h = await launch({ viewport: { width: 1440, height: 900 } });
});
afterAll(async () => {
  await h?.close();
});

describe('Lake Race series', () => {
  it('Scoring and the series: three races A, B, C with two people and two crows, scored on the track', async () => {
    await h.goto('#/lake-race');
    await h.page.getByRole('textbox', { name: 'Seed' }).fill('e2e-series');
    await h.page.getByTestId('lake-start').click();
    await h.page.locator('svg.lake').waitFor();
    const start = newGame({
      seed: 'e2e-series',
      side: 'dark',
      races: 3,
      scoreVariant: false,
      boats: [
        { boat: 'red', name: 'Ada', crew: null },
        { boat: 'yellow', name: 'Bram', crew: null },
        { boat: 'blue', name: 'Blue crows', crew: 'cautious' },
        { boat: 'green', name: 'Green crows', crew: 'bold' },
      ],
    });
    // the lake and course the page drew are the engine's
    expect(await h.page.locator('svg.lake .buoy[data-buoy]').count()).toBe(3);
    expect(await h.page.locator('svg.lake .boat').count()).toBeGreaterThanOrEqual(2);
    const { state, moves } = await playThrough(h.page, '.lake-race', start, (s) => s.phase === 'seriesOver');
    expect(moves).toBeGreaterThan(30);
    expect(state.results.map((r) => r.letter)).toEqual(['A', 'B', 'C']);
    // race B pays double and race C triple: the winner of each race scores 3, 6, 9 with four boats
    expect(state.results.map((r) => r.points[r.order[0]])).toEqual([3, 6, 9]);
    const winner = state.boats[[0, 1, 2, 3].sort((a, b) => state.scores[b] - state.scores[a])[0]].name;
    await h.page.getByText(`Winner: ${winner}`, { exact: false }).waitFor();
    const legend = await h.page.locator('.score-track .legend li').allTextContents();
    for (const [i, b] of state.boats.entries()) expect(legend.join(' | ')).toContain(`${b.name} ${state.scores[i]}`);
  }, 600_000);
});

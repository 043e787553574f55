// Issue 24, item 14: Lake Race at 1024x768. The race's controls sit beside the lake, in the window without scrolling,
// at every turn; "Remove a die" with the die held is a choice the rules take (speed 0: only turn), never a refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type Harness } from './harness';
import { newLakeRace as newGame } from '../../engine/carnival/index';
import { playThrough } from './lake-race-helpers';

let h: Harness;
beforeAll(async () => {
  h = await launch({ viewport: { width: 1024, height: 768 } });
});
afterAll(async () => {
  await h?.close();
});

/** The bottom edge of an element in the window, and whether the page is scrolled. */
const bottomOf = (sel: string) => h.page.evaluate((s) => ({ bottom: document.querySelector(s)?.getBoundingClientRect().bottom ?? Infinity, scrolled: window.scrollY }), sel);

describe('issue 24, item 14: Lake Race at 1024x768', () => {
  it('the controls are beside the lake, in sight, at the start and at a roll; removing a held die is allowed', async () => {
    await h.goto('#/lake-race');
    await h.page.getByRole('textbox', { name: 'Seed' }).fill('e2e-1024');
    await h.page.getByTestId('lake-start').click();
    await h.page.locator('svg.lake').waitFor();
    const facing = await bottomOf('.lake-race .facing');
    expect(facing.bottom).toBeLessThanOrEqual(768);
    const lake = (await h.page.locator('.lake-race .board').boundingBox())!;
    const side = (await h.page.locator('.lake-race .side').boundingBox())!;
    expect(side.x).toBeGreaterThanOrEqual(lake.x + lake.width - 1); // beside, not below

    const start = newGame({
      seed: 'e2e-1024', side: 'dark', races: 3, scoreVariant: false,
      boats: [{ boat: 'red', name: 'Ada', crew: null }, { boat: 'yellow', name: 'Bram', crew: null }, { boat: 'blue', name: 'Blue crows', crew: 'cautious' }, { boat: 'green', name: 'Green crows', crew: 'bold' }],
    });
    // play on through the panel until a person sets the speed with a die in hand
    const { state } = await playThrough(h.page, '.lake-race', start, (s) => s.phase === 'roll' && s.boats[s.current].crew === null && s.boats[s.current].dice.length === 1);
    expect(state.boats[state.current].dice).toHaveLength(1);
    const roll = await bottomOf('[data-testid="lake-roll"]');
    expect(roll.bottom).toBeLessThanOrEqual(768);
    expect(roll.scrolled).toBe(0);
    // the one die is held (as every die starts); remove a die: no refusal, and speed 0 (only turn) is offered
    await h.page.locator('[data-change="-1"]').click();
    expect(await h.page.locator('.lake-race [role="alert"]').count()).toBe(0);
    expect(await h.page.locator('.dice-area').innerText()).toMatch(/only turn/);
    expect(await h.page.getByTestId('lake-roll').isEnabled()).toBe(true);
  }, 300_000);
});

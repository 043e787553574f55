// Rulebook 3 (a brew is drunk at any time) and 7b: facing a hazard in a mine, with a Life brew in the rucksack and a
// Life lost, the fight-or-flee prompt offers the brew beside its answers, through the browser edition's real service
// and database; pressing it drinks the brew and the same question stays open.
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { applyAction, legalActions, newGame } from '../../engine/index';
import { chooseStrong } from '../../engine/bots/index';
import type { Action, GameState } from '../../engine/index';
import { launch, setup, type Harness } from './harness';
import { openTable } from './table-helpers';

let h: Harness;
beforeAll(async () => {
  h = await launch();
});
afterAll(async () => {
  await h?.close();
});

/** The strong player's actions from a new campaign (never drinking) up to a fight-or-flee question met with fewer
 *  than 4 Lives and the Life brew still carried: the engine is deterministic, so the service replays them exactly. */
function toAHazardWithABrew(seed: string): Action[] | null {
  let s: GameState = newGame(setup({ seed }));
  const rng = xoroshiro128plus(7);
  const acts: Action[] = [];
  while (s.status === 'playing' && acts.length < 200) {
    const d = s.pending[0];
    if (d?.kind === 'quest' && d.step === 'fightOrFlee' && s.lives < 4 && s.rucksack.includes('lifeBrew')) return acts;
    const a = chooseStrong(s, legalActions(s).filter((x) => x.type !== 'useItem'), rng);
    acts.push(a);
    s = applyAction(s, a).state;
  }
  return null;
}

describe('3, 7b: a brew drunk while a prompt is open', () => {
  it('3, 7b: the fight-or-flee prompt offers the Life brew beside its answers; pressing it drinks it and the question stays', async () => {
    const seed = Array.from({ length: 40 }, (_, i) => `brew-anytime-${i}`).find((x) => toAHazardWithABrew(x) !== null)!;
    expect(seed, 'a seed that meets a hazard with the Life brew carried').toBeTruthy();
    const id = await openTable(h, { seed });
    for (const action of toAHazardWithABrew(seed)!) await h.api('act', { id, action });
    const before = await h.api('open', { id });
    expect(before.view.pending).toMatchObject({ kind: 'quest', data: { step: 'fightOrFlee' } });
    await h.goto(`#/table/${id}`);

    const prompt = h.page.locator('[data-testid="prompt"]');
    await prompt.waitFor();
    const anytime = prompt.locator('[data-testid="prompt-anytime"]');
    await expect.poll(() => anytime.isVisible()).toBe(true);
    expect(await anytime.locator('h3').innerText()).toBe('Or first, from your rucksack (any time, no hourglass)');
    const drink = anytime.getByRole('button', { name: /Drink your Life brew/ });
    // axe: no serious or critical violation with the brews beside the answers
    const axe = await new AxeBuilder({ page: h.page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await drink.click();

    await expect.poll(async () => (await h.api('open', { id })).view.lives).toBe(before.view.lives + 1);
    const after = await h.api('open', { id });
    expect(after.view.rucksack.map((i: { id: string }) => i.id)).not.toContain('lifeBrew');
    expect(after.view.pending).toMatchObject({ kind: 'quest', data: { step: 'fightOrFlee' } });
    // the same question is still in front of the player, without the brew now
    await expect.poll(() => anytime.count()).toBe(0);
    expect(await prompt.getByRole('button', { name: /Fight/ }).count()).toBeGreaterThan(0);
  });
});

// Reaching the moments a player decides (issue 24): a campaign walked through the service to a state and opened on
// the table, or one whose actions the strong bot chose in this process (the engine is deterministic: the same set-up
// and actions give the same campaign in the service), replayed through the door.
import AxeBuilder from '@axe-core/playwright';
import { applyAction, describeActions, legalActions, newGame } from '../../engine/index';
import { strongBot, botRng } from '../../engine/bots/index';
import type { Action, GameState } from '../../engine/index';
import type { GameSetup } from '../../contract';
import { setup, type CampaignResult, type Harness } from './harness';
import { walkUntil, type Walk } from './walk';

/** Tries seeds until a walk reaches its goal, then opens that campaign's table. */
export async function tableAt(h: Harness, label: string, walk: Walk, over: Partial<GameSetup> = {}, seeds = 20): Promise<{ id: string; result: CampaignResult }> {
  for (let s = 1; s <= seeds; s++) {
    const created = await h.api('create', { name: `${label} ${s}`, setup: setup({ seed: `${label}-${s}`, ...over }) });
    const reached = await walkUntil(h, created.summary.id, { ...walk, seed: s });
    if (reached) {
      await openAt(h, created.summary.id);
      return { id: created.summary.id, result: reached };
    }
    await h.api('remove', { id: created.summary.id });
  }
  throw new Error(`no seed reached ${label}`);
}

export async function openAt(h: Harness, id: string): Promise<void> {
  await h.goto(`#/table/${id}`);
  await h.page.locator('[data-testid="table"]').waitFor();
  await h.page.waitForLoadState('networkidle');
}

/** The strong bot's campaign from a set-up until `goal` holds (checked before each action): its actions, or null. */
export function strongUntil(gameSetup: GameSetup, goal: (s: GameState) => boolean, maxSteps = 900): Action[] | null {
  let s = newGame(gameSetup);
  const rng = botRng(gameSetup.seed);
  const done: Action[] = [];
  for (let n = 0; n < maxSteps && s.status === 'playing'; n++) {
    if (goal(s)) return done;
    const a = strongBot.choose(s, legalActions(s), rng);
    done.push(a);
    s = applyAction(s, a).state;
  }
  return goal(s) ? done : null;
}

/** Creates a campaign and replays the strong bot's actions up to a goal through the service; opens its table. */
export async function strongTableAt(h: Harness, label: string, goal: (s: GameState) => boolean, seeds = 40): Promise<{ id: string; result: CampaignResult }> {
  for (let n = 1; n <= seeds; n++) {
    const gameSetup = setup({ seed: `${label}-${n}` });
    const actions = strongUntil(gameSetup, goal);
    if (!actions) continue;
    const created = await h.api('create', { name: `${label} ${n}`, setup: gameSetup });
    let result = await h.api('open', { id: created.summary.id });
    for (const action of actions) result = await h.api('act', { id: created.summary.id, action });
    await openAt(h, created.summary.id);
    return { id: created.summary.id, result };
  }
  throw new Error(`the strong bot reached no ${label}`);
}

/** axe's serious and critical findings on the page as it is (issue 24: the new prompts keep the table clean). */
export async function seriousViolations(h: Harness): Promise<string[]> {
  const result = await new AxeBuilder({ page: h.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ')})`);
}

export { describeActions };

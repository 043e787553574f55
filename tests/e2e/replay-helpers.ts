// Issue 25's browser tests and screenshots: a finished campaign made through the page's own door, its actions chosen
// by a bot on this process's engine (the same rules the server runs), so the replay has days, a night, a
// quest and a Story's End to jump to.
import { applyAction, legalActions, newGame } from '../../engine';
import { strongBot } from '../../engine/bots/index';
import { botRng } from '../../engine/bots/index';
import type { Bot } from '../../engine/bots/index';
import { setup, type Harness } from './harness';

/** Seed replay-8 with the strong bot: 121 actions into day 3 (two nightfalls, two daybreaks), quests and one Story's
 *  End, then lost, as tests/integration/replay.test.ts plays it. Since issue 23's rules the greedy bot dies in its
 *  first quest on day 1 on every replay-N seed, which makes it the bot for a short campaign (review.e2e.ts). */
export async function finishedCampaign(h: Harness, name = 'A summer to look back on', seed = 'replay-8', bot: Bot = strongBot): Promise<{ id: string; steps: number }> {
  const s0 = setup({ seed, character: 'peth', plusOneStat: 'strength', startingSkill: 0 });
  const created = await h.api('create', { name, setup: s0 });
  const id = created.summary.id;
  let state = newGame(s0);
  const rng = botRng('replay-test');
  let steps = 0;
  while (state.status === 'playing') {
    const action = bot.choose(state, legalActions(state), rng);
    state = applyAction(state, action).state;
    await h.api('act', { id, action });
    steps++;
  }
  return { id, steps };
}

// Issue 25's browser tests and screenshots: a finished campaign made through the page's own door, its actions chosen
// by the greedy bot on this process's engine (the same rules the server runs), so the replay has days, a night, a
// quest and a Story's End to jump to.
import { applyAction, legalActions, newGame } from '../../engine';
import { greedyBot } from '../../engine/bots/greedy';
import { botRng } from '../../engine/bots/rng';
import { setup, type Harness } from './harness';

/** Seed replay-20 with the greedy bot: 117 actions into day 3, a quest and one Story's End, then lost (replay-2: 24
 *  actions, lost on day 1, for a review quick enough for a test). */
export async function finishedCampaign(h: Harness, name = 'A summer to look back on', seed = 'replay-20'): Promise<{ id: string; steps: number }> {
  const s0 = setup({ seed, character: 'peth', plusOneStat: 'strength', startingSkill: 0 });
  const created = await h.api('create', { name, setup: s0 });
  const id = created.summary.id;
  let state = newGame(s0);
  const rng = botRng('replay-test');
  let steps = 0;
  while (state.status === 'playing') {
    const action = greedyBot.choose(state, legalActions(state), rng);
    state = applyAction(state, action).state;
    await h.api('act', { id, action });
    steps++;
  }
  return { id, steps };
}

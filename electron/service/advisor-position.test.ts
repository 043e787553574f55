// The advisor's workers make the position again from its path (issue 7; advisor-position.ts): the same state, so the
// same figures, and a path that does not lead to the state sent is never used.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, type Action, type GameState } from '../../engine/index';
import { NORMAL_HARDER } from '../../contract';
import { canonicalJson } from '../../engine/index';
import { rollouts } from '../../engine/bots/index';
import { botRng } from '../../engine/bots/index';
import { strongBot } from '../../engine/bots/index';
import { lean, remade } from './advisor-position';

/** A state some way into a strong-bot campaign, with the actions that reached it. */
function position(steps: number): { state: GameState; path: Action[] } {
  const rng = botRng('advisor-position');
  let state = newGame({ seed: 'advisor-position', character: 'wren', startingSkill: 0, plusOneStat: 'agility', harder: NORMAL_HARDER });
  const path: Action[] = [];
  for (let n = 0; n < steps && state.status === 'playing'; n++) {
    const a = strongBot.choose(state, legalActions(state), rng);
    path.push(a);
    state = applyAction(state, a).state;
  }
  return { state, path };
}

describe('the position a ranking starts from (issue 7)', () => {
  const { state, path } = position(40);
  // what a worker receives: the lean state, as a message's structured clone copies it
  const sent = structuredClone(lean(state));

  it('is made again from its path: a new state, equal to the one sent', () => {
    expect(path.length).toBe(40);
    const made = remade(sent, path);
    expect(made).not.toBe(sent);
    expect(canonicalJson(made)).toBe(canonicalJson(sent));
    expect([made.ledger, made.history]).toEqual([[], []]);
  });

  it('gives the same rollouts, so the same figures, as the copy sent', () => {
    const made = remade(sent, path);
    const legal = legalActions(sent);
    for (const i of [0, Math.floor(legal.length / 2), legal.length - 1]) {
      expect(rollouts(made, legal, i, 0, 8, 'position')).toBe(rollouts(sent, legal, i, 0, 8, 'position'));
    }
  });

  it('keeps the state sent when the path leads elsewhere, is refused on the way, or is missing', () => {
    expect(remade(sent, path.slice(0, -1))).toBe(sent);
    expect(remade(sent, [...path.slice(0, -1), { type: 'sleep' }])).toBe(sent);
    expect(remade(sent, [{ type: 'payCrows' }])).toBe(sent);
    expect(remade(sent, undefined)).toBe(sent);
  });
});

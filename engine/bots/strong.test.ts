// The strong player's pick: scoring only what can win. chooseStrong leaves a town turn's hours unscored when a free
// action worth taking is on offer (their scores stay under FREE_FIRST), and in a rollout (chooseStrongInRollout) does
// not even ask the rules for them; these hold both to the plain walk that scores every legal action, over every
// decision of many campaigns, ties and dice included.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame } from '../index';
import { NORMAL_HARDER } from '../contract';
import type { Action, GameState } from '../types';
import { botRng, randomInt, type RandomGenerator } from './rng';
import { FREE_FIRST, HOUR_CAP, HOUR_TYPES, STRONG_WEIGHTS, attemptScore, chooseStrong, chooseStrongInRollout, hourScore, scoreAction, situation } from './strong';
import { isTownTurn, rolloutSession } from '../rollout-session';
import { content } from '../../data/index';

/** The strong player's rule as first written: score every action in the list's order, keep the ties, roll among them. */
function everyScored(s: GameState, legal: readonly Action[], rng: RandomGenerator): Action {
  if (legal.length === 1) return legal[0];
  const x = situation(s);
  let first: Action | null = null;
  let tied: Action[] | null = null;
  let best = -Infinity;
  for (const a of legal) {
    const v = scoreAction(x, a);
    if (v > best + 1e-9) {
      best = v;
      first = a;
      tied = null;
    } else if (v > best - 1e-9) (tied ??= [first!]).push(a);
  }
  return tied === null ? first! : tied[randomInt(rng, 0, tied.length - 1)];
}

describe('the strong player picks as if it scored everything', () => {
  it('Rulebook 5 (free actions and hours in town): every pick of 24 campaigns, in play and in a rollout, matches scoring every legal action', () => {
    let decisions = 0;
    let freeFirst = 0;
    let highest = -Infinity;
    for (let g = 0; g < 24; g++) {
      const character = content.characters[g % content.characters.length].id;
      let s = newGame({ seed: `strong-pick-${g}`, character, startingSkill: g % 2 === 0 ? 0 : 1, plusOneStat: g % 3 ? 'agility' : 'strength', harder: NORMAL_HARDER });
      const play = botRng(`strong-pick-play-${g}`);
      while (s.status === 'playing') {
        const legal = legalActions(s);
        if (legal[0].type !== 'stall') {
          const seed = randomInt(play, 0, 0x7fffffff);
          const fast = chooseStrong(s, legal, botRng(seed));
          const plain = botRng(seed);
          expect(fast).toBe(everyScored(s, legal, plain));
          // in a rollout: the same pick, and the same dice spent (the next roll of each generator agrees)
          const inRollout = botRng(seed);
          expect(chooseStrongInRollout(s, inRollout, rolloutSession())).toEqual(fast);
          expect(randomInt(inRollout, 0, 1e6)).toBe(randomInt(plain, 0, 1e6));
          decisions++;
          if (isTownTurn(s)) {
            // the cap never binds: every hour's own score is under it, so capping changes no pick
            const x = situation(s);
            let hours = 0;
            for (const a of legal) {
              if (!HOUR_TYPES.has(a.type)) continue;
              hours++;
              const own = a.type === 'quest' ? attemptScore(x, a.action) : hourScore(x, a, STRONG_WEIGHTS);
              expect(own).toBeLessThan(HOUR_CAP);
              highest = Math.max(highest, own);
            }
            // the shortcut is taken: a free action at FREE_FIRST picked while hours were on offer
            if (hours > 0 && scoreAction(situation(s), fast) >= FREE_FIRST) freeFirst++;
          }
        }
        s = applyAction(s, chooseStrong(s, legal, play)).state;
      }
    }
    expect(decisions).toBeGreaterThan(24 * 50);
    expect(freeFirst).toBeGreaterThan(100);
    expect(highest).toBeGreaterThan(0);
  });
});

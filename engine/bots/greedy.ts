// The greedy player: one step of look-ahead. Each legal action is tried on a few states equally likely from
// the player's seat (./determinize: no peeking at the deck or the dice) and the position after it is scored
// from the player's view: Gems toward 60, Lives, Pep, level, the supply, and the time still left.
import { applyAction, playerView, type Action, type GameState } from '../index';
import type { PlayerView } from '../../contract/view';
import { determinize } from './determinize';
import type { Bot } from './types';
import { randomInt } from './rng';
import { timeLeft } from './values';
import { mineOf } from './mine';
import { hopeless } from '../quests/fight';

/** Gem-equivalents of a position, as the player sees it. */
export function viewScore(v: PlayerView, hoursLeft: number): number {
  if (v.status === 'won') return 10_000;
  if (v.status === 'lost') return -10_000;
  const lives = [0, 0, 10, 16, 20][v.lives] ?? 20;
  const pep = [0, 2.5, 4, 5, 5.5][v.pep] ?? 5.5;
  const icons = v.supply.iconCounts.fish + v.supply.iconCounts.material + v.supply.iconCounts.forage;
  return v.gems + lives + pep + 2.5 * v.level + 1.1 * icons + 1.5 * v.rucksack.length + 3 * hoursLeft;
}

const SAMPLES = 3;

export const greedyBot: Bot = {
  name: 'greedy',
  setup: () => ({ startingSkill: 0, plusOneStat: 'agility' }),
  choose: (state, legal, rng) => {
    if (legal.length === 1) return legal[0];
    let best: Action[] = [];
    let bestScore = -Infinity;
    for (const a of worthTrying(state, legal)) {
      let total = 0;
      let n = 0;
      for (let k = 0; k < SAMPLES; k++) {
        const sample: GameState = determinize(state, rng);
        const { state: next, events } = applyAction(sample, a);
        total += viewScore(playerView(next), timeLeft(next).total);
        n++;
        // an action that revealed no chance has one outcome: one sample says it all
        if (!events.some((e) => e.chance)) break;
      }
      const v = total / n;
      if (v > bestScore + 1e-9) {
        bestScore = v;
        best = [a];
      } else if (v > bestScore - 1e-9) best.push(a);
    }
    return best.length === 1 ? best[0] : best[randomInt(rng, 0, best.length - 1)];
  },
};

/** The legal actions less a fight no roll can win (7b, quests/fight.ts hopeless). One step of look-ahead sees such a
 *  fight's loss cost nothing when the card takes only Gems and the purse is empty, and fleeing cost a Pep: it chose to
 *  fight again and again, with no time passing, and the campaign never ended (10 of 400 campaigns, half on the hardest set-up, reached MAX_ACTIONS). */
export function worthTrying(state: GameState, legal: readonly Action[]): readonly Action[] {
  const m = mineOf(state);
  if (!m || !m.fight || !hopeless(state, m)) return legal;
  const rest = legal.filter((a) => !(a.type === 'quest' && a.action.type === 'fight'));
  return rest.length > 0 ? rest : legal;
}

// The advisor pool's warm-up (issue 7): rankings nobody waits for, run when the player turns the advisor on, so V8
// has compiled the rules and the strong player's paths in every worker before the first real question.
import { applyAction, legalActions, newGame, type Action, type GameState } from '../../engine/index';
import { NORMAL_HARDER, type GameSetup } from '../../contract';
import { isTownTurn, MAX_ACTIONS, botRng, strongBot } from '../../engine/bots/index';
import { content } from '../../data/index';

/** Rollouts per action of the warm-up's first round, and their dice. 200 (7-8 s of both cores in the bench) rather than 100 (about 4):
 *  with the workers' young generation capped (advisor.ts), the first question after it answered 6-12% sooner in three
 *  pairs of pool runs, later ones alike. (Before the cap, a longer warm-up only moved the cost of growing the young
 *  generation to another question.) A real question stops the warm-up wherever it is. */
export const WARM_UP = { perAction: 200, seed: 'warm-up' } as const;

/** The warm-up's second round: every position ranked again, with a quarter of the rollouts and other dice. The first
 *  round meets new shapes up to its last ranking (the six quests' cards come in five layouts, and each quest's mine
 *  state has keys of its own), and V8 throws away code built for fewer shapes as more come: the first real question
 *  then paid to build it again. The second round meets no shape the first did not, so the code it leaves is built for
 *  them all: the workers' compiling in the first two questions after the warm-up fell from 182 and 85 ms to 131 and 8
 *  (--trace-opt, one run each). In eight pairs of pool runs side by side, the bench campaign's first turn asked first
 *  took a median 0.98 of the time without this round, and its 32-action turn asked next 0.95 (sooner in 6 of 8 pairs;
 *  the other two fell in spells when the host slowed). The warm-up takes about a second longer. (Two rounds of 100, the
 *  old length in all: in six pairs of runs against this one, neither was steadily quicker.) */
export const SETTLE = { perAction: 50, seed: 'warm-up/settle' } as const;

/** The warm-up's set-ups: one per character (each with its own skills, draws and quests), so the rollouts meet more of
 *  the shapes a player's question brings than one set-up would: the first question after the warm-up answered about
 *  4% sooner, in each of four runs side by side, than after rankings of one set-up. */
export function warmSetups(): GameSetup[] {
  return content.characters.map((c, i) => ({
    seed: `advisor-warm-up/${c.id}`, character: c.id, startingSkill: i % 2 === 0 ? 0 : 1, plusOneStat: 'agility', harder: NORMAL_HARDER,
  }));
}

/** A state the warm-up ranks, with the actions that reached it from its set-up (AdviceRequest.path). */
export interface WarmPosition {
  state: GameState;
  path: Action[];
}

/** The states the warm-up ranks: each set-up's first turn, then a town turn of that character's second day (from the
 *  third hour on) as the strong player's campaign reaches it. A question later in a campaign brings states the first
 *  turns never make (tools carried, a flipped Location, quests done): after first turns alone, V8 still spent 400-600
 *  ms of CPU compiling for them on its background threads, and the first ranking of a day-2 turn with 32 actions took
 *  1.28-1.34 s against 1.06-1.16 s with such turns warmed too (three runs each, side by side; engine/README.md). The first turn's
 *  question is as quick as before; the day-2 turns made the warm-up about a fifth longer (WARM_UP gives today's length). */
export function* warmPositions(): Generator<WarmPosition> {
  // one at a time, between the rankings: finding a day-2 turn plays a campaign or more on the service's thread
  for (const setup of warmSetups()) {
    yield { state: newGame(setup), path: [] };
    const later = secondDayTurn(setup);
    if (later) yield later;
  }
}

/** One ranking of the warm-up: a position, with its rollouts per action and their dice. */
export interface WarmRanking extends WarmPosition {
  perAction: number;
  seed: string;
}

/** The warm-up's rankings in order: every position at WARM_UP, then all of them again at SETTLE (which says why). */
export function* warmRankings(): Generator<WarmRanking> {
  const seen: WarmPosition[] = [];
  for (const position of warmPositions()) {
    seen.push(position);
    yield { ...position, ...WARM_UP };
  }
  for (const position of seen) yield { ...position, ...SETTLE };
}

/** Campaigns tried per character for a day-2 turn: the strong player loses some on the first day. */
const TRIES = 20;

/** The first town turn of day 2 from the third hour on, in the first of the character's campaigns (set-ups seeded
 *  `<seed>/later/<k>`, played by the strong player) that reaches one, with its path; null if none of TRIES does. */
function secondDayTurn(setup: GameSetup): WarmPosition | null {
  for (let k = 0; k < TRIES; k++) {
    const seed = `${setup.seed}/later/${k}`;
    const rng = botRng(seed);
    let s = newGame({ ...setup, seed });
    const path: Action[] = [];
    for (let n = 0; n < MAX_ACTIONS && s.status === 'playing' && s.day <= 2; n++) {
      if (s.day === 2 && s.timer >= 2 && isTownTurn(s)) return { state: s, path };
      const a = strongBot.choose(s, legalActions(s), rng);
      path.push(a);
      s = applyAction(s, a).state;
    }
  }
  return null;
}

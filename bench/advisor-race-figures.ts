// The adaptive advisor's figures for `npm run bench -- advisor` (issue 27): its times in the service's pool at the
// same questions as the fixed-200 advisor's (bench/advisor.ts), and both advisors' judgement against the reference
// (bench/fixtures/advisor-reference.json): agreement where the reference's lead is clear, and the mean regret.
import { legalActions, type Action, type GameState } from '../engine/index';
import { RACE, type ActionChance } from '../engine/bots/index';
import { AdvisorPool, type WorkerFile } from '../electron/service/advisor';
import { loadReference, positionState } from './advisor-reference';
import { CLEAR_LEAD, judgeRankings, type Judgement } from './advisor-judgement';
import type { Figure } from './engine';

/** The issue's goals for the adaptive advisor, on two cores. */
export const GOALS = { medianMs: 400, slowestMs: 600, coldMs: 1500, agreement: 95, regret: 0.5 } as const;

/** The fixed-200 advisor's times, measured in the same run (bench/advisor.ts), to stand beside the race's. */
export interface FixedTimes {
  coldMs: number;
  laterMs: number;
  spreadMedianMs: number;
  slowestMs: number;
}

/** A question the spread figure asks (bench/advisor.ts questionsThrough). */
export interface Question {
  state: GameState;
  path: Action[];
}

const LATER = 5;

export async function raceFigures(worker: WorkerFile, cores: number, first: GameState, turns: readonly Question[], fixed: FixedTimes, perAction: number): Promise<Figure[]> {
  const cold = new AdvisorPool(cores, worker);
  let coldMs: number;
  try {
    const t = performance.now();
    await cold.race(first, { seed: 'bench', path: [] });
    coldMs = performance.now() - t;
  } finally {
    await cold.close();
  }
  const pool = new AdvisorPool(cores, worker);
  try {
    await pool.warm();
    const timed = async (q: Question, seed: string) => {
      const t = performance.now();
      const ranking = await pool.race(q.state, { seed, path: q.path });
      return { ms: performance.now() - t, rollouts: ranking.reduce((n, r) => n + r.rollouts, 0) };
    };
    const later: number[] = [];
    for (let k = 0; k < LATER; k++) later.push((await timed({ state: first, path: [] }, `bench-again-${k}`)).ms);
    const laterMs = [...later].sort((a, b) => a - b)[Math.floor(LATER / 2)];
    const spread: { at: string; ms: number; rollouts: number }[] = [];
    for (const q of turns) {
      const { ms, rollouts } = await timed(q, 'bench-spread');
      spread.push({ at: `day ${q.state.day} hour ${q.state.timer + 1} (${legalActions(q.state).length} actions)`, ms, rollouts });
    }
    const sorted = spread.map((x) => x.ms).sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    const slowest = sorted[sorted.length - 1];

    // judgement: both advisors asked at every reference position, in this pool, on the same dice seeds
    const ref = loadReference();
    const positions = ref.positions;
    const fixedRankings: ActionChance[][] = [];
    const raceRankings: ActionChance[][] = [];
    const judgeStart = performance.now();
    for (const p of positions) {
      const { state } = positionState(p);
      const path = p.path as Action[];
      fixedRankings.push(await pool.advise(state, { perAction, seed: `judge/${p.id}`, path }));
      raceRankings.push(await pool.race(state, { seed: `judge/${p.id}`, path }));
    }
    const judgeMs = performance.now() - judgeStart;
    const fixedJ = judgeRankings(ref, positions, fixedRankings);
    const raceJ = judgeRankings(ref, positions, raceRankings);
    const about = `${positions.length} positions of strong-player campaigns, the reference ranked with ${ref.rolloutsPerAction} rollouts an action${ref.rolloutsPerAction < ref.goal ? ` (of ${ref.goal} planned: ${ref.shortOfGoal ?? 'cut short'})` : ''}; both advisors asked in the pool (${(judgeMs / 1000).toFixed(0)} s)`;
    const said = (j: Judgement) => `${j.agreed} of ${j.counted} clear positions; mean regret ${j.regret.toFixed(2)} points, worst ${j.worst.points.toFixed(1)} (${j.worst.id || 'none'}); ${j.rollouts.toLocaleString('en')} rollouts`;
    return [
      {
        name: 'adaptive advisor ranking (2 cores, wall clock, a cold pool asked at once)',
        value: coldMs, unit: 'ms', reference: { name: `fixed ${perAction}`, value: fixed.coldMs },
        target: `<= ${GOALS.coldMs} ms`, met: coldMs <= GOALS.coldMs,
        note: `the race (engine/bots/advisor-race.ts: rounds from ${RACE.first} rollouts an action, at most ${RACE.most} an action, ${RACE.work.toLocaleString('en')} actions of rollouts or ${RACE.budget.toLocaleString('en')} rollouts in all) at the campaign's first turn, the workers started by the question itself`,
      },
      {
        name: `adaptive advisor ranking (${cores} cores, wall clock, the first turn after the warm-up, median of ${LATER})`,
        value: laterMs, unit: 'ms', reference: { name: `fixed ${perAction}`, value: fixed.laterMs },
        target: `<= ${GOALS.medianMs} ms`, met: laterMs <= GOALS.medianMs,
        note: `asked ${LATER} times with other dice: ${later.map((ms) => ms.toFixed(0)).join(', ')} ms`,
      },
      {
        name: `adaptive advisor ranking (${cores} cores, wall clock, ${spread.length} questions through a campaign, median)`,
        value: median, unit: 'ms', reference: { name: `fixed ${perAction}`, value: fixed.spreadMedianMs },
        target: `<= ${GOALS.medianMs} ms`, met: median <= GOALS.medianMs,
        note: `the fixed advisor's questions: ${spread.map((x) => `${x.at} ${x.ms.toFixed(0)} ms, ${x.rollouts} rollouts`).join('; ')}`,
      },
      {
        name: `adaptive advisor ranking (${cores} cores, wall clock, the slowest of those turns)`,
        value: slowest, unit: 'ms', reference: { name: `fixed ${perAction}`, value: fixed.slowestMs },
        target: `<= ${GOALS.slowestMs} ms`, met: slowest <= GOALS.slowestMs,
      },
      {
        name: `advisor judgement: agreement with the reference's best where it leads by more than ${CLEAR_LEAD} points (adaptive)`,
        value: raceJ.agreement, unit: '%', reference: { name: `fixed ${perAction}`, value: fixedJ.agreement },
        target: `>= ${GOALS.agreement}%`, met: raceJ.agreement >= GOALS.agreement,
        note: `${said(raceJ)}. ${about}`,
      },
      {
        name: `advisor judgement: agreement with the reference's best where it leads by more than ${CLEAR_LEAD} points (fixed ${perAction})`,
        value: fixedJ.agreement, unit: '%', target: `>= ${GOALS.agreement}%`, met: fixedJ.agreement >= GOALS.agreement,
        note: said(fixedJ),
      },
      {
        name: 'advisor judgement: mean regret against the reference (adaptive)',
        value: raceJ.regret, unit: 'points', reference: { name: `fixed ${perAction}`, value: fixedJ.regret },
        target: `<= ${GOALS.regret} points`, met: raceJ.regret <= GOALS.regret,
        note: 'the reference\'s chance of its best action less that of the advisor\'s choice, averaged over every position',
      },
      {
        name: `advisor judgement: mean regret against the reference (fixed ${perAction})`,
        value: fixedJ.regret, unit: 'points', target: `<= ${GOALS.regret} points`, met: fixedJ.regret <= GOALS.regret,
      },
    ];
  } finally {
    await pool.close();
  }
}

// Engine figures for `npm run bench` (issue 7): applyAction per second and full random-bot campaigns per
// second on one core, each beside a naive reference measured in the same run (the same work with a
// structuredClone of the state before every action, as an engine that copied its state would do), and the
// time to rebuild a 400-action campaign from its setup and actions.
import { NORMAL_HARDER, type GameSetup } from '../engine/contract';
import { applyAction, legalActions, newGame, playerView, replay, type Action, type GameState } from '../engine/index';
import { randomBot } from '../engine/bots/random';
import { botRng } from '../engine/bots/rng';
import { playCampaign } from '../engine/bots/campaign';

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** the reference measured beside it in the same run */
  reference?: { name: string; value: number };
  /** the target from the issue, in words, and whether this run met it */
  target?: string;
  met?: boolean;
  note?: string;
}

function setupFor(i: number): GameSetup {
  const characters = ['peth', 'wren', 'maudie', 'tobias'];
  return { seed: `bench-${i}`, character: characters[i % 4], startingSkill: 0, plusOneStat: i % 2 ? 'agility' : 'strength', harder: NORMAL_HARDER };
}

/** Random-bot campaigns played as fast as the engine allows; `clone` copies the state before each action. */
function randomCampaign(setup: GameSetup, clone: boolean): number {
  const rng = botRng(`bench:${setup.seed}`);
  let state: GameState = newGame(setup);
  let n = 0;
  while (playerView(state).status === 'playing') {
    const legal = legalActions(state);
    const action = randomBot.choose(state, legal, rng);
    state = applyAction(clone ? structuredClone(state) : state, action).state;
    n++;
  }
  return n;
}

/** Runs `body` repeatedly for about `ms` milliseconds (after a warm-up) and returns calls per second. */
function rate(ms: number, body: (i: number) => number): { perSecond: number; units: number; calls: number } {
  for (let i = 0; i < 20; i++) body(i);
  let calls = 0;
  let units = 0;
  const start = performance.now();
  while (performance.now() - start < ms) units += body(calls++);
  const seconds = (performance.now() - start) / 1000;
  return { perSecond: calls / seconds, units, calls };
}

export function benchCampaigns(ms = 2000): Figure[] {
  const fast = rate(ms, (i) => randomCampaign(setupFor(i), false));
  const naive = rate(ms, (i) => randomCampaign(setupFor(i), true));
  return [
    {
      name: 'random-bot campaigns per second (1 core)',
      value: fast.perSecond,
      unit: 'campaigns/s',
      reference: { name: 'with structuredClone per action', value: naive.perSecond },
      target: '>= 2000',
      met: fast.perSecond >= 2000,
      note: `${(fast.units / fast.calls).toFixed(1)} actions per campaign on average`,
    },
  ];
}

/** applyAction alone: recorded random campaigns replayed action by action, nothing else timed. */
export function benchApplyAction(ms = 2000): Figure[] {
  const games: { setup: GameSetup; actions: Action[] }[] = [];
  for (let i = 0; i < 50; i++) {
    const setup = setupFor(1000 + i);
    games.push({ setup, actions: playCampaign(setup, randomBot, botRng(`bench:${setup.seed}`)).actions });
  }
  const timed = (clone: boolean) => {
    let actions = 0;
    let spent = 0;
    let g = 0;
    while (spent < ms) {
      const { setup, actions: list } = games[g++ % games.length];
      let state = newGame(setup);
      const start = performance.now();
      for (const a of list) state = applyAction(clone ? structuredClone(state) : state, a).state;
      spent += performance.now() - start;
      actions += list.length;
    }
    return (actions / spent) * 1000;
  };
  timed(false);
  const fast = timed(false);
  const naive = timed(true);
  return [
    {
      name: 'applyAction per second (1 core)',
      value: fast,
      unit: 'actions/s',
      reference: { name: 'with structuredClone per action', value: naive },
    },
  ];
}

/** A campaign of at least 400 actions (the longest random campaign found), rebuilt by replay. */
export function benchReplay(): Figure[] {
  let best: { setup: GameSetup; actions: Action[] } = { setup: setupFor(0), actions: [] };
  for (let i = 0; i < 2000 && best.actions.length < 400; i++) {
    const setup = setupFor(5000 + i);
    const played = playCampaign(setup, randomBot, botRng(`replay:${i}`));
    if (played.actions.length > best.actions.length) best = { setup, actions: played.actions };
  }
  const actions = best.actions.slice(0, 400);
  for (let i = 0; i < 20; i++) replay(best.setup, actions);
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    replay(best.setup, actions);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  return [
    {
      name: `replay of a ${actions.length}-action campaign (median of 200)`,
      value: median,
      unit: 'ms',
      reference: { name: 'p95', value: times[Math.floor(times.length * 0.95)] },
      target: '< 10 ms',
      met: median < 10,
      note: actions.length < 400 ? `no random campaign reached 400 actions; the longest had ${actions.length}` : undefined,
    },
  ];
}

export async function run(): Promise<Figure[]> {
  return [...benchApplyAction(), ...benchCampaigns(), ...benchReplay()];
}

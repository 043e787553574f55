import { describe, expect, it } from 'vitest';
import { check, legalActions, newGame, type Action, type GameState } from '../index';
import { NORMAL_HARDER, type GameSetup } from '../contract';
import { playCampaign, MAX_ACTIONS } from './campaign';
import { botByName, BOT_NAMES } from './registry';
import { botRng } from './rng';
import type { Bot } from './types';
import { HARDEST } from './settings';
import { buildReport } from './report';
import { runSimulation, type SimulationJob } from './simulation';

/** A bot that asserts, before every move, that what it chose is in legalActions and passes check(). */
function audited(bot: Bot): Bot & { moves: number } {
  const wrapper = {
    name: bot.name,
    moves: 0,
    setup: bot.setup,
    choose(state: GameState, legal: readonly Action[], rng: ReturnType<typeof botRng>): Action {
      const fresh = legalActions(state);
      expect(legal).toEqual(fresh);
      const a = bot.choose(state, legal, rng);
      expect(legal).toContainEqual(a);
      expect(check(state, a)).toEqual({ ok: true });
      wrapper.moves++;
      return a;
    },
  };
  return wrapper;
}

const CHARACTERS = ['peth', 'wren', 'maudie', 'tobias'];

function setupFor(bot: Bot, i: number, harder = NORMAL_HARDER): { setup: GameSetup; rng: ReturnType<typeof botRng> } {
  const rng = botRng(`test:${bot.name}:${i}`);
  const character = CHARACTERS[i % 4];
  return { setup: { seed: `bots-${i}`, character, ...bot.setup(character, rng), harder }, rng };
}

describe('bots play only legal actions and finish every campaign', () => {
  const counts: Record<string, number> = { random: 24, strong: 24, greedy: 4, planner: 2, 'loop:dig': 6, 'loop:quest': 6 };
  for (const name of Object.keys(counts)) {
    it(`${name}: every move legal, every campaign ends in a win or a loss (normal and hardest set-ups)`, () => {
      const bot = audited(botByName(name));
      for (let i = 0; i < counts[name]; i++) {
        const { setup, rng } = setupFor(bot, i, i % 2 ? HARDEST.harder : NORMAL_HARDER);
        const played = playCampaign(setup, bot, rng);
        expect(['won', 'lost']).toContain(played.final.status);
        expect(played.actions.length).toBeLessThan(MAX_ACTIONS);
        expect(played.record.gemsAtDayEnd.length).toBeGreaterThan(0);
      }
      expect(bot.moves).toBeGreaterThan(counts[name] * 10);
    });
  }

  it('a bot is pure: the same state and the same dice give the same choice', () => {
    for (const name of BOT_NAMES.filter((n) => !n.startsWith('loop:') || n === 'loop:dig')) {
      const bot = botByName(name);
      const state = newGame(setupFor(bot, 7).setup);
      const legal = legalActions(state);
      expect(bot.choose(state, legal, botRng('same'))).toEqual(bot.choose(state, legal, botRng('same')));
    }
  });
});

describe('simulation reports', () => {
  const job: SimulationJob = { bot: 'strong', seed: 'fixed', games: 16, settings: [{ name: 'normal', harder: NORMAL_HARDER }, HARDEST], characters: CHARACTERS };

  it('a fixed seed gives the same report twice', () => {
    const a = buildReport(job.bot, job.seed, runSimulation(job));
    const b = buildReport(job.bot, job.seed, runSimulation(job));
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(a.overall.played).toBe(32);
    expect(Object.keys(a.bySetting)).toEqual(['hardest', 'normal']);
  });

  it('another seed deals other campaigns', () => {
    const a = runSimulation(job).map((r) => r.actions);
    const b = runSimulation({ ...job, seed: 'other' }).map((r) => r.actions);
    expect(b).not.toEqual(a);
  });

  it('the strong bot beats the random bot', () => {
    const games = 40;
    const strong = buildReport('strong', 'x', runSimulation({ ...job, games, settings: [job.settings[0]] }));
    const random = buildReport('random', 'x', runSimulation({ ...job, bot: 'random', games, settings: [job.settings[0]] }));
    expect(strong.overall.won).toBeGreaterThan(random.overall.won);
    expect(strong.overall.won).toBeGreaterThan(games / 5);
  });
});

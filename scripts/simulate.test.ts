import { describe, expect, it } from 'vitest';
import { parseArgs, runParallel } from './simulate';
import { buildReport } from '../engine/bots/index';
import { runSimulation } from '../engine/bots/index';
import { NORMAL_HARDER } from '../contract';

describe('npm run simulate', () => {
  it('reads its options: games, bot, character, harder set-up, seed, json', () => {
    const o = parseArgs(['--games', '50', '--bot', 'random', '--character', 'wren', '--harder', 'storyEndRed,extraFlips=2', '--seed', 'abc', '--json', '--workers', '1']);
    expect(o.job).toEqual({
      bot: 'random',
      seed: 'abc',
      games: 50,
      characters: ['wren'],
      settings: [{ name: 'storyEndRed+extraFlips2', harder: { ...NORMAL_HARDER, storyEndRed: true, extraFlips: 2 } }],
    });
    expect(o.json).toBe(true);
    expect(o.workers).toBe(1);
    expect(parseArgs(['--sweep']).job.settings.map((s) => s.name)).toEqual([
      'normal', 'storyEndRed', 'crowsNestRed', 'extraFlips1', 'extraFlips2', 'extraFlips3', 'hazardsPlusOne', 'hardest',
    ]);
    expect(parseArgs(['--balance', '--games', '100']).loopGames).toBe(20);
  });

  it('refuses what it cannot run, with a sentence', () => {
    expect(() => parseArgs(['--bot', 'clever'])).toThrow(/Unknown bot "clever"/);
    expect(() => parseArgs(['--games', '0'])).toThrow(/whole number/);
    expect(() => parseArgs(['--character', 'gull'])).toThrow(/Unknown character "gull"/);
    expect(() => parseArgs(['--harder', 'fog'])).toThrow(/Unknown harder option "fog"/);
    expect(() => parseArgs(['--balance', '--loop-games', '-4'])).toThrow('--loop-games must be a whole number of campaigns, got -4.');
  });

  it('gives the same report on worker threads as in one thread (same seed, same report)', async () => {
    const job = parseArgs(['--games', '12', '--bot', 'random', '--seed', 'threads', '--workers', '2']).job;
    const parallel = buildReport(job.bot, job.seed, await runParallel(job, 2));
    const single = buildReport(job.bot, job.seed, runSimulation(job));
    expect(JSON.stringify(parallel)).toBe(JSON.stringify(single));
  });
});

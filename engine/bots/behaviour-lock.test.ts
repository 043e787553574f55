// The bots' behaviour, locked: every bot plays a handful of fixed campaigns and the advisor ranks one fixed
// position, and the hash of all they did must not change. A refactor of the rules, the rollouts or the shared
// random core that changes one choice of one bot, or one roll, changes a digest here. A deliberate rules or bot
// change updates the digests in the same commit (and reruns scripts/find-achievement-seeds.ts and the balance).
import { describe, expect, it } from 'vitest';
import { NORMAL_HARDER } from '../contract';
import { stateHash } from '../hash';
import { applyAction, legalActions, newGame } from '../index';
import { advise } from './advisor';
import { playCampaign } from './campaign';
import { BOT_NAMES, botByName } from './registry';
import { botRng } from './rng';

const CHARACTERS = ['peth', 'wren', 'maudie', 'tobias'];

function botDigest(name: string, games: number): string {
  const bot = botByName(name);
  const played: unknown[] = [];
  for (let k = 0; k < games; k++) {
    const seed = `lock-${name}-${k}`;
    const rng = botRng(`bot:${seed}`);
    const character = CHARACTERS[k % CHARACTERS.length];
    const setup = { seed, character, ...bot.setup(character, rng), harder: NORMAL_HARDER };
    const p = playCampaign(setup, bot, rng);
    played.push([p.actions, stateHash(p.final), p.record]);
  }
  return stateHash(played);
}

const GAMES: Record<string, number> = { random: 40, greedy: 12, strong: 6, planner: 2 };

describe('behaviour lock (every bot, fixed campaigns)', () => {
  it('each bot plays exactly the campaigns it played when the digests were taken', () => {
    const digests = Object.fromEntries(BOT_NAMES.map((n) => [n, botDigest(n, GAMES[n] ?? 6)]));
    expect(digests).toMatchInlineSnapshot(`
      {
        "greedy": "641f32b073001e8a",
        "loop:beachcomb": "d55d093704e74d2f",
        "loop:dig": "0af468c764aca9e6",
        "loop:goFishing": "5a9e2df7c3c6aab8",
        "loop:goForaging": "8f3bd0ee4edf2be5",
        "loop:quest": "4a2948626830b0f7",
        "loop:relax": "6c1db33c7667b4df",
        "loop:visitLibrary": "8c677d94199ded40",
        "loop:visitSeer": "97453d971a5ee6da",
        "loop:visitStalls": "68e7d31b191164d7",
        "planner": "940c2db10603d6ea",
        "random": "3dd9ce71fc7099a6",
        "strong": "7e9542fd41f8c6e5",
      }
    `);
  }, 240_000);

  it('the advisor ranks a fixed position exactly as it did', () => {
    let s = newGame({ seed: 'lock-advisor', character: 'peth', startingSkill: 0, plusOneStat: 'agility', harder: NORMAL_HARDER });
    const rng = botRng('bot:lock-advisor');
    for (let i = 0; i < 6; i++) {
      const legal = legalActions(s);
      s = applyAction(s, botByName('strong').choose(s, legal, rng)).state;
    }
    expect(stateHash(advise(s, 24, 'lock'))).toMatchInlineSnapshot(`"14ad9712ff94a1e1"`);
  }, 120_000);
});

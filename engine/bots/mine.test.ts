// The strong player's walk in a mine (rulebook 7) remembers distancesTo and hoursToExit by a key made of the quest,
// the targets and the visited chambers (bit masks when they fit, else text). The answer must be the one worked out
// afresh whatever the key, in whatever order the targets and visited chambers come; and the walk by masks (mineWalk)
// must score each move as the lists worked out afresh do.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHARACTER_IDS, NORMAL_HARDER } from '../contract';
import { applyAction, legalActions, newGame } from '../index';
import { botRng } from './rng';
import { chooseStrongInRollout, strongBot } from './strong';
import { rolloutSession } from '../rollout-session';
import { MAX_ACTIONS } from './campaign';
import { REVISIT, distancesTo, fightOdds, hoursToExit, mineOf, mineTargets, mineWalk, pAtLeast, uncached, walkScore } from './mine';
import type { MineState } from '../quests/mine';
import { questById } from '../../data/quests/index';
import { content } from '../../data/index';
import type { GameState } from '../types';

/** The mines the strong bot walks in one campaign, one per decision in a mine. */
function minesOf(seed: number): MineState[] {
  let s = newGame({ seed: `mine-${seed}`, character: CHARACTER_IDS[seed % 4], startingSkill: (seed % 2) as 0 | 1, plusOneStat: 'strength', harder: NORMAL_HARDER });
  const rng = botRng(`mine-${seed}`);
  const out: MineState[] = [];
  while (s.status === 'playing') {
    const m = mineOf(s);
    if (m) out.push(m);
    s = applyAction(s, strongBot.choose(s, legalActions(s), rng)).state;
  }
  return out;
}

const entries = (d: Map<string, number>) => Object.fromEntries([...d].sort(([a], [b]) => (a < b ? -1 : 1)));

describe('7: the strong walk\'s remembered distances', () => {
  it('7: distancesTo and hoursToExit give the fresh answer, for any order of targets and visited chambers', () => {
    let met = 0;
    fc.assert(fc.property(fc.nat(100_000), fc.nat(), (seed, perm) => {
      for (const m of minesOf(seed)) {
        met++;
        const targets = mineTargets({ lives: 4, pep: 4 } as never, m, 20);
        const exits = questById(m.quest).map.chambers.filter((c) => c.kind === 'exit').map((c) => c.id);
        const fresh = uncached(m, targets);
        expect(entries(distancesTo(m, targets))).toEqual(entries(fresh.distances));
        expect(entries(hoursToExit(m, exits))).toEqual(entries(uncached(m, exits).hours));
        // the same sets in another order, and a target that is no place on the map (the text key)
        const rot = (xs: readonly string[]) => (xs.length ? [...xs.slice(perm % xs.length), ...xs.slice(0, perm % xs.length)] : []);
        const shuffled: MineState = { ...m, visited: rot(m.visited) };
        expect(entries(distancesTo(shuffled, rot(targets)))).toEqual(entries(fresh.distances));
        expect(entries(distancesTo(m, [...targets, 'nowhere']))).toEqual(entries(uncached(m, [...targets, 'nowhere']).distances));
      }
    }), { numRuns: 30 });
    expect(met).toBeGreaterThan(100);
  });

  it('7: the walk by masks (mineWalk, walkScore) scores every move as the lists do: mineTargets, then distancesTo', () => {
    let met = 0;
    for (let seed = 0; seed < 20; seed++) {
      for (const m of minesOf(seed)) {
        // and the same mine with a chamber changed in play (the lists' way), or a changed entry naming a chamber's own
        // printed kind (the same kinds, by the lists)
        const chambers = questById(m.quest).map.chambers;
        const same: MineState = { ...m, changed: { [chambers[0].id]: { kind: chambers[0].kind } as never } };
        const changed: MineState = { ...m, changed: { ...m.changed, [chambers[1].id]: { kind: 'penalty', text: 'x', penalty: [] } } };
        for (const mine of [m, same, changed]) {
          for (const [lives, pep, hours] of [[4, 4, 20], [1, 4, 20], [4, 4, 2], [3, 2, 9], [4, 0, 20], [4, 4, 5]]) {
            const s = { lives, pep } as never;
            const distances = uncached(mine, mineTargets(s, mine, hours)).distances;
            const walk = mineWalk(s, mine, hours);
            for (const id of [...chambers.map((c) => c.id), mine.at]) {
              expect(walkScore(walk, mine, id)).toBe(-(distances.get(id) ?? 50) - (mine.visited.includes(id) ? REVISIT : 0));
              met++;
            }
          }
        }
      }
    }
    expect(met).toBeGreaterThan(10_000);
  });

  it('7: in a rollout, whose own mine keeps one visited list and appends to it, the walk scores as the lists do', () => {
    let met = 0;
    for (let seed = 0; seed < 12; seed++) {
      const rng = botRng(`mine-rollout-${seed}`);
      const session = rolloutSession();
      session.begin();
      let s = newGame({ seed: `mine-rollout-${seed}`, character: CHARACTER_IDS[seed % 4], startingSkill: 1, plusOneStat: 'agility', harder: NORMAL_HARDER });
      for (let n = 0; s.status === 'playing' && n < MAX_ACTIONS; n++) {
        const m = mineOf(s);
        if (m && s.pending.length === 0) {
          const hours = 4 + (n % 17);
          const walk = mineWalk(s, m, hours);
          const distances = uncached(m, mineTargets(s, m, hours)).distances;
          for (const id of questById(m.quest).map.chambers.map((c) => c.id)) {
            expect(walkScore(walk, m, id)).toBe(-(distances.get(id) ?? 50) - (m.visited.includes(id) ? REVISIT : 0));
            met++;
          }
        }
        s = session.apply(s, chooseStrongInRollout(s, rng, session));
      }
    }
    expect(met).toBeGreaterThan(1000);
  });

  it('7b: the fight odds (a table by gap, the skill found without a list) equal the 36 rolls counted with the skills summed', () => {
    // the character's fight bonus as the walk first worked it out: the active skills listed, their bonuses summed
    const skillOf = (s: GameState) => {
      const ch = content.characters.find((c) => c.id === s.character)!;
      const active = s.xp >= content.rules.levels[1] ? ch.skills : [ch.skills[s.setup.startingSkill]];
      let n = 0;
      for (const sk of active) if (sk.effect.kind === 'fightBonus') n += sk.effect.strength;
      return n;
    };
    let met = 0;
    for (const ch of CHARACTER_IDS) for (const startingSkill of [0, 1] as const) for (const xp of [0, 3, 7]) for (const night of [false, true]) {
      for (const plusOne of [false, true]) for (let strength = 0; strength <= 9; strength++) for (let hazard = 0; hazard <= 12; hazard++) {
        const s = {
          character: ch, xp, strength, phase: night ? 'night' : 'day',
          setup: { startingSkill, harder: { ...NORMAL_HARDER, hazardsPlusOne: plusOne } },
        } as unknown as GameState;
        const m = { fight: { strength: hazard, depth: hazard % 3 } } as unknown as MineState;
        const against = hazard + (hazard % 3) + (night ? 1 : 0) + (plusOne ? 1 : 0);
        expect(fightOdds(s, m)).toBe(pAtLeast(strength + skillOf(s), against));
        met++;
      }
    }
    expect(met).toBeGreaterThan(1000);
  });
});

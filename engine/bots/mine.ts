// How the strong player finds its way in a mine (rulebook 7): walk toward the quest's unfinished chambers,
// then to the nearest exit, going round penalty chambers when the way round is short; fight a hazard when the
// odds are even or better, flee when they are poor and Pep allows.
import { questById } from '../../data/quests/index';
import { content, storyCard } from '../../data/index';
import type { GameState } from '../types';
import type { MineState } from '../quests/mine';
import { goalComplete } from '../quests/mine';

export function mineOf(s: GameState): MineState | null {
  return s.quest as unknown as MineState | null;
}

/** Entering a chamber of this kind costs (in steps) this much more than an empty walk. */
const KIND_COST: Record<string, number> = { penalty: 2.5, story: 0.6, action: 0, quest: 0, special: -0.3, exit: 0, entrance: 99 };

/** What an hour spent retracing one's steps (house rule 7a) costs, in steps of the map: a tunnel hour counts 2. */
export const REVISIT = 2.5;

/** Cost to reach any target from each chamber (Dijkstra from the targets over the tunnels), counting house rule
 *  7a's hour for every chamber already visited on the way, so a fresh path is preferred when one exists. */
export function distancesTo(m: MineState, targets: readonly string[]): Map<string, number> {
  // maps are small and fixed: remember the answer per quest, targets, changed and visited chambers
  const key = `${m.quest}|${targets.join(',')}|${Object.keys(m.changed).length ? JSON.stringify(m.changed) : ''}|${m.visited.join(',')}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const dist = computeDistances(m, targets);
  if (cache.size > 5000) cache.clear();
  cache.set(key, dist);
  return dist;
}
const cache = new Map<string, Map<string, number>>();

function computeDistances(m: MineState, targets: readonly string[]): Map<string, number> {
  const map = questById(m.quest).map;
  const kind = new Map(map.chambers.map((c) => [c.id, m.changed[c.id]?.kind ?? c.kind]));
  const visited = new Set(m.visited);
  const dist = new Map<string, number>();
  const open: string[] = [];
  for (const t of targets) {
    dist.set(t, 0);
    open.push(t);
  }
  while (open.length > 0) {
    open.sort((a, b) => (dist.get(a) ?? 0) - (dist.get(b) ?? 0));
    const at = open.shift()!;
    const d = dist.get(at)!;
    for (const t of map.tunnels) {
      const next = t.a === at ? t.b : t.b === at ? t.a : null;
      if (next === null) continue;
      // walking from `next` into `at` costs a step, the tunnel's time, and what `at` holds
      const cost = d + 1 + 2 * (t.time ?? 0) + (KIND_COST[kind.get(at) ?? 'story'] ?? 0) + (visited.has(at) ? REVISIT : 0);
      if (cost < (dist.get(next) ?? Infinity)) {
        dist.set(next, cost);
        if (!open.includes(next)) open.push(next);
      }
    }
  }
  return dist;
}

/** Hours the walk from each chamber to the nearest exit spends: tunnel hours plus house rule 7a's hour for
 *  every visited chamber on the way (Dijkstra over hours only, from the exits). */
export function hoursToExit(m: MineState, exits: readonly string[]): Map<string, number> {
  const map = questById(m.quest).map;
  const visited = new Set(m.visited);
  const hours = new Map<string, number>();
  const open = [...exits];
  for (const e of exits) hours.set(e, 0);
  while (open.length > 0) {
    open.sort((a, b) => (hours.get(a) ?? 0) - (hours.get(b) ?? 0));
    const at = open.shift()!;
    const h = hours.get(at)!;
    for (const t of map.tunnels) {
      const next = t.a === at ? t.b : t.b === at ? t.a : null;
      if (next === null) continue;
      const cost = h + (t.time ?? 0) + (visited.has(at) ? 1 : 0);
      if (cost < (hours.get(next) ?? Infinity)) {
        hours.set(next, cost);
        if (!open.includes(next)) open.push(next);
      }
    }
  }
  return hours;
}

/** Where to head: the exits once the goal is met (or lost, or time is short, counting the hours the way out
 *  spends in retraced chambers), else the quest chambers not yet done. */
export function mineTargets(s: GameState, m: MineState, hoursLeft: number): string[] {
  const map = questById(m.quest).map;
  const kindOf = (id: string) => m.changed[id]?.kind ?? map.chambers.find((c) => c.id === id)?.kind;
  const exits = map.chambers.filter((c) => kindOf(c.id) === 'exit').map((c) => c.id);
  if (goalComplete(m) || m.failed !== null || m.turns > 30 || s.lives <= 1 || s.pep === 0) return exits;
  if (hoursLeft <= 2 + (hoursToExit(m, exits).get(m.at) ?? 0)) return exits;
  const quests = map.chambers.filter((c) => kindOf(c.id) === 'quest').map((c) => c.id);
  const fresh = quests.filter((id) => !m.visited.includes(id) || (m.tokens[id] && !m.tokens[id].known));
  if (fresh.length > 0) return fresh;
  // every quest chamber seen: go back to those still holding a token, or another quest chamber than this one
  const holding = quests.filter((id) => m.tokens[id] !== undefined && id !== m.at);
  if (holding.length > 0) return holding;
  const others = quests.filter((id) => id !== m.at);
  return others.length > 0 ? others : exits;
}

/** P(d6 + a >= d6 + b): your attack against the hazard's. */
export function pAtLeast(a: number, b: number): number {
  let wins = 0;
  for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) if (x + a >= y + b) wins++;
  return wins / 36;
}

/** The fight's odds before rolling: your Strength (with a skill) against the hazard's total without its roll. */
export function fightOdds(s: GameState, m: MineState): number {
  const f = m.fight;
  if (!f) return 0.5;
  const skill = fightSkillOf(s);
  const hazard = f.strength + f.depth + (s.phase === 'night' ? 1 : 0) + (s.setup.harder.hazardsPlusOne ? 1 : 0);
  return pAtLeast(s.strength + skill, hazard);
}

function fightSkillOf(s: GameState): number {
  const ch = content.characters.find((c) => c.id === s.character);
  if (!ch) return 0;
  const active = s.xp >= content.rules.levels[1] ? ch.skills : [ch.skills[s.setup.startingSkill]];
  let n = 0;
  for (const sk of active) if (sk.effect.kind === 'fightBonus') n += sk.effect.strength;
  return n;
}

/** A Story card kept by the shovel: an event beats a hazard, a weak hazard beats a strong one. */
export function keepScore(card: string): number {
  const c = storyCard(card);
  return c.kind === 'event' ? 5 + c.loot : -(c.hazard?.strength ?? 5);
}

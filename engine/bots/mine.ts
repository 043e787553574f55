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

/** A quest's map as the walk needs it, built once per quest: every place named (chambers and tunnel ends) by
 *  index, its printed kind, and its tunnels as adjacency lists (both ways, in the map's tunnel order). */
interface MapGraph {
  ids: string[];
  index: Map<string, number>;
  /** the printed kind of each place (undefined for a tunnel end that is no chamber) */
  kind: (string | undefined)[];
  /** per place: the places one tunnel away and that tunnel's hours */
  adj: { to: number; time: number }[][];
  /** distancesTo and hoursToExit answers by a numeric key (maskKey), for maps small enough */
  distances: Map<number, Map<string, number>>;
  hours: Map<number, Map<string, number>>;
  /** the printed map's exits and quest chambers (mineTargets, when no chamber has changed) */
  printed?: { exits: readonly string[]; quests: readonly string[] };
}
const graphs = new Map<string, MapGraph>();

function graphOf(quest: string): MapGraph {
  let g = graphs.get(quest);
  if (g) return g;
  const map = questById(quest).map;
  const ids: string[] = [];
  const index = new Map<string, number>();
  const add = (id: string) => {
    if (!index.has(id)) {
      index.set(id, ids.length);
      ids.push(id);
    }
    return index.get(id)!;
  };
  for (const c of map.chambers) add(c.id);
  for (const t of map.tunnels) {
    add(t.a);
    add(t.b);
  }
  const kind: (string | undefined)[] = ids.map(() => undefined);
  // the first chamber of an id wins, as map.chambers.find would
  for (let i = map.chambers.length - 1; i >= 0; i--) kind[index.get(map.chambers[i].id)!] = map.chambers[i].kind;
  const adj: { to: number; time: number }[][] = ids.map(() => []);
  for (const t of map.tunnels) {
    const a = index.get(t.a)!;
    const b = index.get(t.b)!;
    adj[a].push({ to: b, time: t.time ?? 0 });
    if (b !== a) adj[b].push({ to: a, time: t.time ?? 0 });
  }
  g = { ids, index, kind, adj, distances: new Map(), hours: new Map() };
  graphs.set(quest, g);
  return g;
}

/** Shortest costs to the sources over the tunnels (Dijkstra; every step costs more than nothing or nothing at all),
 *  where stepping from a place into `at` costs step(at, tunnel hours) on top of the cost at `at`. */
function costsFrom(g: MapGraph, sources: readonly string[], step: (d: number, at: number, time: number) => number): Map<string, number> {
  const n = g.ids.length;
  const dist = new Float64Array(n).fill(Infinity);
  const done = new Uint8Array(n);
  for (const t of sources) {
    const i = g.index.get(t);
    if (i !== undefined) dist[i] = 0;
  }
  for (;;) {
    let at = -1;
    for (let i = 0; i < n; i++) if (!done[i] && dist[i] < Infinity && (at < 0 || dist[i] < dist[at])) at = i;
    if (at < 0) break;
    done[at] = 1;
    const d = dist[at];
    for (const e of g.adj[at]) {
      const cost = step(d, at, e.time);
      if (cost < dist[e.to]) dist[e.to] = cost;
    }
  }
  const out = new Map<string, number>();
  // a source that is no place on the map is still at cost 0, as the walk's targets always were
  for (const t of sources) out.set(t, 0);
  for (let i = 0; i < n; i++) if (dist[i] < Infinity) out.set(g.ids[i], dist[i]);
  return out;
}

/** The visited chambers as a mask over the graph's places. */
function visitedMask(g: MapGraph, visited: readonly string[]): Uint8Array {
  const v = new Uint8Array(g.ids.length);
  for (const id of visited) {
    const i = g.index.get(id);
    if (i !== undefined) v[i] = 1;
  }
  return v;
}

/** Cost to reach any target from each chamber (Dijkstra from the targets over the tunnels), counting house rule
 *  7a's hour for every chamber already visited on the way, so a fresh path is preferred when one exists. */
export function distancesTo(m: MineState, targets: readonly string[]): Map<string, number> {
  // maps are small and fixed: remember the answer per quest, targets, changed and visited chambers. With no chamber
  // changed, the targets and the visited chambers as two bit masks make the key (no string built and hashed per
  // decision); the answer depends on them as sets (every target starts at 0, the visited ones are a mask), so the
  // number names the same answer the text did. Otherwise (a changed chamber, an unknown id) the text key as before.
  const g = graphOf(m.quest);
  const mk = isEmpty(m.changed) ? maskKey(g, targets, m.visited) : -1;
  if (mk >= 0) return g.distances.get(mk) ?? remember(g.distances, mk, computeDistances(m, targets));
  const key = `${m.quest}|${targets.join(',')}|${changedKey(m)}|${m.visited.join(',')}`;
  return cache.get(key) ?? remember(cache, key, computeDistances(m, targets));
}
const cache = new Map<string, Map<string, number>>();

/** Remembers a missed answer under `key` and gives it back (a cache past 5,000 answers starts again). The callers
 *  look up first and work out the answer only on a miss, with no closure made per look-up (asked every mine turn). */
function remember<K>(cache: Map<K, Map<string, number>>, key: K, answer: Map<string, number>): Map<string, number> {
  if (cache.size > 5000) cache.clear();
  cache.set(key, answer);
  return answer;
}

function isEmpty(o: object): boolean {
  for (const _ in o) return false;
  return true;
}

/** The places `a` and `b` name as two bit masks in one exact integer (a's bits above b's), or -1 when either names
 *  an id not on the map or the map has more places than two masks fit in 52 bits. */
function maskKey(g: MapGraph, a: readonly string[], b: readonly string[]): number {
  const n = g.ids.length;
  if (n > 26) return -1;
  let ma = 0;
  let mb = 0;
  for (const id of a) {
    const i = g.index.get(id);
    if (i === undefined) return -1;
    ma |= 1 << i;
  }
  for (const id of b) {
    const i = g.index.get(id);
    if (i === undefined) return -1;
    mb |= 1 << i;
  }
  return ma * 2 ** n + mb;
}

function changedKey(m: MineState): string {
  for (const _ in m.changed) return JSON.stringify(m.changed);
  return '';
}

/** distancesTo and hoursToExit worked out afresh, past both caches (mine.test.ts holds the cached answers to these). */
export function uncached(m: MineState, targets: readonly string[]): { distances: Map<string, number>; hours: Map<string, number> } {
  return { distances: computeDistances(m, targets), hours: computeHours(graphOf(m.quest), m, targets) };
}

function computeDistances(m: MineState, targets: readonly string[]): Map<string, number> {
  const g = graphOf(m.quest);
  const visited = visitedMask(g, m.visited);
  // what entering each place costs beyond the step: its kind (as changed in play) and 7a's hour when visited
  const enter = g.ids.map((id, i) => {
    const k = m.changed[id]?.kind ?? g.kind[i];
    return { kind: KIND_COST[k ?? 'story'] ?? 0, revisit: visited[i] ? REVISIT : 0 };
  });
  // walking from a neighbour into `at` costs a step, the tunnel's time, and what `at` holds (the sum in this order)
  return costsFrom(g, targets, (d, at, time) => d + 1 + 2 * time + enter[at].kind + enter[at].revisit);
}

/** Hours the walk from each chamber to the nearest exit spends: tunnel hours plus house rule 7a's hour for
 *  every visited chamber on the way (Dijkstra over hours only, from the exits). */
export function hoursToExit(m: MineState, exits: readonly string[]): Map<string, number> {
  // as distancesTo: the exits and the visited chambers as sets, by masks when they fit, else by text
  const g = graphOf(m.quest);
  const mk = maskKey(g, exits, m.visited);
  if (mk >= 0) return g.hours.get(mk) ?? remember(g.hours, mk, computeHours(g, m, exits));
  const key = `${m.quest}|${exits.join(',')}|${m.visited.join(',')}`;
  return hoursCache.get(key) ?? remember(hoursCache, key, computeHours(g, m, exits));
}
const hoursCache = new Map<string, Map<string, number>>();

function computeHours(g: MapGraph, m: MineState, exits: readonly string[]): Map<string, number> {
  const visited = visitedMask(g, m.visited);
  return costsFrom(g, exits, (h, at, time) => h + time + (visited[at] ? 1 : 0));
}

/** Where to head: the exits once the goal is met (or lost, or time is short, counting the hours the way out
 *  spends in retraced chambers), else the quest chambers not yet done. */
export function mineTargets(s: GameState, m: MineState, hoursLeft: number): readonly string[] {
  const g = graphOf(m.quest);
  // with no chamber changed in play, the exits and quest chambers are the printed map's, listed once per quest
  const { exits, quests } = isEmpty(m.changed) ? (g.printed ??= chambersByKind(m)) : chambersByKind(m);
  if (goalComplete(m) || m.failed !== null || m.turns > 30 || s.lives <= 1 || s.pep === 0) return exits;
  if (hoursLeft <= 2 + (hoursToExit(m, exits).get(m.at) ?? 0)) return exits;
  const fresh = quests.filter((id) => !m.visited.includes(id) || (m.tokens[id] && !m.tokens[id].known));
  if (fresh.length > 0) return fresh;
  // every quest chamber seen: go back to those still holding a token, or another quest chamber than this one
  const holding = quests.filter((id) => m.tokens[id] !== undefined && id !== m.at);
  if (holding.length > 0) return holding;
  const others = quests.filter((id) => id !== m.at);
  return others.length > 0 ? others : exits;
}

/** The exits and the quest chambers of the mine as it is now, in the map's order (read-only: may be shared). */
function chambersByKind(m: MineState): { exits: readonly string[]; quests: readonly string[] } {
  const map = questById(m.quest).map;
  const g = graphOf(m.quest);
  const kindOf = (id: string) => m.changed[id]?.kind ?? g.kind[g.index.get(id)!];
  const exits: string[] = [];
  const quests: string[] = [];
  for (const c of map.chambers) {
    const k = kindOf(c.id);
    if (k === 'exit') exits.push(c.id);
    else if (k === 'quest') quests.push(c.id);
  }
  return { exits, quests };
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

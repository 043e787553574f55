// How the strong player finds its way in a mine (rulebook 7): walk toward the quest's unfinished chambers,
// then to the nearest exit, going round penalty chambers when the way round is short; fight a hazard when the
// odds are even or better, flee when they are poor and Pep allows.
import { questById } from '../../data/quests/index';
import { content, storyCard } from '../../data/index';
import type { GameState } from '../types';
import type { MineState } from '../quests/mine';
import { goalComplete, noneChanged, placeNumber } from '../quests/mine';

export function mineOf(s: GameState): MineState | null {
  return s.quest;
}

/** Entering a chamber of this kind costs (in steps) this much more than an empty walk. */
const KIND_COST: Record<string, number> = { penalty: 2.5, story: 0.6, action: 0, quest: 0, special: -0.3, exit: 0, entrance: 99 };

/** What walking back into a chamber already visited costs the walk, in steps of the map (a tunnel hour counts 2): it
 *  spends no time (7a), but the chamber is resolved again (another Story card, another penalty roll) for nothing
 *  the walk is after, so a fresh path is preferred when one exists. (It was the retracing fee's hour, when this
 *  edition had that house rule; kept, as the walks it gives finish every campaign and hold the balance table.) */
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
  /** mineWalk's costs by place, by the same numeric keys (its targets' bits above the visited chambers'), the last
   *  answer first; and its hours to the printed exits by place (one answer, under key 0: the tunnels' hours alone) */
  costsBy: Map<number, Float64Array>;
  lastCostsKey: number;
  lastCosts: Float64Array;
  hoursBy: Map<number, Float64Array>;
  /** the printed map's exits as a mask and its quest chambers by place and id, in the map's order (mineWalk) */
  exitBits: number;
  questPlaces: number[];
  questIds: string[];
  quest: string;
  /** the last visited list asked (a copy), the list itself, and its mask (visitedBits) */
  seen: string[];
  seenList: readonly string[] | null;
  seenBits: number;
  /** the last chamber whose place was asked (placeOf) and that place */
  lastId: string;
  lastPlace: number;
  /** 2 ** (places on the map): maskKey's factor, a small integer worked out once rather than a power per key */
  high: number;
}
const graphs = new Map<string, MapGraph>();
/** a graph's last costs before it has any */
const NO_COSTS = new Float64Array(0);
/** the graph asked last: a decision asks for the same quest's graph three times over (targets, hours, distances) */
let lastGraph: MapGraph | null = null;

function graphOf(quest: string): MapGraph {
  if (lastGraph !== null && lastGraph.quest === quest) return lastGraph;
  let g = graphs.get(quest);
  if (!g) g = buildGraph(quest);
  lastGraph = g;
  return g;
}

function buildGraph(quest: string): MapGraph {
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
  // the printed exits and quest chambers as chambersByKind lists them (the map's order, each chamber's own kind)
  let exitBits = 0;
  const questPlaces: number[] = [];
  const questIds: string[] = [];
  for (const c of map.chambers) {
    const i = index.get(c.id)!;
    if (kind[i] === 'exit') exitBits |= 1 << i;
    else if (kind[i] === 'quest') {
      questPlaces.push(i);
      questIds.push(c.id);
    }
  }
  const g: MapGraph = {
    ids, index, kind, adj, distances: new Map(), hours: new Map(), costsBy: new Map(), lastCostsKey: -1, lastCosts: NO_COSTS, hoursBy: new Map(),
    exitBits, questPlaces, questIds, quest, seen: [], seenList: null, seenBits: 0, lastId: '', lastPlace: -1, high: 2 ** ids.length,
  };
  graphs.set(quest, g);
  return g;
}

/** A place's index (-1 when it is none). The quest engine numbers a map's chambers in the same order and has just
 *  asked for the meeple's chamber (its last answer comes first): its number is taken when it names the same id. */
function placeOf(g: MapGraph, m: MineState, id: string): number {
  if (id === g.lastId) return g.lastPlace;
  const p = placeNumber(m, id);
  const i = p >= 0 && p < g.ids.length && g.ids[p] === id ? p : (g.index.get(id) ?? -1);
  g.lastId = id;
  g.lastPlace = i;
  return i;
}

/** Shortest costs from the places already at 0 in `dist` over the tunnels (Dijkstra; every step costs more than
 *  nothing or nothing at all), where stepping from a place into `at` costs step(at, tunnel hours) on top of the cost
 *  at `at`. Fills `dist` (Infinity where no source is reached). */
function relax(g: MapGraph, dist: Float64Array, step: (d: number, at: number, time: number) => number): Float64Array {
  const n = g.ids.length;
  const done = new Uint8Array(n);
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
  return dist;
}

/** relax from the sources named, as a map by id. */
function costsFrom(g: MapGraph, sources: readonly string[], step: (d: number, at: number, time: number) => number): Map<string, number> {
  const dist = new Float64Array(g.ids.length).fill(Infinity);
  for (const t of sources) {
    const i = g.index.get(t);
    if (i !== undefined) dist[i] = 0;
  }
  relax(g, dist, step);
  const out = new Map<string, number>();
  // a source that is no place on the map is still at cost 0, as the walk's targets always were
  for (const t of sources) out.set(t, 0);
  for (let i = 0; i < dist.length; i++) if (dist[i] < Infinity) out.set(g.ids[i], dist[i]);
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

/** Cost to reach any target from each chamber (Dijkstra from the targets over the tunnels), counting REVISIT for
 *  every chamber already visited on the way, so a fresh path is preferred when one exists. */
export function distancesTo(m: MineState, targets: readonly string[]): Map<string, number> {
  // maps are small and fixed: remember the answer per quest, targets, changed and visited chambers. With no chamber
  // changed, the targets and the visited chambers as two bit masks make the key; the answer depends on them as sets
  // (every target starts at 0, the visited ones are a mask), so the number names the same answer the text did.
  // Otherwise (a changed chamber, an unknown id) the text key.
  const g = graphOf(m.quest);
  const mk = noneChanged(m) ? maskKey(g, targets, m.visited) : -1;
  if (mk >= 0) return g.distances.get(mk) ?? remember(g.distances, mk, computeDistances(m, targets));
  const key = `${m.quest}|${targets.join(',')}|${changedKey(m)}|${m.visited.join(',')}`;
  return cache.get(key) ?? remember(cache, key, computeDistances(m, targets));
}
const cache = new Map<string, Map<string, number>>();

/** Remembers a missed answer under `key` and gives it back (a cache past 5,000 answers starts again). The callers
 *  look up first and work out the answer only on a miss, with no closure made per look-up (asked every mine turn). */
function remember<K, V>(cache: Map<K, V>, key: K, answer: V): V {
  if (cache.size > 5000) cache.clear();
  cache.set(key, answer);
  return answer;
}

/** The places `a` and `b` name as two bit masks in one exact integer (a's bits above b's), or -1 when either names
 *  an id not on the map or the map has more places than two masks fit in 52 bits. `b` is the visited chambers. */
function maskKey(g: MapGraph, a: readonly string[], b: readonly string[]): number {
  if (g.ids.length > 26) return -1;
  const ma = bitsOf(g, a);
  if (ma < 0) return -1;
  const mb = visitedBits(g, b);
  if (mb < 0) return -1;
  return ma * g.high + mb;
}

/** The places a list names as a bit mask, or -1 when one is not on the map (a map of at most 26 places). */
function bitsOf(g: MapGraph, ids: readonly string[]): number {
  let bits = 0;
  for (let k = 0; k < ids.length; k++) {
    const i = g.index.get(ids[k]);
    if (i === undefined) return -1;
    bits |= 1 << i;
  }
  return bits;
}

/** bitsOf the visited chambers, remembering the last list asked by its contents: a decision asks up to twice (the
 *  walk, and the hours to the exit on the way), and the next decision of the walk has the same list or that list and
 *  one chamber more (a move appends where it went), so the mask is compared id by id, and extended, rather than
 *  looked up id by id. The very list asked last needs no comparing: a visited list is only ever appended to (turn.ts
 *  move, on a rollout's own mine; every other mine's list is a fresh copy), so its first chambers are the ones seen. */
function visitedBits(g: MapGraph, visited: readonly string[]): number {
  const seen = g.seen;
  const n = seen.length;
  if (g.seenBits >= 0 && visited.length >= n && visited.length <= n + 1) {
    let same = visited === g.seenList;
    if (!same) {
      same = true;
      for (let k = 0; k < n; k++) {
        if (visited[k] !== seen[k]) {
          same = false;
          break;
        }
      }
      g.seenList = visited;
    }
    if (same) {
      if (visited.length === n) return g.seenBits;
      // the chamber appended is most often the meeple's, whose place mineWalk has just asked
      const id = visited[n];
      const i = id === g.lastId ? g.lastPlace : (g.index.get(id) ?? -1);
      if (i >= 0) {
        seen.push(visited[n]);
        g.seenBits |= 1 << i;
        return g.seenBits;
      }
    }
  }
  const bits = bitsOf(g, visited);
  g.seen = visited.slice();
  g.seenList = visited;
  g.seenBits = bits;
  return bits;
}

function changedKey(m: MineState): string {
  for (const _ in m.changed) return JSON.stringify(m.changed);
  return '';
}

/** distancesTo and hoursToExit worked out afresh, past both caches (mine.test.ts holds the cached answers to these). */
export function uncached(m: MineState, targets: readonly string[]): { distances: Map<string, number>; hours: Map<string, number> } {
  return { distances: computeDistances(m, targets), hours: computeHours(graphOf(m.quest), targets) };
}

function computeDistances(m: MineState, targets: readonly string[]): Map<string, number> {
  const g = graphOf(m.quest);
  const visited = visitedMask(g, m.visited);
  // what entering each place costs beyond the step: its kind (as changed in play) and, when visited, REVISIT (7a: the
  // chamber is resolved again, another draw or roll for nothing new, so a fresh path is preferred)
  const enter = g.ids.map((id, i) => {
    const k = m.changed[id]?.kind ?? g.kind[i];
    return { kind: KIND_COST[k ?? 'story'] ?? 0, revisit: visited[i] ? REVISIT : 0 };
  });
  // walking from a neighbour into `at` costs a step, the tunnel's time, and what `at` holds (the sum in this order)
  return costsFrom(g, targets, (d, at, time) => d + 1 + 2 * time + enter[at].kind + enter[at].revisit);
}

/** Hours the walk from each chamber to the nearest exit spends: the tunnels' hourglasses (7a: time is spent only
 *  where the map shows it; Dijkstra over hours only, from the exits). */
export function hoursToExit(m: MineState, exits: readonly string[]): Map<string, number> {
  // as distancesTo, the exits as a set, by mask when they fit, else by text; the chambers visited change nothing
  const g = graphOf(m.quest);
  const mk = maskKey(g, exits, NONE_VISITED);
  if (mk >= 0) return g.hours.get(mk) ?? remember(g.hours, mk, computeHours(g, exits));
  const key = `${m.quest}|${exits.join(',')}`;
  return hoursCache.get(key) ?? remember(hoursCache, key, computeHours(g, exits));
}
const hoursCache = new Map<string, Map<string, number>>();
const NONE_VISITED: readonly string[] = [];

function computeHours(g: MapGraph, exits: readonly string[]): Map<string, number> {
  return costsFrom(g, exits, (h, _at, time) => h + time);
}

/** Where to head: the exits once the goal is met (or lost, or time is short, counting the hours the way out
 *  spends in its tunnels), else the quest chambers not yet done. (mineWalk heads the same way by masks.) */
export function mineTargets(s: GameState, m: MineState, hoursLeft: number): readonly string[] {
  const { exits, quests } = chambersByKind(m);
  if (goalComplete(m) || m.failed !== null || m.turns > 30 || s.lives <= 1 || s.pep === 0) return exits;
  if (hoursLeft <= 2 + (hoursToExit(m, exits).get(m.at) ?? 0)) return exits;
  const fresh: string[] = [];
  for (const id of quests) if (!m.visited.includes(id) || (m.tokens[id] && !m.tokens[id].known)) fresh.push(id);
  if (fresh.length > 0) return fresh;
  // every quest chamber seen: go back to those still holding a token, or another quest chamber than this one
  const holding: string[] = [];
  for (const id of quests) if (m.tokens[id] !== undefined && id !== m.at) holding.push(id);
  if (holding.length > 0) return holding;
  const others: string[] = [];
  for (const id of quests) if (id !== m.at) others.push(id);
  return others.length > 0 ? others : exits;
}

/** The exits and the quest chambers of the mine as it is now, in the map's order. */
function chambersByKind(m: MineState): { exits: string[]; quests: string[] } {
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

/** The strong player's walk for one decision in a mine: the cost from each place to where it heads
 *  (distancesTo(m, mineTargets(s, m, hoursLeft)), by place), the meeple's place and the visited chambers' mask (-1:
 *  none made), read by walkScore for each move on offer. */
export interface Walk {
  g: MapGraph;
  costs: Float64Array;
  at: number;
  visited: number;
}

/** mineTargets and distancesTo by masks: with no chamber changed on a map of at most 26 places, the targets are a mask
 *  of the printed exits or quest chambers and the answers are arrays by place, remembered by the targets' and the
 *  visited chambers' masks. No list is made, no id looked up but the meeple's, and each move's cost is read by its
 *  place (a text key per move, and the lists' look-ups, were a quarter of a ranking's Map look-ups). Otherwise the
 *  lists and distancesTo as they are. mine.test.ts holds walkScore to the lists' answer. */
export function mineWalk(s: GameState, m: MineState, hoursLeft: number): Walk {
  const g = graphOf(m.quest);
  const at = placeOf(g, m, m.at);
  const visited = g.ids.length <= 26 && noneChanged(m) ? visitedBits(g, m.visited) : -1;
  if (visited < 0) {
    const by = distancesTo(m, mineTargets(s, m, hoursLeft));
    const costs = new Float64Array(g.ids.length);
    for (let i = 0; i < costs.length; i++) costs[i] = by.get(g.ids[i]) ?? Infinity;
    return { g, costs, at, visited: -1 };
  }
  const targets = targetBits(g, s, m, hoursLeft, at, visited);
  const key = targets * g.high + visited;
  if (key !== g.lastCostsKey) {
    g.lastCosts = g.costsBy.get(key) ?? remember(g.costsBy, key, costsByPlace(g, targets, visited));
    g.lastCostsKey = key;
  }
  return { g, costs: g.lastCosts, at, visited };
}

/** mineTargets as a mask, on the printed map (mineWalk's case). */
function targetBits(g: MapGraph, s: GameState, m: MineState, hoursLeft: number, at: number, visited: number): number {
  const exits = g.exitBits;
  if (goalComplete(m) || m.failed !== null || m.turns > 30 || s.lives <= 1 || s.pep === 0) return exits;
  // the hours out are the tunnels' alone (7a), the same whatever was visited: one answer per map
  const hours = g.hoursBy.get(0) ?? remember(g.hoursBy, 0, hoursByPlace(g, exits));
  const out = at < 0 || hours[at] === Infinity ? 0 : hours[at];
  if (hoursLeft <= 2 + out) return exits;
  const places = g.questPlaces;
  const ids = g.questIds;
  const tokens = m.tokens;
  let fresh = 0;
  for (let k = 0; k < places.length; k++) {
    const bit = 1 << places[k];
    const token = tokens[ids[k]];
    if ((visited & bit) === 0 || (token && !token.known)) fresh |= bit;
  }
  if (fresh !== 0) return fresh;
  let holding = 0;
  let others = 0;
  for (let k = 0; k < places.length; k++) {
    if (places[k] === at) continue;
    const bit = 1 << places[k];
    if (tokens[ids[k]] !== undefined) holding |= bit;
    others |= bit;
  }
  return holding !== 0 ? holding : others !== 0 ? others : exits;
}

/** computeDistances from the places of a mask, on the printed map, by place. */
function costsByPlace(g: MapGraph, targets: number, visited: number): Float64Array {
  const n = g.ids.length;
  const enter = new Float64Array(n);
  const revisit = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    enter[i] = KIND_COST[g.kind[i] ?? 'story'] ?? 0;
    revisit[i] = (visited & (1 << i)) !== 0 ? REVISIT : 0;
  }
  return relax(g, sourcesOf(n, targets), (d, at, time) => d + 1 + 2 * time + enter[at] + revisit[at]);
}

/** computeHours from the places of a mask, by place. */
function hoursByPlace(g: MapGraph, exits: number): Float64Array {
  return relax(g, sourcesOf(g.ids.length, exits), (h, _at, time) => h + time);
}

/** Costs by place: 0 at the places of the mask, Infinity elsewhere. */
function sourcesOf(n: number, bits: number): Float64Array {
  const dist = new Float64Array(n).fill(Infinity);
  for (let i = 0; i < n; i++) if ((bits & (1 << i)) !== 0) dist[i] = 0;
  return dist;
}

/** A move's score on the walk: less the cost from where it leads (50 where no target can be reached from there),
 *  less REVISIT when it leads back into a visited chamber (7a: resolved again, for nothing the walk is after). */
export function walkScore(w: Walk, m: MineState, to: string): number {
  const g = w.g;
  // the move leads along a tunnel from here: its place is found among the meeple's neighbours, by id
  let i = -1;
  if (w.at >= 0) {
    const adj = g.adj[w.at];
    for (let k = 0; k < adj.length; k++) {
      if (g.ids[adj[k].to] === to) {
        i = adj[k].to;
        break;
      }
    }
  }
  if (i < 0) i = g.index.get(to) ?? -1;
  const d = i < 0 || w.costs[i] === Infinity ? 50 : w.costs[i];
  const back = w.visited >= 0 && i >= 0 ? (w.visited & (1 << i)) !== 0 : m.visited.includes(to);
  return -d - (back ? REVISIT : 0);
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
  return oddsOf(s.strength + skill, hazard);
}

/** pAtLeast(a, b), read from a table when both are whole numbers: for those it depends only on b - a, and two dice
 *  decide every gap past 5 either way (asked at every fight-or-flee decision). */
function oddsOf(a: number, b: number): number {
  const gap = b - a;
  if (Number.isInteger(a) && Number.isInteger(b) && gap >= -6 && gap <= 6) return ODDS_BY_GAP[gap + 6];
  return pAtLeast(a, b);
}
const ODDS_BY_GAP: readonly number[] = Array.from({ length: 13 }, (_, i) => pAtLeast(0, i - 6));

/** 3: the fight bonus of the character's active skills (the starting one; both from LEVEL 3, rules.json levels). */
function fightSkillOf(s: GameState): number {
  const ch = characterOf(s.character);
  if (!ch) return 0;
  if (s.xp < content.rules.levels[1]) return fightBonusOf(ch.skills[s.setup.startingSkill]);
  let n = 0;
  for (const sk of ch.skills) n += fightBonusOf(sk);
  return n;
}

function fightBonusOf(sk: Character['skills'][number]): number {
  return sk.effect.kind === 'fightBonus' ? sk.effect.strength : 0;
}

/** content.characters.find by id, without a closure per look-up. */
function characterOf(id: string): Character | undefined {
  const all = content.characters;
  for (let i = 0; i < all.length; i++) if (all[i].id === id) return all[i];
  return undefined;
}
type Character = (typeof content.characters)[number];

/** A Story card kept by the shovel: an event beats a hazard, a weak hazard beats a strong one. */
export function keepScore(card: string): number {
  const c = storyCard(card);
  return c.kind === 'event' ? 5 + c.loot : -(c.hazard?.strength ?? 5);
}

// The quest engine's own JSON, kept in GameState.quest while the player is in a mine (rulebook 7).
// Derived things (the chamber's current kind, the goal's completion, who stands where) are computed from it.
import { questById, type Chamber, type ChamberKind, type Quest, type QuestEffect, type QuestHazard } from '../../data/quests/index';
import { hasKeys, type Ctx } from '../draft';
import type { GameState, QuestDecision } from '../types';

export type { FightState, MineState, QuestStep } from './mine-state';
import type { FightState, MineState, QuestStep } from './mine-state';

export function mineOf(s: GameState): MineState | null {
  return s.quest;
}

export function mustMine(s: GameState): MineState {
  const m = mineOf(s);
  if (!m || s.place.at !== 'mine') throw new Error('the quest engine was asked to act outside a mine');
  return m;
}

/** The mine of this draft, copied once per action (GameState.quest is replaced, never changed in place). The copy is
 *  kept on the Ctx itself (a WeakMap keyed by Ctx cost a look-up and GC bookkeeping on every quest step); a rollout's
 *  is kept on its Owned record instead, so it outlives the action. (beginDraft makes every Ctx with its mine fields,
 *  unset: every rule reads the Ctx, and one shape keeps those reads monomorphic.) */
export function draftMine(c: Ctx): MineState {
  const quest = c.s.quest;
  const have = c.mine;
  if (have !== undefined && quest === have) return have as MineState;
  const own = c.own;
  // a rollout's mine it copied, in this action or an earlier one, is its own already (owned.ts Owned)
  if (own !== null && own.mine !== null && own.mine === quest) return own.mine as MineState;
  const copy = copyMine(mustMine(c.s));
  c.s.quest = copy;
  if (own !== null) own.mine = copy;
  else c.mine = copy;
  return copy;
}

/** A copy of the parts of the mine the quest rules change in place on most turns (the visited chambers, the queue,
 *  the fight's numbers). What they never change is shared: queued steps and a fight's win/lose lists are effect lists
 *  from data/quests, and a changed chamber's kind is replaced whole. The tokens, flags, kept Specials, changed
 *  chambers and movers are shared too until a rule first changes one: that rule asks draftPart first
 *  (most actions touch none; engine/draft.test.ts holds every action to leaving its input state unchanged).
 *  (A structuredClone per action cost a tenth of a campaign.) */
export function copyMine(m: MineState): MineState {
  const copy = hasKeys(m, MINE_KEYS) ? writtenOut(m) : { ...m };
  copy.visited = m.visited.slice();
  copy.queue = m.queue.slice();
  if (m.fight) copy.fight = hasKeys(m.fight, FIGHT_KEYS) ? fightWrittenOut(m.fight) : { ...m.fight };
  return copy;
}

/** The mine's and the fight's keys in the order the quest engine writes them (attempt.ts, fight.ts startFight). */
const MINE_KEYS = ['quest', 'at', 'visited', 'tokens', 'progress', 'failed', 'flags', 'changed', 'movers', 'turns', 'kept', 'queue', 'fight', 'why'];
const FIGHT_KEYS = ['name', 'card', 'strength', 'agility', 'depth', 'win', 'lose', 'roll', 'rerolled', 'hazardRoll', 'charm', 'special', 'round'];

/** exported for engine/draft.test.ts: whether a mine (and its fight) takes copyMine's written-out copy */
export const isPlainMine = (m: MineState): boolean => hasKeys(m, MINE_KEYS) && (!m.fight || hasKeys(m.fight, FIGHT_KEYS));

/** { ...m } written out (V8 copies a literal of named fields many times faster than it spreads; once per quest
 *  action). A mine with other keys or order is spread. engine/draft.test.ts holds copyMine to the spread's text. */
function writtenOut(m: MineState): MineState {
  return {
    quest: m.quest, at: m.at, visited: m.visited, tokens: m.tokens, progress: m.progress, failed: m.failed, flags: m.flags,
    changed: m.changed, movers: m.movers, turns: m.turns, kept: m.kept, queue: m.queue, fight: m.fight, why: m.why,
  };
}

function fightWrittenOut(f: FightState): FightState {
  return {
    name: f.name, card: f.card, strength: f.strength, agility: f.agility, depth: f.depth, win: f.win, lose: f.lose,
    roll: f.roll, rerolled: f.rerolled, hazardRoll: f.hazardRoll, charm: f.charm, special: f.special, round: f.round,
  };
}

/** The draft mine's tokens, flags, kept Specials, changed chambers or movers (each token and mover too), copied for
 *  this action before the first change to them (copyMine shares them). Each part read by its name (a switch the
 *  compiler folds where `k` is known), where one read by the key `k` was a megamorphic keyed load at every call. */
export function draftPart<K extends 'tokens' | 'flags' | 'kept' | 'changed' | 'movers'>(c: Ctx, m: MineState, k: K): MineState[K] {
  // a rollout remembers its copies from action to action (owned.ts Owned); otherwise they are this action's
  const parts = c.own !== null ? c.own.mineParts : (c.mineParts ??= { tokens: undefined, flags: undefined, kept: undefined, changed: undefined, movers: undefined });
  switch (k) {
    case 'tokens':
      if (parts.tokens !== m.tokens) parts.tokens = m.tokens = copyEntries(m.tokens);
      return m.tokens as MineState[K];
    case 'movers':
      if (parts.movers !== m.movers) parts.movers = m.movers = copyEntries(m.movers);
      return m.movers as MineState[K];
    case 'flags':
      if (parts.flags !== m.flags) parts.flags = m.flags = m.flags.slice();
      return m.flags as MineState[K];
    case 'kept':
      if (parts.kept !== m.kept) parts.kept = m.kept = m.kept.slice();
      return m.kept as MineState[K];
    default:
      if (parts.changed !== m.changed) parts.changed = m.changed = { ...m.changed };
      return m.changed as MineState[K];
  }
}

/** A record of records copied one level down (the tokens, the movers). */
function copyEntries<T extends object>(entries: Record<string, T>): Record<string, T> {
  const copy: Record<string, T> = {};
  for (const id in entries) copy[id] = { ...entries[id] };
  return copy;
}

/** Puts a mine made by a rule (a new quest's) in the draft, or takes it away. A made mine is the draft's own for the
 *  rest of this action (draftMine); taking one away leaves a stale c.mine that no longer matches s.quest. */
export function setMine(c: Ctx, m: MineState | null): void {
  c.s.quest = m;
  if (m !== null) c.mine = m;
}

/** A quest's map indexed once, its places by number (the map's chambers in order): each chamber (with its name
 *  filled in), its printed kind, and the tunnels from it; with the quest's own fields a turn reads, in one shape for
 *  every quest. (The quests' records and chambers come in as many shapes as they have optional fields and kinds, so
 *  a read of one at a place that meets them all was a megamorphic load; and each chamber asked by its id was a Map
 *  look-up, where the one asked last is asked again on most calls.) */
interface MapIndex {
  id: string;
  quest: Quest;
  name: string;
  /** the quest's onLeave, setup.movers and deadline (null when it has none) and its goal's target */
  onLeave: NonNullable<Quest['onLeave']> | null;
  movers: NonNullable<Quest['setup']['movers']> | null;
  deadline: NonNullable<Quest['deadline']> | null;
  target: number;
  /** 7a, the turn's end: each moving token's perTurn steps, in the quest's order (the same frozen steps every turn:
   *  queued steps are shared, never changed) */
  moverSteps: readonly QuestStep[];
  /** the place of each chamber id */
  places: Map<string, number>;
  /** by place: the chamber, its printed kind, the tunnels from it */
  chambers: (Chamber & { name: string })[];
  kinds: ChamberKind['kind'][];
  tunnels: (readonly { to: string; time: number }[])[];
  /** by place: what resolving it as a quest chamber queues (7a: its own rules, else the quest's rules for any), or null */
  questSteps: (readonly QuestEffect[] | null)[];
  /** by place: the moves offered from it on the printed map, made when first asked (actions.ts printedMoves) */
  printedMoves: unknown[];
  /** the id asked last and its place (-1: not on the map) */
  lastId: string;
  lastPlace: number;
}
const INDEX = new Map<string, MapIndex>();

function indexOf(m: MineState): MapIndex {
  // a mine turn asks this a dozen times for the same quest (every kindOf, tunnelsFrom, questOf): the last answer first
  if (lastIndex !== null && lastIndex.id === m.quest) return lastIndex;
  let ix = INDEX.get(m.quest);
  if (!ix) {
    ix = indexQuest(questById(m.quest));
    INDEX.set(m.quest, ix);
  }
  lastIndex = ix;
  return ix;
}
let lastIndex: MapIndex | null = null;

function indexQuest(quest: Quest): MapIndex {
  // (twin chamber ids: the map checker refuses them; a Map made from a list keeps the last of them, as before)
  const { chambers, tunnels } = quest.map;
  const places = new Map<string, number>(chambers.map((c, i) => [c.id, i]));
  const from: { to: string; time: number }[][] = chambers.map(() => []);
  for (const t of tunnels) {
    const a = places.get(t.a);
    const b = places.get(t.b);
    if (a !== undefined) from[a].push({ to: t.b, time: t.time ?? 0 });
    if (b !== undefined) from[b].push({ to: t.a, time: t.time ?? 0 });
  }
  return {
    id: quest.id, quest, name: quest.name, onLeave: quest.onLeave ?? null, movers: quest.setup.movers ?? null, deadline: quest.deadline ?? null,
    target: quest.goal.target, moverSteps: Object.freeze(moverStepsOf(quest)), places,
    chambers: chambers.map((c) => ({ ...c, name: c.name ?? c.id })), kinds: chambers.map((c) => c.kind), tunnels: from,
    questSteps: chambers.map((c) => quest.questChambers.rules[c.id] ?? quest.questChambers.rules['*'] ?? null),
    printedMoves: chambers.map(() => undefined),
    lastId: '', lastPlace: -1,
  };
}

function moverStepsOf(quest: Quest): QuestStep[] {
  const made: QuestStep[] = [];
  for (const mv of quest.setup.movers ?? []) for (let i = 0; i < mv.perTurn; i++) made.push(moverStepOf(mv.id));
  return made;
}

const NO_TUNNELS: readonly { to: string; time: number }[] = Object.freeze([]);

/** The place of a chamber on the index (-1 when it is not on the map), the last one asked answered first. */
function placeOf(ix: MapIndex, id: string): number {
  if (id === ix.lastId) return ix.lastPlace;
  const i = ix.places.get(id) ?? -1;
  ix.lastId = id;
  ix.lastPlace = i;
  return i;
}

/** A chamber's number on the map (its place in the map's list of chambers), or -1 when it is not on the map; the
 *  chamber asked last is answered first (the strong walk asks for the meeple's, which a turn has just asked). */
export function placeNumber(m: MineState, id: string): number {
  return placeOf(indexOf(m), id);
}

export function questOf(m: MineState): Quest {
  return indexOf(m).quest;
}

/** The quest's fields a turn reads (7a, 7c), in one shape for every quest: its rule for leaving a kind of chamber,
 *  its moving tokens, its deadline (each null when it has none), its goal's target, the steps its moving tokens take
 *  at every turn's end. Read-only. */
export function turnRules(m: MineState): Readonly<Pick<MapIndex, 'name' | 'onLeave' | 'movers' | 'deadline' | 'target' | 'moverSteps'>> {
  return indexOf(m);
}

/** 7a, Quest chamber: what resolving this chamber queues (its own rules, else the quest's rules for any quest
 *  chamber), or null. */
export function questChamberSteps(m: MineState, id: string): readonly QuestEffect[] | null {
  const ix = indexOf(m);
  const i = placeOf(ix, id);
  if (i >= 0) return ix.questSteps[i];
  const rules = ix.quest.questChambers.rules;
  return rules[id] ?? rules['*'] ?? null;
}

/** The moves offered from the meeple's chamber on the printed map, made by `make` from its tunnels the first time
 *  they are asked and kept by place (maps are fixed data): asked every mine turn. */
export function printedMovesFrom<T>(m: MineState, make: (m: MineState, tunnels: readonly { to: string; time: number }[]) => T): T {
  const ix = indexOf(m);
  const i = placeOf(ix, m.at);
  if (i < 0) return make(m, NO_TUNNELS);
  return (ix.printedMoves[i] ??= make(m, ix.tunnels[i])) as T;
}

/** A mine with no chamber changed in play (attempt.ts starts every mine with it; changed only through draftPart,
 *  which copies it first): recognised by identity, with no look at its keys. Frozen, so a write to it throws. */
export const NO_CHANGES: MineState['changed'] = Object.freeze({}) as MineState['changed'];

/** Whether no chamber of the mine has changed kind in play (every kind is then the printed map's). */
export function noneChanged(m: MineState): boolean {
  const changed = m.changed;
  if (changed === NO_CHANGES) return true;
  for (const _ in changed) return false;
  return true;
}

/** 7a: what kind of chamber this is now (a quest effect may have changed it). Read-only: shared between calls. */
export function kindOf(m: MineState, id: string): Readonly<{ id: string; name: string } & ChamberKind> {
  const ix = indexOf(m);
  const i = placeOf(ix, id);
  if (i < 0) throw new Error(`chamber '${id}' is not on the map of ${m.quest}`);
  const changed = noneChanged(m) ? undefined : m.changed[id];
  return changed ? { id, name: ix.chambers[i].name, ...changed } : ix.chambers[i];
}

/** kindOf(m, id).kind, read from the index's list of printed kinds when the chamber has not changed (one shape to
 *  read, where the chambers' records come in one per kind). */
export function kindNameOf(m: MineState, id: string): ChamberKind['kind'] {
  const ix = indexOf(m);
  const i = placeOf(ix, id);
  if (i < 0) throw new Error(`chamber '${id}' is not on the map of ${m.quest}`);
  const changed = noneChanged(m) ? undefined : m.changed[id];
  return changed ? changed.kind : ix.kinds[i];
}

/** A chamber as printed on the map (the strong player reads what a draw chamber gathers from it), or undefined. */
export function printedChamber(m: MineState, id: string): Readonly<{ id: string; name: string } & ChamberKind> | undefined {
  const ix = indexOf(m);
  const i = placeOf(ix, id);
  return i < 0 ? undefined : ix.chambers[i];
}

export function chamberName(m: MineState, id: string): string {
  return kindOf(m, id).name;
}

/** Tunnels from a chamber, in the map's order, with the time walking each spends (7a; the map shows it). Read-only:
 *  the same list every time for the same chamber. */
export function tunnelsFrom(m: MineState, id: string): readonly { to: string; time: number }[] {
  const ix = indexOf(m);
  const i = placeOf(ix, id);
  return i < 0 ? NO_TUNNELS : ix.tunnels[i];
}

/** The tunnel from one chamber to another, or undefined (tunnelsFrom(...).find without a closure: asked every move). */
export function tunnelBetween(m: MineState, from: string, to: string): { to: string; time: number } | undefined {
  const ts = tunnelsFrom(m, from);
  for (let i = 0; i < ts.length; i++) if (ts[i].to === to) return ts[i];
  return undefined;
}

/** The hourglasses a move spends: the tunnel's own and nothing else (4 and 7a: time moves only where an hourglass is
 *  shown, and a chamber visited before costs what it cost the first time). No walk goes round for ever without
 *  spending time because every cycle of a map's tunnels carries an hourglass (data/quests/mapCheck.ts). */
export function moveTime(m: MineState, to: string, t = tunnelBetween(m, m.at, to)): number {
  return t ? t.time : 0;
}

/** The step that moves a moving token once, one frozen step per token (queued steps are shared, never changed:
 *  copyMine), rather than a record made at every turn's end. */
export function moverStepOf(id: string): QuestStep {
  let step = MOVER_STEPS.get(id);
  if (step === undefined) MOVER_STEPS.set(id, (step = Object.freeze({ op: 'moverStep' as const, mover: id })));
  return step;
}
const MOVER_STEPS = new Map<string, QuestStep>();

export function goalComplete(m: MineState): boolean {
  return m.failed === null && m.progress >= indexOf(m).target;
}

export function questDecision(s: GameState): QuestDecision | null {
  const head = s.pending[0];
  return head && head.kind === 'quest' ? head : null;
}

export function hasQuestDecision(s: GameState): boolean {
  // a plain loop: runQueue asks this before every step
  const pending = s.pending;
  for (let i = 0; i < pending.length; i++) if (pending[i].kind === 'quest') return true;
  return false;
}

export type { QuestHazard };

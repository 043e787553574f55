// The map checker run by the quest schema (rulebook 7a and 7c): every chamber can be reached from the
// entrance, every exit can be reached, no chamber traps the player (7c: you leave only by the exit,
// and 7a: you must move after resolving), and no loop of tunnels can be walked round for ever without
// spending time (4 and 7a: time moves only on an hourglass). Each problem is a sentence naming the chambers.
import type { ChamberKind, Mover, QuestEffect } from './pieces';

interface CheckedQuest {
  setup: { tokens?: { numbers: number[]; chambers: string[] }; movers?: Mover[] };
  questChambers: { rules: Record<string, QuestEffect[]> };
  tokens?: Record<string, { effects: QuestEffect[] }>;
  exitRewards?: Record<string, unknown>;
  map: { chambers: ({ id: string } & ChamberKind)[]; tunnels: { a: string; b: string; time?: number }[] };
}

/** 4 and 7a: time moves only on an action that shows an hourglass, and in a mine the map shows where (a tunnel's
 *  hourglass); revisiting a chamber costs nothing more. A cycle of tunnels with no hourglass on any of them could
 *  then be walked round for ever without the day ever ending, so a map must carry an hourglass on at least one
 *  tunnel of every cycle among its chambers (the entrance and the exits are not walked through). The tunnels that
 *  spend nothing must form a forest: each one that would close a cycle is refused, naming the loop's chambers. */
export function timelessLoops(map: CheckedQuest['map']): string[] {
  const kinds = new Map(map.chambers.map((c) => [c.id, c.kind]));
  const inside = (id: string) => kinds.has(id) && kinds.get(id) !== 'entrance' && kinds.get(id) !== 'exit';
  const free = new Map<string, string[]>();
  const problems: string[] = [];
  for (const t of map.tunnels) {
    if ((t.time ?? 0) > 0 || !inside(t.a) || !inside(t.b) || t.a === t.b) continue;
    const path = pathBetween(free, t.a, t.b);
    if (path) {
      problems.push(`The tunnels through ${path.map((id) => `'${id}'`).join(', ')} and back to '${t.a}' form a loop with no hourglass: a walk could go round it for ever without spending time. Put an hourglass on one of its tunnels.`);
      continue;
    }
    for (const [x, y] of [[t.a, t.b], [t.b, t.a]]) free.set(x, [...(free.get(x) ?? []), y]);
  }
  return problems;
}

/** 7a: a Special chamber is resolved on every visit, and its card, resolved or returned, is drawn again: stepping in
 *  and out of it could be repeated for ever, for a Life or Pep each time, without spending time. So every tunnel into
 *  a Special chamber carries an hourglass, and each card drawn again costs at least an hour, as relaxing does. */
export function timelessSpecials(map: CheckedQuest['map']): string[] {
  const specials = new Set(map.chambers.filter((c) => c.kind === 'special').map((c) => c.id));
  const problems: string[] = [];
  for (const t of map.tunnels) {
    if ((t.time ?? 0) > 0) continue;
    for (const [x, y] of [[t.a, t.b], [t.b, t.a]]) {
      if (specials.has(x)) problems.push(`Special chamber '${x}' is drawn from again on every visit, so its tunnel to '${y}' must carry an hourglass.`);
    }
  }
  return problems;
}

/** The chambers from `from` to `to` along the tunnels in `next` (a forest, so at most one way), or null. */
function pathBetween(next: Map<string, string[]>, from: string, to: string): string[] | null {
  const back = new Map<string, string>([[from, from]]);
  const queue = [from];
  while (queue.length > 0) {
    const here = queue.shift() as string;
    if (here === to) {
      const path = [to];
      for (let at = to; at !== from; ) path.unshift((at = back.get(at) as string));
      return path;
    }
    for (const there of next.get(here) ?? []) {
      if (back.has(there)) continue;
      back.set(there, here);
      queue.push(there);
    }
  }
  return null;
}

/** Chambers joined to each chamber by a tunnel, both ways. */
export function neighbours(map: CheckedQuest['map']): Map<string, string[]> {
  const next = new Map<string, string[]>(map.chambers.map((c) => [c.id, []]));
  for (const t of map.tunnels) {
    next.get(t.a)?.push(t.b);
    next.get(t.b)?.push(t.a);
  }
  return next;
}

/** Chambers reachable from `from`, never walking through `blocked` (you cannot pass through the exit or go back up the entrance). */
function reach(next: Map<string, string[]>, from: string, blocked: (id: string) => boolean): Set<string> {
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length > 0) {
    const here = queue.shift() as string;
    for (const there of next.get(here) ?? []) {
      if (seen.has(there)) continue;
      seen.add(there);
      if (!blocked(there)) queue.push(there);
    }
  }
  return seen;
}

// 7, 7a, 7c: a map the player can walk from the entrance, through every chamber, to an exit.
export function checkMap(quest: CheckedQuest): string[] {
  const problems: string[] = [];
  const { chambers, tunnels } = quest.map;
  const kinds = new Map(chambers.map((c) => [c.id, c.kind]));
  if (kinds.size !== chambers.length) {
    const seen = new Set<string>();
    for (const c of chambers) {
      if (seen.has(c.id)) problems.push(`Chamber '${c.id}' appears twice on the map.`);
      seen.add(c.id);
    }
  }
  const entrances = chambers.filter((c) => c.kind === 'entrance');
  const exits = chambers.filter((c) => c.kind === 'exit');
  if (entrances.length !== 1) problems.push(`A map has exactly one entrance; this one has ${entrances.length}.`);
  if (exits.length === 0) problems.push('A map needs an exit.');
  for (const t of tunnels) {
    for (const end of [t.a, t.b]) if (!kinds.has(end)) problems.push(`A tunnel leads to chamber '${end}', which is not on the map.`);
    if (t.a === t.b) problems.push(`A tunnel joins chamber '${t.a}' to itself.`);
  }
  if (problems.length > 0 || entrances.length !== 1) return problems;

  const next = neighbours(quest.map);
  const entrance = entrances[0].id;
  const isEnd = (id: string) => kinds.get(id) === 'exit' || kinds.get(id) === 'entrance';
  const fromEntrance = reach(next, entrance, isEnd);
  for (const c of chambers) {
    if (c.kind === 'entrance') continue;
    if (!fromEntrance.has(c.id)) {
      problems.push(c.kind === 'exit' ? `Exit '${c.id}' cannot be reached from the entrance.` : `Chamber '${c.id}' cannot be reached from the entrance.`);
    }
  }
  for (const c of chambers) {
    if (c.kind === 'entrance' || c.kind === 'exit' || !fromEntrance.has(c.id)) continue;
    const onward = reach(next, c.id, isEnd);
    if (![...onward].some((id) => kinds.get(id) === 'exit')) problems.push(`From chamber '${c.id}' no exit can be reached.`);
  }
  problems.push(...timelessLoops(quest.map), ...timelessSpecials(quest.map));

  // The quest card must only speak of chambers its map has.
  const questChambers = new Set(chambers.filter((c) => c.kind === 'quest').map((c) => c.id));
  for (const id of quest.setup.tokens?.chambers ?? []) {
    if (!questChambers.has(id)) problems.push(`Mine tokens are set on '${id}', which is not a quest chamber of this map.`);
  }
  const tokens = quest.setup.tokens;
  if (tokens && tokens.numbers.length !== tokens.chambers.length) {
    problems.push(`Set-up places ${tokens.numbers.length} mine tokens on ${tokens.chambers.length} chambers.`);
  }
  for (const n of tokens?.numbers ?? []) if (!quest.tokens?.[String(n)]) problems.push(`Mine token ${n} is placed but the quest card does not say what it does.`);
  for (const id of Object.keys(quest.questChambers.rules)) {
    if (id !== '*' && !questChambers.has(id)) problems.push(`The quest card has rules for '${id}', which is not a quest chamber of this map.`);
  }
  for (const qc of questChambers) {
    if (!quest.questChambers.rules[qc] && !quest.questChambers.rules['*']) problems.push(`Quest chamber '${qc}' has no rule on the quest card.`);
  }
  for (const id of Object.keys(quest.exitRewards ?? {})) if (kinds.get(id) !== 'exit') problems.push(`A reward is given at '${id}', which is not an exit.`);
  for (const mover of quest.setup.movers ?? []) {
    const walk = [mover.start, ...mover.path];
    for (const id of walk) if (!kinds.has(id)) problems.push(`${mover.name} moves through '${id}', which is not on the map.`);
    for (let i = 1; i < walk.length; i++) {
      if (!(next.get(walk[i - 1]) ?? []).includes(walk[i])) problems.push(`${mover.name} moves from '${walk[i - 1]}' to '${walk[i]}' with no tunnel between them.`);
    }
    if (mover.loop && !(next.get(walk[walk.length - 1]) ?? []).includes(mover.path[0])) {
      problems.push(`${mover.name} loops from '${walk[walk.length - 1]}' back to '${mover.path[0]}' with no tunnel between them.`);
    }
    for (const id of Object.keys(mover.onEnter ?? {})) if (id !== '*' && !kinds.has(id)) problems.push(`${mover.name} has a rule for '${id}', which is not on the map.`);
  }
  const movers = new Set((quest.setup.movers ?? []).map((m) => m.id));
  const visit = (effects: QuestEffect[]) => {
    for (const e of effects) {
      if (e.op === 'transform' && e.chamber && !kinds.has(e.chamber)) problems.push(`An effect changes chamber '${e.chamber}', which is not on the map.`);
      if (e.op === 'advanceMover' && !movers.has(e.mover)) problems.push(`An effect moves '${e.mover}', which this quest does not set up.`);
      if (e.op === 'if') {
        visit(e.then);
        visit(e.else ?? []);
      }
      if (e.op === 'fight') {
        visit(e.hazard.win);
        visit(e.hazard.lose);
      }
    }
  };
  for (const list of Object.values(quest.questChambers.rules)) visit(list);
  for (const t of Object.values(quest.tokens ?? {})) visit(t.effects);
  return problems;
}

// How one kind of action is offered, checked and applied. Every town, night, free and decision action is a Handler;
// rules.ts gathers them, so legalActions, check, applyAction and describeActions can never disagree.
import type { Ctx } from './draft';
import type { Action, GameState } from './types';

export type ActionOf<T extends Action['type']> = Extract<Action, { type: T }>;

export interface Handler<T extends Action['type'] = Action['type']> {
  type: T;
  /** where it is offered: a Location id, 'night', 'free', 'decision' */
  group: (s: GameState) => string;
  /** rulebook section, e.g. "Guide: Coppersand" */
  rule: string;
  /** hourglass squares each of its actions spends now (the same for all of them: legalActions asks once a handler,
   *  before it lists the actions) */
  time: (s: GameState) => number;
  label: (s: GameState, a: ActionOf<T>) => string;
  detail?: (s: GameState, a: ActionOf<T>) => string;
  /** the Gems the action pays before the purse's cap (rulebook 8: 60 at most), for trades that pay a known sum: the
   *  table warns when the cap would swallow some of it (issue 24, item 5) */
  gems?: (s: GameState, a: ActionOf<T>) => number;
  /** optional fast pre-check for legalActions: false only when no candidate can be legal now (never a false "false") */
  quick?: (s: GameState) => boolean;
  /** the actions shown now, legal or refused (refused ones are drawn with their reason) */
  candidates: (s: GameState) => readonly ActionOf<T>[];
  /** optional, for legalActions: pushes onto `out` exactly candidates(s) filtered by check() === null, in the same
   *  order, built without checking each candidate (and so without writing a refusal's sentence), and onto the
   *  caller's list rather than a list of its own (legalActions asks every town turn); engine/locations/legal.test.ts
   *  holds each one equal to candidates+check over the states of many campaigns */
  legal?: (s: GameState, out: ActionOf<T>[]) => void;
  /** null when legal; otherwise a sentence a player understands */
  check: (s: GameState, a: ActionOf<T>) => string | null;
  apply: (c: Ctx, a: ActionOf<T>) => void;
}

export function handler<T extends Action['type']>(h: Handler<T>): Handler<T> {
  return h;
}

/** The action list of a handler that always offers the same actions (legalActions asks every town turn): made once,
 *  frozen, and handed out every time, as actions are values that nobody changes (rules.ts). */
export function offered<A extends Action>(...actions: A[]): readonly A[] {
  for (const a of actions) Object.freeze(a);
  return Object.freeze(actions);
}

/** The action a handler offers for a key (an item, a card), made on the first offer and handed out every time after,
 *  frozen: legalActions lists the same trades at every town turn, and actions are values nobody changes (rules.ts).
 *  Keys come from the content (data/), so the table stays as small as the content. A list inside the action (a
 *  sale's cards) is left unfrozen, like every other action's: a frozen array is another kind of array to V8, and a
 *  loop reading both kinds at one place (the bots read every sale's cards) takes its slow path. */
export function offeredBy<A extends Action>(make: (key: string) => A): (key: string) => A {
  const made = new Map<string, A>();
  return (key) => {
    let a = made.get(key);
    if (a === undefined) {
      a = Object.freeze(make(key));
      made.set(key, a);
    }
    return a;
  };
}

export const plural = (n: number, one: string, many = pluralOf(one)) => `${n} ${n === 1 ? one : many}`;

/** An English plural for the content's nouns (issue 24, item 12: "berrys" was printed): a consonant and y take -ies. */
export function pluralOf(word: string): string {
  return /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;
}

/** "The seer costs 2 Gems; you have 1." */
export function affordReason(what: string, cost: number, have: number): string | null {
  return have >= cost ? null : `${what} costs ${plural(cost, 'Gem')}; you have ${have}.`;
}

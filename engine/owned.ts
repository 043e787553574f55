// What one rollout has copied so far (a RolloutSession's bookkeeping, engine/rollout-session.ts). The rules' draft
// (draft.ts) asks it only one question, "is this list this rollout's own already?", so the record and its shape live
// here, beside nothing else, and a draft made by applyAction carries none (Ctx.own is null).
import type { GameState } from './types';

/** The state's lists a draft shares with the previous state until a rule first changes one (draft.ts SHARED). */
export type SharedList = 'rucksack' | 'supply' | 'history' | 'questsAttempted' | 'discard' | 'deck' | 'stallsPlayed';

/** The mine's parts copied on their first change (engine/quests/mine.ts draftPart). */
export interface MineParts {
  tokens?: unknown;
  flags?: unknown;
  kept?: unknown;
  changed?: unknown;
  movers?: unknown;
}

/** What one rollout has copied so far, by identity: the state, its pending list, the shared lists, the mine and its
 *  parts. A rollout hands each state it makes only to itself and drops the one before, so what it copied itself
 *  nobody else can see: the next action changes that in place instead of copying it again (RolloutSession with
 *  `inPlace`; engine/owned.test.ts). Anything else (the state a rollout starts from, whatever it shares with the
 *  caller's state, a list a rule replaced whole) is not on the record and is copied on the first change as usual, so
 *  the caller's state is never changed. Only copies are recorded, never what a rule made, so a rule that builds a
 *  part from shared data is copied as before. */
export interface Owned {
  state: GameState | null;
  pending: unknown;
  lists: { [K in SharedList | 'sides']?: unknown };
  /** the mine copyMine made (engine/quests/mine.ts draftMine) */
  mine: unknown;
  /** the mine's parts draftPart copied */
  mineParts: MineParts;
  /** the ledger array this record's session wrote last (draft.ts finish): a campaign played in place appends each
   *  action's lines to it rather than copying the whole ledger once per action */
  ledger: unknown;
}

/** A fresh record for one rollout: it owns nothing yet. */
export function ownedByRollout(): Owned {
  // every key present from the start, in one order: records that gained their keys in the order each rollout first
  // copied them came in many shapes, and draftList's look-up on them was its slowest line
  return {
    state: null,
    pending: null,
    lists: { rucksack: undefined, supply: undefined, history: undefined, questsAttempted: undefined, sides: undefined, discard: undefined, deck: undefined, stallsPlayed: undefined },
    mine: null,
    mineParts: { tokens: undefined, flags: undefined, kept: undefined, changed: undefined, movers: undefined },
    ledger: null,
  };
}

/** The record's copy of list `k`, if it made one (read by name: see draft.ts draftList). */
export function ownedList(own: Owned, k: SharedList): unknown {
  const l = own.lists;
  switch (k) {
    case 'rucksack': return l.rucksack;
    case 'supply': return l.supply;
    case 'history': return l.history;
    case 'questsAttempted': return l.questsAttempted;
    case 'discard': return l.discard;
    case 'deck': return l.deck;
    case 'stallsPlayed': return l.stallsPlayed;
  }
}

/** Notes `v` as the record's own copy of list `k`. */
export function setOwnedList(own: Owned, k: SharedList, v: unknown): void {
  const l = own.lists;
  switch (k) {
    case 'rucksack': l.rucksack = v; return;
    case 'supply': l.supply = v; return;
    case 'history': l.history = v; return;
    case 'questsAttempted': l.questsAttempted = v; return;
    case 'discard': l.discard = v; return;
    case 'deck': l.deck = v; return;
    case 'stallsPlayed': l.stallsPlayed = v; return;
  }
}

// Saves never vanish when the words change (docs/saves.md). A saved fingerprint (stateHash) covers the whole
// state, the ledger's words included, so a build that words a line differently ("a pair of gloves" where an earlier
// build wrote "a gloves") replays an old save to the same play with other words, and the fingerprints differ. The
// save holds its own words: each action's events (one per ledger line, in order) and, in a snapshot, the lines
// before it. These functions put the save's words back on a replayed state, so the fingerprint tests the play and
// the player keeps the ledger they saw.
import { character, item, oneItem } from '../../data';
import type { GameState, LedgerEntry } from '../../engine';
import type { AnyEvent } from '../../contract';

/** `state` with the ledger lines from index `from` on worded as the saved events are; null when the lines and the
 *  events do not pair up one to one with the same kinds (then the play itself differs, not its words). */
export function withSavedWords(state: GameState, from: number, events: readonly AnyEvent[]): GameState | null {
  const lines = state.ledger;
  if (lines.length - from !== events.length) return null;
  const ledger: LedgerEntry[] = lines.slice(0, from);
  for (let i = from; i < lines.length; i++) {
    const e = events[i - from];
    if (e.type !== lines[i].type || typeof e.text !== 'string') return null;
    ledger.push({ ...lines[i], text: e.text });
  }
  return { ...state, ledger };
}

/** The set-up's lines as builds before 1 December 2026 worded them (saves made then have no snapshot of the set-up,
 *  so these words are not in the save): the arrival line named the starting item "a" + its name in lower case. */
export function earlierSetupWords(state: GameState): GameState | null {
  const first = state.ledger[0];
  const id = character(state.setup.character)?.startingItem;
  if (!first || first.type !== 'setup' || id === undefined) return null;
  const now = oneItem(id);
  const then = `a ${item(id).name.toLowerCase()}`;
  if (now === then || !first.text.includes(now)) return null;
  return { ...state, ledger: [{ ...first, text: first.text.replace(now, then) }, ...state.ledger.slice(1)] };
}

// Issue 25, the replay: what a campaign's steps were, for a read-only replay of it. Step 0 is the set-up and step k
// the table after the k-th saved action. The index is made once per campaign by walking its states from the set-up.
// When the walk ends on the hash saved with the last action, the engine being deterministic, every state on the way is
// the one that was played, and the walk's states are kept (they share all that an action leaves unchanged: the 400-
// action bench campaign's are a few MB) so a step costs only its view. Otherwise (a save worded by another build,
// saved-words.ts) each step is made from the nearest snapshot and checked against its own saved hash.
import type { GameState } from '../../engine';
import type { ReplayMarks } from './api';

export interface ReplayIndex {
  /** saved actions: the last step's number */
  steps: number;
  /** the ledger's length after each step (index 0: the set-up's lines) */
  ledgerEnds: number[];
  marks: ReplayMarks;
  /** every step's state, when the walk ended on the saved hash */
  states?: GameState[];
}

/** Walks the states of steps 0, 1, 2... once and notes where each day began and ended, where each quest began and where
 *  each Story's End was resolved (rulebook 4 and 6 for day and night, 5 for Story's End, 7 for quests). */
export function replayIndex(states: Iterable<GameState>, keep = false): ReplayIndex {
  const ledgerEnds: number[] = [];
  const kept: GameState[] = [];
  const marks: ReplayMarks = { daybreaks: [], nightfalls: [], quests: [], storyEnds: [] };
  let prev: GameState | null = null;
  for (const s of states) {
    const step = ledgerEnds.length;
    ledgerEnds.push(s.ledger.length);
    if (keep) kept.push(s);
    if (prev) {
      if (prev.phase === 'night' && s.phase === 'day') marks.daybreaks.push(step);
      if (prev.phase === 'day' && s.phase === 'night') marks.nightfalls.push(step);
      if (prev.quest === null && s.quest !== null) marks.quests.push(step);
      if (s.storyEnds > prev.storyEnds) marks.storyEnds.push(step);
    }
    prev = s;
  }
  return { steps: ledgerEnds.length - 1, ledgerEnds, marks, ...(keep ? { states: kept } : {}) };
}

/** The ledger's entry numbers written by `step`'s action (from > to when it wrote none); step 0's are the set-up's. */
export function linesOf(index: ReplayIndex, step: number): { from: number; to: number } {
  return { from: step === 0 ? 1 : index.ledgerEnds[step - 1] + 1, to: index.ledgerEnds[step] };
}

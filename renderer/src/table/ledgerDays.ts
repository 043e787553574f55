// The ledger read as a diary: the entries (oldest first, as the engine writes them) cut into runs of one day
// or one night, each under its heading. Derived from each entry's own day and phase, never stored.
import type { LedgerEntry } from '../../../contract/words';

export type LedgerLine = Pick<LedgerEntry, 'n' | 'day' | 'phase' | 'text'>;

export interface LedgerStretch {
  /** phase, day and place in the ledger: unique even if a day's entries ever came in two runs */
  key: string;
  /** "Day 2", "Night 1" */
  heading: string;
  day: number;
  phase: LedgerLine['phase'];
  entries: LedgerLine[];
}

/** Consecutive entries of the same day and phase, oldest first, so Day 1, Night 1, Day 2... */
export function ledgerStretches(entries: readonly LedgerLine[]): LedgerStretch[] {
  const out: LedgerStretch[] = [];
  for (const e of entries) {
    const last = out[out.length - 1];
    if (last && last.day === e.day && last.phase === e.phase) last.entries.push(e);
    else out.push({ key: `${e.phase}-${e.day}-${out.length}`, heading: `${e.phase === 'night' ? 'Night' : 'Day'} ${e.day}`, day: e.day, phase: e.phase, entries: [e] });
  }
  return out;
}

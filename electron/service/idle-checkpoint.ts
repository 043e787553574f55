// Issue 27, the append's tail: SQLite folds the WAL back into the save file (a checkpoint: every page written since
// the last one is copied and the file fsync'd) inside whichever commit crosses wal_autocheckpoint pages, so one
// action in a few hundred waited for a checkpoint as well as its own fsync. The service asks for the checkpoint once
// play has paused instead (IDLE_MS after the last write, the answer long sent); the automatic one stays as a safety
// net at a higher mark (database.ts AUTO_CHECKPOINT_PAGES) for play that never pauses.
import type { Database } from 'better-sqlite3';

/** A pause this long after a write, and the WAL is checkpointed: far shorter than a player's think between actions,
 *  far longer than the gap between one request's answer and the next. */
export const IDLE_MS = 250;

export class IdleCheckpoint {
  private timer: NodeJS.Timeout | null = null;
  /** checkpoints made (tests read it) */
  made = 0;

  constructor(
    private readonly db: Database,
    private readonly idleMs = IDLE_MS,
  ) {}

  /** A write was committed: the checkpoint waits for the next pause. */
  touch(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.run(), this.idleMs);
    this.timer.unref(); // a pending checkpoint never keeps the process alive; closing checkpoints anyway
  }

  /** PASSIVE: copies what it can without waiting on anything; a failure (a full disk) is left to the next pause or
   *  to the close, and costs no action (the WAL holds them). */
  run(): void {
    this.timer = null;
    if (!this.db.open) return;
    try {
      this.db.pragma('wal_checkpoint(PASSIVE)');
      this.made++;
    } catch {
      // the frames stay in the WAL, as safe as before
    }
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

// Issue 27, the append's tail: what a save costs beyond an action's own commit is done once play has paused (IDLE_MS
// after the last write, the answer long sent), never inside an action's commit:
// - the snapshots that fell due meanwhile are written (store.ts writePendingSnapshots);
// - the WAL is folded back into the save file (a checkpoint: every page written since the last one copied, the file
//   fsync'd). Left to SQLite, it ran inside whichever commit crossed wal_autocheckpoint pages; that automatic one stays
//   as a safety net at a higher mark (database.ts AUTO_CHECKPOINT_PAGES) for play that never pauses;
// - the WAL is started afresh (primeWal). After a checkpoint that copied everything, SQLite restarts the WAL at the next
//   write, and that write first fsyncs the new WAL header: measured with strace on the service, every action after a
//   pause took two fsyncs, the header's and its own. Restarted here, the header's fsync is paid at the pause.
import type { Database } from 'better-sqlite3';
import { APPLICATION_ID } from './migrations';

/** A pause this long after a write, and the work above is done: far shorter than a player's think between actions,
 *  far longer than the gap between one request's answer and the next. */
export const IDLE_MS = 250;

interface CheckpointRow {
  busy: number;
  log: number;
  checkpointed: number;
}

/** Starts the WAL afresh when the checkpoint left nothing in it: one small commit (the file's own application id
 *  written again, page 1) makes SQLite write and fsync the new WAL header now. The commit itself is made with
 *  synchronous = NORMAL: it changes nothing, so it need not be durable before the next action's commit, whose fsync
 *  covers it. Returns whether it was done. */
export function primeWal(db: Database, checkpoint: CheckpointRow): boolean {
  // log -1: not a WAL at all; checkpointed short of log: frames remain, so the next write appends and restarts nothing
  if (checkpoint.busy !== 0 || checkpoint.log < 0 || checkpoint.log !== checkpoint.checkpointed) return false;
  db.pragma('synchronous = NORMAL');
  try {
    db.transaction(() => db.pragma(`application_id = ${APPLICATION_ID}`)).immediate();
    return true;
  } finally {
    db.pragma('synchronous = FULL');
  }
}

export class IdleCheckpoint {
  private timer: NodeJS.Timeout | null = null;
  /** checkpoints made (tests read it) */
  made = 0;
  /** times the WAL was started afresh at a pause (tests read it) */
  primed = 0;

  constructor(
    private readonly db: Database,
    private readonly idleMs = IDLE_MS,
    /** what waits for the pause and goes into the save file before the checkpoint (the snapshots due) */
    private readonly beforeCheckpoint: () => void = () => {},
  ) {
    // a WAL just opened is as fresh as one just checkpointed: the first pause after the start primes it too
    this.touch();
  }

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
      this.beforeCheckpoint();
      const [row] = this.db.pragma('wal_checkpoint(PASSIVE)') as CheckpointRow[];
      this.made++;
      if (row && primeWal(this.db, row)) this.primed++;
    } catch {
      // the frames stay in the WAL, as safe as before; an unprimed WAL costs the next action one more fsync
    }
  }

  /** Before the file is closed: what waits for the pause is written (closing checkpoints by itself). */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.db.open) return;
    try {
      this.beforeCheckpoint();
    } catch {
      // only snapshots wait here: resume replays from the one before
    }
  }
}

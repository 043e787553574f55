// Issue 27, the act's round trip: what the service keeps of each campaign between two acts, so an act does not make
// again what the one before it made. Its state's digest is taken from the memo of the last digest's text (a long
// campaign's ledger written once, engine/core/hash-memo.ts); the view, the digest and the action count of the state
// the campaign is at are kept, so the next act's change is measured from that view (not a second playerView of the
// same state) and its `since` compared with that digest (not read back from the save file).
import { HashMemo, stateHashWith, type GameState, type PlayerView } from '../../engine';

/** The campaign's newest state as the service last answered it. */
export interface Latest {
  state: GameState;
  view: PlayerView;
  /** stateHash(state), as saved with its action */
  hash: string;
  /** the actions saved for the campaign up to this state */
  seq: number;
}

export class ActMemo {
  private readonly campaigns = new Map<string, { memo: HashMemo; latest: Latest | null }>();

  private of(id: string): { memo: HashMemo; latest: Latest | null } {
    let c = this.campaigns.get(id);
    if (!c) {
      c = { memo: new HashMemo(), latest: null };
      this.campaigns.set(id, c);
    }
    return c;
  }

  /** stateHash(state), the same digits, reusing what the campaign's last digest wrote where it still holds. */
  hash(id: string, state: GameState): string {
    return stateHashWith(state, this.of(id).memo);
  }

  keep(id: string, latest: Latest): void {
    this.of(id).latest = latest;
  }

  /** What was kept, while `state` is still that very object. Every change to a campaign (an act, an undo, a reopening,
   *  a salvage) gives it a new state object, so a kept entry that another path has overtaken is never used. */
  latest(id: string, state: GameState): Latest | null {
    const latest = this.campaigns.get(id)?.latest;
    return latest && latest.state === state ? latest : null;
  }

  drop(id: string): void {
    this.campaigns.delete(id);
  }
}

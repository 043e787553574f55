// Issue 27, the act's round trip: the service keeps each campaign's digest memo and the view, digest and count of the
// state it is at (electron/service/act-memo.ts), so an act neither digests the whole ledger again nor makes the view
// of the state before it twice. These play through the service without reopening the campaign (lean-door.test.ts
// reopens after every act, so its acts never meet a kept entry) and check everything an act leaves against what is
// made from scratch: the saved digests (a replay checks each), the change against the view of the state held, and
// the whole result whenever the campaign moved under the client (another window, an undo, a deletion).
import { describe, expect, it } from 'vitest';
import { GameService } from '../../electron/service/game-service';
import type { ActChange, CampaignResult } from '../../electron/service/api';
import { withChange } from '../../renderer/src/stores/view-change';
import { playerView, stateHash } from '../../engine/index';
import { SETUP, tempDir } from './helpers';

function isChange(answer: CampaignResult | ActChange): answer is ActChange {
  return 'change' in answer;
}

function legalOf(held: { actions: CampaignResult['actions'] }, i: number) {
  const legal = held.actions.filter((a) => a.legal);
  return legal[(i * 7) % legal.length].action;
}

describe('issue 27: what an act keeps for the next one', () => {
  it('acts in a row, never reopened: each change rebuilds the view of the state held, each saved digest replays', async () => {
    const svc = await GameService.open({ dataDir: tempDir(), snapshotEvery: 10 });
    try {
      let held: CampaignResult = await svc.create({ setup: SETUP });
      const id = held.summary.id;
      let acts = 0;
      for (let i = 0; i < 120 && held.view.status === 'playing'; i++) {
        const answer = await svc.act({ id, action: legalOf(held, i), since: held.hash! });
        expect(isChange(answer)).toBe(true);
        const next = withChange(held, answer as ActChange);
        expect(next).not.toBeNull();
        const state = svc.stateOf(id);
        expect(next!.view).toEqual(playerView(state));
        expect(next!.hash).toBe(stateHash(state));
        held = next!;
        acts++;
      }
      expect(acts).toBeGreaterThan(60);
      // every saved digest is the state's: replays to each step (snapshots and their tails) check the one saved there
      for (let seq = 1; seq <= acts; seq += 7) expect(stateHash(svc.replayTo(id, seq))).toBe(stateHash(svc.replayTo(id, seq, false)));
      svc.forget(id);
      const opened = await svc.open({ id });
      expect(opened.hash).toBe(held.hash);
      expect(opened.view).toEqual(held.view);
    } finally {
      svc.close();
    }
  });

  it('a client whose view the campaign has left (another window, an undo, a second campaign) is refused, reopens, then changes again', async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    try {
      let a: CampaignResult = await svc.create({ setup: SETUP });
      const id = a.summary.id;
      let other: CampaignResult = await svc.create({ setup: { ...SETUP, seed: 'other' } });
      for (let round = 0; round < 12; round++) {
        // window A acts naming its view: a change, right against the state held
        const answer = await svc.act({ id, action: legalOf(a, round), since: a.hash! });
        expect(isChange(answer)).toBe(true);
        a = withChange(a, answer as ActChange)!;
        expect(a.view).toEqual(playerView(svc.stateOf(id)));
        // another campaign played between two acts of this one changes nothing here
        if (other.view.status === 'playing') other = await svc.act({ id: other.summary.id, action: legalOf(other, round) });
        // window B acts without naming a view: A's view is now stale, A's next act is refused with nothing applied,
        // and A reopens the table as it is now
        const b = await svc.act({ id, action: legalOf(a, round + 1) });
        await expect(svc.act({ id, action: legalOf(b, round + 2), since: a.hash! })).rejects.toMatchObject({ code: 'stale' });
        expect(stateHash(svc.stateOf(id))).toBe(b.hash);
        a = await svc.open({ id });
        expect(a.view).toEqual(playerView(svc.stateOf(id)));
        if (a.undo.available) {
          // an undo's result is the client's view now; the act after it is measured from that view
          a = await svc.undo({ id });
          const after = await svc.act({ id, action: legalOf(a, round), since: a.hash! });
          expect(isChange(after)).toBe(true);
          a = withChange(a, after as ActChange)!;
          expect(a.view).toEqual(playerView(svc.stateOf(id)));
          expect(a.hash).toBe(stateHash(svc.stateOf(id)));
        }
        if (a.view.status !== 'playing') break;
      }
      // a deleted campaign leaves nothing behind that a later one could meet
      await svc.remove({ id });
      await expect(svc.act({ id, action: legalOf(a, 0), since: a.hash! })).rejects.toThrow();
    } finally {
      svc.close();
    }
  });
});

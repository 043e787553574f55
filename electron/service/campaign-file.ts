// Issue 25, sharing a campaign: the small file a campaign is exported as (set-up, seed, actions, the rules' version,
// fingerprints) and what importing one checks. The file holds no state and no events: the importing game replays the
// actions itself, and takes the campaign only when the replay lands on the file's fingerprints.
import { applyAction, canonicalAction, check, ENGINE_VERSION, IllegalAction, stateHash, type Action, type GameState } from '../../engine';
import type { AnyEvent } from '../../contract/actions';
import type { CampaignFile } from '../../contract/campaign-file';
import { advance, startState } from './branches';
import { ServiceError } from './errors';
import { dailyDateOf, notOrdinary, setupProblem } from './setup-check';
import type { BranchOf, Snapshot } from './store';

export { CAMPAIGN_FILE_FORMAT, CampaignFileSchema, type CampaignFile } from '../../contract/campaign-file';

/** What importing a file writes: the campaign replayed here, each action with its events and fingerprint, and the
 *  snapshots to keep (every `snapshotEvery` actions, and a new-luck branch's step). */
export interface ReplayedFile {
  branch: BranchOf | null;
  start: GameState;
  startHash: string;
  state: GameState;
  actions: { action: Action; events: AnyEvent[]; hash: string }[];
  snapshots: Snapshot[];
}

/** Replays a shared file's actions with this build's rules, checking each and both fingerprints; a file that does not
 *  replay is refused with what went wrong (and the rules' version it came from, when that differs). Whatever the file
 *  holds, a refusal is a sentence: the rules are never handed a set-up they cannot start from, and an action they
 *  cannot read is refused as act refuses it, not thrown at the door as a failure. */
export function replayFile(file: CampaignFile, snapshotEvery: number): ReplayedFile {
  const other = file.engine === ENGINE_VERSION ? '' : ` It was made by rules version ${file.engine}; this game has ${ENGINE_VERSION}.`;
  const refuse = (detail: string) => new ServiceError('invalid-input', `"${file.name}" does not replay here (${detail}), so nothing was imported.${other}`);
  const problem = setupProblem(file.setup);
  if (problem) throw refuse(problem.replace(/\.$/, ''));
  // what create refuses, import refuses too (QA 2, item 1): a file with a daily's seed would let the day's own game be
  // played (and its cards seen) before or beside the counted start; an arranged deck is the lesson's alone
  const not = notOrdinary(file.setup);
  // QA 3, item 6: said as the player knows these campaigns (the lesson, a day's campaign), whatever day the file is of
  if (not === 'arranged deck') throw new ServiceError('invalid-input', `"${file.name}" was not imported: it is the lesson, which is played from Learn to play and cannot be shared.`);
  if (not === 'daily seed') {
    const date = dailyDateOf(file.setup);
    throw new ServiceError(
      'invalid-input',
      date
        ? `"${file.name}" was not imported: it is the daily campaign of ${date}, and a daily campaign cannot be shared: each is played only from Today's campaign, so no one sees its cards before they play it.`
        : `"${file.name}" was not imported: its seed begins "daily-", which is kept for the daily campaigns; choose another seed.`,
    );
  }
  const branch: BranchOf | null = file.reseed ? { parentId: null, step: file.reseed.step, reseed: file.reseed.seed } : null;
  if (branch && branch.step > file.actions.length) throw refuse(`its new luck starts after step ${branch.step}, past its last action`);
  let state = startState(file.setup, branch);
  const start = state;
  const startHash = stateHash(state);
  if (startHash !== file.hashes.start) throw refuse('its starting table differs');
  const actions: { action: Action; events: AnyEvent[]; hash: string }[] = [];
  const snapshots: Snapshot[] = [];
  for (const [i, raw] of file.actions.entries()) {
    const action = canonicalAction(raw) as Action;
    let applied: ReturnType<typeof applyAction>;
    try {
      const verdict = check(state, action);
      if (!verdict.ok) throw refuse(`action ${i + 1} is refused: ${verdict.reason}`);
      applied = applyAction(state, action);
    } catch (err) {
      if (err instanceof ServiceError) throw err;
      throw refuse(`action ${i + 1} is refused: ${err instanceof IllegalAction ? err.reason : 'the rules cannot read it'}`);
    }
    state = advance(applied.state, null, i + 1, branch);
    const hash = stateHash(state);
    actions.push({ action, events: applied.events, hash });
    if ((i + 1) % snapshotEvery === 0 || (branch && branch.step === i + 1)) snapshots.push({ seq: i + 1, state, hash });
  }
  if (stateHash(state) !== file.hashes.end) throw refuse(`after its ${file.actions.length} actions the fingerprint differs`);
  return { branch, start, startHash, state, actions, snapshots };
}

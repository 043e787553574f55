// The game service on a real save file with the real engine: create, act, close, reopen, resume to the same
// hash; refusals that change nothing; undo up to the last chance; results without hidden deck order.
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../engine';
import { GameService } from '../../electron/service/game-service';
import type { CampaignResult } from '../../electron/service/api';
import { ServiceError } from '../../electron/service/errors';
import { SETUP, tempDir } from './helpers';

async function refusal(p: Promise<unknown>): Promise<ServiceError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ServiceError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

/** Plays `n` legal actions, picking among them by a fixed stride so runs are repeatable. */
async function play(svc: GameService, start: CampaignResult, n: number): Promise<CampaignResult> {
  let cur = start;
  for (let i = 0; i < n; i++) {
    const legal = cur.actions.filter((a) => a.legal);
    if (!legal.length) break;
    cur = await svc.act({ id: cur.summary.id, action: legal[(i * 7) % legal.length].action });
  }
  return cur;
}

describe('game service', () => {
  it('resumes a campaign after close and reopen to the same state hash, with and without the session cache', async () => {
    const dataDir = tempDir();
    const svc = await GameService.open({ dataDir, snapshotEvery: 7 });
    const created = await svc.create({ name: 'Harbour run', setup: SETUP });
    const after = await play(svc, created, 30);
    const id = created.summary.id;
    const hash = stateHash(svc.stateOf(id));
    svc.close();

    const again = await GameService.open({ dataDir, snapshotEvery: 7 });
    const opened = await again.open({ id });
    expect(opened.view).toEqual(after.view);
    expect(opened.actions).toEqual(after.actions);
    expect(opened.summary).toMatchObject({ name: 'Harbour run', day: after.view.day, gems: after.view.gems });
    expect(stateHash(again.stateOf(id))).toBe(hash);
    // and again without any snapshot: the full replay from the set-up lands on the same hash
    again.forget(id);
    expect(stateHash(again.replayTo(id, undefined, false))).toBe(hash);
    again.close();
  });

  it('refuses a bad input or an illegal action with a sentence and changes nothing', async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    const created = await svc.create({ setup: SETUP });
    const id = created.summary.id;
    const before = await svc.open({ id });

    expect((await refusal(svc.act({ id }))).code).toBe('invalid-input');
    expect((await refusal(svc.act({ id, action: { type: '' } }))).message).toBe('The act request was refused (action.type: is empty).');
    // zod's own wording is put in plain words; a field's own message is kept
    expect((await refusal(svc.open({ id: 5 }))).message).toBe('The open request was refused (id: should be text).');
    expect((await refusal(svc.list({ extra: 1 }))).message).toBe('The list request was refused (the input: "extra" is not part of this request).');
    expect((await refusal(svc.advise({ id, rollouts: 5 }))).message).toBe('The advise request was refused (rollouts: should be at least 10).');
    expect((await refusal(svc.advise({ id, rollouts: 12.5 }))).message).toBe('The advise request was refused (rollouts: should be a whole number).');
    expect((await refusal(svc.create({ setup: { ...SETUP, plusOneStat: 'luck' } }))).message).toBe('The create request was refused (setup.plusOneStat: should be one of "strength", "agility").');
    expect((await refusal(svc.create({ setup: { ...SETUP, character: 'nobody' } }))).message).toBe(
      'There is no character called "nobody"; choose one of Peth, Wren, Maudie, Tobias.',
    );
    expect((await refusal(svc.rename({ id, name: '   ' }))).message).toMatch(/a name needs at least one letter/);
    expect((await refusal(svc.open({ id: '../../etc' }))).code).toBe('invalid-input');
    expect((await refusal(svc.open({ id: 'missing' }))).code).toBe('not-found');

    const refused = created.actions.find((a) => !a.legal)!;
    const err = await refusal(svc.act({ id, action: refused.action }));
    expect(err).toMatchObject({ code: 'illegal-action', message: refused.reason });
    expect((await refusal(svc.act({ id, action: { type: 'flyToTheMoon' } }))).code).toBe('illegal-action');

    expect(await svc.open({ id })).toEqual(before);
    expect((await svc.list()).map((c) => c.id)).toEqual([id]);
    expect((await refusal(svc.cancelAdvice({ id: 'missing' }))).code).toBe('not-found');
    svc.close();
  });

  it('saves an action as the rules read it: fields its type does not have are not written into the save', async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    const created = await svc.create({ setup: SETUP });
    const id = created.summary.id;
    const legal = created.actions.find((a) => a.legal && a.action.type === 'relax')!.action;
    await svc.act({ id, action: { ...legal, extra: '__proto__', note: { deep: 1 } } });
    const saved = (svc as unknown as { store: { path(id: string): unknown[] } }).store.path(id);
    expect(saved).toEqual([legal]);
    svc.close();
  });

  it('undoes actions that revealed nothing random, and stops at a draw or a roll', async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    const created = await svc.create({ setup: SETUP });
    const id = created.summary.id;
    expect(created.undo).toEqual({ available: false, reason: 'Nothing to undo yet: no action has been taken.' });
    expect((await refusal(svc.undo({ id }))).message).toBe('Nothing to undo yet: no action has been taken.');

    // relaxing reveals nothing; fishing draws a Story card
    const relaxed = await svc.act({ id, action: { type: 'relax', gain: 'pep' } });
    expect(relaxed.events.some((e) => e.chance)).toBe(false);
    expect(relaxed.undo).toEqual({ available: true });
    const undone = await svc.undo({ id });
    expect(undone.view).toEqual(created.view);
    expect(undone.summary.gems).toBe(created.summary.gems);

    const fished = await svc.act({ id, action: { type: 'goFishing' } });
    expect(fished.events.some((e) => e.chance)).toBe(true);
    expect(fished.undo.available).toBe(false);
    expect(fished.undo.reason).toMatch(/^The last action showed a roll or a card \(".*"\), so it cannot be taken back\.$/);
    const err = await refusal(svc.undo({ id }));
    expect(err.code).toBe('illegal-action');
    expect(await svc.open({ id })).toMatchObject({ view: fished.view });
    svc.close();
  });

  it('never sends the hidden deck order or the generator', async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    const created = await svc.create({ setup: SETUP });
    const state = svc.stateOf(created.summary.id) as unknown as { deck: string[]; rng: unknown };
    const text = JSON.stringify(created);
    expect(state.deck.length).toBeGreaterThan(10);
    expect(text).not.toContain(JSON.stringify(state.deck.slice(0, 3)).slice(1, -1));
    expect(text).not.toContain(JSON.stringify(state.rng));
    // hash: the state's fingerprint (issue 27, the act's `since`), which tells nothing the set-up's seed does not
    expect(Object.keys(created).sort()).toEqual(['actions', 'events', 'hash', 'summary', 'undo', 'view']);
    svc.close();
  });

  it('salvages a campaign that no longer replays to its saved hash at the next start, saying what was kept (issue 28)', async () => {
    const dataDir = tempDir();
    const svc = await GameService.open({ dataDir, snapshotEvery: 1000 });
    const created = await svc.create({ name: 'Tampered', setup: SETUP });
    let fourth = created;
    for (let i = 0; i < 4; i++) fourth = await play(svc, fourth, 1);
    await play(svc, fourth, 1);
    svc.close();
    // tamper with the last saved fingerprint, as a different rules version or a damaged disk would leave it
    const { default: Db } = await import('better-sqlite3');
    const db = new Db(`${dataDir}/campaigns.db`);
    db.prepare('UPDATE actions SET hash = ? WHERE seq = (SELECT max(seq) FROM actions)').run('0000000000000000');
    db.close();
    const again = await GameService.open({ dataDir });
    expect(again.salvaged.map((o) => [o.name, o.kept, o.claimed, o.from])).toEqual([['Tampered', 4, 5, 'file']]);
    const opened = await again.open({ id: created.summary.id });
    expect(opened.notice).toMatch(/the file as it was is kept aside as .*campaigns\.damaged-.*-rows\.db\. "Tampered" was salvaged: 4 of its 5 actions kept, the last one lost\.$/);
    expect(opened.view).toEqual(fourth.view);
    again.close();
  });

  it('resumes past a stale or unreadable snapshot by replaying from the set-up', async () => {
    const dataDir = tempDir();
    const svc = await GameService.open({ dataDir, snapshotEvery: 5 });
    const created = await svc.create({ setup: SETUP });
    const id = created.summary.id;
    const played = await play(svc, created, 12);
    const hash = stateHash(svc.stateOf(id));
    svc.close();
    const { default: Db } = await import('better-sqlite3');
    const db = new Db(`${dataDir}/campaigns.db`);
    db.prepare('UPDATE snapshots SET state = ? WHERE seq = 10').run(JSON.stringify({ ...JSON.parse((db.prepare('SELECT state FROM snapshots WHERE seq = 10').get() as { state: string }).state), gems: 59 }));
    db.prepare('UPDATE snapshots SET state = ? WHERE seq = 5').run('{ not json');
    db.close();
    const again = await GameService.open({ dataDir, snapshotEvery: 5 });
    expect((await again.open({ id })).view).toEqual(played.view);
    expect(stateHash(again.stateOf(id))).toBe(hash);
    again.forget(id);
    expect(stateHash(again.replayTo(id, 7))).toBe(stateHash(again.replayTo(id, 7, false))); // past the unreadable one
    again.close();
  });

  it('serves the rules reference, numbered as the rulebook, and the guide content', async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    const rules = await svc.rules();
    expect(rules.map((s) => s.id)).toEqual(expect.arrayContaining(['1', '5', '5-town', '7b', '7b-anatomy', '9', 'guide-coppersand', 'guide-crows-nest']));
    expect(rules.find((s) => s.id === '7b')!.text).toMatch(/^A hazard from a Story chamber or a quest chamber has to be faced/);
    expect(rules.find((s) => s.id === '7b')!.part).toBe('In the mines');
    const guide = await svc.guide();
    expect(guide.locations).toHaveLength(8);
    for (const l of guide.locations as { blue?: unknown; red?: unknown }[]) expect(l.blue && l.red).toBeTruthy(); // both sides
    expect(guide.characters).toHaveLength(4);
    expect(guide.quests.length).toBeGreaterThanOrEqual(6);
    expect(guide.carnival.map((g) => (g as { id: string }).id).sort()).toEqual(['fortune-forage', 'lake-race', 'pest-race', 'relay']);
    svc.close();
  });
});

describe('game service: a whole campaign', () => {
  it('plays a campaign to its end, then counts it in the statistics and allows no undo', async () => {
    const { playCampaign } = await import('../../engine/bots/index');
    const { randomBot } = await import('../../engine/bots/index');
    const { botRng } = await import('../../engine/bots/index');
    // the shortest of a few random-bot campaigns, so the test stays quick
    let best: { setup: typeof SETUP; actions: unknown[] } | undefined;
    for (let i = 0; i < 30; i++) {
      const setup = { ...SETUP, seed: `whole-${i}` };
      const played = playCampaign(setup, randomBot, botRng(`whole:${i}`));
      if (!best || played.actions.length < best.actions.length) best = { setup, actions: played.actions };
    }
    const svc = await GameService.open({ dataDir: tempDir() });
    const created = await svc.create({ setup: best!.setup });
    let last = created;
    svc.advisorUsed(created.summary.id); // the player asked the advisor twice during the campaign
    svc.advisorUsed(created.summary.id);
    for (const action of best!.actions) last = await svc.act({ id: created.summary.id, action: action as never });
    expect(last.view.status).not.toBe('playing');
    expect(last.summary.status).toBe(last.view.status);
    expect(last.undo).toEqual({ available: false, reason: 'The campaign is over; its last action stands.' });
    expect(last.actions).toEqual([]);
    const stats = await svc.statistics();
    expect(stats).toMatchObject({ played: 1, won: last.view.status === 'won' ? 1 : 0, lost: last.view.status === 'lost' ? 1 : 0, advisorCampaigns: 1, advisorRequests: 2 });
    expect(stats.byCharacter).toEqual({ peth: { played: 1, won: stats.won } });
    await svc.remove({ id: created.summary.id });
    expect((await svc.statistics()).played).toBe(1); // the result outlives the save
    svc.close();
  });
});

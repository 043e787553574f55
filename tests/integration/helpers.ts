// Shared by the integration tests: temporary save folders and a summary to write.
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect } from 'vitest';
import type { GameSetup } from '../../contract';
import { applyAction, legalActions, newGame, type Action } from '../../engine';
import { botRng, strongBot } from '../../engine/bots/index';
import type { CampaignResult, StallGameResult } from '../../electron/service/api';
import { ServiceError } from '../../electron/service/errors';
import type { GameService } from '../../electron/service/game-service';
import type { Summary } from '../../electron/service/store';

const made: string[] = [];

/** A fresh folder under the system temp dir, removed after the test. */
export function tempDir(prefix = 'crows-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export const SETUP: GameSetup = {
  seed: 'integration',
  character: 'peth',
  startingSkill: 0,
  plusOneStat: 'strength',
  harder: { storyEndRed: false, crowsNestRed: false, extraFlips: 0, hazardsPlusOne: false },
};

export function summary(over: Partial<Summary> = {}): Summary {
  return { character: 'peth', day: 1, phase: 'day', gems: 2, level: 1, status: 'playing', ...over };
}

/** The refusal a promise ends in, checked to be the service's own (a sentence for the player, never a crash). */
export async function refusal(p: Promise<unknown>): Promise<ServiceError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ServiceError);
  return err as ServiceError;
}

/** `n` more actions of a campaign through the service, each the legal one at a fixed stride of the list (varied play
 *  that needs no bot). */
export async function playSpread(svc: GameService, from: CampaignResult, n: number): Promise<CampaignResult> {
  let cur = from;
  for (let i = 0; i < n; i++) {
    const legal = cur.actions.filter((a) => a.legal);
    cur = await svc.act({ id: cur.summary.id, action: legal[(i * 5) % legal.length].action });
  }
  return cur;
}

/** The strong bot's campaign from `setup` to its end, its dice seeded by `botSeed`. */
export function strongBotActions(setup: GameSetup, botSeed: string): Action[] {
  let s = newGame(setup);
  const rng = botRng(botSeed);
  const out: Action[] = [];
  while (s.status === 'playing') {
    const a = strongBot.choose(s, legalActions(s), rng);
    s = applyAction(s, a).state;
    out.push(a);
  }
  return out;
}

/** Overwrites every page of `table` in the SQLite file `file`: its rows cannot be read, the other tables' can. */
export function breakTable(file: string, table: string): void {
  const db = new BetterSqlite3(file, { readonly: true });
  const pages = db.prepare('SELECT pageno FROM dbstat WHERE name = ?').pluck().all(table) as number[];
  const size = db.pragma('page_size', { simple: true }) as number;
  db.close();
  const fd = openSync(file, 'r+');
  for (const p of pages) writeSync(fd, Buffer.alloc(size, 0xa5), 0, size, (p - 1) * size);
  closeSync(fd);
}

/** A campaign played to its end by the strong bot and a Copperfin Relay played to its end by its guide, in `svc`:
 *  the finished games whose results and records the recovery tests look for. */
export async function finishedCampaignAndRelay(svc: GameService): Promise<{ campaign: CampaignResult; relay: StallGameResult }> {
  let campaign = await svc.create({ name: 'To the end', setup: SETUP });
  for (const action of strongBotActions(SETUP, 'records')) campaign = await svc.act({ id: campaign.summary.id, action });
  expect(campaign.summary.status).not.toBe('playing');
  let relay = await svc.startStallGame({ kind: 'relay', setup: {} });
  for (const step of relay.game.kind === 'relay' ? relay.game.guide : []) relay = await svc.actStallGame({ id: relay.summary.id, action: step.action });
  expect(relay.summary.status).not.toBe('playing');
  return { campaign, relay };
}

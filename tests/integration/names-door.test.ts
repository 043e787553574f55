// QA 2, items 5, 6 and 9 at the service's doors: ordinary right-to-left names and long emoji names are taken
// (REPRO-names-bidi.mjs); a campaign whose saved name an older rule let through branches and exports under a cleaned
// name, and this build imports its own export (REPRO-name-roundtrip.sh); and no refusal the doors build ends ".)." or
// says a clause twice.
import BetterSqlite3 from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GameService } from '../../electron/service/game-service';
import { DATABASE_FILE } from '../../electron/service/paths';
import { nameProblem } from '../../contract/names';
import { refusal, SETUP, tempDir } from './helpers';

const FAMILY = '👨‍👩‍👧‍👦';

/** A campaign's saved name set as an earlier build's rule left it, with the service closed. */
async function savedAs(dir: string, id: string, name: string): Promise<void> {
  const db = new BetterSqlite3(join(dir, DATABASE_FILE));
  db.prepare('UPDATE campaigns SET name = ? WHERE id = ?').run(name, id);
  db.close();
}

describe('names at the doors (QA 2, items 5, 6 and 9)', () => {
  it('takes right-to-left names wrapped as phones paste them, and nine family emoji as nine characters', async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    try {
      const names = ['\u2068أحمد\u2069 run', '\u202Bمرحبا\u202C', 'أحمد run', FAMILY.repeat(9)];
      for (const [i, name] of names.entries()) {
        const made = await svc.create({ setup: { ...SETUP, seed: `bidi-${i}` }, name });
        expect(made.summary.name).toBe(name);
        expect((await svc.rename({ id: made.summary.id, name })).name).toBe(name);
      }
      await svc.startStallGame({ kind: 'relay', name: FAMILY.repeat(9), setup: { crew: ['\u2068أحمد\u2069', FAMILY.repeat(3)] } });
      // the name the game makes from the crew's is cut between whole characters and leaves no isolate open
      const crew = ['x'.repeat(20), 'y'.repeat(10), `\u2068${'أ'.repeat(20)}\u2069`];
      const made = await svc.startStallGame({ kind: 'relay', setup: { crew } });
      expect(made.summary.name).toBe(`Copperfin Relay: ${'x'.repeat(20)}, ${'y'.repeat(10)}, ${'أ'.repeat(8)}`);
      expect(nameProblem(made.summary.name)).toBeNull();
      expect((await refusal(svc.create({ setup: SETUP, name: FAMILY.repeat(30) + 'x'.repeat(31) }))).message).toBe('The create request was refused (name: a name has at most 60 characters).');
    } finally {
      svc.close();
    }
  });

  it('imports its own export of a campaign whose saved name holds isolates, and cleans a name the rule refuses at branch and import', async () => {
    const dir = tempDir();
    let svc = await GameService.open({ dataDir: dir });
    const isolated = 'Old save \u2067نهر\u2069';
    const broken = 'Old save \u202Eexe\nnext \u2067open';
    const a = (await svc.create({ setup: SETUP, name: 'Old save' })).summary.id;
    const b = (await svc.create({ setup: { ...SETUP, seed: 'other' }, name: 'Another' })).summary.id;
    svc.close();
    await savedAs(dir, a, isolated);
    await savedAs(dir, b, broken);
    svc = await GameService.open({ dataDir: dir });
    const to = await GameService.open({ dataDir: tempDir() });
    try {
      // REPRO-name-roundtrip.sh: the branch's name is made from the saved one, and both export and import back
      const branchA = await svc.branch({ id: a, step: 0, luck: 'new' });
      expect(branchA.summary.name).toBe(`${isolated}, from step 0`);
      for (const id of [a, branchA.summary.id]) {
        const imported = await to.importCampaign({ file: await svc.exportCampaign({ id }) });
        expect(imported.name).toBe((await svc.open({ id })).summary.name);
        expect(imported.notice).toBeUndefined();
      }
      // a name an older rule let through (an override, a line break, an isolate left open) is cleaned where the
      // game makes a name from it, and on import, with a sentence
      const branchB = await svc.branch({ id: b, step: 0, luck: 'same' });
      expect(branchB.summary.name).toBe('Old save exe next open, from step 0');
      const imported = await to.importCampaign({ file: await svc.exportCampaign({ id: b }) });
      expect(imported.name).toBe('Old save exe next open');
      expect(imported.notice).toMatch(/so the campaign is saved as "Old save exe next open"\.$/);
      // a rename goes through the rule
      expect((await refusal(svc.rename({ id: b, name: broken }))).message).toMatch(/^The rename request was refused \(name: a name cannot hold control characters/);
    } finally {
      svc.close();
      to.close();
    }
  });

  it('builds no refusal that ends ".)." or says a clause twice', async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    try {
      const { summary } = await svc.create({ setup: SETUP, name: 'Shared' });
      const file = await svc.exportCampaign({ id: summary.id });
      const boats = (b: string) => [{ boat: 'red', name: 'Ann', crew: null }, { boat: b, name: 'Bo', crew: 'bold' }];
      const refusals = await Promise.all([
        svc.startStallGame({ kind: 'relay', setup: { crew: ['Ann', ''] } }),
        svc.startStallGame({ kind: 'relay', setup: { crew: ['Ann', '   '] } }),
        svc.startStallGame({ kind: 'lake-race', setup: { boats: boats('red') } }),
        svc.startStallGame({ kind: 'lake-race', setup: { boats: [{ boat: 'red', name: '', crew: null }, { boat: 'blue', name: '', crew: null }] } }),
        svc.create({ setup: SETUP, name: '' }),
        svc.create({ setup: { ...SETUP, character: 'nobody' } }),
        svc.rename({ id: summary.id, name: ' ' }),
        svc.importCampaign({ file: { ...file, setup: { ...file.setup, deckTop: ['nope'] } } }),
        svc.importCampaign({ file: { ...file, format: 'other' } }),
        svc.importCampaign({ file: { ...file, name: 5 } }),
      ].map((p) => refusal(p)));
      const said = refusals.map((e) => e.message);
      // QA 3, item 7: the game and the field in the player's words, not the method and the field's path
      expect(said).toContain("The Copperfin Relay could not start (crew member 2's name: a name needs at least one letter).");
      expect(said).toContain('The Lake Race could not start (Two boats have the same colour; give each boat a colour of its own).');
      expect(said).toContain("The Lake Race could not start (boat 1's name: a name needs at least one letter; boat 2's name: a name needs at least one letter).");
      for (const sentence of said) {
        expect(sentence).not.toMatch(/\.\)\.$/);
        const clauses = (/\((.*)\)\.?$/s.exec(sentence)?.[1] ?? sentence).split('; ');
        expect(new Set(clauses).size, sentence).toBe(clauses.length);
      }
    } finally {
      svc.close();
    }
  });
});

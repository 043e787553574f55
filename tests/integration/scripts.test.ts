// The people-facing entry points as child processes: npm run web serves and stops cleanly on Ctrl-C with the
// database closed; npm start says in one sentence that Electron's runtime is missing and opens the browser
// edition instead. The renderer build is skipped (--no-build) and a stand-in page used, so no Vite run is needed.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { portFrom } from '../../scripts/web';
import { SETUP, tempDir } from './helpers';

function launch(script: string, dataDir: string, env: NodeJS.ProcessEnv = {}): { child: ChildProcess; output: () => string; address: Promise<string> } {
  const renderer = tempDir('crows-page-');
  writeFileSync(join(renderer, 'index.html'), '<!doctype html><html><head><meta name="crows-token" content="__CROWS_TOKEN__" /></head></html>');
  const child = spawn(resolve('node_modules/.bin/tsx'), [script, '--no-build', '--port', '0', '--renderer', renderer], {
    env: { ...process.env, CROWS_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const address = new Promise<string>((done, fail) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /is open at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (m) done(m[1]);
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', () => fail(new Error(`exited before serving:\n${out}`)));
  });
  return { child, output: () => out, address };
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((done) => child.on('exit', (code) => done(code)));
}

describe('npm run web', () => {
  it('serves on the port it prints and closes the save file cleanly on Ctrl-C', async () => {
    const dataDir = tempDir();
    const { child, output, address } = launch('scripts/web.ts', dataDir);
    const url = await address;
    const page = await fetch(url);
    const token = /name="crows-token" content="([^"]+)"/.exec(await page.text())?.[1];
    expect(token).toBeDefined();
    const created = await fetch(`${url}api/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-crows-token': token! },
      body: JSON.stringify({ name: 'Before Ctrl-C', setup: SETUP }),
    });
    expect(created.status).toBe(200);
    const done = exited(child);
    child.kill('SIGINT');
    expect(await done).toBe(0);
    expect(output()).toMatch(/Ctrl-C: the game server stopped and the save file is closed\./);
    // a clean close checkpoints the WAL and removes it
    expect(existsSync(join(dataDir, 'campaigns.db-wal'))).toBe(false);
    const db = new BetterSqlite3(join(dataDir, 'campaigns.db'), { readonly: true });
    expect(db.prepare('SELECT name FROM campaigns').all()).toEqual([{ name: 'Before Ctrl-C' }]);
    db.close();
  }, 60_000);

  it('takes the port from --port, else PORT, else 5177', () => {
    expect(portFrom(['--port', '0'], {})).toBe(0);
    expect(portFrom(['--port=6001'], { PORT: '7000' })).toBe(6001);
    expect(portFrom([], { PORT: '7000' })).toBe(7000);
    expect(portFrom([], {})).toBe(5177);
    expect(() => portFrom(['--port', 'harbour'], {})).toThrow('"harbour" is not a port number (0 to 65535; 0 picks a free one).');
    expect(() => portFrom(['--prot', '0'], {})).toThrow("Unknown option '--prot'. The options are --port N, --renderer DIR and --no-build.");
  });
});

describe('npm start', () => {
  it('says in one sentence that Electron is missing and opens the browser edition', async () => {
    // Electron's own override of where its runtime lives, pointed at an empty folder: as on this machine
    const { child, output, address } = launch('scripts/start.ts', tempDir(), { ELECTRON_OVERRIDE_DIST_PATH: tempDir('crows-no-electron-') });
    const url = await address;
    expect(output().split('\n')[0]).toBe(
      "Electron's runtime is not installed here (node_modules/electron has no dist/, and it cannot be downloaded offline), so the browser edition starts instead.",
    );
    expect((await fetch(url)).status).toBe(200);
    const done = exited(child);
    child.kill('SIGINT');
    expect(await done).toBe(0);
  }, 60_000);
});

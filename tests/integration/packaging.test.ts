// The packaging config (the "build" key of package.json, read by electron-builder) and the icon: targets, fuses, no native rebuild, the app id.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { electronBinary } from '../../scripts/start';
import { MAIN_PROCESS_BUNDLES, bundleAdvisorWorker } from '../../scripts/main-bundles';
import { workerUrl } from '../../electron/service/advisor';
import { GameService } from '../../electron/service/game-service';
import type { FromAdvisorWorker, ToAdvisorWorker } from '../../electron/service/advisor-worker';
import { jobTasks, winsOf } from '../../electron/service/advisor-tasks';
import { legalActions, newGame } from '../../engine/index';
import { rollouts } from '../../engine/bots/index';
import { SETUP, tempDir } from './helpers';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const config = pkg.build;

describe('packaging', () => {
  it('builds AppImage and deb, NSIS and dmg under one app id, with no native rebuild', () => {
    expect(config.appId).toBe('bay.coppershell.crows');
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
    expect(config.npmRebuild).toBe(false);
    expect(config.files).toEqual(expect.arrayContaining(['dist-electron/**/*', 'dist/renderer/**/*']));
    expect(pkg.main).toBe('dist-electron/main.js');
    expect(pkg.scripts.dist).toMatch(/build-electron\.ts && electron-builder/);
  });

  it('turns run-as-node and NODE_OPTIONS off and asar integrity on', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });

  it('has a square PNG icon of at least 512 pixels', () => {
    const png = readFileSync(config.linux.icon);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    const width = png.readUInt32BE(16);
    expect(width).toBeGreaterThanOrEqual(512);
    expect(png.readUInt32BE(20)).toBe(width);
    const idat = png.indexOf('IDAT');
    expect(inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4))).length).toBe((width * 4 + 1) * width);
  });

  it('finds the Electron runtime only where its dist/ was installed (else npm start opens the browser edition)', () => {
    const root = tempDir();
    expect(electronBinary(root)).toBeNull();
    mkdirSync(join(root, 'node_modules/electron'), { recursive: true });
    writeFileSync(join(root, 'node_modules/electron/path.txt'), 'electron');
    expect(electronBinary(root, {})).toBeNull(); // the package without its runtime, as on this machine
    mkdirSync(join(root, 'node_modules/electron/dist'));
    writeFileSync(join(root, 'node_modules/electron/dist/electron'), '');
    expect(electronBinary(root, {})).toBe(join(root, 'node_modules/electron/dist/electron'));
  });

  it('builds the advisor worker beside main.js, where the built pool looks for it, and the bundled worker plays rollouts', async () => {
    const built = (name: string) => MAIN_PROCESS_BUNDLES.find((b) => basename(b.outFile) === name)!;
    const main = pathToFileURL(built('main.js').outFile).href;
    // the pool in the built main.js asks for this file, with no tsx
    expect(workerUrl(main)).toEqual({ url: pathToFileURL(built('advisor-worker.js').outFile), execArgv: [] });
    // the bundle as the desktop build makes it, run as a worker thread: it answers a task as the thread's own rollouts would
    const dir = tempDir();
    const bundled = await bundleAdvisorWorker(join(dir, 'advisor-worker.js'));
    expect(bundled).toEqual({ url: pathToFileURL(join(dir, 'advisor-worker.js')), execArgv: [] });
    const worker = new Worker(bundled.url);
    try {
      const state = newGame(SETUP);
      const legal = legalActions(state);
      // with its path (none: the set-up's own state), which the worker replays (advisor-position.ts)
      const tasks = jobTasks(legal.length, 6);
      worker.postMessage({ type: 'job', job: 1, state, legal, seed: 'packaged', path: [], tasks } satisfies ToAdvisorWorker);
      const [msg] = (await once(worker, 'message')) as [FromAdvisorWorker];
      expect(msg).toMatchObject({ type: 'done', job: 1 });
      // a lone thread took every task: each action's wins are this thread's rollouts'
      expect(winsOf(tasks)).toEqual(legal.map((_, i) => rollouts(state, legal, i, 0, 6, 'packaged')));
    } finally {
      await worker.terminate();
    }
    // the browser edition's service on that bundle (scripts/web.ts) gives the same advice as one on the source worker
    const dataDir = tempDir();
    const ask = async (advisorWorker: typeof bundled | undefined, id?: string) => {
      const svc = await GameService.open({ dataDir, advisorWorker });
      try {
        const campaign = id ?? (await svc.create({ setup: SETUP })).summary.id;
        return { id: campaign, entries: (await svc.advise({ id: campaign, rollouts: 10 })).entries };
      } finally {
        svc.close();
      }
    };
    const onBundle = await ask(bundled);
    expect((await ask(undefined, onBundle.id)).entries).toEqual(onBundle.entries);
  }, 120_000);
});

// One running game per save folder (folder-lock.ts, database.ts): a second copy is refused whatever happens to any file
// (issue 28, defect 4), and a lock never outlives its holder, so no stale lock can block a start.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockFolder } from './folder-lock';
import { GameService } from './game-service';

const SETUP = { seed: 's', character: 'peth', startingSkill: 0, plusOneStat: 'strength', harder: { storyEndRed: false, crowsNestRed: false, extraFlips: 0, hazardsPlusOne: false } } as const;
const dirs: string[] = [];
const children: ChildProcess[] = [];
const gamePids: number[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'crows-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const pid of gamePids.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

interface Copy {
  child: ChildProcess;
  /** the game's own process (tsx runs it as a child of its own) */
  pid: number;
}

/** Another copy of the game, in a process of its own, running on `dir` until killed; resolves once it holds the folder. */
function otherCopy(dir: string): Promise<Copy> {
  const script = `import { GameService } from ${JSON.stringify(resolve('electron/service/game-service.ts'))};
    GameService.open({ dataDir: ${JSON.stringify(dir)} }).then(async (svc) => {
      await svc.list();
      console.log('holding ' + process.pid);
      setInterval(() => {}, 1000);
    });`;
  const child = spawn(resolve('node_modules/.bin/tsx'), ['--eval', script], { stdio: ['ignore', 'pipe', 'pipe'], cwd: resolve('.') });
  children.push(child);
  return new Promise((done, fail) => {
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      const m = /holding (\d+)/.exec(d.toString());
      if (!m) return;
      gamePids.push(Number(m[1]));
      done({ child, pid: Number(m[1]) });
    });
    child.on('exit', (code) => fail(new Error(`the other copy stopped (${code}): ${err}`)));
  });
}

/** SIGKILL to the game's process, as a crash or a power cut would end it: nothing of it is cleaned up. */
function killed({ child, pid }: Copy): Promise<void> {
  return new Promise((done) => {
    child.removeAllListeners('exit');
    child.on('exit', () => done());
    process.kill(pid, 'SIGKILL');
  });
}

const REFUSAL = /^The game is already running with the save folder .*\. Close that copy first/;

describe('one game per save folder, held by a lock the system keeps (issue 28, defect 4)', () => {
  it('refuses a second copy while another process runs on the folder, and opens at once after that copy is killed', async () => {
    const dir = tempDir();
    const first = await GameService.open({ dataDir: dir });
    const id = (await first.create({ name: 'Shared', setup: SETUP })).summary.id;
    first.close();
    const other = await otherCopy(dir);
    await expect(GameService.open({ dataDir: dir })).rejects.toThrow(REFUSAL);
    await killed(other); // a crash: nothing is cleaned up, and nothing needs to be
    const again = await GameService.open({ dataDir: dir });
    expect((await again.list()).map((c) => c.id)).toEqual([id]);
    again.close();
  }, 60_000);

  it('still refuses the second copy when the lock file was deleted while the first runs, and the campaign stays whole', async () => {
    const dir = tempDir();
    const first = await GameService.open({ dataDir: dir });
    const made = await first.create({ name: 'Shared', setup: SETUP });
    const acted = await first.act({ id: made.summary.id, action: made.actions.find((a) => a.legal)!.action });
    first.close();
    const other = await otherCopy(dir);
    rmSync(join(dir, LOCK_FILE));
    await expect(GameService.open({ dataDir: dir })).rejects.toThrow(REFUSAL);
    // and again with a lock file of its own making in the way
    writeFileSync(join(dir, LOCK_FILE), '');
    await expect(GameService.open({ dataDir: dir })).rejects.toThrow(REFUSAL);
    await killed(other);
    const again = await GameService.open({ dataDir: dir });
    expect((await again.open({ id: made.summary.id })).view).toEqual(acted.view);
    again.close();
  }, 60_000);

  it('is not blocked by a lock file naming a process id that is in use by another program (a reused id)', async () => {
    const dir = tempDir();
    // an earlier build's lock file naming a live process that is no copy of the game (the test runner's parent)
    writeFileSync(join(dir, LOCK_FILE), String(process.ppid));
    const svc = await GameService.open({ dataDir: dir });
    expect(await svc.list()).toEqual([]);
    svc.close();
  });

  it('refuses a second service on the folder within one process while the first is open, and lets go on close', async () => {
    const dir = tempDir();
    const first = await GameService.open({ dataDir: dir });
    await expect(GameService.open({ dataDir: dir })).rejects.toThrow(REFUSAL);
    expect(first.isOpen).toBe(true);
    await first.list(); // the refusal took nothing from the first
    first.close();
    const second = await GameService.open({ dataDir: dir });
    second.close();
  });

  it('a lock left by a killed process is no lock at all: the next start takes the folder with no word', () => {
    const dir = tempDir();
    const run = spawnSync(
      resolve('node_modules/.bin/tsx'),
      ['--eval', `import { lockFolder } from ${JSON.stringify(resolve('electron/service/folder-lock.ts'))}; lockFolder(${JSON.stringify(dir)}); process.kill(process.pid, 'SIGKILL');`],
      { encoding: 'utf8', cwd: resolve('.') },
    );
    expect(run.status).not.toBe(0); // killed (tsx reports its child's kill as a failure)
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
    const lock = lockFolder(dir);
    lock.release();
    expect(readFileSync(join(dir, LOCK_FILE)).length).toBe(0); // it never held anything that could go stale
  });
});

// One running game per save folder (folder-lock.ts): a second copy on a folder a live process holds is refused with a
// sentence and changes nothing; a lock whose holder is gone is taken over; closing the service lets go.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockFolder, processAlive, takeOver } from './folder-lock';
import { GameService } from './game-service';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'crows-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The id of a process that has run and stopped. */
function stoppedPid(): number {
  const run = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(run.stdout);
}

describe('one game per save folder', () => {
  it('a second copy is refused while another live process holds the folder, and nothing of the first is touched', async () => {
    const dir = tempDir();
    const first = await GameService.open({ dataDir: dir });
    const made = await first.create({ name: 'Shared', setup: { seed: 's', character: 'peth', startingSkill: 0, plusOneStat: 'strength', harder: { storyEndRed: false, crowsNestRed: false, extraFlips: 0, hazardsPlusOne: false } } });
    first.close();
    // another copy (here the test runner's parent process, alive for the whole run) holds the folder
    writeFileSync(join(dir, LOCK_FILE), String(process.ppid));
    expect(processAlive(process.ppid)).toBe(true);
    await expect(GameService.open({ dataDir: dir })).rejects.toThrow(
      new RegExp(`^The game is already running with the save folder .* \\(process ${process.ppid}\\)\\. Close that copy first`),
    );
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.ppid));
    // once that copy is gone (its lock stale), the folder opens with the campaign as it was
    writeFileSync(join(dir, LOCK_FILE), String(stoppedPid()));
    const again = await GameService.open({ dataDir: dir });
    expect((await again.list()).map((c) => c.id)).toEqual([made.summary.id]);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    again.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('a lock left by a process that stopped without closing (a crash) is taken over; one of this process too', () => {
    const dir = tempDir();
    const dead = stoppedPid();
    expect(processAlive(dead)).toBe(false);
    writeFileSync(join(dir, LOCK_FILE), String(dead));
    const lock = lockFolder(dir);
    expect(readFileSync(lock.path, 'utf8')).toBe(String(process.pid));
    const same = lockFolder(dir); // this process again (tests open services on one folder in turn)
    same.release();
    expect(existsSync(lock.path)).toBe(false);
    lock.release(); // no longer its: nothing to do, nothing thrown
  });

  it("taking over a stale lock never removes another copy's fresh one that came in between (it is put back)", () => {
    const dir = tempDir();
    const path = join(dir, LOCK_FILE);
    const dead = stoppedPid();
    // this copy read the dead holder; before it moved the file, a live copy (the parent process) took the lock
    writeFileSync(path, String(process.ppid));
    takeOver(path, dead, process.pid);
    expect(readFileSync(path, 'utf8')).toBe(String(process.ppid));
    expect(() => lockFolder(dir)).toThrow(/already running/);
    // the stale lock itself is moved away
    writeFileSync(path, String(dead));
    takeOver(path, dead, process.pid);
    expect(existsSync(path)).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a lock file holding nonsense is taken over rather than trusted', () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE), 'not a process id');
    const lock = lockFolder(dir);
    expect(readFileSync(lock.path, 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { menuTemplate } from './menu';
import { DEFAULT_BOUNDS, loadBounds, onScreen, saveBounds } from './window-state';

describe('window size remembered', () => {
  it('saves and reads back the bounds, and falls back to the default for a broken or too small file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'crows-win-'));
    const file = join(dir, 'window.json');
    expect(loadBounds(file)).toEqual(DEFAULT_BOUNDS);
    saveBounds(file, { width: 1500, height: 900, x: 40, y: 30 });
    expect(loadBounds(file)).toEqual({ width: 1500, height: 900, x: 40, y: 30 });
    writeFileSync(file, '{"width": 10, "height": 10}');
    expect(loadBounds(file)).toEqual(DEFAULT_BOUNDS);
    writeFileSync(file, 'not json');
    expect(loadBounds(file)).toEqual(DEFAULT_BOUNDS);
  });

  it('drops a remembered place on a screen that is gone', () => {
    const screen = [{ x: 0, y: 0, width: 1920, height: 1080 }];
    expect(onScreen({ width: 1280, height: 800, x: 100, y: 50 }, screen)).toEqual({ width: 1280, height: 800, x: 100, y: 50 });
    expect(onScreen({ width: 1280, height: 800, x: 3000, y: 50 }, screen)).toEqual({ width: 1280, height: 800 });
  });
});

describe('app menu', () => {
  it('offers new, continue, location guide and quit, each opening its screen', async () => {
    const went: string[] = [];
    let quit = 0;
    const [game] = menuTemplate({ go: (h) => went.push(h), lastCampaign: async () => 'c 1', quit: () => quit++ }, 'linux');
    const items = (game.submenu as { label?: string; click?: () => void }[]).filter((i) => i.label);
    expect(items.map((i) => i.label)).toEqual(['New campaign', 'Continue', 'Location guide', 'Quit']);
    for (const i of items) i.click!();
    await new Promise((r) => setTimeout(r, 0));
    expect(went.sort()).toEqual(['#/guide', '#/new', '#/table/c%201']);
    expect(quit).toBe(1);
  });
});

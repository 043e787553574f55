// Every game-icons name the table imports exists in the installed set (a missing one breaks the build).
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { pictureFor, locationPicture } from './icons';

const here = fileURLToPath(new URL('.', import.meta.url));
const set = createRequire(import.meta.url)('@iconify-json/game-icons/icons.json') as { icons: object; aliases?: object };
const known = new Set([...Object.keys(set.icons), ...Object.keys(set.aliases ?? {})]);

describe('table icons', () => {
  it('imports only icons that exist in @iconify-json/game-icons', () => {
    const used = readdirSync(here, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(vue|ts)$/.test(f))
      .flatMap((f) => [...readFileSync(here + f, 'utf8').matchAll(/~icons\/game-icons\/([a-z0-9-]+)/g)].map((m) => m[1]));
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((n) => !known.has(n))).toEqual([]);
  });

  it('gives each fish colour its own silhouette and pattern, not a colour alone', () => {
    const red = pictureFor('red-fish');
    const blue = pictureFor('blue-fish');
    const yellow = pictureFor('yellow-fish');
    expect(new Set([red.icon, blue.icon, yellow.icon, pictureFor('starfish').icon]).size).toBe(4);
    expect(new Set([red.mark, blue.mark, yellow.mark]).size).toBe(3);
  });

  it('finds a picture for each Location and a token for anything unknown', () => {
    expect(locationPicture('coppersand')).not.toBe(locationPicture('crows-nest'));
    expect(pictureFor('something-new').icon).toBe(pictureFor('another-thing').icon);
  });
});

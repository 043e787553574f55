// The compacted icons (issue 27) draw the same shapes: every point of every icon the renderer uses lands within half
// a unit of the original, on the 256-unit square, with the same commands in the same order.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { COMPACT_SIZE, compactIcon, compactPath, parsePath } from './compact-icons';

/** Every point a path passes through or pulls towards, absolute. */
function points(d: string): [number, number][] {
  let x = 0, y = 0, sx = 0, sy = 0;
  const out: [number, number][] = [];
  for (const { cmd, args } of parsePath(d)) {
    const rel = cmd === cmd.toLowerCase();
    const c = cmd.toLowerCase();
    if (c === 'z') {
      [x, y] = [sx, sy];
      continue;
    }
    if (c === 'h') x = rel ? x + args[0] : args[0];
    else if (c === 'v') y = rel ? y + args[0] : args[0];
    else if (c === 'a') [x, y] = rel ? [x + args[5], y + args[6]] : [args[5], args[6]];
    else {
      const pairs: [number, number][] = [];
      for (let k = 0; k < args.length; k += 2) pairs.push(rel ? [x + args[k], y + args[k + 1]] : [args[k], args[k + 1]]);
      out.push(...pairs.slice(0, -1));
      [x, y] = pairs[pairs.length - 1];
    }
    if (c === 'm') [sx, sy] = [x, y];
    out.push([x, y]);
  }
  return out;
}

const used = [...new Set(execSync('grep -rhoE "~icons/game-icons/[a-z0-9-]+" renderer/src', { encoding: 'utf8' }).split('\n').filter(Boolean).map((s) => s.split('/').pop()!))];
const set = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@iconify-json/game-icons/icons.json'), 'utf8')) as { icons: Record<string, { body: string }> };

describe('compact icons (issue 27)', () => {
  it('reads run-together numbers and arc flags, and writes relative moves from rounded absolute points', () => {
    expect(parsePath('M1.5.5l-2-3a4 4 0 011 2z').map((s) => s.cmd + s.args.join(','))).toEqual(['M1.5,0.5', 'l-2,-3', 'a4,4,0,0,1,1,2', 'z']);
    // 0.4 + 0.4 + 0.4 written relative and rounded one by one would stay at 0; on absolute points it reaches 1
    expect(compactPath('M0 0l.4 0l.4 0l.4 0', 1)).toBe('m0 0l0 0 1 0 0 0');
    expect(() => parsePath('M1 1 q')).toThrow(/no number/);
  });

  it(`draws every icon the renderer uses (${used.length}) within half a unit of the original on a ${COMPACT_SIZE}-unit square`, () => {
    expect(used.length).toBeGreaterThan(50);
    let before = 0;
    let after = 0;
    for (const name of used) {
      const original = [...set.icons[name].body.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]);
      const svg = compactIcon(name)!;
      const compact = [...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]);
      expect(compact.length, name).toBe(original.length);
      original.forEach((d, i) => {
        const a = points(d).map(([x, y]) => [(x * COMPACT_SIZE) / 512, (y * COMPACT_SIZE) / 512]);
        const b = points(compact[i]);
        expect(b.length, name).toBe(a.length);
        a.forEach(([x, y], k) => expect(Math.max(Math.abs(b[k][0] - x), Math.abs(b[k][1] - y)), `${name} point ${k}`).toBeLessThanOrEqual(0.5 + 1e-9));
      });
      before += set.icons[name].body.length;
      after += svg.length;
    }
    expect(after).toBeLessThan(before * 0.75);
    expect(compactIcon('no-such-icon')).toBeUndefined();
  });
});

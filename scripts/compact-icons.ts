// Issue 27, a small bundle: the game-icons.net icons are compiled into the renderer's JavaScript (vite.config.ts,
// unplugin-icons), and their path data was about a third of it. The set draws on a 512-unit square with a tenth
// of a unit's precision, far finer than any size the icons are shown at. The build loads each icon through this file
// instead: the same drawing on a 256-unit square with whole units, each point rounded on absolute coordinates (so
// the rounding never adds up along a path) and written back as relative moves, which are short.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The drawing's square after compaction: a unit is 1/256 of the icon, a fifth of a pixel at 48 px. */
export const COMPACT_SIZE = 256;

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}

let gameIcons: IconSet | null = null;
function iconSet(): IconSet {
  gameIcons ??= JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@iconify-json/game-icons/icons.json'), 'utf8')) as IconSet;
  return gameIcons;
}

type Segment = { cmd: string; args: number[] };

const ARITY: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

/** SVG path data into its commands, absolute or relative as written; an arc's two flags may be run together ("011"). */
export function parsePath(d: string): Segment[] {
  const out: Segment[] = [];
  let i = 0;
  let cmd = '';
  const skip = () => {
    while (i < d.length && /[\s,]/.test(d[i])) i++;
  };
  const number = (flag: boolean): number => {
    skip();
    if (flag) {
      const c = d[i++];
      if (c !== '0' && c !== '1') throw new Error(`compact-icons: an arc flag is "${c}" in "${d.slice(0, 40)}..."`);
      return Number(c);
    }
    const m = /^[-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?/.exec(d.slice(i));
    if (!m) throw new Error(`compact-icons: no number at ${i} in "${d.slice(0, 40)}..."`);
    i += m[0].length;
    return Number(m[0]);
  };
  for (;;) {
    skip();
    if (i >= d.length) return out;
    if (/[a-zA-Z]/.test(d[i])) cmd = d[i++];
    else if (!cmd) throw new Error(`compact-icons: path data starts without a command: "${d.slice(0, 40)}..."`);
    const n = ARITY[cmd.toLowerCase()];
    if (n === undefined) throw new Error(`compact-icons: unknown path command "${cmd}"`);
    const args: number[] = [];
    for (let k = 0; k < n; k++) args.push(number(cmd.toLowerCase() === 'a' && (k === 3 || k === 4)));
    out.push({ cmd, args });
    // numbers after a moveto are linetos of the same kind (SVG 1.1, path data grammar)
    if (cmd === 'M') cmd = 'L';
    else if (cmd === 'm') cmd = 'l';
    if (n === 0) cmd = '';
  }
}

/** The path at `scale`, every point rounded to a whole unit on absolute coordinates, then written relative. */
export function compactPath(d: string, scale: number): string {
  const r = (v: number) => Math.round(v * scale);
  let x = 0;
  let y = 0; // the current point, exact (in the source's units)
  let sx = 0;
  let sy = 0; // the subpath's start
  let rx = 0;
  let ry = 0; // the current point as written out (rounded, in the new units)
  let rsx = 0;
  let rsy = 0;
  const parts: string[] = [];
  let last = '';
  const emit = (cmd: string, nums: number[]) => {
    // a command repeated needs no letter again (a moveto's would turn into a lineto, so it keeps its own)
    let text = cmd === last && cmd !== 'm' && cmd !== 'z' ? '' : cmd;
    for (const n of nums) {
      const s = String(n);
      const before = text ? text[text.length - 1] : (parts[parts.length - 1]?.slice(-1) ?? '');
      // two numbers need a gap between them, unless the second starts with its minus sign
      text += (/[0-9.]/.test(before) && !s.startsWith('-') ? ' ' : '') + s;
    }
    parts.push(text);
    last = cmd;
  };
  for (const { cmd, args } of parsePath(d)) {
    const rel = cmd === cmd.toLowerCase();
    const c = cmd.toLowerCase();
    const ax = (k: number) => (rel ? x + args[k] : args[k]);
    const ay = (k: number) => (rel ? y + args[k] : args[k]);
    // points in absolute source units, then rounded; each relative to the written current point
    const pts = (pairs: [number, number][]) => pairs.flatMap(([px, py]) => [r(px) - rx, r(py) - ry]);
    switch (c) {
      case 'm': {
        const [px, py] = [ax(0), ay(1)];
        emit('m', pts([[px, py]]));
        x = sx = px;
        y = sy = py;
        rx = rsx = r(px);
        ry = rsy = r(py);
        break;
      }
      case 'l':
      case 't': {
        const [px, py] = [ax(0), ay(1)];
        emit(c, pts([[px, py]]));
        x = px;
        y = py;
        break;
      }
      case 'h': {
        const px = rel ? x + args[0] : args[0];
        emit('h', [r(px) - rx]);
        x = px;
        break;
      }
      case 'v': {
        const py = rel ? y + args[0] : args[0];
        emit('v', [r(py) - ry]);
        y = py;
        break;
      }
      case 'c':
      case 's':
      case 'q': {
        const pairs: [number, number][] = [];
        for (let k = 0; k < args.length; k += 2) pairs.push([ax(k), ay(k + 1)]);
        emit(c, pts(pairs));
        [x, y] = pairs[pairs.length - 1];
        break;
      }
      case 'a': {
        const [px, py] = [ax(5), ay(6)];
        const radius = (v: number) => Math.max(1, r(v));
        emit('a', [radius(args[0]), radius(args[1]), Math.round(args[2]), args[3], args[4], r(px) - rx, r(py) - ry]);
        x = px;
        y = py;
        break;
      }
      case 'z':
        emit('z', []);
        x = sx;
        y = sy;
        rx = rsx;
        ry = rsy;
        continue;
    }
    rx = r(x);
    ry = r(y);
  }
  return parts.join('');
}

/** One game-icons.net icon as SVG, compacted; undefined for a name the set does not have (the build then says so). */
export function compactIcon(name: string): string | undefined {
  const set = iconSet();
  const icon = set.icons[name];
  if (!icon) return undefined;
  const size = icon.width ?? set.width ?? 512;
  const scale = COMPACT_SIZE / size;
  const body = icon.body.replace(/ d="([^"]+)"/g, (_m, d: string) => ` d="${compactPath(d, scale)}"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COMPACT_SIZE} ${COMPACT_SIZE}">${body}</svg>`;
}

// Draws the app icon (build/icon.png, 1024 x 1024) in code: a copper coin on the bay's night blue with a
// crow in silhouette. electron-builder makes every platform's sizes from it. Run: npx tsx scripts/make-icon.ts
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { deflateSync } from 'node:zlib';

const SIZE = 1024;

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** RGBA pixels to a PNG file (8-bit, colour type 6, no interlace). */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(raw, y * (width * 4 + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

function inTriangle(u: number, v: number, a: number[], b: number[], c: number[]): boolean {
  const side = (p: number[], q: number[]) => (q[0] - p[0]) * (v - p[1]) - (q[1] - p[1]) * (u - p[0]);
  const s1 = side(a, b);
  const s2 = side(b, c);
  const s3 = side(c, a);
  return (s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0);
}

/** Inside the crow: a body ellipse, a head, a beak and two swept wings, in coin-relative units (-1..1). */
function inCrow(u: number, v: number): boolean {
  const body = ((u + 0.05) / 0.42) ** 2 + ((v - 0.12) / 0.2) ** 2 < 1;
  const head = (u - 0.36) ** 2 + (v + 0.06) ** 2 < 0.15 ** 2;
  const beak = u > 0.46 && u < 0.68 && Math.abs(v + 0.04) < 0.05 * (1 - (u - 0.46) / 0.22);
  const wing = inTriangle(u, v, [-0.3, 0.02], [0.2, 0.02], [-0.55, -0.55]);
  const tail = u < -0.38 && u > -0.72 && Math.abs(v - 0.2) < (u + 0.72) * 0.35 + 0.02 - 0.0;
  return body || head || beak || wing || tail;
}

export function drawIcon(size = SIZE): Uint8Array {
  const px = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const u = ((x + 0.5) / size) * 2 - 1;
      const v = ((y + 0.5) / size) * 2 - 1;
      const r = Math.hypot(u, v);
      const i = (y * size + x) * 4;
      let c: [number, number, number, number] = [29, 36, 48, 255]; // night blue
      if (r > 0.98) c = [0, 0, 0, 0]; // round corners: transparent outside the disc
      else if (r > 0.84) c = [29, 36, 48, 255];
      else if (r > 0.78) c = [150, 86, 44, 255]; // coin rim
      else c = [196 - Math.round(r * 50), 116 - Math.round(r * 30), 62, 255]; // copper face, lighter at the centre
      if (r < 0.78 && inCrow(u * 1.15, v * 1.15)) c = [20, 20, 26, 255];
      px.set(c, i);
    }
  }
  return px;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const out = resolve(import.meta.dirname, '..', 'build', 'icon.png');
  writeFileSync(out, encodePng(SIZE, SIZE, drawIcon()));
  console.log(`${out}: ${SIZE} x ${SIZE}`);
}

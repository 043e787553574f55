// Canonical JSON: one text for equal values whatever order their keys were set in, so a digest of it is stable.
// The campaign's saves and the stall games' digests are both taken over this text (core/hash.ts), so it must stay
// byte-for-byte what it has always been: JSON.stringify for primitives (undefined, functions and symbols as null),
// arrays in order, object keys with a defined value sorted by code unit. engine/hash.test.ts pins digests computed
// with the first implementation. The stall games had a copy of their own (carnival/stall-kit.ts, until Dec 2026) that
// differed only on values JSON cannot hold (undefined in a list, a function): a stall's state is JSON, saved and
// replayed, so on every state it gave this same text (checked on 20,000 random JSON values when the copies were
// merged; core/core.test.ts pins stall digests taken with the copy).

/** JSON.stringify of each key seen, reused: a state repeats the same few hundred keys thousands of times. */
const quoted = new Map<string, string>();
function quote(k: string): string {
  let q = quoted.get(k);
  if (q === undefined) {
    q = JSON.stringify(k);
    if (quoted.size < 10_000) quoted.set(k, q);
  }
  return q;
}

/** One pass over the value, appending to a single string (no per-node arrays, maps or joins). */
function write(v: unknown, out: string): string {
  if (v === null) return out + 'null';
  switch (typeof v) {
    case 'string':
      return out + JSON.stringify(v);
    case 'number':
      return out + (Number.isFinite(v) ? String(v) : 'null');
    case 'boolean':
      return out + (v ? 'true' : 'false');
    case 'object':
      break;
    default:
      // undefined, functions, symbols: JSON.stringify gives undefined, which the canonical text has as null;
      // bigint throws, as JSON.stringify does
      return out + (JSON.stringify(v) ?? 'null');
  }
  if (Array.isArray(v)) {
    out += '[';
    for (let i = 0; i < v.length; i++) {
      if (i > 0) out += ',';
      out = write(v[i], out);
    }
    return out + ']';
  }
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o);
  // most objects are built with their keys in one order; sort only when that order is not already sorted
  for (let i = 1; i < keys.length; i++)
    if (keys[i - 1] > keys[i]) {
      keys.sort();
      break;
    }
  out += '{';
  let first = true;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    const x = o[k];
    if (x === undefined) continue;
    if (!first) out += ',';
    first = false;
    out = write(x, out + quote(k) + ':');
  }
  return out + '}';
}

/** JSON with object keys sorted, so two equal states always serialise the same way. */
export function canonicalJson(v: unknown): string {
  return write(v, '');
}

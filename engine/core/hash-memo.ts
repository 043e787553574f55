// Issue 27, the act's round trip: a campaign's digest (stateHash) taken again after every action, from what is already
// known of the last one. By the end of a long campaign the ledger is most of the canonical text (58 of 61 KB after 230
// actions, 510 lines) and writing it out again cost two thirds of the digest. The engine is copy-on-write: an action's
// state shares every ledger line (and history point) with the state before it and adds some at the end, and no line
// is changed once emitted (engine/draft.test.ts holds every action to leaving its input unchanged). So each entry of
// a top-level list is written once, its text kept beside the list, and reused while the next state's list holds the
// very same entries (checked entry by entry, by identity) at the same places. The digest itself does not change: the
// pieces are fed to the same lanes in the same order as the text stateHash digests (hash-memo.test.ts holds the two
// equal over random campaigns, undos, branches and replays).
import { canonicalJson } from './canonical-json';
import { CampaignDigest } from './hash';

/** A list as last digested, with the canonical text of each of its entries. */
interface ListTexts {
  list: readonly unknown[];
  texts: string[];
}

/** Lists shorter than this are written out each time: matching them would save less than it costs. */
const MEMO_FROM = 8;

/** `"key":` for each key seen, reused (as canonical-json.ts keeps its quoted keys). */
const keyTexts = new Map<string, string>();
function keyText(k: string): string {
  let t = keyTexts.get(k);
  if (t === undefined) {
    t = JSON.stringify(k) + ':';
    if (keyTexts.size < 10_000) keyTexts.set(k, t);
  }
  return t;
}

/** Whether JSON.stringify writes `v` other than between two quotes: a quote, a backslash, a control character or a
 *  lone surrogate half (written as \uXXXX; a surrogate pair is written as it is, so any half sends it the long way). */
function escaped(v: string): boolean {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return true;
  }
  return false;
}

/** The texts of the small whole numbers a state is full of (counts, hours, a course's squares), made once. */
const SMALL = Array.from({ length: 1024 }, (_, i) => String(i));

/** Whether the object's own keys come in sorted order (the usual case), found without listing them in a new array. */
function keysSorted(o: Record<string, unknown>): boolean {
  let prev: string | undefined;
  for (const k in o) {
    if (!Object.hasOwn(o, k)) return false;
    if (prev !== undefined && prev > k) return false;
    prev = k;
  }
  return true;
}

/** Feeds canonicalJson(v) to the digest piece by piece, never joining the text: the parts of a state that change with
 *  every action (a stall's pending decision is up to 9 KB) were written into one string of thousands of small joins,
 *  all garbage a moment later, which the act's collections paid for. The same text as canonical-json.ts's write, token
 *  for token (hash-memo.test.ts holds the two equal on random JSON and on campaign states). */
function feedCanonical(d: CampaignDigest, v: unknown): void {
  if (v === null) {
    d.feed('null');
    return;
  }
  switch (typeof v) {
    case 'string':
      // most strings need no escape: fed between quotes as they are, with no quoted copy made
      if (escaped(v)) d.feed(JSON.stringify(v));
      else d.feed('"').feed(v).feed('"');
      return;
    case 'number':
      // -0 is "0" either way, as JSON writes it
      d.feed(Number.isInteger(v) && v >= 0 && v < SMALL.length ? SMALL[v] : Number.isFinite(v) ? String(v) : 'null');
      return;
    case 'boolean':
      d.feed(v ? 'true' : 'false');
      return;
    case 'object':
      break;
    default:
      // undefined, functions, symbols as null; bigint throws, as JSON.stringify does
      d.feed(JSON.stringify(v) ?? 'null');
      return;
  }
  if (Array.isArray(v)) {
    d.feed('[');
    for (let i = 0; i < v.length; i++) {
      if (i > 0) d.feed(',');
      feedCanonical(d, v[i]);
    }
    d.feed(']');
    return;
  }
  const o = v as Record<string, unknown>;
  d.feed('{');
  let first = true;
  // keys already in order are walked without making their list (most objects are built in one order)
  if (keysSorted(o)) for (const k in o) first = feedMember(d, k, o[k], first);
  else for (const k of Object.keys(o).sort()) first = feedMember(d, k, o[k], first);
  d.feed('}');
}

/** One member of an object, `"key":value`, after a comma unless it is the first written; a key holding undefined is
 *  left out, as canonical-json.ts does. Returns whether nothing has been written yet. */
function feedMember(d: CampaignDigest, k: string, x: unknown, first: boolean): boolean {
  if (x === undefined) return first;
  if (!first) d.feed(',');
  d.feed(keyText(k));
  feedCanonical(d, x);
  return false;
}

/** What one campaign's last digest knew: per top-level key holding a list, that list and its entries' texts. One
 *  memo per campaign (the service keeps it beside the campaign's current state); any state may be digested with
 *  it, a state of another campaign or an earlier one included: what does not match is written out afresh. */
export class HashMemo {
  readonly lists = new Map<string, ListTexts>();
}

/** The entries' texts of `list`, reusing those of the memo's list for the leading entries that are the same values
 *  (the same objects). The memo then holds `list`. */
function textsOf(memo: HashMemo, key: string, list: readonly unknown[]): string[] {
  const known = memo.lists.get(key);
  let texts: string[];
  let same = 0;
  if (known) {
    const n = Math.min(known.list.length, list.length);
    while (same < n && known.list[same] === list[same]) same++;
    // the memo is this function's alone, so its array is cut back and extended in place
    texts = known.texts;
    texts.length = same;
  } else {
    texts = [];
  }
  for (let i = same; i < list.length; i++) texts.push(canonicalJson(list[i]));
  memo.lists.set(key, { list, texts });
  return texts;
}

/** stateHash(state), the same 16 hex digits, with the long top-level lists' texts taken from `memo` where their entries
 *  are unchanged. Anything that is not a plain object is digested as stateHash does. */
export function stateHashWith(state: unknown, memo: HashMemo): string {
  if (state === null || typeof state !== 'object' || Array.isArray(state)) {
    const d = new CampaignDigest();
    feedCanonical(d, state);
    return d.hex();
  }
  const o = state as Record<string, unknown>;
  // canonical-json.ts's order: keys sorted by code unit, those holding undefined left out
  const keys = Object.keys(o).sort();
  const digest = new CampaignDigest().feed('{');
  let first = true;
  for (const k of keys) {
    const v = o[k];
    if (!Array.isArray(v) || v.length < MEMO_FROM) {
      memo.lists.delete(k);
      first = feedMember(digest, k, v, first);
      continue;
    }
    if (!first) digest.feed(',');
    first = false;
    digest.feed(keyText(k));
    const texts = textsOf(memo, k, v);
    digest.feed('[');
    for (let i = 0; i < texts.length; i++) {
      if (i > 0) digest.feed(',');
      digest.feed(texts[i]);
    }
    digest.feed(']');
  }
  return digest.feed('}').hex();
}

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
  if (state === null || typeof state !== 'object' || Array.isArray(state)) return new CampaignDigest().feed(canonicalJson(state)).hex();
  const o = state as Record<string, unknown>;
  // canonical-json.ts's order: keys sorted by code unit, those holding undefined left out
  const keys = Object.keys(o).sort();
  const digest = new CampaignDigest().feed('{');
  let first = true;
  for (const k of keys) {
    const v = o[k];
    if (v === undefined) continue;
    digest.feed(first ? JSON.stringify(k) + ':' : ',' + JSON.stringify(k) + ':');
    first = false;
    if (!Array.isArray(v) || v.length < MEMO_FROM) {
      memo.lists.delete(k);
      digest.feed(canonicalJson(v));
      continue;
    }
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

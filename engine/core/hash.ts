// The digests: 16 hex digits over the canonical JSON (canonical-json.ts). There are two, and both stay: the
// campaign's and the stall games' were written apart with different mixing, and each is stored or compared as it
// is (a campaign's in every saved action row and shared file, checked on resume; a stall's by its replays and the
// saved stand-alone games). Merging them would change every stored digest of one of the two.
import { canonicalJson } from './canonical-json';

/** A campaign state's digest: two independent 32-bit FNV-1a style lanes. */
export function stateHash(state: unknown): string {
  return new CampaignDigest().feed(canonicalJson(state)).hex();
}

/** The campaign digest's two lanes, fed a text in pieces: feeding "ab" then "c" gives the digest of "abc". Issue 27:
 *  the service digests a long campaign from cached pieces of its canonical text (hash-memo.ts) without joining them
 *  into one 60 KB string per action; the mixing is stateHash's own, so every saved digest stays what it was. */
export class CampaignDigest {
  private h1 = 0x811c9dc5;
  private h2 = 0x01000193 ^ 0x5bd1e995;

  feed(text: string): this {
    // the lanes in locals for the loop: a field read and written per character would cost the loop twice over
    let h1 = this.h1;
    let h2 = this.h2;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 0x01000193);
      h2 = Math.imul(h2 ^ ch, 0x5bd1e995) ^ (h2 >>> 15);
    }
    this.h1 = h1;
    this.h2 = h2;
    return this;
  }

  hex(): string {
    return hex8(this.h1) + hex8(this.h2);
  }
}

/** A stall game's digest: FNV-1a in one lane, the second lane seeded with the text's length and fed from the first. */
export function stallHash(state: unknown): string {
  const text = canonicalJson(state);
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c ^ (a >>> 7), 0x5bd1e995) >>> 0;
  }
  return hex8(a) + hex8(b);
}

function hex8(h: number): string {
  return (h >>> 0).toString(16).padStart(8, '0');
}

// Small helpers the stall games share: a stable digest of JSON state, and the seeded die.
// Kept here so each game's rules files hold only rules.
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** JSON with object keys sorted, so equal states always print the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj).filter((k) => obj[k] !== undefined).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(',')}}`;
}

/** FNV-1a over the canonical JSON, two 32-bit lanes: a stable digest with no Node import. */
export function stableHash(value: unknown): string {
  const text = canonicalJson(value);
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c ^ (a >>> 7), 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/** The generator's state as JSON, seeded from the campaign's 32-bit stall seed. */
export function seedRng(seed: number): number[] {
  return [...xoroshiro128plus(seed | 0).getState()];
}

/** One uniform integer in [from, to]; returns the value and the next generator state (state stays JSON). The value
 *  is made a small integer: pure-rand can hand back an integer held as a double, and one such number turns the arrays
 *  it goes into (dice, seats, a shuffled order) into arrays of doubles, a second hidden class for every function that
 *  reads them (V8 then recompiles those functions). The same number either way. */
export function rollInt(rng: readonly number[], from: number, to: number): [number, number[]] {
  const g = xoroshiro128plusFromState(rng);
  const value = uniformInt(g, from, to) | 0;
  return [value, [...g.getState()]];
}

/** A Story deck with the cards below its top `known` shuffled (a player has seen only those faces), and the
 *  generator after. */
export function shuffleBelow(deck: readonly string[], known: number, rng: readonly number[]): [string[], number[]] {
  const out = deck.slice();
  let g = [...rng];
  for (let i = out.length - 1; i > known; i--) {
    const [j, next] = rollInt(g, known, i);
    g = next;
    [out[i], out[j]] = [out[j], out[i]];
  }
  return [out, g];
}

/** A carried Story deck dealt again below what the player has seen (the games that carry it without drawing). */
export function redealCarried<P extends { deck: string[]; discard: string[] }>(piles: P, known: number, rng: readonly number[]): [P, number[]] {
  const [deck, next] = shuffleBelow(piles.deck, known, rng);
  return [{ ...piles, deck }, next];
}

/** A player's refusal: the sentence the player sees. */
export class IllegalStallAction extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'IllegalStallAction';
  }
}

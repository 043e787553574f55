// Small helpers the stall games share: the deck shuffle below what the player has seen, and the refusal. Kept here
// so each game's rules files hold only rules; the digest, the seeds and the die are the engine's core (../core).
import { rollInt } from '../core';

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

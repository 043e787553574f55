// Fortune Forage's odds, computed exactly: a run of calls weighed by the chance of each next card, calling whichever
// kind (sweet or stung) gives the better expected prize. What a player knows changes the figures: a deck's make-up
// (counted from the discard), and the cards the seer showed, which are called right for sure.
// (No I/O here; data/carnival/expected-values.ts prints the figures for data/README.md, and the bots read them.)
import { FORAGE_DATA } from '../../../data/carnival';
import { STORY_IDS, content } from '../../../data';
import { FORAGE_CALLS, stingOf, type ForageCall } from './rules';

export interface ForageOdds {
  /** expected Gems won, before the price */
  ev: number;
  /** chance of winning enough to flip Bay Carnival (7+ Gems) */
  pBig: number;
  /** the call that gets these figures (for the next unknown card) */
  call: ForageCall;
}

/** The Story cards whose forageables are marked, read once from the content. */
const STUNG = new Set(STORY_IDS.filter((id) => stingOf(id) === 'stung'));

/** Sweet and stung cards in a set of Story cards. (Not remembered per list: an advisor rollout changes its own deck
 *  in place, so the same list can hold other cards later.) */
export function makeUp(ids: readonly string[] = STORY_IDS): { sweet: number; stung: number } {
  let stung = 0;
  for (const id of ids) if (STUNG.has(id)) stung++;
  return { sweet: ids.length - stung, stung };
}

const prize = (run: number) => FORAGE_DATA.prizeByRun[Math.min(run, FORAGE_DATA.maxCalls)];
const memo = new Map<number, ForageOdds>();

/** From a run of `run` right calls, with `sweet` and `stung` unknown cards left in the deck: the best call's odds. */
export function forageOdds(sweet: number, stung: number, run = 0): ForageOdds {
  const key = (sweet * 64 + stung) * 16 + run;
  const hit = memo.get(key);
  if (hit) return hit;
  const stop: ForageOdds = { ev: prize(run), pBig: prize(run) >= content.rules.carnivalFlipGems ? 1 : 0, call: 'sweet' };
  // Story's End ends the calling when the deck is spent; six calls end it too
  if (run >= FORAGE_DATA.maxCalls || sweet + stung === 0) return stop;
  const total = sweet + stung;
  let best: ForageOdds | null = null;
  for (const call of FORAGE_CALLS) {
    const left = call === 'sweet' ? sweet : stung;
    if (left === 0) continue;
    const p = left / total;
    const on = call === 'sweet' ? forageOdds(sweet - 1, stung, run + 1) : forageOdds(sweet, stung - 1, run + 1);
    // a wrong call pays the run so far
    const odds: ForageOdds = { ev: p * on.ev + (1 - p) * stop.ev, pBig: p * on.pBig + (1 - p) * stop.pBig, call };
    if (!best || odds.ev > best.ev + 1e-12) best = odds;
  }
  memo.set(key, best!);
  return best!;
}

/** The odds when the top cards of the deck are known (the seer showed them): each is called right, then the rest
 *  of the deck (its make-up without them) is called blind. */
export function forageOddsKnowing(known: readonly string[], rest: { sweet: number; stung: number }, run = 0): ForageOdds {
  const odds = forageOdds(rest.sweet, rest.stung, Math.min(run + known.length, FORAGE_DATA.maxCalls));
  return known.length > 0 ? { ...odds, call: stingOf(known[0]) } : odds;
}

/** The odds of playing right after the seer shows the top `cards` of a deck of this make-up, before seeing them:
 *  every way the shown cards can fall, weighed by its chance. */
const afterSeer = new Map<number, ForageOdds>();
export function forageOddsAfterSeer(deck: { sweet: number; stung: number }, cards: number): ForageOdds {
  const key = (deck.sweet * 64 + deck.stung) * 16 + cards;
  const hit = afterSeer.get(key);
  if (hit) return hit;
  const total = deck.sweet + deck.stung;
  const shown = Math.min(cards, total);
  let ev = 0;
  let pBig = 0;
  for (let stung = 0; stung <= shown; stung++) {
    const p = hypergeometric(deck.stung, total, shown, stung);
    if (p === 0) continue;
    const o = forageOdds(deck.sweet - (shown - stung), deck.stung - stung, Math.min(shown, FORAGE_DATA.maxCalls));
    ev += p * o.ev;
    pBig += p * o.pBig;
  }
  const out: ForageOdds = { ev, pBig, call: 'sweet' };
  afterSeer.set(key, out);
  return out;
}

/** Chance of exactly `k` marked cards among `n` drawn from `total` with `marked` marked. */
function hypergeometric(marked: number, total: number, n: number, k: number): number {
  if (k > marked || n - k > total - marked) return 0;
  return (choose(marked, k) * choose(total - marked, n - k)) / choose(total, n);
}

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

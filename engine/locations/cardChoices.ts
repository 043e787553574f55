// Every choice of cards that pays for a sale or a recipe (issue 28, item 9): legalActions lists them all, so the table
// can let the player choose which cards leave the supply, and check() and legalActions never disagree about what may be
// paid. Small piles (at most 6 cards each after an action, rulebook 5) keep the lists short: 63 subsets at most.

/** Every subset of `ids` with `min` to `max` cards, smaller ones first, each in the pile's order (index combinations in
 *  lexicographic order), kept when `fits` says so (`fits` must not keep the list it is shown). Plain loops over bit
 *  masks: legalActions asks at every town turn. */
export function subsetsOf(ids: readonly string[], min: number, max: number, fits: (cards: string[]) => boolean): string[][] {
  const out: string[][] = [];
  const n = ids.length;
  if (n > 12) return out; // never on a table of six-card piles; a bound so a damaged state cannot stall the engine
  // each combination is tried in one scratch list per size and copied only when it fits (most do not: a recipe's
  // cards are tried in every combination at every town turn); `fits` reads its list and keeps nothing of it. The
  // scratch list is written by index, never emptied: `cards.length = 0` is a call into the runtime, and it was half of
  // this function's time (issue 27)
  for (let size = Math.max(1, min); size <= Math.min(max, n); size++) {
    const cards: string[] = new Array<string>(size);
    for (const ix of combinations(n, size)) {
      for (let i = 0; i < size; i++) cards[i] = ids[ix[i]];
      if (fits(cards)) out.push(cards.slice());
    }
  }
  return out;
}

/** The combinations of `size` positions out of n in lexicographic order, made once per (n, size). */
function combinations(n: number, size: number): readonly (readonly number[])[] {
  const key = n * 16 + size;
  let made = COMBINATIONS.get(key);
  if (made) return made;
  const list: number[][] = [];
  const walk = (from: number, acc: number[]) => {
    if (acc.length === size) return void list.push(acc.slice());
    for (let i = from; i < n; i++) {
      acc.push(i);
      walk(i + 1, acc);
      acc.pop();
    }
  };
  walk(0, []);
  made = list;
  COMBINATIONS.set(key, made);
  return made;
}
const COMBINATIONS = new Map<number, readonly (readonly number[])[]>();

/** `first` (the suggested choice), then every other choice not the same set of cards: the table offers the first of a
 *  kind as its default, so the suggestion keeps its place whatever order the other choices come in. */
export function suggestedFirst(first: readonly string[] | null, all: readonly string[][]): string[][] {
  if (!first || first.length === 0) return all.slice();
  const out: string[][] = [first.slice()];
  for (const cards of all) if (!sameCards(cards, first)) out.push(cards);
  return out;
}

/** Whether two choices hold the same cards, in any order (each card as many times in both): what comparing their
 *  sorted ids joined into one text said, without the copies, sorts and texts made for every choice of every recipe at
 *  every town turn. */
export function sameCards(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (countOf(a, a[i]) !== countOf(b, a[i])) return false;
  return true;
}

function countOf(xs: readonly string[], x: string): number {
  let n = 0;
  for (let i = 0; i < xs.length; i++) if (xs[i] === x) n++;
  return n;
}

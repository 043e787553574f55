// The statistics the balance report and the advisor quote: a win rate is a proportion from a finite
// number of campaigns, so it is always shown with its 95% interval.

export interface Proportion {
  /** successes / trials, 0 when there were no trials */
  p: number;
  /** the 95% Wilson score interval */
  lo: number;
  hi: number;
  n: number;
}

/** Wilson score interval: unlike the normal approximation it stays inside [0, 1] and behaves at 0 and n wins. */
export function wilson(successes: number, trials: number, z = 1.959963984540054): Proportion {
  if (!Number.isInteger(successes) || !Number.isInteger(trials) || successes < 0 || successes > trials) {
    throw new Error(`wilson: need 0 <= successes <= trials as integers, got ${successes}/${trials}`);
  }
  if (trials === 0) return { p: 0, lo: 0, hi: 1, n: 0 };
  const p = successes / trials;
  const z2 = z * z;
  const denom = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denom;
  // rounding can leave the interval a hair short of p at 0 or n wins; p is always inside it
  return { p, lo: Math.max(0, Math.min(p, centre - half)), hi: Math.min(1, Math.max(p, centre + half)), n: trials };
}

/** "48.2% (47.2-49.2)" */
export function formatProportion(x: Proportion): string {
  const pct = (v: number) => (100 * v).toFixed(1);
  return `${pct(x.p)}% (${pct(x.lo)}-${pct(x.hi)})`;
}

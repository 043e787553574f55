// Personal records (issue 29), each with the campaign that set it, computed from the facts of the campaigns in the
// save file. The relay and Lake Race records come from the stall games played inside saved campaigns; the stand-alone
// Copperfin Relay and Lake Race series (issue 22, stall-games.ts) are counted in Statistics by kind, not in records.
import { scoreRun, type RunOutcome, type Score } from '../../../engine';
import type { CampaignFacts } from './facts';
import type { FactsOf } from './achievements';
import type { RecordInfo } from '../../../contract';

/** A personal record with the campaign that set it: the contract's shape (contract/results.ts), named here as the
 *  records module has always called it. Its stable keys: 'most-gems', 'earliest-payment', 'fastest-relay',
 *  'best-lake-race', 'best-score:<character>:<set-up>'. */
export type RecordEntry = RecordInfo;

export function outcomeOf(f: CampaignFacts): RunOutcome {
  return { won: f.status === 'won', hoursLeft: f.paid?.hoursLeft ?? 0, lives: f.lives, pep: f.pep, gems: f.gems, mostGems: f.mostGems, harder: f.harder };
}

/** The score of a finished campaign (engine/score.ts); null while it is played. */
export function scoreOf(f: CampaignFacts): Score | null {
  return f.status === 'playing' ? null : scoreRun(outcomeOf(f));
}

/** The set-up's harder options in a few words, for grouping the best scores. */
export function setupKey(h: CampaignFacts['harder']): string {
  const on = [h.storyEndRed && "red Story's End", h.crowsNestRed && "red Crows' Nest", h.hazardsPlusOne && 'hazards +1', h.extraFlips > 0 && `${h.extraFlips} extra flip${h.extraFlips === 1 ? '' : 's'}`].filter(Boolean);
  return on.length ? on.join(', ') : 'standard set-up';
}

/** The best campaign by `figure` (higher wins unless `lower`), the earliest-started one on a tie. */
function best(all: readonly FactsOf[], figure: (f: CampaignFacts) => number | null, lower = false): { c: FactsOf; n: number } | null {
  let top: { c: FactsOf; n: number } | null = null;
  const ordered = [...all].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  for (const c of ordered) {
    const n = figure(c.facts);
    if (n === null) continue;
    if (!top || (lower ? n < top.n : n > top.n)) top = { c, n };
  }
  return top;
}

const entry = (key: string, label: string, value: string, found: { c: FactsOf; n: number }): RecordEntry => ({
  key,
  label,
  value,
  figure: found.n,
  campaignId: found.c.id,
  campaignName: found.c.name,
  character: found.c.facts.character,
});

export function records(all: readonly FactsOf[]): RecordEntry[] {
  const out: RecordEntry[] = [];
  const gems = best(all, (f) => (f.mostGems > 0 ? f.mostGems : null));
  if (gems) out.push(entry('most-gems', 'Most Gems held at once', `${gems.n} Gems`, gems));
  const paid = best(all, (f) => f.paid?.hoursLeft ?? null);
  if (paid) {
    const p = paid.c.facts.paid!;
    out.push(entry('earliest-payment', 'Earliest payment to the Crows', `day ${p.day}, ${p.hoursLeft} hour${p.hoursLeft === 1 ? '' : 's'} to spare`, paid));
  }
  const relay = best(all, (f) => f.relayWatches, true);
  if (relay) out.push(entry('fastest-relay', 'Fastest Copperfin Relay (at the stall)', `${relay.n} watches`, relay));
  const lake = best(all, (f) => f.lakePlace?.place ?? null, true);
  if (lake) {
    const l = lake.c.facts.lakePlace!;
    out.push(entry('best-lake-race', 'Best Lake Race (at the stall)', `${ordinal(l.place)} of ${l.boats} boats`, lake));
  }
  // the best score for each character and set-up among finished campaigns
  const groups = new Map<string, FactsOf[]>();
  for (const c of all) {
    if (c.facts.status === 'playing') continue;
    const key = `best-score:${c.facts.character}:${setupKey(c.facts.harder)}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  for (const [key, group] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const top = best(group, (f) => scoreOf(f)?.total ?? null)!;
    out.push(entry(key, `Best score, ${setupKey(top.c.facts.harder)}`, `${top.n} points`, top));
  }
  return out;
}

const ordinal = (n: number) => `${n}${['th', 'st', 'nd', 'rd'][n] ?? 'th'}`;

// Which achievements the saved campaigns have earned (issue 29). Everything here is computed from the facts of the
// campaigns in the save file and the daily calendar; the stored table (progress-store.ts) is this result written
// down, so a deleted or recovered campaign is followed by a recount and never leaves a wrong badge.
import { ACHIEVEMENTS, type Achievement, type Condition } from '../../../data/progress/achievements';
import type { CampaignFacts } from './facts';
import { NUMBERED } from './facts';

/** A campaign as the progress code reads it. */
export interface FactsOf {
  id: string;
  name: string;
  createdAt: string;
  lastPlayedAt: string;
  facts: CampaignFacts;
}

/** One day of the daily calendar: the counted attempt and how it ended. */
export interface CalendarDay {
  date: string;
  campaignId: string;
  /** 'deleted' when the campaign was deleted before it ended */
  status: 'playing' | 'won' | 'lost' | 'deleted';
  score: number | null;
}

export interface Earned {
  id: string;
  campaignId: string;
}

export interface Evaluated {
  achievement: Achievement;
  /** the campaign that earned it, or null while locked */
  campaignId: string | null;
  /** how far along, for conditions counted in steps */
  progress: { have: number; need: number } | null;
}

const won = (f: CampaignFacts) => f.status === 'won';

/** Does this one campaign meet a per-campaign condition? */
function meets(c: Condition, f: CampaignFacts): boolean {
  switch (c.kind) {
    case 'win':
      if (!won(f)) return false;
      if (c.character && f.character !== c.character) return false;
      if (c.harder === 'extraFlips') return f.harder.extraFlips > 0;
      return c.harder ? f.harder[c.harder] : true;
    case 'paidOnRed':
      return won(f) && f.paid !== null && f.paid.red;
    case 'paidBy':
      return won(f) && f.paid !== null && f.paid.day <= c.day;
    case 'winLives':
      return won(f) && f.lives >= c.lives;
    case 'quest':
      return f.questsDone.includes(c.quest);
    case 'relayWatches':
      return f.relayWatches === c.watches;
    case 'lakePlace':
      return f.lakePlace !== null && f.lakePlace.place <= c.place;
    case 'allRed':
      return f.mostRed >= NUMBERED.length;
    case 'level':
      return f.level >= c.level;
    case 'wins':
    case 'dailyStreak':
      return false; // across campaigns: see evaluate
  }
}

/** Progress toward a per-campaign condition, where it is counted in steps: the best campaign so far. */
function stepsOf(c: Condition, all: readonly FactsOf[]): { have: number; need: number } | null {
  const best = (pick: (f: CampaignFacts) => number) => all.reduce((n, x) => Math.max(n, pick(x.facts)), 0);
  if (c.kind === 'allRed') return { have: best((f) => f.mostRed), need: NUMBERED.length };
  if (c.kind === 'level') return { have: Math.min(c.level, best((f) => f.level)), need: c.level };
  return null;
}

const byStart = (a: FactsOf, b: FactsOf) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
const byFinish = (a: FactsOf, b: FactsOf) => a.lastPlayedAt.localeCompare(b.lastPlayedAt) || byStart(a, b);

/** The first run of `days` consecutive finished dailies: the campaign of its last day, and the longest run. */
function dailyRun(calendar: readonly CalendarDay[], days: number): { campaignId: string | null; longest: number } {
  const done = calendar.filter((d) => d.status === 'won' || d.status === 'lost').sort((a, b) => a.date.localeCompare(b.date));
  let run = 0;
  let longest = 0;
  let earned: string | null = null;
  for (let i = 0; i < done.length; i++) {
    const follows = i > 0 && nextDate(done[i - 1].date) === done[i].date;
    run = follows ? run + 1 : 1;
    longest = Math.max(longest, run);
    if (run >= days && earned === null) earned = done[i].campaignId;
  }
  return { campaignId: earned, longest };
}

function nextDate(date: string): string {
  const t = Date.parse(`${date}T00:00:00Z`) + 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/**
 * Every achievement with the campaign that earned it: for a condition on one campaign, the earliest-started campaign
 * that meets it (a rule that does not depend on the order the campaigns were last played, so a recount from scratch
 * names the same one); for wins, the campaign of the Nth win; for the streak, the daily that completed it.
 */
export function evaluate(all: readonly FactsOf[], calendar: readonly CalendarDay[], list: readonly Achievement[] = ACHIEVEMENTS): Evaluated[] {
  const ordered = [...all].sort(byStart);
  return list.map((achievement) => {
    const c = achievement.when;
    if (c.kind === 'wins') {
      const wins = all.filter((x) => won(x.facts)).sort(byFinish);
      return { achievement, campaignId: wins.length >= c.count ? wins[c.count - 1].id : null, progress: { have: Math.min(wins.length, c.count), need: c.count } };
    }
    if (c.kind === 'dailyStreak') {
      const { campaignId, longest } = dailyRun(calendar, c.days);
      return { achievement, campaignId, progress: { have: Math.min(longest, c.days), need: c.days } };
    }
    const first = ordered.find((x) => meets(c, x.facts));
    return { achievement, campaignId: first?.id ?? null, progress: stepsOf(c, all) };
  });
}

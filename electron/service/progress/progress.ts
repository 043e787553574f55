// The player's progress across campaigns (issue 29): each campaign's facts kept current, the achievements counted
// from them and written down, the records, and the daily calendar. GameService calls this after every change to
// the saves (an action, an undo, a deletion, opening the file), so what is stored is always what a recount gives.
import type { Statement } from 'better-sqlite3';
import { streaks } from '../../../engine';
import { ACHIEVEMENTS } from '../../../data/progress/achievements';
import type { AchievementInfo, DailyDay, RecordInfo } from '../api';
import type { CampaignRow, CampaignStore } from '../store';
import { evaluate, type Evaluated, type FactsOf } from './achievements';
import { countsAsPlay } from './counts';
import { campaignFacts, FACTS_VERSION, type CampaignFacts } from './facts';
import { ProgressStore } from './progress-store';
import { records, scoreOf } from './records';

/** Stored facts that are current for this row: of this fold's version and covering every saved action. */
export function currentFacts(row: CampaignRow, actions: number): CampaignFacts | null {
  const f = row.facts as Partial<CampaignFacts> | null;
  return f && f.v === FACTS_VERSION && f.actions === actions ? (f as CampaignFacts) : null;
}

/** How many actions a campaign's stored facts say it holds, when they are facts of this version with a sane count
 *  (null otherwise). Facts are written in the same commit as each action (GameService.act), so rows fewer than this
 *  were lost after their commit: the check that finds a lost last action which moved nothing the summary shows. */
export function factsClaim(facts: unknown): number | null {
  const f = facts as Partial<CampaignFacts> | null;
  if (typeof f !== 'object' || f === null || f.v !== FACTS_VERSION) return null;
  const n = f.actions;
  // a count past any campaign's length is damage of its own, not a claim to believe
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_CLAIMED_ACTIONS ? n : null;
}

/** Far beyond the longest campaign (the bots stop at engine/bots MAX_ACTIONS; people play fewer). */
const MAX_CLAIMED_ACTIONS = 100_000;

/** What a finished campaign's result keeps: the most Gems held and the score. */
export function resultFigures(f: CampaignFacts): { mostGems: number; score: number | null } {
  return { mostGems: f.mostGems, score: scoreOf(f)?.total ?? null };
}

export class Progress {
  readonly store: ProgressStore;
  /** campaigns whose actions did not replay, by id and action count: not tried again until they change */
  private readonly unreplayable = new Map<string, number>();
  /** the lesson campaigns' ids, prepared once (a recount follows some actions; preparing costs as much as the query) */
  private lessonIds: Statement | undefined;

  constructor(
    private readonly campaigns: CampaignStore,
    private readonly now: () => string,
  ) {
    this.store = new ProgressStore(campaigns.db);
  }

  /** A campaign's facts: as stored when current, else recounted from its saved actions and written back. A campaign
   *  whose actions no longer replay has none (it counts toward nothing until it does). */
  factsOf(row: CampaignRow): CampaignFacts | null {
    const count = this.campaigns.actionCount(row.id);
    const stored = currentFacts(row, count);
    if (stored) return stored;
    if (this.unreplayable.get(row.id) === count) return null;
    let facts: CampaignFacts;
    try {
      facts = campaignFacts(row.setup, this.campaigns.path(row.id));
    } catch {
      // another version's save that no longer replays: it counts toward nothing, as it cannot be played either
      this.unreplayable.set(row.id, count);
      return null;
    }
    this.campaigns.setFacts(row.id, facts, facts.status === 'playing' ? undefined : resultFigures(facts));
    return facts;
  }

  /** Every saved campaign that counts as play (counts.ts), with its facts. */
  all(): FactsOf[] {
    const out: FactsOf[] = [];
    // practice (a branch, an import, a later start of the day) and the lesson (issue 26), which follows a script of
    // ours, set no record and earn no achievement: the one rule of counts.ts, as Statistics follow
    this.lessonIds ??= this.campaigns.db.prepare('SELECT campaign_id FROM lessons').pluck();
    const lessons = new Set(this.lessonIds.all() as string[]);
    for (const row of this.campaigns.list()) {
      if (!countsAsPlay(row, lessons)) continue;
      const facts = this.factsOf(row);
      if (facts) out.push({ id: row.id, name: row.name, createdAt: row.createdAt, lastPlayedAt: row.lastPlayedAt, facts });
    }
    return out;
  }

  /** sync() for a caller whose own work is done and saved (an action, a deletion, opening the file): a recount that
   *  fails (a full disk) is not that work's failure; the next change recounts again. */
  syncQuietly(): AchievementInfo[] {
    try {
      return this.sync();
    } catch {
      return [];
    }
  }

  /** Counts the achievements from the saves and writes them down; returns the ones newly earned. */
  sync(): AchievementInfo[] {
    const counted = this.count();
    const fresh = new Set(this.store.write(counted.filter((e) => e.campaignId !== null).map((e) => ({ id: e.achievement.id, campaignId: e.campaignId! })), this.now()));
    // issue 27: most recounts (an action that moved a milestone) earn nothing, and describing every achievement reads
    // every campaign's row again, inside the act's answer
    return fresh.size ? this.describe(counted).filter((a) => fresh.has(a.id)) : [];
  }

  count(): Evaluated[] {
    return evaluate(this.all(), this.store.calendar());
  }

  /** Every achievement as stored, with its progress. */
  achievements(): AchievementInfo[] {
    return this.describe(this.count());
  }

  private describe(counted: Evaluated[]): AchievementInfo[] {
    const stored = new Map(this.store.earned().map((e) => [e.id, e]));
    const names = new Map(this.campaigns.list().map((r) => [r.id, r.name]));
    return counted.map(({ achievement: a, campaignId, progress }) => {
      const s = stored.get(a.id);
      const id = s?.campaignId ?? campaignId;
      const name = id ? names.get(id) : undefined;
      return {
        id: a.id,
        name: a.name,
        text: a.text,
        earned: s !== undefined,
        ...(s ? { earnedAt: s.earnedAt } : {}),
        ...(id && name !== undefined ? { campaign: { id, name } } : {}),
        ...(progress ? { progress } : {}),
      };
    });
  }

  records(): RecordInfo[] {
    return records(this.all());
  }

  calendar(): DailyDay[] {
    return this.store.calendar();
  }

  streak(today: string): { current: number; longest: number } {
    return streaks(
      this.store.calendar().filter((d) => d.status === 'won' || d.status === 'lost').map((d) => d.date),
      today,
    );
  }
}

export const ACHIEVEMENT_COUNT = ACHIEVEMENTS.length;

// The daily attempts and the achievements as counted, in the save file (migration 3). Campaign facts live on the
// campaign's own row (store.ts), written in the same transaction as each action.
import type { Database, Statement } from 'better-sqlite3';
import type { CalendarDay, Earned } from './achievements';
import { ATTEMPTS_SQL } from './counts';

export interface StoredEarned extends Earned {
  earnedAt: string;
}

export class ProgressStore {
  private readonly q: Record<string, Statement>;

  constructor(readonly db: Database) {
    const p = (sql: string) => db.prepare(sql);
    this.q = {
      // read through ATTEMPTS_SQL: a day whose row was lost still has its counted attempt, from its campaign
      attempt: p(`SELECT date, campaign_id AS campaignId, started_at AS startedAt FROM (${ATTEMPTS_SQL}) WHERE date = ?`),
      restoreAttempts: p(`INSERT OR IGNORE INTO daily_attempts (date, campaign_id, started_at) SELECT * FROM (${ATTEMPTS_SQL})`),
      // QA 3, item 1: a build before this one saved a later start of the day as if it counted; it is practice
      mendPractice: p(`UPDATE campaigns SET practice = 1 WHERE daily IS NOT NULL AND practice = 0 AND id NOT IN (SELECT campaign_id FROM daily_attempts)`),
      mendPracticeResults: p(`UPDATE results SET practice = 1 WHERE practice = 0 AND campaign_id IN (SELECT id FROM campaigns WHERE daily IS NOT NULL AND practice = 1)`),
      addAttempt: p('INSERT INTO daily_attempts (date, campaign_id, started_at) VALUES (?, ?, ?)'),
      // a day's result: the campaign while it is saved, else the result it left when deleted, else 'deleted'
      calendar: p(`SELECT d.date, d.campaign_id AS campaignId,
                          coalesce(c.status, r.status, 'deleted') AS status, r.score AS score, c.id IS NOT NULL AS saved
                   FROM (${ATTEMPTS_SQL}) d
                   LEFT JOIN campaigns c ON c.id = d.campaign_id
                   LEFT JOIN results r ON r.campaign_id = d.campaign_id
                   ORDER BY d.date`),
      earned: p('SELECT id, campaign_id AS campaignId, earned_at AS earnedAt FROM achievements ORDER BY id'),
      addEarned: p('INSERT INTO achievements (id, campaign_id, earned_at) VALUES (?, ?, ?)'),
      moveEarned: p('UPDATE achievements SET campaign_id = ? WHERE id = ?'),
      dropEarned: p('DELETE FROM achievements WHERE id = ?'),
    };
  }

  attempt(date: string): { date: string; campaignId: string; startedAt: string } | undefined {
    return this.q.attempt.get(date) as { date: string; campaignId: string; startedAt: string } | undefined;
  }

  /** Writes down the counted attempts rebuilt from the campaigns (ATTEMPTS_SQL), so a day keeps its attempt even
   *  after its campaign is deleted, and marks any other daily campaign practice (an earlier build saved later starts
   *  as counting). Called when the file opens; the reads do not depend on it. */
  restoreAttempts(): void {
    this.db.transaction(() => {
      this.q.restoreAttempts.run();
      this.q.mendPractice.run();
      this.q.mendPracticeResults.run();
    }).immediate();
  }

  /** Records the day's counted attempt; call inside the transaction that creates its campaign. */
  addAttempt(date: string, campaignId: string, at: string): void {
    this.q.addAttempt.run(date, campaignId, at);
  }

  calendar(): (CalendarDay & { saved: boolean })[] {
    return (this.q.calendar.all() as (CalendarDay & { saved: number })[]).map((d) => ({ ...d, saved: d.saved === 1 }));
  }

  earned(): StoredEarned[] {
    return this.q.earned.all() as StoredEarned[];
  }

  /** Writes the achievements as counted now: new ones with `at`, a moved one keeps its date, a withdrawn one goes.
   *  Returns the ids newly earned. One transaction. */
  write(counted: readonly Earned[], at: string): string[] {
    const before = new Map(this.earned().map((e) => [e.id, e]));
    const fresh: string[] = [];
    this.db.transaction(() => {
      for (const e of counted) {
        const was = before.get(e.id);
        if (!was) {
          this.q.addEarned.run(e.id, e.campaignId, at);
          fresh.push(e.id);
        } else if (was.campaignId !== e.campaignId) this.q.moveEarned.run(e.campaignId, e.id);
        before.delete(e.id);
      }
      for (const id of before.keys()) this.q.dropEarned.run(id);
    }).immediate();
    return fresh;
  }
}

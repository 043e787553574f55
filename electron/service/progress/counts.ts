// What counts as play here (docs/saves.md, "What counts"; QA 3, item 2): the one rule that Statistics, the records,
// the achievements and the daily calendar all follow, so no two of them can disagree about a campaign.
import type { GameSetup } from '../../../engine';

/** The campaign as the rule needs it: its id, its practice flag and its set-up. */
export interface CountedOf {
  id: string;
  practice: boolean;
  setup: GameSetup;
}

/** Whether a set-up lays an arranged deck: only the lesson's does (create and import refuse one), so a campaign with
 *  one is the lesson's even when its lessons row was lost to damage (QA 3, item 4). */
export function isArranged(setup: GameSetup): boolean {
  return setup.deckTop !== undefined;
}

/** Whether a campaign is the player's own play that counts: not practice (a branch, an import, a later start of the
 *  day) and not the lesson, which follows a script of ours (known by its lessons row or by its arranged deck). */
export function countsAsPlay(c: CountedOf, lessonIds: ReadonlySet<string>): boolean {
  return !c.practice && !lessonIds.has(c.id) && !isArranged(c.setup);
}

/** The same rule over the results table, for Statistics, which outlive a deleted campaign: a result counts when it is
 *  not practice, not a lesson's by its row, and not of a saved campaign whose set-up lays an arranged deck. A set-up
 *  that is not readable JSON is left to the other clauses (json_extract would fail the whole query). */
export const COUNTED_RESULT_SQL = `practice = 0 AND campaign_id NOT IN (SELECT campaign_id FROM lessons)
  AND campaign_id NOT IN (SELECT id FROM campaigns WHERE CASE WHEN json_valid(setup) THEN json_type(setup, '$.deckTop') END IS NOT NULL)`;

/** The same rule over the campaigns table (an alias-free WHERE clause on a row of campaigns). */
export const COUNTED_CAMPAIGN_SQL = `practice = 0 AND id NOT IN (SELECT campaign_id FROM lessons)
  AND CASE WHEN json_valid(setup) THEN json_type(setup, '$.deckTop') END IS NULL`;

/** Each day's counted attempt: its daily_attempts row, or, for a day whose row is gone (the table lost to damage,
 *  QA 3, item 3), the day's first saved daily campaign that counts. Only the counted start is saved as counting
 *  (GameService.begin), so a lost row never buys the day a second counted start. */
export const ATTEMPTS_SQL = `SELECT date, campaign_id, started_at FROM daily_attempts
  UNION ALL
  SELECT daily, id, min(created_at) FROM campaigns
  WHERE daily IS NOT NULL AND ${COUNTED_CAMPAIGN_SQL} AND daily NOT IN (SELECT date FROM daily_attempts)
  GROUP BY daily`;

// Checks of rows read back from a save file, for a row that may be damaged (QA item 8): a row that does not pass is
// not used as it reads (a recovery leaves it behind, a read takes it for absent) rather than answered with a 500.
import { content } from '../../data';

type Row = Record<string, unknown>;

const text = (x: unknown): x is string => typeof x === 'string' && x.length > 0;
const whole = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const characterIds = new Set(content.characters.map((c) => c.id));

/** A result row as the game writes it (store.ts): a character the game has, figures a campaign can end with, a date.
 *  QA item 8 found a made-up row ("nobody", day -5, "garbage") counted by Statistics. */
export function resultReads(r: Row): boolean {
  const figures = whole(r.gems) && r.gems >= 0 && whole(r.day) && r.day >= 1 && whole(r.level) && r.level >= 1;
  return text(r.campaign_id) && characterIds.has(r.character as string) && (r.status === 'won' || r.status === 'lost') && figures && text(r.finished_at) && !Number.isNaN(Date.parse(r.finished_at));
}

/** A stored post-game review that is one (store.ts getReview): JSON of a finished review with its decisions. */
export function reviewReads(r: Row): boolean {
  if (!text(r.campaign_id) || !text(r.engine_version) || typeof r.review !== 'string') return false;
  try {
    const review = JSON.parse(r.review) as { decisions?: unknown; status?: unknown } | null;
    return typeof review === 'object' && review !== null && Array.isArray(review.decisions) && review.status === 'done';
  } catch {
    return false;
  }
}

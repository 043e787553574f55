// The end-of-run chart's points (issue 24, item 13): every change of Gems, Lives and Pep, not only the hourglass steps.
// The history has a point per hourglass step and daybreak (engine/time.ts pushes one beside each 'time' and 'day'
// ledger line); between them, the ledger's 'gems', 'lives' and 'pep' lines end with the count they leave ("Purse: 12.",
// "Lives: 1.", "Pep: 3.", engine/character.ts), so a Life lost and won back inside a mine is drawn too.
import type { HistoryPoint, LedgerEntry } from '../../../contract/words';

const COUNT: Record<string, { key: 'gems' | 'lives' | 'pep'; at: RegExp }> = {
  gems: { key: 'gems', at: /Purse: (\d+)\.$/ },
  lives: { key: 'lives', at: /Lives: (\d+)\.$/ },
  pep: { key: 'pep', at: /Pep: (\d+)\.$/ },
};

/** The run's points, in order; the history alone when the ledger does not line up with it (never a wrong chart). */
export function trailOf(history: readonly HistoryPoint[], ledger: readonly LedgerEntry[], final: HistoryPoint): HistoryPoint[] {
  if (history.length === 0) return [final];
  const steps = ledger.filter(isStep).length;
  if (steps !== history.length - 1) return withFinal([...history], final);
  const out: HistoryPoint[] = [history[0]];
  let next = 1;
  let cur = history[0];
  for (const e of ledger) {
    if (isStep(e)) {
      cur = history[next++];
      out.push(cur);
      continue;
    }
    const count = COUNT[e.type];
    const m = count ? count.at.exec(e.text) : null;
    if (!count || !m) continue;
    const n = Number(m[1]);
    if (cur[count.key] === n) continue;
    cur = { ...cur, [count.key]: n };
    out.push(cur);
  }
  return withFinal(out, final);
}

function withFinal(points: HistoryPoint[], final: HistoryPoint): HistoryPoint[] {
  const last = points[points.length - 1];
  const moved = !last || last.gems !== final.gems || last.lives !== final.lives || last.pep !== final.pep;
  return moved ? [...points, final] : points;
}

/** A ledger line beside which the history has a point: an hourglass step, or a daybreak (day 2 on: the set-up's "Day 1
 *  begins" comes with the history's first point). */
function isStep(e: LedgerEntry): boolean {
  return e.type === 'time' || (e.type === 'day' && e.day > 1);
}

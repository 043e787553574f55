// Exhaustive check of the relay ("All lamps lit. Boat safely home."): a search over every plan of six or fewer actions,
// written independently of the engine from the rulebook's chapter 3 table, finds the winning plans; the engine must
// accept exactly those and refuse or leave unfinished every other plan.
import { describe, expect, it } from 'vitest';
import type { RelayAction, RelayState } from '.';
import { applyAction, check, freshRelay, relayPrize } from '.';

const LETTERS = ['D', 'M', 'R', 'B', 'C'] as const;
type L = (typeof LETTERS)[number];
// chapter 3, row by row; 't' = tidal (2 on odd watches, 1 on even)
const TABLE: [L, L, number | 't'][] = [['D', 'M', 1], ['M', 'R', 1], ['R', 'B', 2], ['M', 'B', 't'], ['B', 'C', 1], ['M', 'C', 3], ['C', 'D', 2]];
function refCost(a: L, b: L, watch: number): number | null {
  const row = TABLE.find(([x, y]) => (x === a && y === b) || (x === b && y === a));
  if (!row) return null;
  return row[2] === 't' ? (watch % 2 ? 2 : 1) : row[2];
}
const MOVES: RelayAction[] = [{ type: 'recharge' }, ...LETTERS.map((to) => ({ type: 'sail' as const, to }))];
const key = (plan: RelayAction[]) => plan.map((a) => (a.type === 'recharge' ? 'r' : a.to)).join('');

/** the reference search: depth-first over every plan, returns the winning plans (as keys) */
function searchWinningPlans(): Set<string> {
  const wins = new Set<string>();
  const walk = (plan: RelayAction[], at: L, energy: number, lit: Set<L>) => {
    if (plan.length === 6) return;
    const watch = plan.length + 1;
    for (const m of MOVES) {
      let nAt = at;
      let nEnergy = energy;
      if (m.type === 'recharge') {
        if (energy === 5) continue;
        nEnergy = Math.min(5, energy + 2);
      } else {
        const cost = m.to === at ? null : refCost(at, m.to, watch);
        if (cost === null || cost > energy) continue;
        nEnergy = energy - cost;
        nAt = m.to;
      }
      const nLit = new Set(lit);
      if (nAt === 'R' || nAt === 'B' || nAt === 'C') nLit.add(nAt);
      const next = [...plan, m];
      if (nLit.size === 3 && nAt === 'D') wins.add(key(next));
      else walk(next, nAt, nEnergy, nLit);
    }
  };
  walk([], 'D', 5, new Set());
  return wins;
}

function* everyPlan(maxLength: number): Generator<RelayAction[]> {
  for (let len = 0; len <= maxLength; len++) {
    const idx = new Array(len).fill(0);
    for (;;) {
      yield idx.map((i) => MOVES[i]);
      let p = len - 1;
      while (p >= 0 && idx[p] === MOVES.length - 1) idx[p--] = 0;
      if (p < 0) break;
      idx[p]++;
    }
  }
}

/** the engine's verdict on a plan: accepted means every action legal and the relay won at the end */
function engineAccepts(plan: RelayAction[]): { accepted: boolean; final: RelayState | null } {
  let s = freshRelay();
  for (const a of plan) {
    if (!check(s, a).ok) return { accepted: false, final: null };
    s = applyAction(s, a).state;
  }
  return { accepted: s.status === 'won', final: s };
}

describe('Exhaustive: every plan of six or fewer actions', () => {
  const winning = searchWinningPlans();

  it('Win: the search finds winning plans, the worked solution among them', () => {
    expect(winning.size).toBeGreaterThan(0);
    expect(winning.has('MRBrCD')).toBe(true);
  });

  it('Win: every winning plan is accepted and every other plan is not (all plans up to six actions)', () => {
    let plans = 0;
    let accepted = 0;
    for (const plan of everyPlan(6)) {
      plans++;
      const verdict = engineAccepts(plan);
      const expected = winning.has(key(plan));
      if (verdict.accepted !== expected) throw new Error(`plan ${key(plan) || '(empty)'}: engine ${verdict.accepted}, search ${expected}`);
      if (verdict.accepted) accepted++;
    }
    expect(plans).toBe(1 + 6 + 36 + 216 + 1296 + 7776 + 46656);
    expect(accepted).toBe(winning.size);
  });

  it('No seventh watch: no plan of seven actions is ever accepted', () => {
    for (const w of winning) {
      if (w.length < 6) continue;
      const plan: RelayAction[] = [...w].map((c) => (c === 'r' ? { type: 'recharge' } : { type: 'sail', to: c as L }));
      let s = freshRelay();
      for (const a of plan) s = applyAction(s, a).state;
      for (const m of MOVES) expect(check(s, m).ok).toBe(false);
    }
  });

  it('Stall prize: every win takes six watches and pays the 7 Gems that flip Bay Carnival', () => {
    for (const w of winning) {
      expect(w).toHaveLength(6);
      const plan: RelayAction[] = [...w].map((c) => (c === 'r' ? { type: 'recharge' } : { type: 'sail', to: c as L }));
      expect(relayPrize(engineAccepts(plan).final!)).toBe(7);
    }
  });
});

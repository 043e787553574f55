// Pending decisions' answers (docs/engine-contract.md): the seer's orderings are read through orderings of positions made once per
// count of cards; they must be the orderings the recursive walk over the cards themselves lists, in its order.
import { describe, expect, it } from 'vitest';
import { checkDecision, decisionCandidates } from './decisions';
import type { Action, GameState, PendingDecision } from './types';
import { applyAction, check, legalActions, newGame } from './index';
import { botRng, randomInt } from './bots/rng';
import { setup } from './testkit';

/** The seer's answers as first worked out: every ordering of the cards, the first card's orderings first. */
function slowOrderings(xs: string[]): string[][] {
  if (xs.length <= 1) return [xs.slice()];
  const out: string[][] = [];
  xs.forEach((x, i) => {
    for (const rest of slowOrderings([...xs.slice(0, i), ...xs.slice(i + 1)])) out.push([x, ...rest]);
  });
  return out;
}

describe('Guide, Bay Carnival: the seer', () => {
  it('Guide, Bay Carnival: the seer offers every ordering of the cards shown, each once, in the walk\'s order', () => {
    const cards = ['old-miner', 'glowworms', 'lost-purse', 'kind-stranger'];
    const s = {} as GameState;
    for (let n = 0; n <= cards.length; n++) {
      // twice: the second time reads the orderings of positions made the first time
      for (const shown of [cards.slice(0, n), cards.slice(0, n).reverse()]) {
        const d = { kind: 'seerOrder', cards: shown } as PendingDecision;
        const answers = decisionCandidates(s, d) as Extract<Action, { type: 'seerOrder' }>[];
        expect(answers.map((a) => a.order)).toEqual(slowOrderings(shown));
        for (const a of answers) expect(checkDecision(s, d, a)).toBeNull();
      }
    }
  });

  it('Guide, Bay Carnival: an ordering that leaves out a card shown, or repeats one, is refused', () => {
    const d = { kind: 'seerOrder', cards: ['old-miner', 'glowworms', 'lost-purse'] } as PendingDecision;
    const s = {} as GameState;
    expect(checkDecision(s, d, { type: 'seerOrder', order: ['old-miner', 'glowworms', 'glowworms'] })).not.toBeNull();
    expect(checkDecision(s, d, { type: 'seerOrder', order: ['old-miner', 'glowworms'] })).not.toBeNull();
    expect(checkDecision(s, d, { type: 'seerOrder', order: ['lost-purse', 'old-miner', 'glowworms'] })).toBeNull();
  });
});

describe('Pending decisions (docs/engine-contract.md): an answer to something else is refused with one sentence', () => {
  it('docs/engine-contract.md, refusals: an action that does not answer the decision in front of the player is refused in a sentence ending with a full stop, whatever the prompt ends with', () => {
    const kinds = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const rng = botRng(`refusals-${seed}`);
      let s = newGame(setup({ seed: `refusals-${seed}` }));
      for (let n = 0; s.status === 'playing' && n < 400; n++) {
        const legal = legalActions(s);
        if (s.pending.length > 0) {
          kinds.add(s.pending[0].kind);
          const r = check(s, { type: 'payCrows' });
          expect(r.ok).toBe(false);
          if (!r.ok) expect(r.reason).toMatch(/^[A-Z].*\.$/s);
        }
        s = applyAction(s, legal[randomInt(rng, 0, legal.length - 1)]).state;
      }
    }
    // the prompts that end in a question are among those met (the one that broke the rule: "Fish again, or stop?")
    expect([...kinds]).toEqual(expect.arrayContaining(['keepDrawing', 'quest', 'stall', 'levelUp']));
  });
});

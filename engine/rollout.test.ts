// The advisor's rollouts apply actions through a RolloutSession without the ledger (engine/rollout-session.ts): the
// same rules, with nothing written to the ledger and no events made. These tests hold it to applyAction: the same
// states, step by step, but for the ledger, which stays the input's; and the same play to the same end through playOut.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, legalActions, newGame } from './index';
import { RolloutSession, rolloutSession } from './rollout-session';
import { determinize } from './bots/determinize';
import { playOut } from './bots/campaign';
import { botRng } from './bots/rng';
import { strongBot } from './bots/strong';
import { randomBot } from './bots/random';
import { hashWithoutLedger, setupArb } from './testkit';



/** A session as the advisor's, without changing states in place (each step below is compared with applyAction's). */
const quietSession = () => new RolloutSession({ ledger: false, inPlace: false });

describe('the advisor\'s rollouts: a session without the ledger is applyAction without the ledger', () => {
  it('every step of whole campaigns (strong and random bot) gives the same state but for the ledger, which is kept', () => {
    fc.assert(fc.property(setupArb, fc.boolean(), (setup, strong) => {
      const bot = strong ? strongBot : randomBot;
      const rng = botRng(`rollout-${setup.seed}`);
      let s = newGame(setup);
      const session = quietSession();
      for (let n = 0; n < 2000 && s.status === 'playing'; n++) {
        const a = bot.choose(s, legalActions(s), rng);
        const quiet = session.apply(s, a);
        const loud = applyAction(s, a).state;
        expect(hashWithoutLedger(quiet)).toBe(hashWithoutLedger(loud));
        expect(quiet.ledger).toBe(s.ledger);
        s = loud;
      }
      expect(s.status).not.toBe('playing');
    }), { numRuns: 40 });
  });

  it('playOut as a rollout plays the same actions to the same end as playOut in full', () => {
    fc.assert(fc.property(setupArb, fc.nat(1000), (setup, j) => {
      const start = newGame(setup);
      const first = legalActions(start)[j % legalActions(start).length];
      const r1 = botRng(`po-${j}`);
      const full = playOut(applyAction(determinize(start, r1), first).state, strongBot, r1);
      const r2 = botRng(`po-${j}`);
      const session = rolloutSession();
      session.begin();
      const quiet = playOut(session.apply(determinize(start, r2), first), strongBot, r2, undefined, session);
      expect(quiet.actions).toBe(full.actions);
      expect(hashWithoutLedger(quiet.final)).toBe(hashWithoutLedger(full.final));
      expect(quiet.final.status).toBe(full.final.status);
      expect(full.final.ledger.length).toBeGreaterThan(quiet.final.ledger.length);
    }), { numRuns: 40 });
  });

  it('an illegal action is refused in a rollout too', () => {
    const s = newGame({ seed: 'r', character: 'peth', startingSkill: 0, plusOneStat: 'agility', harder: { storyEndRed: false, crowsNestRed: false, extraFlips: 0, hazardsPlusOne: false } });
    expect(() => quietSession().apply(s, { type: 'sleep' })).toThrow('Sleep, dinner and work are for the night.');
    const session = rolloutSession();
    session.begin();
    expect(() => session.apply(s, { type: 'sleep' })).toThrow('Sleep, dinner and work are for the night.');
  });
});

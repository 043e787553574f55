// A rollout changes the states it made itself in place (owned.ts Owned, kept by a RolloutSession with `inPlace`):
// nobody else sees them, so copying them again was wasted. These tests hold it to two promises: the state a
// rollout starts from (and everything it shares with the caller's state) is never changed, and play with the record
// is the same play as copy-on-write play, step by step, to the same end.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, check, legalActions, newGame } from './index';
import { IllegalAction } from './rules';
import { campaignSession, RolloutSession, rolloutSession } from './rollout-session';
import { determinize } from './bots/determinize';
import { playOut } from './bots/campaign';
import { advise, rollouts } from './bots/advisor';
import { botRng } from './bots/rng';
import { strongBot } from './bots/strong';
import { randomBot } from './bots/random';
import { startQuest } from './quests/testkit';
import { QUESTS } from '../data/quests/index';
import type { GameState } from './types';
import { hashWithoutLedger, setupArb } from './testkit';
import { stateHash } from './hash';
import { CHARACTER_IDS } from './contract';



/** A rollout's session begun, and one that copies on write as applyAction does (no ledger either way). */
function begun(): RolloutSession {
  const session = rolloutSession();
  session.begin();
  return session;
}
const copying = () => new RolloutSession({ ledger: false, inPlace: false });

const kindOf = (s: GameState) => s.pending[0]?.kind ?? (s.place.at === 'mine' ? 'mine' : s.phase);

/** States met along a strong campaign, the first few of each kind (town, night, each decision, stall, mine): the
 *  places a rollout may start from. */
function statesOf(setup: Parameters<typeof newGame>[0], perKind: number): GameState[] {
  const rng = botRng(`owned-states-${setup.seed}`);
  const out: GameState[] = [];
  const seen = new Map<string, number>();
  let s = newGame(setup);
  for (let n = 0; s.status === 'playing' && n < 2000; n++) {
    const k = kindOf(s);
    if ((seen.get(k) ?? 0) < perKind) {
      seen.set(k, (seen.get(k) ?? 0) + 1);
      out.push(s);
    }
    s = applyAction(s, strongBot.choose(s, legalActions(s), rng)).state;
  }
  return out;
}

describe('rollouts own what they copy: the same play, and the caller\'s state untouched', () => {
  it('playing in place (an Owned record) gives the same state after every action as copy-on-write play (strong and random bot)', () => {
    fc.assert(fc.property(setupArb, fc.boolean(), fc.nat(1000), (setup, strong, j) => {
      const bot = strong ? strongBot : randomBot;
      const start = newGame(setup);
      const first = legalActions(start)[j % legalActions(start).length];
      const r1 = botRng(`own-${j}`);
      const r2 = botRng(`own-${j}`);
      const plain = copying();
      const own = begun();
      let a = plain.apply(determinize(start, r1), first);
      let b = own.apply(determinize(start, r2), first);
      for (let n = 0; n < 2000 && a.status === 'playing'; n++) {
        expect(hashWithoutLedger(b)).toBe(hashWithoutLedger(a));
        const x = bot.choose(a, legalActions(a), r1);
        const y = bot.choose(b, legalActions(b), r2);
        expect(y).toEqual(x);
        a = plain.apply(a, x);
        b = own.apply(b, y);
      }
      expect(hashWithoutLedger(b)).toBe(hashWithoutLedger(a));
      expect(a.status).not.toBe('playing');
    }), { numRuns: 60 });
  });

  it('a session in place really changes its own states in place (else it would save nothing)', () => {
    const start = newGame({ seed: 'in-place', character: 'wren', startingSkill: 0, plusOneStat: 'agility', harder: { storyEndRed: false, crowsNestRed: false, extraFlips: 0, hazardsPlusOne: false } });
    const rng = botRng('in-place');
    const own = begun();
    const s1 = own.apply(start, legalActions(start)[0]);
    expect(s1).not.toBe(start);
    const s2 = own.apply(s1, strongBot.choose(s1, legalActions(s1), rng));
    expect(s2).toBe(s1);
  });

  it('a state changed in place is checked again: its old legal list is not trusted for its new contents', () => {
    const start = newGame({ seed: 'trust', character: 'peth', startingSkill: 1, plusOneStat: 'agility', harder: { storyEndRed: false, crowsNestRed: false, extraFlips: 0, hazardsPlusOne: false } });
    const rng = botRng('trust');
    const own = begun();
    let s = own.apply(start, legalActions(start)[0]);
    let refused = 0;
    for (let n = 0; n < 300 && s.status === 'playing'; n++) {
      const legal = own.legal(s);
      const a = strongBot.choose(s, legal, rng);
      s = own.apply(s, a);
      // the very objects the session listed for this (same) object, before its action: those now illegal are refused
      for (const x of legal) {
        if (s.status !== 'playing' || check(s, x).ok) continue;
        expect(() => own.apply(s, x)).toThrow(IllegalAction);
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(20);
  });

  it('a rollout never changes the state it starts from, in town, in decisions, at a stall or in a mine', () => {
    const setups = CHARACTER_IDS.map((character, i) => ({
      seed: `untouched-${i}`, character, startingSkill: (i % 2) as 0 | 1, plusOneStat: 'agility' as const,
      harder: { storyEndRed: i === 1, crowsNestRed: false, extraFlips: i, hazardsPlusOne: i === 2 },
    }));
    const states = setups.flatMap((setup) => statesOf(setup, 3));
    for (const q of QUESTS) {
      states.push(startQuest('untouched', q.id, q.depth === 'deep', null, (t) => { t.rucksack = ['lifeBrew', 'pepBrew', 'xpBrew', 'gloves', 'torch', 'clock']; }));
    }
    const kinds = new Set(states.map(kindOf));
    expect(kinds).toContain('stall');
    expect(kinds).toContain('quest');
    expect(kinds).toContain('night');
    for (const s of states) {
      const text = JSON.stringify(s);
      const legal = legalActions(s);
      for (let i = 0; i < legal.length; i++) rollouts(s, legal, i, 0, 2, 'untouched');
      expect(JSON.stringify(s)).toBe(text);
    }
  });

  it('the advisor\'s ranking leaves its state as it was, and playOut in place ends as it does without', () => {
    const s = newGame({ seed: 'adv', character: 'maudie', startingSkill: 1, plusOneStat: 'strength', harder: { storyEndRed: false, crowsNestRed: false, extraFlips: 0, hazardsPlusOne: false } });
    const text = JSON.stringify(s);
    advise(s, 3, 'adv');
    expect(JSON.stringify(s)).toBe(text);
    for (let j = 0; j < 20; j++) {
      const r1 = botRng(`po-${j}`);
      const r2 = botRng(`po-${j}`);
      const first = legalActions(s)[j % legalActions(s).length];
      const copy = copying();
      const plain = playOut(copy.apply(determinize(s, r1), first), strongBot, r1, undefined, copy);
      const own = begun();
      const owned = playOut(own.apply(determinize(s, r2), first), strongBot, r2, undefined, own);
      expect(owned.actions).toBe(plain.actions);
      expect(hashWithoutLedger(owned.final)).toBe(hashWithoutLedger(plain.final));
    }
    expect(JSON.stringify(s)).toBe(text);
  });
});

describe('a campaign played in place with its ledger (campaignSession(true): playCampaign, the engine benchmark)', () => {
  it('gives after every action the state applyAction gives, its ledger line for line, and appends to one ledger', () => {
    fc.assert(fc.property(setupArb, fc.boolean(), (setup, strong) => {
      const bot = strong ? strongBot : randomBot;
      const r1 = botRng(`camp-${setup.seed}`);
      const r2 = botRng(`camp-${setup.seed}`);
      const session = campaignSession(true);
      let a = newGame(setup);
      let b = newGame(setup);
      const first = b;
      const start = JSON.stringify(first);
      let appended = 0;
      for (let n = 0; n < 2000 && a.status === 'playing'; n++) {
        const x = bot.choose(a, legalActions(a), r1);
        const y = bot.choose(b, session.legal(b), r2);
        expect(y).toEqual(x);
        a = applyAction(a, x).state;
        const ledgerBefore = b.ledger;
        b = session.apply(b, y);
        if (b.ledger === ledgerBefore) appended++;
        expect(stateHash(b)).toBe(stateHash(a));
      }
      expect(a.status).not.toBe('playing');
      expect(b.ledger).toEqual(a.ledger);
      // the set-up's state is not the session's: it is copied, never changed
      expect(JSON.stringify(first)).toBe(start);
      // rulebook 4: a campaign spends time, so its ledger grows past its first action, here in place
      expect(appended).toBeGreaterThan(0);
    }), { numRuns: 30 });
  });

  it('the events of applyAction are still made (the session alone goes without them)', () => {
    const s = newGame({ seed: 'events', character: 'tobias', startingSkill: 0, plusOneStat: 'agility', harder: { storyEndRed: false, crowsNestRed: false, extraFlips: 0, hazardsPlusOne: false } });
    const r = applyAction(s, { type: 'goFishing' });
    expect(r.events.length).toBeGreaterThan(0);
    expect(r.events.map((e) => e.text)).toEqual(r.state.ledger.slice(s.ledger.length).map((l) => l.text));
  });
});

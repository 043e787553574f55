// One test per sentence of the Copperfin Relay rulebook 1.0, named for its chapter.
import { describe, expect, it } from 'vitest';
import type { Dock, RelayAction, RelayState } from '.';
import {
  CONNECTIONS, DOCKS, applyAction, check, crossingCost, decider, freshRelay, inspectCrossing, legalActions, nextWatch, relay,
  relayPrize, relayView, solutionWalk,
} from '.';
import { IllegalStallAction } from '../stall-kit';

const sail = (to: Dock): RelayAction => ({ type: 'sail', to });
const recharge: RelayAction = { type: 'recharge' };
function play(actions: RelayAction[], state: RelayState = freshRelay()): RelayState {
  return actions.reduce((s, a) => applyAction(s, a).state, state);
}
/** put the boat somewhere with some energy, without playing (for sentences about a single action) */
function at(dock: Dock, energy: number, watchesPlayed = 0): RelayState {
  const s = freshRelay();
  const ledger = Array.from({ length: watchesPlayed }, (_, i) => ({
    watch: i + 1, action: 'recharge' as const, from: dock, to: dock, energyChange: 0, energyAfter: energy, lampLit: null, decider: null, text: 'set-up',
  }));
  return { ...s, dock, energy, ledger };
}
const WORKED: RelayAction[] = [sail('M'), sail('R'), sail('B'), recharge, sail('C'), sail('D')];

describe('Set out the harbour', () => {
  it('Set out the harbour: five docks, Depot, Market, Reed Lantern, Bell Quay and Copper Point', () => {
    expect([...DOCKS]).toEqual(['D', 'M', 'R', 'B', 'C']);
    expect(relayView(freshRelay()).dockNames).toEqual({ D: 'Depot', M: 'Market', R: 'Reed Lantern', B: 'Bell Quay', C: 'Copper Point' });
  });
  it('Set out the harbour: connected exactly as listed in chapter 3, all routes both directions', () => {
    const pairs = CONNECTIONS.map((c) => [c.a, c.b].sort().join(''));
    expect(pairs.sort()).toEqual(['BC', 'BM', 'BR', 'CD', 'CM', 'DM', 'MR']);
    for (const c of CONNECTIONS) for (const w of [1, 2]) expect(crossingCost(c.a, c.b, w)).toBe(crossingCost(c.b, c.a, w));
  });
  it('Set out the harbour: put the boat at Depot', () => expect(freshRelay().dock).toBe('D'));
  it('Set out the harbour: energy starts at 5 and can never exceed 5 or fall below 0', () => {
    expect(freshRelay().energy).toBe(5);
    expect(check(freshRelay(), recharge).ok).toBe(false);
    expect(check(at('M', 2), sail('C'))).toEqual({ ok: false, reason: 'Sailing Market to Copper Point on watch 1 costs 3 energy; you have 2.' });
  });
  it('Set out the harbour: the three lamps at Reed, Bell and Copper start unlit', () => expect(freshRelay().lamps).toEqual({ R: false, B: false, C: false }));
  it('Set out the harbour: the next watch is 1 and there are six watches in total', () => {
    expect(nextWatch(freshRelay())).toBe(1);
    expect(relayView(freshRelay()).totalWatches).toBe(6);
  });
  it('Set out the harbour: the crew carries all three lamps, so there is no loading action or cargo decision', () => {
    const types = new Set(legalActions(at('M', 3)).map((a) => a.type));
    expect([...types].sort()).toEqual(['recharge', 'sail']);
  });
});

describe('Choose one action: Sail', () => {
  it('Sail: choose a connected dock, pay the full cost for the current watch, then move the boat', () => {
    const { state } = applyAction(freshRelay(), sail('C'));
    expect(state.dock).toBe('C');
    expect(state.energy).toBe(3);
  });
  it('Sail: you cannot take an unlisted connection', () => {
    expect(check(freshRelay(), sail('R'))).toEqual({ ok: false, reason: 'There is no route between Depot and Reed Lantern; only the seven listed connections can be sailed.' });
    expect(() => applyAction(freshRelay(), sail('B'))).toThrow(IllegalStallAction);
  });
  it('Sail: you cannot spend more energy than you have (the full cost is paid first, never part of it)', () => {
    expect(check(at('R', 1), sail('B')).ok).toBe(false);
    expect(check(at('R', 2), sail('B')).ok).toBe(true);
    expect(applyAction(at('R', 2), sail('B')).state.energy).toBe(0);
  });
});

describe('Choose one action: Recharge', () => {
  it('Recharge: stay at your dock and add 2 energy', () => {
    const { state } = applyAction(at('B', 1), recharge);
    expect(state.dock).toBe('B');
    expect(state.energy).toBe(3);
  });
  it('Recharge: stopping at the maximum of 5; recharging at 4 adds only 1', () => {
    expect(applyAction(at('B', 3), recharge).state.energy).toBe(5);
    expect(applyAction(at('B', 4), recharge).state.energy).toBe(5);
    expect(applyAction(at('B', 4), recharge).state.ledger[0].energyChange).toBe(1);
  });
  it('Recharge: you cannot recharge at 5', () => {
    expect(check(freshRelay(), recharge)).toEqual({ ok: false, reason: 'Energy is at the maximum of 5; you cannot recharge.' });
  });
});

describe('Watches and lamps', () => {
  it('Either action uses exactly one watch', () => {
    expect(nextWatch(play([sail('M')]))).toBe(2);
    expect(nextWatch(play([sail('M'), recharge]))).toBe(3);
  });
  it('Lamps: on the first arrival at each lantern dock its lamp lights at once, costing no energy and no watch', () => {
    const { state, events } = applyAction(freshRelay(), sail('C'));
    expect(state.lamps.C).toBe(true);
    expect(state.energy).toBe(3);
    expect(nextWatch(state)).toBe(2);
    expect(events.map((e) => e.type)).toEqual(['sailed', 'lampLit']);
  });
  it('Lamps: revisited lamps stay lit', () => {
    const s = play([sail('C'), sail('B'), sail('C')]);
    expect(s.lamps).toEqual({ R: false, B: true, C: true });
    expect(s.ledger.map((e) => e.lampLit)).toEqual(['C', 'B', null]);
  });
  it('After the action, check whether the relay is complete; otherwise advance the watch number', () => {
    const five = play(WORKED.slice(0, 5));
    expect(five.status).toBe('playing');
    expect(nextWatch(five)).toBe(6);
    const done = applyAction(five, sail('D')).state;
    expect(done.status).toBe('won');
    expect(relayView(done).watch).toBeNull();
  });
  it('There are no dice, draws or random events: the same plan always gives the same relay', () => {
    const a = play(WORKED);
    const b = play(WORKED);
    expect(relay.stateHash(a)).toBe(relay.stateHash(b));
    expect(JSON.stringify(freshRelay())).not.toMatch(/rng|seed/);
  });
});

describe('Chapter 3: seven connections, one tidal crossing', () => {
  it('Chapter 3: the listed energy costs', () => {
    expect(crossingCost('D', 'M', 1)).toBe(1);
    expect(crossingCost('M', 'R', 1)).toBe(1);
    expect(crossingCost('R', 'B', 1)).toBe(2);
    expect(crossingCost('B', 'C', 1)).toBe(1);
    expect(crossingCost('M', 'C', 1)).toBe(3);
    expect(crossingCost('C', 'D', 1)).toBe(2);
  });
  it('Chapter 3: Market to Bell Quay costs 2 on watches 1, 3, 5 and 1 on watches 2, 4, 6, judged by the watch about to be played', () => {
    expect([1, 2, 3, 4, 5, 6].map((w) => crossingCost('M', 'B', w))).toEqual([2, 1, 2, 1, 2, 1]);
    // at Market after one watch, the watch about to be played is 2: the discount applies
    const s = play([sail('M')]);
    expect(applyAction(s, sail('B')).state.energy).toBe(3);
    expect(applyAction(at('M', 5), sail('B')).state.energy).toBe(3);
  });
  it('Chapter 3: the discount is the same in both directions', () => {
    for (const w of [1, 2, 3, 4, 5, 6]) expect(crossingCost('B', 'M', w)).toBe(crossingCost('M', 'B', w));
    expect(applyAction(play([sail('C'), sail('B')]), sail('M')).state.energy).toBe(5 - 2 - 1 - 2);
  });
  it('Chapter 3: only this route list determines legal movement', () => {
    for (const from of DOCKS)
      for (const to of DOCKS) {
        const listed = CONNECTIONS.some((c) => (c.a === from && c.b === to) || (c.b === from && c.a === to));
        expect(crossingCost(from, to, 1) !== null).toBe(listed);
        expect(check(at(from, 5), sail(to)).ok).toBe(listed);
      }
  });
  it('Chapter 3: the crossing inspector says whether a crossing can be sailed now and, if not, why', () => {
    const s = freshRelay();
    expect(inspectCrossing(s, 'D', 'M')).toMatchObject({ sailableNow: true, cost: 1 });
    expect(inspectCrossing(s, 'D', 'R')).toMatchObject({ sailableNow: false, refusal: 'no-route', cost: null });
    expect(inspectCrossing(at('R', 1), 'R', 'B')).toMatchObject({ sailableNow: false, refusal: 'not-enough-energy', cost: 2 });
    expect(inspectCrossing(at('M', 5, 6), 'M', 'B')).toMatchObject({ sailableNow: false, refusal: 'no-watches' });
    expect(inspectCrossing(s, 'M', 'B', 4)).toMatchObject({ tidal: true, cost: 1, sailableNow: false });
    expect(inspectCrossing(s, 'M', 'B', 3).text).toContain('2 energy on watch 3');
    expect(inspectCrossing(s, 'M', 'C').refusal).toBe('boat-elsewhere');
  });
});

describe('All lamps lit. Boat safely home.', () => {
  it('Win: as soon as all three lamps are lit and the boat is at Depot, after no more than six actions', () => {
    const s = play(WORKED);
    expect(s.status).toBe('won');
    expect(s.ledger).toHaveLength(6);
    expect(legalActions(s)).toEqual([]);
  });
  it('Win: energy may be zero at the finish', () => expect(play(WORKED).energy).toBe(0));
  it('Win: if watch 6 ends without both conditions, the relay is unfinished', () => {
    const s = play([sail('M'), sail('R'), sail('M'), sail('D'), recharge, recharge]);
    expect(s.status).toBe('unfinished');
    expect(check(s, sail('M'))).toEqual({ ok: false, reason: 'All six watches have been played; there is no seventh watch.' });
  });
  it('Unfinished: read the movement ledger, then reset and try a different plan', () => {
    const s = play([sail('M'), sail('R'), sail('M'), sail('D'), recharge, recharge]);
    expect(s.ledger.map((e) => e.text)[0]).toBe('Watch 1: sailed Depot to Market for 1 energy (4 left).');
    expect(s.ledger).toHaveLength(6);
    expect(relay.newGame({})).toEqual(freshRelay());
  });
  it('Unfinished: a delivery on watch 6 is not enough if the boat is still away from Depot', () => {
    // lights Reed on watch 6 with Bell and Copper already lit, but ends at Reed
    const s = play([sail('C'), sail('B'), recharge, sail('M'), recharge, sail('R')]);
    expect(s.lamps).toEqual({ R: true, B: true, C: true });
    expect(s.dock).toBe('R');
    expect(s.status).toBe('unfinished');
  });
  it('No automatic recharge at Depot, no extra delivery action, no undo and no seventh watch', () => {
    const s = play([sail('M'), sail('D')]);
    expect(s.energy).toBe(3);
    expect(legalActions(s).every((a) => a.type === 'sail' || a.type === 'recharge')).toBe(true);
    expect(() => applyAction(play(WORKED), recharge)).toThrow('already won');
    expect(Object.keys(relay)).not.toContain('undo');
    // in a campaign, the service's undo never goes back across an event marked final: each relay action stands
    expect(applyAction(freshRelay(), sail('M')).events.every((e) => e.type === 'lampLit' || e.final === true)).toBe(true);
    expect(applyAction(at('B', 1), recharge).events[0].final).toBe(true);
    // nothing random was revealed, so the events do not claim chance
    expect(applyAction(at('B', 1), recharge).events[0].chance).toBeUndefined();
  });
  it('A fresh relay restores the starting state', () => {
    const fresh = relay.newGame({ crew: ['Ada', 'Bo'] });
    expect(fresh).toEqual({ dock: 'D', energy: 5, lamps: { R: false, B: false, C: false }, status: 'playing', ledger: [], crew: ['Ada', 'Bo'] });
  });
  it('Follow a complete six-watch solution: the worked plan wins, each step explained', () => {
    const walk = solutionWalk();
    expect(walk.map((s) => s.action)).toEqual(WORKED);
    expect(walk.at(-1)?.after.status).toBe('won');
    for (const step of walk) expect(step.why.length).toBeGreaterThan(10);
    expect(walk[1].happened).toContain('The lamp at Reed Lantern is lit.');
  });
});

describe('Keep the boat shared', () => {
  it('Crew play: solo play names no one', () => expect(decider(freshRelay())).toBeNull());
  it('Crew play: two to four crew, the final decision rotates clockwise after each action', () => {
    let s = relay.newGame({ crew: ['Ada', 'Bo', 'Cy'] });
    const seen: (string | null)[] = [];
    for (const a of WORKED) {
      seen.push(relayView(s).decider);
      s = applyAction(s, a).state;
    }
    expect(seen).toEqual(['Ada', 'Bo', 'Cy', 'Ada', 'Bo', 'Cy']);
    expect(s.ledger[3].text).toContain('(Ada decided.)');
  });
  it('Crew play: one crew name or five are refused', () => {
    expect(() => relay.newGame({ crew: ['Solo'] })).toThrow();
    expect(() => relay.newGame({ crew: ['a', 'b', 'c', 'd', 'e'] })).toThrow();
  });
  it('All browser rules apply unchanged in crew play', () => {
    let s = relay.newGame({ crew: ['Ada', 'Bo'] });
    for (const a of WORKED) s = applyAction(s, a).state;
    expect(s.status).toBe('won');
    expect(s.energy).toBe(0);
  });
});

describe('At the carnival stall', () => {
  it('Stall: completing the relay wins 7 Gems, enough to flip Bay Carnival; unfinished pays by lamps', () => {
    expect(relayPrize(play(WORKED))).toBe(7);
    const ctx = { seed: 1, deck: ['a', 'b'], discard: ['c'] };
    let s = relay.start(ctx);
    expect(relay.outcome(s)).toBeNull();
    for (const a of WORKED) s = relay.applyAction(s, a).state;
    expect(relay.outcome(s)).toMatchObject({ gems: 7, deck: ['a', 'b'], discard: ['c'], storyEndReached: false });
    expect(relay.playerView(s)).not.toHaveProperty('story');
    expect(relayPrize(play([sail('C'), sail('B'), recharge, sail('M'), recharge, sail('R')]))).toBe(2);
  });
});

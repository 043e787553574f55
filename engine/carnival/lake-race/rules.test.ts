// One test per sentence of the Lake Race rules (seed 003), named by the rule's heading.
import { describe, expect, it } from 'vitest';
import { LAKE_TILES } from '../../../data/carnival/lake-race';
import { applyLake, courseOf, freeStarts, lakeOf, legalLakeActions, newLakeState, refusal, steerOptions } from './race';
import { buildCourse, courseSpots, advanceProgress, crossesFinish, rayCrossing } from './course';
import { center, hexDistance, sameHex, step, turn } from './hex';
import { rollActions, rollDice, rollRefusal } from './dice';
import { placePoints, racePoints, heldAfterRace, standings } from './scoring';
import { findSpot, only, people, placeAll, rngRolling, waterLength } from './test-helpers';
import type { LakeState } from './state';

const roll = (s: LakeState, hold: number[], dice: number) => applyLake(s, { type: 'roll', hold, dice }).state;
const steer = (s: LakeState, t: -1 | 0 | 1) => applyLake(s, { type: 'steer', turn: t });

describe('Setup', () => {
  it('Setup: the 6 lake tiles are fitted in random order from the seed, the same for the same seed', () => {
    const orders = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) => people(2, seed).tiles.join(',')));
    expect(orders.size).toBeGreaterThan(4);
    expect(people(2, 'x').tiles).toEqual(people(2, 'x').tiles);
    expect([...people(2, 'x').tiles].sort()).toEqual(LAKE_TILES.map((t) => t.id).sort());
  });

  it('Setup: every tile has a dark side and a harder light side with more islands', () => {
    for (const t of LAKE_TILES) {
      const land = (rows: string[]) => rows.join('').replace(/[^#abc]/g, '').length;
      expect(land(t.light), t.id).toBeGreaterThan(land(t.dark));
      expect(land(t.dark), t.id).toBeGreaterThan(0);
    }
  });

  it('Setup: the sides with the dark blue water by default, the light backside when chosen', () => {
    expect(people(2).setup.side).toBe('dark');
    const light = people(2, 'test', { side: 'light' });
    expect(lakeOf(light).land.reduce((a, b) => a + b, 0)).toBeGreaterThan(lakeOf(people(2)).land.reduce((a, b) => a + b, 0));
  });

  it('Setup: roll dice to determine the start player', () => {
    const starts = new Set(Array.from({ length: 30 }, (_, i) => newLakeState({ seed: i, boats: people(4).setup.boats }).startPlayer));
    expect(starts.size).toBe(4);
  });
});

describe('Building a Course', () => {
  it('Building a Course: the first course uses the four A-spots, the second the B-spots, the third the C-spots', () => {
    let s = placeAll(people(2, 'courses'));
    expect(courseOf(s).letter).toBe('A');
    expect([...s.buoys].sort()).toEqual(courseSpots(lakeOf(s), 'A').sort());
    s = { ...s, phase: 'raceOver' };
    s = applyLake(s, { type: 'nextRace' }).state;
    expect(courseOf(s).letter).toBe('B');
    expect([...s.buoys].sort()).toEqual(courseSpots(lakeOf(s), 'B').sort());
    s = applyLake({ ...s, phase: 'raceOver' }, { type: 'nextRace' }).state;
    expect([...s.buoys].sort()).toEqual(courseSpots(lakeOf(s), 'C').sort());
  });

  it('Building a Course: the spots are in water and on land, four of each letter on either side', () => {
    for (const side of ['dark', 'light'] as const) {
      const map = lakeOf(people(2, 'spots', { side }));
      for (const letter of ['A', 'B', 'C'] as const) expect(map.spots.filter((p) => p.letter === letter)).toHaveLength(4);
      expect(map.spots.some((p) => p.onLand)).toBe(true);
      expect(map.spots.some((p) => !p.onLand)).toBe(true);
    }
  });

  it('Building a Course: buoys 0, 1, 2 and 3 are placed randomly on the four spots', () => {
    const orders = new Set(Array.from({ length: 20 }, (_, i) => people(2, `b${i}`)).map((s) => s.buoys.map((b) => lakeOf(s).spots[b].tile).join()));
    expect(orders.size).toBeGreaterThan(10);
  });

  it('Building a Course: the start/finish tile lies by buoy 0 and the finish buoy at its other end', () => {
    const s = people(2, 'tile');
    const c = courseOf(s);
    const spot = lakeOf(s).spots[s.buoys[0]];
    expect(c.buoy0).toEqual(spot.hex);
    expect(c.tile).toEqual([1, 2, 3].map((n) => step(spot.hex, spot.gate, n)));
    expect(c.finishBuoy).toEqual(step(spot.hex, spot.gate, 4));
  });

  it('Building a Course: the easiest start direction points towards buoy 1, the finish direction away from buoy 3', () => {
    for (let i = 0; i < 30; i++) {
      const c = courseOf(people(2, `dir${i}`));
      const c0 = center(c.buoy0);
      const side = (h: typeof c.buoy0, n: { x: number; y: number }) => (center(h).x - c0.x) * n.x + (center(h).y - c0.y) * n.y;
      expect(side(c.rounding[0].hex, c.startNormal)).toBeGreaterThanOrEqual(0);
      expect(side(c.rounding[2].hex, c.finishNormal)).toBeLessThanOrEqual(0);
    }
  });
});

describe('Rounding a buoy', () => {
  const s = people(2, 'round');
  const c = courseOf(s);
  const b1 = c.rounding[0];
  // two neighbouring hexes either side of buoy 1's ray, at distance d along it
  const across = (d: number) => {
    for (const a of allAround(b1.hex, d + 2))
      for (let h = 0; h < 6; h++) {
        const b = step(a, h);
        if (rayCrossing(b1, a, b) === 1 && hexDistance(a, b1.hex) >= d) return [a, b] as const;
      }
    throw new Error('no crossing found');
  };

  it('Rounding: crossing the buoy ray in the arrow sense rounds the buoy, however far away you pass it', () => {
    const [a, b] = across(5);
    expect(advanceProgress(c, { stage: 0, debt: 0 }, a, b)).toEqual({ stage: 1, debt: 0 });
  });

  it('Rounding: crossing it the other way does not, and must be undone before the right crossing counts', () => {
    const [a, b] = across(1);
    const wrong = advanceProgress(c, { stage: 0, debt: 0 }, b, a);
    expect(wrong).toEqual({ stage: 0, debt: 1 });
    expect(advanceProgress(c, wrong, a, b)).toEqual({ stage: 0, debt: 0 });
  });

  it('Rounding: buoys are rounded in order, so crossing buoy 2 first does not count', () => {
    const b2 = c.rounding[1];
    for (const a of allAround(b2.hex, 3))
      for (let h = 0; h < 6; h++) {
        const b = step(a, h);
        if (rayCrossing(b2, a, b) === 1 && rayCrossing(b1, a, b) === 0) {
          expect(advanceProgress(c, { stage: 0, debt: 0 }, a, b).stage).toBe(0);
          expect(advanceProgress(c, { stage: 1, debt: 0 }, a, b).stage).toBe(2);
          return;
        }
      }
    throw new Error('no crossing of buoy 2 found');
  });

  it('End of a Course: after buoy 3, reaching or passing the finish tile completes the course', () => {
    const t = c.tile[1];
    const behind = [0, 1, 2, 3, 4, 5].map((h) => step(t, h)).find((h) => (center(h).x - center(t).x) * c.finishNormal.x + (center(h).y - center(t).y) * c.finishNormal.y < -0.1)!;
    const beyond = { q: 2 * t.q - behind.q, r: 2 * t.r - behind.r };
    expect(crossesFinish(c, behind, t)).toBe(true); // reaching
    expect(advanceProgress(c, { stage: 3, debt: 0 }, behind, t)).toEqual({ stage: 4, debt: 0 });
    expect(crossesFinish(c, t, beyond)).toBe(false); // already over
    expect(advanceProgress(c, { stage: 2, debt: 0 }, behind, t).stage).toBeLessThan(4); // buoys first
    expect(crossesFinish(c, beyond, t)).toBe(false); // the wrong way
  });
});

function allAround(h: { q: number; r: number }, radius: number) {
  const out = [];
  for (let dq = -radius; dq <= radius; dq++) for (let dr = -radius; dr <= radius; dr++) if (Math.abs(dq + dr) <= radius) out.push({ q: h.q + dq, r: h.r + dr });
  return out;
}

describe('Choosing Start Positions', () => {
  it('Choosing Start Positions: the start player\'s right-hand neighbour places first, then counter-clockwise, the start player last', () => {
    const s = people(5, 'place', { startPlayer: 2 });
    expect(s.placing).toEqual([1, 0, 4, 3, 2]);
    expect(s.current).toBe(1);
  });

  it('Choosing Start Positions: on or behind the start tile; two boats cannot share one space; front towards a side', () => {
    let s = people(3, 'place2');
    const zone = courseOf(s).startZone;
    expect(zone.length).toBeGreaterThanOrEqual(6);
    for (const t of courseOf(s).tile) expect(zone.some((z) => sameHex(z, t))).toBe(true);
    const first = freeStarts(s)[0];
    s = applyLake(s, { type: 'place', q: first.q, r: first.r, heading: 1 }).state;
    expect(refusal(s, { type: 'place', q: first.q, r: first.r, heading: 1 })).toBe('Two boats cannot share one space.');
    expect(refusal(s, { type: 'place', q: 50, r: 50, heading: 1 })).toBe('Place your boat on or behind the start tile.');
    expect(refusal(s, { type: 'place', q: freeStarts(s)[0].q, r: freeStarts(s)[0].r, heading: 6 })).toMatch(/side of its hexagon/);
    expect(legalLakeActions(s).every((a) => a.type === 'place' && !sameHex(a, first))).toBe(true);
  });

  it('Choosing Start Positions: in each new race the left neighbour of the previous start player starts', () => {
    let s = placeAll(people(4, 'next', { startPlayer: 3 }));
    s = applyLake({ ...s, phase: 'raceOver' }, { type: 'nextRace' }).state;
    expect(s.startPlayer).toBe(0);
    expect(s.placing).toEqual([3, 2, 1, 0]);
  });
});

describe('First: Rolling Dice', () => {
  it('Rolling Dice: your speed is zero when you start a race (no dice yet)', () => {
    const s = placeAll(people(2));
    expect(s.boats.every((b) => b.dice.length === 0)).toBe(true);
    expect(new Set(rollActions([]).map((c) => c.dice))).toEqual(new Set([0, 1]));
  });

  it('Rolling Dice: add 1 die, remove 1 die, or hold the number equal; never more than 1', () => {
    expect(new Set(rollActions([3, 2]).map((c) => c.dice))).toEqual(new Set([1, 2, 3]));
    expect(rollRefusal([3, 2], { hold: [], dice: 4 })).toBe('You have 2 dice: you can add or remove only 1 die before rolling.');
    expect(rollRefusal([3, 2], { hold: [1], dice: 2 })).toBe('You cannot hold 1 dice showing 1; you have 0.');
    expect(rollRefusal([3, 2], { hold: [3, 2], dice: 1 })).toBe('You cannot hold 2 dice and keep only 1.');
  });

  it('Rolling Dice (example): Yellow has 3 2, holds the 3, re-rolls the 2 and adds a die, rolling 1 3: speed 7', () => {
    let s = placeAll(people(2, 'yellow'));
    const yellow = s.boats.findIndex((b) => b.boat === 'yellow');
    s = only(s, yellow, s.boats[yellow].pos ?? freeStarts(s)[0], 0, [3, 2]);
    s.rng = rngRolling({ hold: [3], dice: 3 }, [1, 3]);
    const r = applyLake(s, { type: 'roll', hold: [3], dice: 3 });
    expect(r.state.boats[yellow].dice).toEqual([3, 1, 3]);
    expect(r.events[0]).toMatchObject({ type: 'rolled', rolled: [1, 3], speed: 7, chance: true });
  });

  it('Rolling Dice: the selected dice and the added die are rolled all at once, each showing 1 to 3', () => {
    const faces = new Set<number>();
    for (let k = 0; k < 60; k++) {
      const r = rollDice(rngRolling({ hold: [], dice: 1 }, [1 + (k % 3)]).map((x) => x ^ k), { hold: [2], dice: 3 });
      expect(r.dice).toHaveLength(3);
      expect(r.rolled).toHaveLength(2);
      r.rolled.forEach((d) => faces.add(d));
    }
    expect(faces).toEqual(new Set([1, 2, 3]));
  });
});

describe('Second: Turning and Third: Moving', () => {
  it('Turning: 60 degrees left or right or not, to a direction where the full total can be moved', () => {
    const base = placeAll(people(2, 'turn'));
    const { pos, heading } = findSpot(base, (r, a, l) => r >= 4 && a === 1 && l >= 4);
    let s = only(base, 0, pos, heading, [2]);
    s.rng = rngRolling({ hold: [], dice: 2 }, [1, 2]);
    s = roll(s, [], 2); // speed 3
    const opts = steerOptions(s);
    expect(opts.map((o) => o.allowed)).toEqual([true, false, true]);
    expect(refusal(s, { type: 'steer', turn: 0 })).toBe('Pick a heading with room to sail all 3 spaces.');
    const moved = steer(s, 1).state;
    expect(moved.boats[0].pos).toEqual(step(pos, turn(heading, 1), 3));
    expect(moved.boats[0].heading).toBe(turn(heading, 1));
  });

  it('Damage (example): Red has 3 2 2, holds a 2, removes a die and re-rolls the other: 3, speed 5; forced right, crashes after 3 spaces, 2 damage, both dice lost', () => {
    const base = placeAll(people(2, 'red'));
    const { pos, heading } = findSpot(base, (r, a, l) => r === 3 && a < 3 && l < 3);
    let s = only(base, 0, pos, heading, [3, 2, 2]);
    s.rng = rngRolling({ hold: [2], dice: 2 }, [3]);
    s = roll(s, [2], 2);
    expect(s.boats[0].dice).toEqual([2, 3]);
    expect(steerOptions(s).filter((o) => o.allowed).map((o) => o.turn)).toEqual([-1]);
    expect(refusal(s, { type: 'steer', turn: 0 })).toMatch(/longest straight water path \(3 spaces\)/);
    const r = steer(s, -1);
    const red = r.state.boats[0];
    expect(red.pos).toEqual(step(pos, turn(heading, -1), 3));
    expect(red.damage).toBe(2);
    expect(red.dice).toEqual([]);
    expect(r.events.find((e) => e.type === 'crashed')).toMatchObject({ damage: 2 });
    // "Next turn Red can start the engines again by rolling 1 die, or Red only turns"
    const next = { ...r.state, current: 0, phase: 'roll' as const };
    expect(new Set(legalLakeActions(next).map((a) => a.type === 'roll' && a.dice))).toEqual(new Set([0, 1]));
    const turned = steer(roll(next, [], 0), 1).state;
    expect(turned.boats[0].pos).toEqual(red.pos);
    expect(turned.boats[0].heading).toBe(turn(red.heading, 1));
  });

  it('Turning: if all three directions crash and two are equally long, the player chooses between them', () => {
    const base = placeAll(people(2, 'tie'));
    const { pos, heading } = findSpot(base, (r, a, l) => r === 2 && l === 2 && a < 2);
    let s = only(base, 0, pos, heading, [3]);
    s = roll(s, [3], 1);
    expect(steerOptions(s).filter((o) => o.allowed).map((o) => o.turn)).toEqual([-1, 1]);
  });

  it('Damage: a crash on a buoy stops the boat in the water space before it', () => {
    const base = placeAll(people(2, 'buoy'));
    const c = courseOf(base);
    const b = c.rounding[1].hex;
    for (let h = 0; h < 6; h++) {
      const from = step(b, (h + 3) % 6, 3);
      if (waterLength(base, from, h) !== 2) continue;
      let s = only(base, 0, from, h, [3]);
      s = roll(s, [3], 1);
      if (!steerOptions(s).find((o) => o.turn === 0)!.allowed) continue;
      const r = steer(s, 0).state;
      expect(r.boats[0].pos).toEqual(step(b, (h + 3) % 6, 1));
      expect(r.boats[0].damage).toBe(1);
      return;
    }
    throw new Error('no straight approach to buoy 2');
  });

  it('Damage: collecting 4 or more damage counters sinks the boat, out of the current race', () => {
    const base = placeAll(people(3, 'sink'));
    const { pos, heading } = findSpot(base, (r, a, l) => r === 0 && a === 0 && l === 0);
    let s = only(base, 0, pos, heading, [2]);
    s.boats[0].damage = 2;
    s.boats[1].pos = freeStarts(base)[1];
    s.boats[2].pos = freeStarts(base)[2];
    s = roll(s, [2], 1);
    const r = steer(s, 0);
    expect(r.state.boats[0].sunk).toBe(true);
    expect(r.events.map((e) => e.type)).toContain('sank');
    expect(r.state.current).toBe(1);
    // a sunk boat no longer takes turns nor blocks its space
    let t = { ...r.state, current: 2 };
    t = roll(t, [], 0);
    const after = steer(t, 0).state;
    expect(after.current).toBe(1);
  });

  it('Passing Boats: pass through spaces with boats, but stop behind a boat on the last free space', () => {
    const base = placeAll(people(3, 'pass'));
    const { pos, heading } = findSpot(base, (r, a, l) => a >= 6 && r < 3 && l < 3);
    let s = only(base, 0, pos, heading, [3]);
    s.boats[1].pos = step(pos, heading, 1); // passed through
    s.boats[2].pos = step(pos, heading, 3); // would be landed on
    s = roll(s, [3], 1);
    const r = steer(s, 0).state;
    expect(r.boats[0].pos).toEqual(step(pos, heading, 2));
  });

  it('Moving: then the left-hand neighbour starts their turn', () => {
    let s = placeAll(people(4, 'order', { startPlayer: 2 }));
    const seen = [];
    for (let i = 0; i < 5; i++) {
      seen.push(s.current);
      s = roll(s, [], 0);
      s = steer(s, 0).state;
    }
    expect(seen).toEqual([2, 3, 0, 1, 2]);
  });

  it('End of a Course: a crash after the finish still damages the boat', () => {
    const base = placeAll(people(2, 'after'));
    const c = courseOf(base);
    // run across the finish tile into whatever lies beyond, at a speed that is sure to crash
    for (const t of c.tile)
      for (let h = 0; h < 6; h++) {
        const from = step(t, (h + 3) % 6);
        const ahead = waterLength(base, from, h, 30);
        if (ahead > 12 || ahead < 2) continue;
        let s = only(base, 0, from, h, []);
        s.boats[0].stage = 3;
        const sideFrom = (center(from).x - center(t).x) * c.finishNormal.x + (center(from).y - center(t).y) * c.finishNormal.y;
        if (sideFrom >= 0) continue;
        const [r1, r2] = [-1, 1].map((x) => waterLength(base, from, turn(h, x), 30));
        if (r1 >= ahead || r2 >= ahead) continue;
        const dice = Array(6).fill(3);
        s.boats[0].dice = dice;
        s = roll(s, dice, 6);
        const r = steer(s, 0);
        expect(r.events.map((e) => e.type)).toEqual(expect.arrayContaining(['finished', 'crashed']));
        expect(r.state.boats[0].finishedTurn).not.toBeNull();
        expect(r.state.boats[0].damage).toBe(18 - ahead);
        return;
      }
    throw new Error('no run over the finish found');
  });
});

describe('Victory Points', () => {
  it('Victory Points (example): five players score 4, 3, 2, 1 in race A, 8, 6, 4, 2 in B and 12, 9, 6, 3 in C', () => {
    expect([1, 2, 3, 4, 5].map((p) => placePoints(5, 0, p))).toEqual([4, 3, 2, 1, 0]);
    expect([1, 2, 3, 4, 5].map((p) => placePoints(5, 1, p))).toEqual([8, 6, 4, 2, 0]);
    expect([1, 2, 3, 4, 5].map((p) => placePoints(5, 2, p))).toEqual([12, 9, 6, 3, 0]);
  });

  const boat = (over: Partial<LakeState['boats'][number]>) => ({ ...placeAll(people(1 + 1)).boats[0], ...over });

  it('Victory Points: sunken players get no points unless the crash happened after finishing', () => {
    const boats = [boat({ finishedTurn: 9 }), boat({ sunk: true }), boat({ finishedTurn: 10, sunk: true }), boat({ finishedTurn: 12 })];
    expect(racePoints(boats, [0, 2, 3], 0, false)).toEqual([3, 0, 2, 1]);
  });

  it('Score Variant: turns finished before the last finisher are added, and 5 per sunken boat to those who finished', () => {
    const boats = [boat({ finishedTurn: 9 }), boat({ sunk: true }), boat({ finishedTurn: 12 })];
    expect(racePoints(boats, [0, 2], 1, true)).toEqual([4 + 3 + 5, 0, 2 + 0 + 5]);
  });

  it('Victory Points: tied scores after the final race are ordered by the last race\'s finishing positions', () => {
    expect(standings([6, 9, 6, 1], { letter: 'C', order: [2, 1, 0], sunk: [3], unfinished: [], points: [] })).toEqual([1, 2, 0, 3]);
  });

  it('Damage: repaired for the next course holding one damage counter, so two can be held at the start of the third', () => {
    expect(heldAfterRace(boat({ damage: 3, heldDamage: 0 }))).toBe(1);
    expect(heldAfterRace(boat({ damage: 0, heldDamage: 0 }))).toBe(0);
    expect(heldAfterRace(boat({ damage: 2, heldDamage: 1 }))).toBe(2);
    expect(heldAfterRace(boat({ damage: 1, heldDamage: 1 }))).toBe(1);
    let s = placeAll(people(2, 'repair'));
    s.boats[0].damage = 3;
    s = applyLake({ ...s, phase: 'raceOver' }, { type: 'nextRace' }).state;
    expect(s.boats[0].damage).toBe(1);
    expect(s.boats[0].sunk).toBe(false);
  });
});

describe('The inspector', () => {
  it('refusals are sentences a player understands', () => {
    const s = placeAll(people(2));
    expect(refusal(s, { type: 'steer', turn: 0 })).toBe('Roll your dice before turning and moving.');
    expect(refusal(s, { type: 'nextRace' })).toBe('The next race starts when this one is over.');
    expect(() => applyLake(s, { type: 'roll', hold: [], dice: 3 })).toThrow('You have 0 dice: you can add or remove only 1 die before rolling.');
  });

  it('a course is built the same from the same buoy order', () => {
    const s = people(2, 'same');
    expect(buildCourse(lakeOf(s), 'A', s.buoys)).toEqual(courseOf(s));
  });
});

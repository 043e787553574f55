// What the screen shows: the whole lake is open information, so the view is the state made easy to draw.
import { LAKE_TILES } from '../../../data/carnival/lake-race';
import { HEADING_NAMES, type Hex } from './hex';
import { LAKE_COLS, LAKE_ROWS, cellHex, type CourseLetter } from './lake';
import type { Vec } from './course';
import { total, MAX_DICE } from './dice';
import { standings } from './scoring';
import { courseOf, freeStarts, lakeOf, steerOptions } from './race';
import { BOATS, COURSE_LETTERS, type LakeState, type Phase, type RaceResult } from './state';
import type { HeadingOption } from './move';

export interface LakeView {
  phase: Phase;
  race: CourseLetter;
  raceIndex: number;
  races: number;
  side: 'dark' | 'light';
  current: number;
  /** true when a person at the screen must choose now */
  personToAct: boolean;
  lake: { cols: number; rows: number; land: Hex[]; water: Hex[]; tiles: { id: string; name: string; slot: number }[] };
  spots: { letter: CourseLetter; q: number; r: number; onLand: boolean }[];
  course: {
    buoy0: Hex;
    finishBuoy: Hex;
    buoys: { n: 1 | 2 | 3; hex: Hex; keep: 'left' | 'right'; ray: Vec }[];
    tile: Hex[];
    startNormal: Vec;
    finishNormal: Vec;
    startZone: Hex[];
  };
  freeStarts: Hex[];
  boats: {
    seat: number;
    boat: string;
    name: string;
    shape: string;
    crew: 'cautious' | 'bold' | null;
    pos: Hex | null;
    heading: number;
    dice: number[];
    speed: number;
    damage: number;
    heldDamage: number;
    /** the next buoy to round (1..3), 4 for the finish, 5 when finished */
    next: number;
    /** wrong-way crossings of the next buoy's rounding line still to undo */
    debt: number;
    place: number | null;
    sunk: boolean;
    turns: number;
    score: number;
  }[];
  steer: HeadingOption[];
  /** the six headings' names, east first (hex.ts), for the placing compass */
  headingNames: string[];
  maxDice: number;
  results: RaceResult[];
  standings: number[];
  ledger: string[];
  /** what is needed to rebuild the race for a planner: tile order, buoy spots, start player, placing order */
  tiles: string[];
  buoySpots: number[];
  startPlayer: number;
  placing: number[];
  finishOrder: number[];
}

export function lakeView(s: LakeState): LakeView {
  const map = lakeOf(s);
  const course = courseOf(s);
  const land: Hex[] = [];
  const water: Hex[] = [];
  for (let i = 0; i < LAKE_COLS * LAKE_ROWS; i++) (map.land[i] ? land : water).push(cellHex(i));
  return {
    phase: s.phase,
    race: COURSE_LETTERS[s.race],
    raceIndex: s.race,
    races: s.setup.races,
    side: s.setup.side,
    current: s.current,
    personToAct: s.phase === 'raceOver' || (s.phase !== 'seriesOver' && !s.boats[s.current].crew),
    lake: {
      cols: LAKE_COLS,
      rows: LAKE_ROWS,
      land,
      water,
      tiles: s.tiles.map((id, slot) => ({ id, name: LAKE_TILES.find((t) => t.id === id)!.name, slot })),
    },
    spots: map.spots.map((p) => ({ letter: p.letter, q: p.hex.q, r: p.hex.r, onLand: p.onLand })),
    course: {
      buoy0: course.buoy0,
      finishBuoy: course.finishBuoy,
      buoys: course.rounding.map((b, i) => ({ n: (i + 1) as 1 | 2 | 3, hex: b.hex, keep: b.keep, ray: b.ray })),
      tile: course.tile,
      startNormal: course.startNormal,
      finishNormal: course.finishNormal,
      startZone: course.startZone,
    },
    freeStarts: s.phase === 'place' ? freeStarts(s) : [],
    boats: s.boats.map((b, seat) => ({
      seat,
      boat: b.boat,
      name: b.name,
      shape: BOATS.find((x) => x.id === b.boat)!.shape,
      crew: b.crew,
      pos: b.pos,
      heading: b.heading,
      dice: b.dice,
      speed: total(b.dice),
      damage: b.damage,
      heldDamage: b.heldDamage,
      next: b.finishedTurn !== null ? 5 : b.stage + 1,
      debt: b.debt,
      place: b.finishedTurn !== null ? s.finishOrder.indexOf(seat) + 1 : null,
      sunk: b.sunk,
      turns: b.turns,
      score: s.scores[seat],
    })),
    steer: steerOptions(s),
    headingNames: [...HEADING_NAMES],
    maxDice: MAX_DICE,
    results: s.results,
    standings: standings(s.scores, s.results[s.results.length - 1]),
    ledger: s.ledger.slice(-40),
    tiles: s.tiles,
    buoySpots: s.buoys,
    startPlayer: s.startPlayer,
    placing: s.placing,
    finishOrder: s.finishOrder,
  };
}

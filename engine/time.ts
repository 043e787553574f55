// Rulebook 4 and 6: the day and night card, the timer, the flip squares, daybreak's rolled Location flip.
import { content, locationCard } from '../data/index';
import { draftList, emit, rollDie, type Ctx } from './draft';
import { endGame, flipLocation } from './character';
import type { GameState, LocationKey } from './types';

export const DAYS = 3;

/** The current track's length: its flip square (rulebook 4). */
export function trackLength(s: GameState): number {
  return s.phase === 'day' ? content.rules.dayTrack : content.rules.nightTrack;
}

/** Squares left before the flip square. */
export function timeLeft(s: GameState): number {
  return trackLength(s) - s.timer;
}

/** Rulebook 4: "After taking any action showing the hourglass icon, move the timer 1 square" (once per hourglass).
 *  The flip itself happens when the action ends (turn.ts: settle), as the worked example's step 3 shows. */
export function spendTime(c: Ctx, n: number): void {
  const s = c.s;
  for (let i = 0; i < n; i++) {
    if (s.timer >= trackLength(s)) flipCard(c); // a multi-square cost running past a flip square (quests)
    if (s.status !== 'playing') return;
    s.timer++;
    draftList(c, 'history').push({ day: s.day, phase: s.phase, timer: s.timer, gems: s.gems, lives: s.lives, pep: s.pep });
    if (!c.quiet) emit(c, 'time', `The timer moves to square ${s.timer} of ${trackLength(s)} on ${s.phase === 'day' ? `day ${s.day}` : `night ${s.day}`}'s track.`, { timer: s.timer });
  }
}

/** Rulebook 6: on the flip square, day turns to night (or the game ends after day 3), night turns to day with daybreak. */
export function flipCard(c: Ctx): void {
  const s = c.s;
  if (s.phase === 'day') {
    if (s.day >= DAYS) {
      endGame(c, 'lost', s.place.at === 'mine'
        ? 'Day 3 ended while you were still in the mine. The Crows collect what you owe, and more.'
        : 'Day 3 ended before you paid the Crows. They are not patient birds.');
      return;
    }
    s.phase = 'night';
    s.timer = 0;
    if (s.place.at !== 'mine') s.place = { at: 'night' };
    emit(c, 'night', s.place.at === 'mine'
      ? `Night ${s.day} falls while you are in the mine: hazards add 1 to their Strength until daybreak.`
      : `Night ${s.day} falls. You head home: sleep, make dinner or work until daybreak.`);
    return;
  }
  daybreak(c);
}

/** Rulebook 6: roll the die and flip Location 1..6 of that number, or the next unflipped one clockwise. */
export function daybreak(c: Ctx): void {
  const s = c.s;
  const roll = rollDie(c);
  if (!c.quiet) emit(c, 'roll', `Daybreak: you roll ${roll} to flip a Location.`, { roll, chance: true });
  flipNumbered(c, roll, 'Daybreak');
  s.phase = 'day';
  s.day++;
  s.timer = 0;
  if (s.place.at === 'night') s.place = { at: 'town', location: null };
  draftList(c, 'history').push({ day: s.day, phase: s.phase, timer: 0, gems: s.gems, lives: s.lives, pep: s.pep });
  if (!c.quiet) emit(c, 'day', `Day ${s.day} begins.`);
}

/** The numbered Locations in clockwise order (set-up 2). */
const NUMBERED: LocationKey[] = content.locations
  .filter((l) => l.number !== null)
  .sort((a, b) => a.number! - b.number!)
  .map((l) => l.id);

/** Rulebook 6: "If that card has been flipped already, flip the next numbered Location, going clockwise"
 *  (never the Miners' Guild or the Crows' Nest). Returns the Location flipped, or null if all six are red. */
export function flipNumbered(c: Ctx, roll: number, why: string): LocationKey | null {
  for (let k = 0; k < NUMBERED.length; k++) {
    const id = NUMBERED[(roll - 1 + k) % NUMBERED.length];
    if (c.s.sides[id] === 'blue') {
      flipLocation(c, id, k === 0 ? `${why}: ${roll} flips ${locationCard(id).name}` : `${why}: ${locationCard(NUMBERED[roll - 1]).name} is red already, so the next one clockwise`);
      return id;
    }
  }
  if (!c.quiet) emit(c, 'flip', `${why}: every numbered Location already shows its red side.`);
  return null;
}

// "Victory Points", "2-player-game Score / Score Variant" and the repair between races.
import type { BoatState, RaceResult } from './state';

/** Victory Points: race A pays the winner (boats - 1), each place one less, last nothing; B double, C triple. */
export function placePoints(boats: number, raceIndex: number, place: number): number {
  return Math.max(0, boats - place) * (raceIndex + 1);
}

/** The race's points: placing points for finishers (a boat that sank after finishing keeps its place), plus the
 *  variant's turns ahead of the last finisher and 5 per boat that sank before finishing. */
export function racePoints(
  boats: readonly BoatState[],
  finishOrder: readonly number[],
  raceIndex: number,
  variant: boolean,
): number[] {
  const points = boats.map(() => 0);
  finishOrder.forEach((seat, i) => (points[seat] += placePoints(boats.length, raceIndex, i + 1)));
  if (variant && finishOrder.length > 0) {
    const lastTurn = Math.max(...finishOrder.map((s) => boats[s].finishedTurn ?? 0));
    const sunk = boats.filter((b) => b.sunk && b.finishedTurn === null).length;
    for (const seat of finishOrder) points[seat] += lastTurn - (boats[seat].finishedTurn ?? lastTurn) + 5 * sunk;
  }
  return points;
}

/** "You can repair your boat for next course, though you hold one damage counter": one more counter is held for each
 *  race in which the boat took damage, so two can be held at the start of the third course. */
export function heldAfterRace(b: BoatState): number {
  return b.damage > b.heldDamage ? b.heldDamage + 1 : b.heldDamage;
}

/** Final standing: highest score first; "if tied ... the finishing positions in the last race determine the order". */
export function standings(scores: readonly number[], last: RaceResult | undefined): number[] {
  const pos = (seat: number) => {
    const i = last ? last.order.indexOf(seat) : -1;
    return i < 0 ? 99 : i;
  };
  return scores.map((_, i) => i).sort((a, b) => scores[b] - scores[a] || pos(a) - pos(b) || a - b);
}

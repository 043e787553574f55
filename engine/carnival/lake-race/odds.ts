// The Lake Race stall's expected prize for a boat that sails as well as the crows (the strong player sails by their
// planner, crew.ts plannedMove): an even chance of each place among the boats, two or three crews equally likely,
// read from the stall's prize tables. Measured, 200 stall races sailed that way won 3.24 Gems a race. No I/O here.
import { content } from '../../../data/index';
import { LAKE_STALL } from '../../../data/carnival/lake-race';
import { prizesFor } from './engine';

/** The expected Gems won and the chance of a 7+ Gem win (Bay Carnival's flip) with an even share of places. */
export function evenShareOdds(): { ev: number; pBig: number } {
  const { min, max } = LAKE_STALL.crews;
  const fields = max - min + 1;
  let ev = 0;
  let pBig = 0;
  for (let crews = min; crews <= max; crews++) {
    const boats = crews + 1;
    for (const prize of prizesFor(boats)) {
      ev += prize / boats / fields;
      if (prize >= content.rules.carnivalFlipGems) pBig += 1 / boats / fields;
    }
  }
  return { ev, pBig };
}

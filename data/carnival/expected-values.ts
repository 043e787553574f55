// Prints the expected value of each stall game's prize table (the figures in data/README.md).
// Run: npx tsx data/carnival/expected-values.ts
import { forageExpectedValue } from '../../engine/carnival/fortune-forage/odds';
import { pestRaceExpectedValues } from '../../engine/carnival/pest-race/odds';
import { FORAGE_DATA, PEST_RACE_DATA, RELAY_DATA } from './index';

const f = (x: number) => x.toFixed(3);
console.log(`Fortune Forage (price ${FORAGE_DATA.cost} Gems), exact, from a fresh full Story deck:`);
const rules = [
  ['best stopping play', 'best'],
  ['always forage six times', 'always-forage'],
  ['stop at 5+ forageables or once stung', { stopAtForageables: 5, stopWhenStung: true }],
  ['forage on until 8+ forageables (going for the 8)', { stopAtForageables: 8, stopWhenStung: false }],
] as const;
for (const [label, rule] of rules) {
  const r = forageExpectedValue(rule);
  console.log(`  ${label}: expected ${f(r.ev)} Gems, chance of 7+ Gems ${f(r.pSevenPlus)}`);
}
console.log(`Pest Race (price ${PEST_RACE_DATA.cost} Gems), exact:`);
for (const r of pestRaceExpectedValues()) console.log(`  ${r.pest}: wins ${f(r.chance)}, pays ${r.prize}, expected ${f(r.ev)} Gems`);
console.log(`Copperfin Relay (price ${RELAY_DATA.cost} Gems): no chance; a correct plan wins ${RELAY_DATA.prizes.won} Gems.`);

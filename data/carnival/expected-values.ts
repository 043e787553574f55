// Prints the expected value of each stall game's prize table (the figures in data/README.md).
// Run: npx tsx data/carnival/expected-values.ts
import { forageOdds, forageOddsAfterSeer, makeUp } from '../../engine/carnival/index';
import { pestRaceExpectedValues } from '../../engine/carnival/index';
import { evenShareOdds } from '../../engine/carnival/index';
import { FORAGE_DATA, PEST_RACE_DATA, RELAY_DATA } from './index';
import { LAKE_STALL } from './lake-race';

const f = (x: number) => x.toFixed(3);
const fresh = makeUp();
const blind = forageOdds(fresh.sweet, fresh.stung);
const seer = forageOddsAfterSeer(fresh, 4);
console.log(`Fortune Forage (price ${FORAGE_DATA.cost} Gems), exact, from a fresh full Story deck (${fresh.sweet} sweet, ${fresh.stung} stung):`);
console.log(`  best calls, blind: expected ${f(blind.ev)} Gems, chance of 7+ Gems ${f(blind.pBig)}`);
console.log(`  after the seer shows the top 4: expected ${f(seer.ev)} Gems, chance of 7+ Gems ${f(seer.pBig)}`);
console.log(`Pest Race (price ${PEST_RACE_DATA.cost} Gems), exact:`);
for (const r of pestRaceExpectedValues()) console.log(`  ${r.pest}: wins ${f(r.chance)}, pays ${r.prize}, expected ${f(r.ev)} Gems`);
console.log(`Copperfin Relay (price ${RELAY_DATA.cost} Gems): no chance; a correct plan wins ${RELAY_DATA.prizes.won} Gems.`);
const lake = evenShareOdds();
console.log(`Lake Race (price ${LAKE_STALL.cost} Gems), an even share of places against 2 or 3 crews: expected ${f(lake.ev)} Gems, chance of 7+ Gems ${f(lake.pBig)}`);

// The stall games' content, checked against its schema when first imported.
import relayJson from './relay.json';
import forageJson from './fortune-forage.json';
import pestRaceJson from './pest-race.json';
import { ForageDataSchema, PestRaceDataSchema, RelayDataSchema } from './schema';

export const RELAY_DATA = RelayDataSchema.parse(relayJson);
export const FORAGE_DATA = ForageDataSchema.parse(forageJson);
export const PEST_RACE_DATA = PestRaceDataSchema.parse(pestRaceJson);

export type { ForageData, PestRaceData, RelayData, Pest, StallRules } from './schema';

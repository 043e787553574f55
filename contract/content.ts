// The content's shapes as the guide and the mine map draw them (the service's guide() hands over the content of
// data/): re-exported here, as types only, so the renderer reads them without importing data/.
export type { Character, Effect, Item, LocationCard, LocationSide, SkillEffect } from '../data/schema';
export type { Chamber, MineMap, Quest, Special, Tunnel } from '../data/quests/schema';

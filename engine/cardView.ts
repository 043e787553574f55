// A Story card as the player sees it once face up (contract/view.ts CardView): in the supply, the discard, the seer's
// peek, a decision's cards. Its own file so the decisions' records (engine/decisionHandler.ts) can draw cards
// without importing the whole player's view.
import { storyCard } from '../data/index';
import type { CardView } from '../contract/view';

export function cardView(id: string): CardView {
  const c = storyCard(id);
  return {
    id: c.id, name: c.name, kind: c.kind, fish: c.fish, material: c.material, forage: c.forage,
    loot: c.loot, acquire: c.acquire, charm: c.charm, flavour: c.flavour,
    ...(c.hazard ? { hazard: { strength: c.hazard.strength, agility: c.hazard.agility, win: c.hazard.winText, lose: c.hazard.loseText } } : {}),
    ...(c.options ? { options: c.options.map((o) => o.label) } : {}),
  };
}

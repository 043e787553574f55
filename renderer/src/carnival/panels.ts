// The renderer's side of the one table of stall games (engine/carnival/games.ts): each game's id and the panel that
// draws its view. Typed over every id, so a game added to the engine's table without its panel does not compile.
import type { Component } from 'vue';
import type { StallGameId } from '../../../contract/stalls';
import ForagePanel from './ForagePanel.vue';
import PestRacePanel from './PestRacePanel.vue';
import RelayStallPanel from './RelayStallPanel.vue';
import LakeRacePanel from '../lake-race/LakeRacePanel.vue';

/** The panel of each stall game, and what it is given besides the view, the price and busy. */
export const STALL_PANELS: Record<StallGameId, { panel: Component; props?: Record<string, unknown> }> = {
  'fortune-forage': { panel: ForagePanel },
  'pest-race': { panel: PestRacePanel },
  relay: { panel: RelayStallPanel },
  // the series' panel, drawn as the stall's single race
  'lake-race': { panel: LakeRacePanel, props: { stall: true } },
};

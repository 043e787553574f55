// The Copperfin Relay rules written as a boardgame.io game, used only by bench/relay-peer.ts to compare engines.
// Same rules as engine/carnival/relay (the harbour table is imported so the two cannot drift), in boardgame.io's style:
// moves mutate an immer draft and return INVALID_MOVE when refused.
import type { Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { Dock, LampDock } from '../engine/carnival/index';
import { DOCK_NAMES, MAX_ENERGY, TOTAL_WATCHES, crossingCost, isLampDock } from '../engine/carnival/index';

export interface BgioRelayG {
  dock: Dock;
  energy: number;
  lamps: Record<LampDock, boolean>;
  watch: number;
  status: 'playing' | 'won' | 'unfinished';
  ledger: string[];
}

function afterAction(G: BgioRelayG): void {
  if (isLampDock(G.dock)) G.lamps[G.dock] = true;
  if (G.lamps.R && G.lamps.B && G.lamps.C && G.dock === 'D') G.status = 'won';
  else if (G.watch >= TOTAL_WATCHES) G.status = 'unfinished';
  else G.watch++;
}

export const RelayBgioGame: Game<BgioRelayG> = {
  name: 'copperfin-relay',
  setup: () => ({ dock: 'D', energy: MAX_ENERGY, lamps: { R: false, B: false, C: false }, watch: 1, status: 'playing', ledger: [] }),
  moves: {
    sail: ({ G }, to: Dock) => {
      if (G.status !== 'playing' || to === G.dock) return INVALID_MOVE;
      const cost = crossingCost(G.dock, to, G.watch);
      if (cost === null || cost > G.energy) return INVALID_MOVE;
      G.energy -= cost;
      G.ledger.push(`Watch ${G.watch}: sailed ${DOCK_NAMES[G.dock]} to ${DOCK_NAMES[to]} for ${cost} energy (${G.energy} left).`);
      G.dock = to;
      afterAction(G);
    },
    recharge: ({ G }) => {
      if (G.status !== 'playing' || G.energy >= MAX_ENERGY) return INVALID_MOVE;
      const gain = Math.min(2, MAX_ENERGY - G.energy);
      G.energy += gain;
      G.ledger.push(`Watch ${G.watch}: recharged at ${DOCK_NAMES[G.dock]}, +${gain} energy (${G.energy}).`);
      afterAction(G);
    },
  },
  endIf: ({ G }) => (G.status === 'playing' ? undefined : { status: G.status }),
};

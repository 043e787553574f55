// A game-icons picture for each Location (by its id in data/schema.ts).
import type { Component } from 'vue';
import IconPalmTree from '~icons/game-icons/palm-tree';
import IconWheelbarrow from '~icons/game-icons/wheelbarrow';
import IconCarnivalMask from '~icons/game-icons/carnival-mask';
import IconBerryBush from '~icons/game-icons/berry-bush';
import IconFizzingFlask from '~icons/game-icons/fizzing-flask';
import IconShop from '~icons/game-icons/shop';
import IconGoldMine from '~icons/game-icons/gold-mine';
import IconCrowNest from '~icons/game-icons/crow-nest';
import IconCompass from '~icons/game-icons/compass';

const ICONS: Record<string, Component> = {
  coppersand: IconPalmTree,
  scrapyard: IconWheelbarrow,
  carnival: IconCarnivalMask,
  glade: IconBerryBush,
  chemists: IconFizzingFlask,
  market: IconShop,
  miners: IconGoldMine,
  crowsNest: IconCrowNest,
};

export function locationIcon(id: string): Component {
  return ICONS[id] ?? IconCompass;
}

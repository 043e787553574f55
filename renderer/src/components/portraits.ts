// A game-icons silhouette for each character's banner; unknown ids get a plain figure.
import type { Component } from 'vue';
import IconFisher from '~icons/game-icons/lucky-fisherman';
import IconHood from '~icons/game-icons/hooded-figure';
import IconCowled from '~icons/game-icons/cowled';
import IconPirate from '~icons/game-icons/pirate-hat';
import IconPerson from '~icons/game-icons/person';

const PORTRAITS: Record<string, Component> = { peth: IconFisher, wren: IconHood, maudie: IconCowled, tobias: IconPirate };

export function portraitFor(id: string): Component {
  return PORTRAITS[id] ?? IconPerson;
}

// Rulebook 5: the Story deck on top of the Story's End card; draws for loot, acquire, fish, dig and forage;
// Story's End at the end of the turn (taxes, rot, reshuffle, flipped the first time); the seer's peek.
import { content, storyCard } from '../data/index';
import { draftList, emit, shuffleInPlace, type Ctx } from './draft';
import { gainGems, gainItem, skillTotals } from './character';
import { addToSupply, VERB_KIND } from './supply';
import type { EngineEffect, GameState, Verb } from './types';
import { ofVerb } from './verb';

/** Rulebook 5: draw the top Story card, or null when the deck is spent (Story's End waits for the end of the turn).
 *  Revealing Story's End (the last card drawn) marks it to be resolved when the turn ends. `why` is for the ledger
 *  only: a quiet draft (a rollout's) writes none, so its callers pass '' rather than build the words. */
export function drawStory(c: Ctx, why: string): string | null {
  const s = c.s;
  const card = draftList(c, 'deck').shift();
  if (card === undefined) {
    s.storyEndPending = true;
    if (!c.quiet) emit(c, 'deckSpent', `${why}: the Story deck is spent; Story's End is resolved at the end of this turn.`);
    return null;
  }
  if (s.seerKnown > 0) s.seerKnown--;
  if (!c.quiet) emit(c, 'draw', `${why}: you draw ${storyCard(card).name}.`, { card, chance: true });
  if (s.deck.length === 0 && !s.storyEndPending) {
    s.storyEndPending = true;
    emit(c, 'storyEnd', `The last Story card is drawn: Story's End shows. Its instructions follow at the end of this turn.`);
  }
  return card;
}

/** Rulebook 5: loot N (gain each card's Gems) or acquire N (gain each card's item); the card is then discarded. */
export function lootOrAcquire(c: Ctx, what: 'loot' | 'acquire', n: number, why: string): void {
  for (let i = 0; i < n; i++) {
    const id = drawStory(c, c.quiet ? '' : `${why} (${what} ${i + 1} of ${n})`);
    if (id === null) return;
    const card = storyCard(id);
    if (what === 'loot') {
      const bonus = skillTotals(c.s).lootBonus;
      gainGems(c, card.loot + bonus, `${card.name} is worth ${card.loot} Gems${bonus ? ` and your skill adds ${bonus}` : ''}`);
      if (card.loot + bonus === 0 && !c.quiet) emit(c, 'gems', `${card.name} shows no Gems.`);
    } else {
      gainItem(c, card.acquire, `${card.name} gives an item`);
    }
    draftList(c, 'discard').push(id);
  }
}

/** Rulebook 5: fish, dig or forage N outside a Location action (a quest's action chamber, an event):
 *  cards go to the supply and exclamation marks are ignored (rulebook 7a). Returns the cards drawn. */
export function drawToSupply(c: Ctx, verb: Verb, n: number, why: string): string[] {
  const drawn: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = drawStory(c, c.quiet ? '' : `${why} (${verb} ${i + 1} of ${n})`);
    if (id === null) break;
    addToSupply(c, id, ofVerb(VERB_KIND, verb));
    drawn.push(id);
  }
  return drawn;
}

/** Rulebook 5: the Story's End steps, queued as effects so a rot discard (the player's choice) can come between. */
export function storyEndEffects(s: GameState): EngineEffect[] {
  const side = content.storyEnd[s.storyEndSide];
  return [{ op: 'loseGems', n: side.taxes }, ...side.rot, { op: 'reshuffleStory' }];
}

/** Rulebook 5: shuffle the discarded Story deck to form a new deck; flip Story's End the first time. */
export function reshuffleStory(c: Ctx): void {
  const s = c.s;
  s.deck = s.discard.concat(s.deck);
  s.discard = [];
  shuffleInPlace(c, s.deck);
  s.seerKnown = 0;
  s.storyEnds++;
  if (!c.quiet) emit(c, 'shuffle', `The discarded Story cards are shuffled into a new deck of ${s.deck.length}.`, { chance: true });
  if (s.storyEndSide === 'blue') {
    s.storyEndSide = 'red';
    emit(c, 'flip', `Story's End is flipped to its red side: taxes and rot are harsher from now on.`);
  }
}

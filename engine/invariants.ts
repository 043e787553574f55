// The bounds and conservation laws every reachable state keeps (used by the property tests and the play script's
// --check mode). Each returns a list of broken invariants, empty when all hold.
import { STORY_IDS } from '../data/index';
import { content } from '../data/index';
import { cardCount } from './supply';
import type { GameState } from './types';

/** Every place a Story card can be: deck, discard, supply, or held by a decision. A quest holds none: a card drawn in
 *  a mine goes to the discard pile once resolved (7a). */
export function cardHolders(s: GameState): string[] {
  const out = [...s.deck, ...s.discard, ...s.supply.map((x) => x.card)];
  for (const d of s.pending) {
    if (d.kind === 'seerOrder') out.push(...d.cards);
    if (d.kind === 'eventOption') out.push(d.card);
  }
  return out;
}

export function brokenInvariants(s: GameState): string[] {
  const bad: string[] = [];
  const R = content.rules;
  if (s.gems < 0 || s.gems > 60) bad.push(`gems ${s.gems} outside 0..60`);
  if (s.lives < 0 || s.lives > 4) bad.push(`lives ${s.lives} outside 0..4`);
  if (s.pep < 0 || s.pep > 4) bad.push(`pep ${s.pep} outside 0..4`);
  if (s.lives === 0 && s.status !== 'lost') bad.push('0 Lives but not lost');
  if (s.strength < 2 || s.strength > R.statMax) bad.push(`strength ${s.strength}`);
  if (s.agility < 2 || s.agility > R.statMax) bad.push(`agility ${s.agility}`);
  if (s.xp < 0 || s.xp > R.xpMax) bad.push(`xp ${s.xp}`);
  if (s.rucksack.length > R.rucksackLimit) bad.push(`rucksack holds ${s.rucksack.length}`);
  if (new Set(s.rucksack).size !== s.rucksack.length) bad.push('two items of one type');
  if (s.pending.length === 0 && s.status === 'playing') {
    for (const k of ['fish', 'material', 'forage'] as const) if (cardCount(s, k) > R.supplyLimit) bad.push(`${cardCount(s, k)} ${k} cards after an action`);
  }
  const held = cardHolders(s);
  if (held.length !== 28) bad.push(`${held.length} Story cards accounted for, not 28`);
  const set = new Set(held);
  for (const id of STORY_IDS) if (!set.has(id)) bad.push(`Story card ${id} is nowhere`);
  if (s.day < 1 || s.day > 3) bad.push(`day ${s.day}`);
  const track = s.phase === 'day' ? R.dayTrack : R.nightTrack;
  if (s.timer < 0 || s.timer > track) bad.push(`timer ${s.timer} outside its track`);
  if (s.status === 'playing' && s.pending.length === 0 && s.place.at !== 'mine' && s.timer >= track) bad.push('timer on the flip square after an action');
  return bad;
}

/** Time as one number that only grows: day, then night after day, then squares. */
export function timeOrdinal(s: GameState): number {
  return (s.day - 1) * 100 + (s.phase === 'night' ? 50 : 0) + s.timer;
}

// Rulebook 7a, Special chambers: the lettered Special card drawn and resolved, or kept in hand. Apart from the
// queue (run.ts), which runs a drawSpecial step, and the chambers (chambers.ts), which draw on entering one: both
// import it, and neither imports the other for it.
import { emit, type Ctx } from '../draft';
import { specialByLetter } from '../../data/quests/index';
import { draftPart, type MineState } from './mine';

/** 7a, Special chamber: "Draw and resolve (or keep) the Special card matching the letter shown", and "You always
 *  resolve a chamber, even if you have already visited it". A card resolved at once goes back with the others and is
 *  drawn again on a later visit. Reading (engine/README.md): there is one card of each letter, so while you keep a
 *  card it is in your hand, not in the pile, and its chamber has nothing to give; once you return it by playing it
 *  (its text says "return it"), the chamber draws it again. */
export function drawSpecial(c: Ctx, m: MineState, letter: string): void {
  const card = specialByLetter(letter);
  if (m.kept.includes(letter)) {
    if (!c.quiet) emit(c, 'special', `Special card ${letter} (${card.name}) is in your hand, so this chamber has nothing to give until you play it.`);
    return;
  }
  if (card.kept) {
    draftPart(c, m, 'kept').push(letter);
    if (!c.quiet) emit(c, 'special', `You draw Special card ${letter}, ${card.name}, and keep it: ${card.text}`);
    return;
  }
  if (!c.quiet) emit(c, 'special', `You draw Special card ${letter}, ${card.name}: ${card.text}`);
  m.queue.unshift(...card.effects);
}

// The end of every action (rulebook 5 and 6): supply limits, level-ups, Story's End, then the day/night flip.
// One short loop so the shape of a turn is visible in one place.
import { emit, type Ctx } from './draft';
import { levelOf } from './character';
import { excess, KIND_WORD } from './supply';
import { runEffects } from './effects';
import { storyEndEffects } from './story';
import { flipCard, trackLength } from './time';

/** Settle everything owed after an action, stopping at the first decision the player must make. */
export function settle(c: Ctx): void {
  const s = c.s;
  for (let guard = 0; guard < 100; guard++) {
    if (s.status !== 'playing' || s.pending.length > 0) return;

    // Rulebook 5: "If you ever have more [than 6 of a kind], discard excess cards of your choice straight away."
    const over = excess(s);
    if (over) {
      s.pending.push({ kind: 'discardExcess', supply: over.kind, count: over.count });
      if (!c.quiet) emit(c, 'limit', `You hold too many ${KIND_WORD[over.kind]} cards: choose ${over.count} to discard.`);
      return;
    }

    // Rulebook 8: each LEVEL square reached owes one perk, in order.
    if (levelOf(s.xp) > s.levelReached) {
      s.levelReached++;
      s.pending.push({ kind: 'levelUp', level: s.levelReached });
      if (!c.quiet) emit(c, 'levelUp', `You reach LEVEL ${s.levelReached}: choose a perk.`, { level: s.levelReached });
      return;
    }

    // A mine turn's end is the quest engine's to call; Story's End and flips wait while a stall or quest step is open.
    // Rulebook 5: Story's End "at the end of your turn": taxes, rot, reshuffle (and flip the first time).
    if (s.storyEndPending) {
      s.storyEndPending = false;
      if (!c.quiet) emit(c, 'storyEnd', `Story's End (${s.storyEndSide} side): pay your taxes, discard rotten supplies, then reshuffle.`);
      runEffects(c, storyEndEffects(s), { why: "Story's End" });
      continue;
    }

    // Rulebook 6: the timer on the flip square turns the card.
    if (s.timer >= trackLength(s)) {
      flipCard(c);
      continue;
    }
    return;
  }
  throw new Error('settle: more than 100 steps at the end of one action; a rule is looping');
}

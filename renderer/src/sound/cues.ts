// Which sound an answer from the service deserves (issue 24, item 16): dice for a roll, a card for a draw, coins for
// Gems gained, a fanfare for a level, the crows at the Crows' Nest. Pure, so it is tested without a sound card; never
// more than three cues an answer, and each kind once, so a long turn does not clatter.
import type { AnyEvent } from '../../../contract/actions';

export type Cue = 'dice' | 'card' | 'coins' | 'level' | 'crows';

export function cuesFor(events: readonly AnyEvent[], levelUp: boolean): Cue[] {
  const out: Cue[] = [];
  const add = (c: Cue) => void (!out.includes(c) && out.push(c));
  for (const e of events) {
    if (e.type === 'crows' || e.type.startsWith('crows')) add('crows');
    else if (typeof e.roll === 'number' || Array.isArray(e.rolls)) add('dice');
    else if (e.type === 'supply' || e.type === 'draw' || e.type === 'torch') add('card');
    else if (e.type === 'gems' && typeof e.delta === 'number' && e.delta > 0) add('coins');
  }
  if (levelUp) add('level');
  return out.slice(0, 3);
}

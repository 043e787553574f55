// Guide: Burrow Glade. GO FORAGING and RELAX IN THE GLADE.
import { gainLives, gainPep } from '../character';
import { handler, offered } from '../handler';
import { spendTime } from '../time';
import { moveTo, sideOf } from './common';
import { gatheringTime, maxDraws, startGathering } from './gathering';

const RULE = 'Guide: Burrow Glade';

const FORAGING = offered({ type: 'goForaging' });

/** Guide, Burrow Glade: spend time, forage up to 3 times; marks resolve the penalties; 7+ forageables flips it with 1 XP. */
export const goForaging = handler({
  type: 'goForaging', rule: RULE, group: () => 'glade',
  time: (s) => gatheringTime(s, 'glade', 'forage'),
  label: () => 'Go foraging',
  detail: (s) => `Forage up to ${maxDraws(s, 'glade', 'forage')} times; exclamation marks bring the Burrow Glade penalties.`,
  candidates: () => FORAGING,
  check: (s) => (s.deck.length === 0 ? 'The Story deck is spent until Story\'s End is resolved at the end of this turn.' : null),
  apply: (c) => startGathering(c, 'glade', 'forage'),
});

const RELAX = offered({ type: 'relax', gain: 'life' }, { type: 'relax', gain: 'pep' });

/** Guide, Burrow Glade: spend time to gain 1 Life or gain 2 Pep (the red side: 1 Pep). */
export const relax = handler({
  type: 'relax', rule: RULE, group: () => 'glade',
  time: (s) => sideOf(s, 'glade').relax!.time,
  label: (s, a) => {
    const r = sideOf(s, 'glade').relax!;
    return a.gain === 'life' ? `Relax in the glade (+${r.lives} Life)` : `Relax in the glade (+${r.pep} Pep)`;
  },
  detail: () => 'Spend time resting among the moss.',
  candidates: () => RELAX,
  check: (_s, a) => (a.gain === 'life' || a.gain === 'pep' ? null : 'Relaxing gives a Life or Pep.'),
  apply: (c, a) => {
    const r = sideOf(c.s, 'glade').relax!;
    spendTime(c, r.time);
    moveTo(c, 'glade');
    if (a.gain === 'life') gainLives(c, r.lives, 'You relax in the glade');
    else gainPep(c, r.pep, 'You relax in the glade');
  },
});

export const gladeHandlers = [goForaging, relax];

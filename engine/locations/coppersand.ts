// Guide: Coppersand. GO FISHING and GO BEACHCOMBING.
import { rollDie, emit } from '../draft';
import { gainGems } from '../character';
import { spendTime } from '../time';
import { handler, offered } from '../handler';
import { moveTo, sideOf } from './common';
import { gatheringTime, maxDraws, startGathering } from './gathering';

const RULE = 'Guide: Coppersand';

const FISHING = offered({ type: 'goFishing' });

/** Guide, Coppersand: spend time, then fish up to 3 times; marks resolve the penalty ladder; 7+ fish flips it with 1 XP. */
export const goFishing = handler({
  type: 'goFishing', rule: RULE, group: () => 'coppersand',
  time: (s) => gatheringTime(s, 'coppersand', 'fish'),
  label: () => 'Go fishing',
  detail: (s) => `Fish up to ${maxDraws(s, 'coppersand', 'fish')} times; exclamation marks bring the Coppersand penalties.`,
  candidates: () => FISHING,
  check: (s) => (s.deck.length === 0 ? 'The Story deck is spent until Story\'s End is resolved at the end of this turn.' : null),
  apply: (c) => startGathering(c, 'coppersand', 'fish'),
});

const BEACHCOMB = offered({ type: 'beachcomb' });

/** Guide, Coppersand: spend time, roll the die 2 times, gain the difference in Gems. */
export const beachcomb = handler({
  type: 'beachcomb', rule: RULE, group: () => 'coppersand',
  time: (s) => sideOf(s, 'coppersand').beachcomb!.time,
  label: () => 'Go beachcombing',
  detail: (s) => {
    const b = sideOf(s, 'coppersand').beachcomb!.bonus;
    return `Roll the die twice and gain the difference in Gems${b < 0 ? `, less ${-b}` : b > 0 ? `, plus ${b}` : ''}.`;
  },
  candidates: () => BEACHCOMB,
  check: () => null,
  apply: (c) => {
    const side = sideOf(c.s, 'coppersand').beachcomb!;
    spendTime(c, side.time);
    moveTo(c, 'coppersand');
    const a = rollDie(c);
    const b = rollDie(c);
    const gems = Math.max(0, Math.abs(a - b) + side.bonus);
    if (!c.quiet) emit(c, 'roll', `Beachcombing: you roll ${a} and ${b}.`, { rolls: [a, b], chance: true });
    if (gems > 0) gainGems(c, gems, 'Beachcombing');
    else emit(c, 'gems', 'Beachcombing: the sand gives up nothing today.');
  },
});

export const coppersandHandlers = [goFishing, beachcomb];

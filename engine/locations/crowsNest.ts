// Guide: The Crows' Nest. PAY THE CROWS: pay 60 Gems, then roll 5 times on the chart.
import { payGems } from '../character';
import { emit } from '../draft';
import { runEffects } from '../effects';
import { handler, offered } from '../handler';
import { sideOf } from './common';

const RULE = "Guide: The Crows' Nest";

const PAY = offered({ type: 'payCrows' });

/** Guide, The Crows' Nest: pay 60 Gems, then 5 rolls; a demand not met costs a Life; alive after the fifth wins. */
export const payCrows = handler({
  type: 'payCrows', rule: RULE, group: () => 'crowsNest', time: () => 0,
  quick: (s) => s.gems >= sideOf(s, 'crowsNest').crows!.pay,
  label: (s) => `Pay the Crows (${sideOf(s, 'crowsNest').crows!.pay} Gems)`,
  detail: (s) => `Then roll ${sideOf(s, 'crowsNest').crows!.rolls} times on the Crows' chart; a demand you cannot meet costs a Life.`,
  candidates: () => PAY,
  check: (s) => {
    const pay = sideOf(s, 'crowsNest').crows!.pay;
    return s.gems >= pay ? null : `The Crows want ${pay} Gems; you have ${s.gems}.`;
  },
  apply: (c) => {
    const crows = sideOf(c.s, 'crowsNest').crows!;
    c.s.place = { at: 'crowsNest' };
    payGems(c, crows.pay, 'The Crows');
    emit(c, 'crows', `The Crows count every Gem, then roll for what else they want.`);
    runEffects(c, [{ op: 'crowsRoll', left: crows.rolls }], { why: 'The Crows demand' });
  },
});

export const crowsNestHandlers = [payCrows];

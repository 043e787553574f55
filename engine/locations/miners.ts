// Guide: Miners' Guild. VISIT THEIR LIBRARY here; ATTEMPT A QUEST is the quest engine's (engine/quests, via plugins.ts).
import { gainStat, payGems } from '../character';
import { content } from '../../data/index';
import { affordReason, handler, offered, plural } from '../handler';
import { spendTime } from '../time';
import { moveTo, sideOf } from './common';

const RULE = "Guide: Miners' Guild";

const STUDY = offered({ type: 'visitLibrary', stat: 'strength' }, { type: 'visitLibrary', stat: 'agility' });

/** Guide, Miners' Guild: spend the time and Gems shown to gain 1 Strength or 1 Agility. */
export const visitLibrary = handler({
  type: 'visitLibrary', rule: RULE, group: () => 'miners',
  time: (s) => sideOf(s, 'miners').library!.time,
  quick: (s) => s.gems >= sideOf(s, 'miners').library!.gems,
  label: (s, a) => `Study in the library: +1 ${a.stat === 'strength' ? 'Strength' : 'Agility'} (${plural(sideOf(s, 'miners').library!.gems, 'Gem')})`,
  candidates: () => STUDY,
  check: (s, a) => {
    if (a.stat !== 'strength' && a.stat !== 'agility') return 'The library teaches Strength or Agility.';
    if (s[a.stat] >= content.rules.statMax) return `Your ${a.stat === 'strength' ? 'Strength' : 'Agility'} is already ${content.rules.statMax}, the top of its track.`;
    return affordReason('The library', sideOf(s, 'miners').library!.gems, s.gems);
  },
  apply: (c, a) => {
    const lib = sideOf(c.s, 'miners').library!;
    spendTime(c, lib.time);
    moveTo(c, 'miners');
    payGems(c, lib.gems, "The Miners' Guild library");
    gainStat(c, a.stat, 1, 'You study old maps and older manuals');
  },
});

export const minersHandlers = [visitLibrary];

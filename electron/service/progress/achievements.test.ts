// Issue 29: each achievement is earned by a campaign that meets its condition and not by a near miss (one step short),
// and the campaign named is the earliest-started one that meets it.
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from '../../../data/progress/achievements';
import { NORMAL_HARDER } from '../../../contract';
import { evaluate, type CalendarDay, type FactsOf } from './achievements';
import type { CampaignFacts } from './facts';

const base: CampaignFacts = {
  v: 1,
  actions: 100,
  character: 'peth',
  harder: NORMAL_HARDER,
  status: 'lost',
  mostGems: 30,
  mostGemsAt: 50,
  paid: null,
  lives: 0,
  pep: 0,
  gems: 30,
  level: 3,
  mostRed: 3,
  questsDone: [],
  relayWatches: null,
  lakePlace: null,
};
const paidDay3 = { day: 3, phase: 'day' as const, hoursLeft: 4, seq: 99, red: false };
const win: Partial<CampaignFacts> = { status: 'won', paid: paidDay3, lives: 1, gems: 0, mostGems: 60 };

let n = 0;
function campaign(over: Partial<CampaignFacts>, id = `c${++n}`): FactsOf {
  return { id, name: id, createdAt: `2026-11-${String(10 + n).padStart(2, '0')}T10:00:00Z`, lastPlayedAt: `2026-11-${String(10 + n).padStart(2, '0')}T11:00:00Z`, facts: { ...base, ...over } };
}
const day = (date: string, status: CalendarDay['status'] = 'won'): CalendarDay => ({ date, campaignId: `d-${date}`, status, score: null });

/** For each achievement: the campaigns (and calendar) that earn it, and a near miss that does not. */
const CASES: Record<string, { earn: () => { all: FactsOf[]; calendar?: CalendarDay[] }; miss: () => { all: FactsOf[]; calendar?: CalendarDay[] } }> = {
  'win-peth': { earn: () => ({ all: [campaign({ ...win })] }), miss: () => ({ all: [campaign({ ...win, status: 'lost', lives: 0 })] }) },
  'win-wren': { earn: () => ({ all: [campaign({ ...win, character: 'wren' })] }), miss: () => ({ all: [campaign({ ...win, character: 'peth' })] }) },
  'win-maudie': { earn: () => ({ all: [campaign({ ...win, character: 'maudie' })] }), miss: () => ({ all: [campaign({ character: 'maudie' })] }) },
  'win-tobias': { earn: () => ({ all: [campaign({ ...win, character: 'tobias' })] }), miss: () => ({ all: [campaign({ character: 'tobias', status: 'playing' })] }) },
  'harder-story-end': {
    earn: () => ({ all: [campaign({ ...win, harder: { ...NORMAL_HARDER, storyEndRed: true } })] }),
    miss: () => ({ all: [campaign({ harder: { ...NORMAL_HARDER, storyEndRed: true } }), campaign({ ...win, harder: { ...NORMAL_HARDER, crowsNestRed: true } })] }),
  },
  'harder-flips': {
    earn: () => ({ all: [campaign({ ...win, harder: { ...NORMAL_HARDER, extraFlips: 1 } })] }),
    miss: () => ({ all: [campaign({ harder: { ...NORMAL_HARDER, extraFlips: 3 } }), campaign({ ...win })] }),
  },
  'harder-hazards': {
    earn: () => ({ all: [campaign({ ...win, harder: { ...NORMAL_HARDER, hazardsPlusOne: true } })] }),
    miss: () => ({ all: [campaign({ harder: { ...NORMAL_HARDER, hazardsPlusOne: true } })] }),
  },
  'red-nest': {
    earn: () => ({ all: [campaign({ ...win, paid: { ...paidDay3, red: true } })] }),
    // paid on red but did not live through the rolls; won on blue
    miss: () => ({ all: [campaign({ ...win, status: 'lost', lives: 0, paid: { ...paidDay3, red: true } }), campaign({ ...win })] }),
  },
  'early-payment': {
    earn: () => ({ all: [campaign({ ...win, paid: { ...paidDay3, day: 2, hoursLeft: 11 } })] }),
    miss: () => ({ all: [campaign({ ...win, paid: { ...paidDay3, day: 3, hoursLeft: 7 } }), campaign({ ...win, status: 'lost', lives: 0, paid: { ...paidDay3, day: 2 } })] }),
  },
  'spare-lives': { earn: () => ({ all: [campaign({ ...win, lives: 3 })] }), miss: () => ({ all: [campaign({ ...win, lives: 2 }), campaign({ lives: 4, status: 'lost' })] }) },
  'quest-boydell': { earn: () => ({ all: [campaign({ questsDone: ['finding-mr-boydell'] })] }), miss: () => ({ all: [campaign({ questsDone: ['the-lamplighters-round'] })] }) },
  'quest-lamplighter': { earn: () => ({ all: [campaign({ questsDone: ['the-lamplighters-round'] })] }), miss: () => ({ all: [campaign({ questsDone: ['finding-mr-boydell'] })] }) },
  'quest-powder': { earn: () => ({ all: [campaign({ questsDone: ['powder-for-sallow-gap'] })] }), miss: () => ({ all: [campaign({ questsDone: [] })] }) },
  'quest-vault': { earn: () => ({ all: [campaign({ questsDone: ['the-flooded-vault'] })] }), miss: () => ({ all: [campaign({ questsDone: ['old-grindles-den'] })] }) },
  'quest-grindle': { earn: () => ({ all: [campaign({ questsDone: ['old-grindles-den'] })] }), miss: () => ({ all: [campaign({ questsDone: ['the-crystal-warren'] })] }) },
  'quest-warren': { earn: () => ({ all: [campaign({ questsDone: ['the-crystal-warren'] })] }), miss: () => ({ all: [campaign({ questsDone: ['the-flooded-vault'] })] }) },
  'relay-six': { earn: () => ({ all: [campaign({ relayWatches: 6 })] }), miss: () => ({ all: [campaign({ relayWatches: null })] }) },
  'lake-first': { earn: () => ({ all: [campaign({ lakePlace: { place: 1, boats: 3 } })] }), miss: () => ({ all: [campaign({ lakePlace: { place: 2, boats: 3 } })] }) },
  'all-red': { earn: () => ({ all: [campaign({ mostRed: 6 })] }), miss: () => ({ all: [campaign({ mostRed: 5 }), campaign({ mostRed: 5 })] }) },
  'top-level': { earn: () => ({ all: [campaign({ level: 5 })] }), miss: () => ({ all: [campaign({ level: 4 })] }) },
  'five-wins': {
    earn: () => ({ all: [1, 2, 3, 4, 5].map(() => campaign({ ...win })) }),
    miss: () => ({ all: [...[1, 2, 3, 4].map(() => campaign({ ...win })), campaign({})] }),
  },
  'daily-streak': {
    earn: () => ({ all: [], calendar: [day('2026-11-29'), day('2026-11-30', 'lost'), day('2026-12-01')] }),
    // three finished dailies, but a day missed between; or three days with the last still being played
    miss: () => ({ all: [], calendar: [day('2026-11-28'), day('2026-11-30'), day('2026-12-01'), day('2026-12-03'), day('2026-12-04'), day('2026-12-05', 'playing')] }),
  },
};

const earned = (id: string, x: { all: FactsOf[]; calendar?: CalendarDay[] }) => evaluate(x.all, x.calendar ?? []).find((e) => e.achievement.id === id)!;

describe('achievements (issue 29)', () => {
  it('number about twenty, each with a name and a sentence, and each has a case below', () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(CASES).sort()).toEqual(ACHIEVEMENTS.map((a) => a.id).sort());
  });

  for (const a of ACHIEVEMENTS) {
    it(`${a.id} ("${a.name}"): earned by a campaign that meets it, not by a near miss`, () => {
      const c = CASES[a.id];
      const yes = c.earn();
      expect(earned(a.id, yes).campaignId).not.toBeNull();
      expect(earned(a.id, c.miss()).campaignId).toBeNull();
    });
  }

  it('names the earliest-started campaign that meets it, whatever order they were last played in', () => {
    const later = campaign({ ...win, character: 'wren' }, 'later');
    const first = { ...campaign({ ...win, character: 'wren' }, 'first'), createdAt: '2026-01-01T00:00:00Z', lastPlayedAt: '2026-12-31T00:00:00Z' };
    expect(earned('win-wren', { all: [later, first] }).campaignId).toBe('first');
  });

  it('counts progress toward the ones counted in steps', () => {
    const all = [campaign({ ...win }), campaign({ ...win }), campaign({ mostRed: 4, level: 3 })];
    expect(earned('five-wins', { all }).progress).toEqual({ have: 2, need: 5 });
    expect(earned('all-red', { all }).progress).toEqual({ have: 4, need: 6 });
    expect(earned('daily-streak', { all: [], calendar: [day('2026-11-29'), day('2026-11-30')] }).progress).toEqual({ have: 2, need: 3 });
  });
});

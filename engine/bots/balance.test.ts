import { describe, expect, it } from 'vitest';
import { balanceChecks, formatChecks, LOCATION_ACTIONS } from './balance';
import { buildReport, type CampaignRecord } from './report';
import { QUESTS } from '../../data/quests/index';

const allUses = Object.fromEntries(LOCATION_ACTIONS.map((a) => [`day/${a}`, 1]));
const quests = QUESTS.map((q) => q.id);

function rec(index: number, over: Partial<CampaignRecord>): CampaignRecord {
  return { index, seed: `s${index}`, character: ['peth', 'wren', 'maudie', 'tobias'][index % 4], setting: 'normal', won: false, cause: 'out of time', gemsAtDayEnd: [1, 2, 3], level: 2, actions: 50, uses: {}, quests: [], ...over };
}

describe("data/README.md's balance targets", () => {
  it('all met: half the normal games won, the harder option lower, every action and quest used by winners, loops weak', () => {
    const records = [
      ...Array.from({ length: 8 }, (_, i) => rec(i, { won: i < 4, cause: i < 4 ? null : 'x', uses: allUses, quests })),
      ...Array.from({ length: 8 }, (_, i) => rec(8 + i, { setting: 'storyEndRed', won: i === 0, cause: i ? 'x' : null })),
    ];
    const loops = [buildReport('loop:dig', 's', [rec(0, {}), rec(1, { won: true, cause: null })])];
    const checks = balanceChecks(buildReport('strong', 's', records), loops);
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    expect(formatChecks(checks)).toContain('Every target is met.');
  });

  it('names each missed target', () => {
    const records = Array.from({ length: 10 }, (_, i) => rec(i, { won: i < 9, cause: i < 9 ? null : 'x', uses: { 'day/dig': 3 } }));
    const loops = [buildReport('loop:dig', 's', Array.from({ length: 10 }, (_, i) => rec(i, { won: true, cause: null })))];
    const missed = balanceChecks(buildReport('strong', 's', records), loops).filter((c) => !c.ok).map((c) => c.target);
    expect(missed).toContain('strong player wins 35-65% of normal games');
    expect(missed).toContain('winners use beachcomb');
    expect(missed).not.toContain('winners use dig');
    expect(missed).toContain(`winners attempt ${QUESTS[0].name}`);
    expect(missed).toContain('loop:dig wins at most 90%');
  });
});

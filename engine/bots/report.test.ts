import { describe, expect, it } from 'vitest';
import { buildReport, formatReport, type CampaignRecord } from './report';

function record(index: number, over: Partial<CampaignRecord>): CampaignRecord {
  return {
    index,
    seed: `s-${index}`,
    character: 'peth',
    setting: 'normal',
    won: false,
    cause: 'out of time',
    gemsAtDayEnd: [10, 20, 30],
    level: 2,
    actions: 40,
    uses: { 'coppersand/fish': 2 },
    quests: [],
    ...over,
  };
}

const records: CampaignRecord[] = [
  record(0, { won: true, cause: null, uses: { 'coppersand/fish': 3, 'night/work': 2 }, quests: ['boydell'], gemsAtDayEnd: [20, 40, 60] }),
  record(1, { character: 'wren', cause: 'out of Lives', gemsAtDayEnd: [5] }),
  record(2, { setting: 'storyEndRed' }),
  record(3, { character: 'wren', won: true, cause: null, uses: { 'night/work': 1 }, level: 3 }),
];

describe('simulation report', () => {
  it('counts wins, causes of loss, levels, and what winners used', () => {
    const r = buildReport('random', 'x', records);
    expect(r.overall.played).toBe(4);
    expect(r.overall.won).toBe(2);
    expect(r.overall.causes).toEqual({ 'out of Lives': 1, 'out of time': 1 });
    expect(r.overall.levels).toEqual({ '2': 3, '3': 1 });
    expect(r.overall.actionsByWinners).toEqual({ 'coppersand/fish': { campaigns: 1, uses: 3 }, 'night/work': { campaigns: 2, uses: 3 } });
    expect(r.overall.questsByWinners).toEqual({ boydell: 1 });
    expect(r.overall.meanGemsAtDayEnd).toEqual([11.25, 80 / 3, 40]);
    expect(r.byCharacter.wren.won).toBe(1);
    expect(r.bySetting.storyEndRed.played).toBe(1);
  });

  it('is the same whatever order the workers returned the records in', () => {
    const a = buildReport('random', 'x', records);
    const b = buildReport('random', 'x', [...records].reverse());
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(formatReport(b)).toBe(formatReport(a));
  });

  it('prints a table a person can paste into data/README.md', () => {
    const text = formatReport(buildReport('random', 'x', records));
    expect(text).toContain('| all | 4 | 2 | 50.0% (');
    expect(text).toContain('| out of Lives | 1 | 50.0% |');
    expect(text).toContain('| night/work | 100.0% | 1.50 |');
  });
});

import { describe, expect, it } from 'vitest';
import type { CampaignSummary } from '../api';
import { savesTree, shareFileName } from './savesTree';

const HARDER = { storyEndRed: false, crowsNestRed: false, extraFlips: 0, hazardsPlusOne: false };
function c(id: string, lastPlayedAt: string, parentId?: string | null): CampaignSummary {
  return {
    id, name: `Name ${id}`, character: 'peth', day: 1, phase: 'day', gems: 2, level: 1, status: 'playing', createdAt: lastPlayedAt, lastPlayedAt, harder: HARDER,
    ...(parentId !== undefined ? { practice: true, branch: { parentId, step: 3, luck: 'same' as const } } : {}),
  };
}

describe('the saves as a tree (issue 25)', () => {
  it('puts each branch under its parent, newest played first at each level', () => {
    const list = [c('a', '2026-01-01'), c('b', '2026-01-05'), c('a1', '2026-01-03', 'a'), c('a2', '2026-01-04', 'a'), c('a11', '2026-01-02', 'a1')];
    expect(savesTree(list).map((s) => [s.campaign.id, s.depth, s.parentName])).toEqual([
      ['b', 0, null],
      ['a', 0, null],
      ['a2', 1, 'Name a'],
      ['a1', 1, 'Name a'],
      ['a11', 2, 'Name a1'],
    ]);
  });

  it('stands a branch whose parent is gone, or imported, at the top level', () => {
    const list = [c('x', '2026-01-01', 'deleted'), c('y', '2026-01-02', null)];
    expect(savesTree(list).map((s) => [s.campaign.id, s.depth, s.parentName])).toEqual([
      ['y', 0, null],
      ['x', 0, null],
    ]);
  });

  it('names a shared file after the campaign, in plain letters', () => {
    expect(shareFileName("Peth's first summer, from step 12")).toBe('Peths-first-summer-from-step-12.crows.json');
    expect(shareFileName('???')).toBe('campaign.crows.json');
  });
});

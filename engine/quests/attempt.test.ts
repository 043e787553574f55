// Rulebook 7 and the guide's Miners' Guild: attempting a quest.
import { describe, expect, it } from 'vitest';
import { check, describeActions, legalActions, playerView } from '../index';
import { game, mine, q, questLegal } from './testkit';

const attempt = (quest: string, tool: string | null) => ({ type: 'quest' as const, action: { type: 'attempt', quest, tool } });

describe("Guide, Miners' Guild: attempt a quest", () => {
  it('Guide: below LEVEL 3 only shallow quests are offered, each with the free tool of your choice', () => {
    const s = game('guild');
    const offered = questLegal(s).filter((a) => a.type === 'attempt');
    expect(new Set(offered.map((a) => a.type === 'attempt' && a.quest))).toEqual(new Set(['finding-mr-boydell', 'the-lamplighters-round', 'powder-for-sallow-gap']));
    // Peth carries a life brew: every tool is on offer
    expect(new Set(offered.map((a) => a.type === 'attempt' && a.tool))).toEqual(new Set(['shovel', 'torch', 'clock', 'gloves']));
    expect(check(s, attempt('the-flooded-vault', 'torch'))).toEqual({ ok: false, reason: "The Flooded Vault is a deep quest; below LEVEL 3 the Miners' Guild offers only shallow ones." });
  });

  it("8 and the guide: from LEVEL 3 the Miners' Guild is flipped and only deep quests are offered", () => {
    const s = game('guild', (t) => ((t.xp = 3), (t.levelReached = 3), (t.sides.miners = 'red')));
    const offered = new Set(questLegal(s).map((a) => a.type === 'attempt' && a.quest));
    expect(offered).toEqual(new Set(['the-flooded-vault', 'old-grindles-den', 'the-crystal-warren']));
    expect(check(s, attempt('finding-mr-boydell', 'torch'))).toMatchObject({ ok: false, reason: expect.stringContaining('from LEVEL 3') });
  });

  it('Guide: each quest can only be attempted once per game', () => {
    let s = game('once');
    s = q(s, { type: 'attempt', quest: 'finding-mr-boydell', tool: 'torch' });
    s = { ...s, quest: null, place: { at: 'town', location: null } };
    expect(check(s, attempt('finding-mr-boydell', 'shovel'))).toEqual({ ok: false, reason: 'You have already attempted Finding Mr. Boydell; each quest can be attempted once per game.' });
    expect(questLegal(s).some((a) => a.type === 'attempt' && a.quest === 'finding-mr-boydell')).toBe(false);
  });

  it('3 and the guide: the free tool goes into the rucksack; one you already carry is refused', () => {
    const s = game('tool', (t) => (t.rucksack = ['lifeBrew', 'shovel']));
    expect(check(s, attempt('finding-mr-boydell', 'shovel'))).toEqual({ ok: false, reason: 'You already carry a shovel; choose another tool.' });
    const t = q(s, { type: 'attempt', quest: 'finding-mr-boydell', tool: 'gloves' });
    expect(t.rucksack).toEqual(['lifeBrew', 'shovel', 'gloves']);
  });

  it('3: with a full rucksack the quest is attempted without a tool', () => {
    const s = game('full', (t) => (t.rucksack = ['lifeBrew', 'pepBrew', 'xpBrew', 'shovel', 'torch', 'clock']));
    expect(questLegal(s).filter((a) => a.type === 'attempt').every((a) => a.type === 'attempt' && a.tool === null)).toBe(true);
    expect(check(s, attempt('finding-mr-boydell', 'gloves'))).toMatchObject({ ok: false });
  });

  it('7: the set-up puts the mine tokens face down at random in the quest chambers, and the meeple at the entrance', () => {
    const arrangements = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const s = q(game(seed), { type: 'attempt', quest: 'finding-mr-boydell', tool: 'torch' });
      const m = mine(s);
      expect(m.at).toBe('entrance');
      expect(Object.keys(m.tokens).sort()).toEqual(['q-crawl', 'q-gallery', 'q-ledge', 'q-well']);
      expect(Object.values(m.tokens).map((t) => t.n).sort()).toEqual([1, 2, 3, 4]);
      expect(Object.values(m.tokens).every((t) => !t.known)).toBe(true);
      expect(playerView(s).quest!.tokensKnown).toEqual({});
      arrangements.add(JSON.stringify(m.tokens));
    }
    expect(arrangements.size).toBeGreaterThan(1);
  });

  it('6: quests are attempted by day; at night the Guild is closed', () => {
    const s = game('night', (t) => ((t.phase = 'night'), (t.place = { at: 'night' })));
    expect(check(s, attempt('finding-mr-boydell', 'torch'))).toEqual({ ok: false, reason: "Quests are attempted at the Miners' Guild, by day." });
  });

  it('7a: the view and the prompts show the mine: group "mine" moves, the map, where you stand, the goal', () => {
    const s = q(game('view'), { type: 'attempt', quest: 'finding-mr-boydell', tool: 'torch' });
    const v = playerView(s);
    expect(v.location).toBe('mine');
    expect(v.quest).toMatchObject({ id: 'finding-mr-boydell', chamber: 'entrance', visited: [], goal: { done: 0, of: 1, complete: false } });
    expect((v.quest!.map as { chambers: unknown[] }).chambers).toHaveLength(12);
    const info = describeActions(s);
    expect(info.find((i) => i.group === 'mine')).toMatchObject({ label: 'Move to Lantern Hall', rule: '7a', legal: true, detail: 'Story chamber, depth 1' });
    expect(legalActions(s).every((a) => a.type === 'quest' || a.type === 'useItem')).toBe(true);
  });

  it("Guide, Miners' Guild: the prompts show refused quests with their reasons", () => {
    const info = describeActions(game('prompts')).filter((i) => i.group === 'miners' && (i.action as { type: string }).type === 'quest');
    const vault = info.find((i) => i.label.startsWith('Attempt The Flooded Vault'));
    expect(vault).toMatchObject({ legal: false, reason: expect.stringContaining('deep quest') });
    expect(info.some((i) => i.legal && i.label === 'Attempt Finding Mr. Boydell with a free shovel')).toBe(true);
  });
});

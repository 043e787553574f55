// The content held to two of the rulebook's fixed numbers, which a card or a Location side may not change:
// 8, "whenever you are told to gain XP, you gain 1 XP", and the Chemists' Guild's guide, 2 forageables a brew
// and any 3 different ones for the XP brew (the red side changes prices, not recipes).
import { describe, expect, it } from 'vitest';
import { EffectSchema, LocationSideSchema, RAW_CONTENT, content } from './index';
import { QUESTS, QuestSchema } from './quests/index';

/** Every XP instruction in a piece of content, wherever it sits (card, option, hazard, reward, token, mover). */
function xpInstructions(x: unknown, at: string, out: { at: string; n: unknown }[] = []): { at: string; n: unknown }[] {
  if (Array.isArray(x)) x.forEach((y, i) => xpInstructions(y, `${at}[${i}]`, out));
  else if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    if (o.op === 'gainXp') out.push({ at, n: o.n });
    for (const [k, v] of Object.entries(o)) xpInstructions(v, `${at}.${k}`, out);
  }
  return out;
}

describe('8: every XP instruction gives 1 XP', () => {
  it('8: every XP instruction in the shipped content (Story cards, Locations, items, quests) gives 1 XP, the Deep Warden and the deep quests included', () => {
    const found = [...xpInstructions(RAW_CONTENT, 'content'), ...QUESTS.flatMap((q) => xpInstructions(q, q.id))];
    expect(found.length).toBeGreaterThanOrEqual(20);
    expect(found.filter((x) => x.n !== 1)).toEqual([]);
    const warden = content.story.find((c) => c.id === 'deep-warden')!;
    expect(warden.hazard!.win).toEqual([{ op: 'gainXp', n: 1 }, { op: 'loot', n: 3 }]);
  });

  it('8: the schema refuses an XP instruction for more than 1, in a card effect and in a quest reward', () => {
    expect(EffectSchema.safeParse({ op: 'gainXp', n: 1 }).success).toBe(true);
    const two = EffectSchema.safeParse({ op: 'gainXp', n: 2 });
    expect(two.success).toBe(false);
    expect(JSON.stringify(two.error?.issues)).toContain('An XP instruction gives 1 XP (rulebook 8)');
    const vault = structuredClone(QUESTS.find((q) => q.id === 'the-flooded-vault')!) as { reward: { effects: unknown[] } };
    vault.reward.effects = [{ op: 'gainXp', n: 2 }];
    expect(QuestSchema.safeParse(vault).success).toBe(false);
  });

  it('8: the deep quests stay worth more than the shallow ones, in Gems now that each gives 1 XP', () => {
    const gems = (q: (typeof QUESTS)[number]) => q.reward.effects.reduce((sum, e) => sum + (e.op === 'gainGems' ? e.n : 0), 0);
    const shallow = Math.max(...QUESTS.filter((q) => q.depth === 'shallow').map((q) => Math.max(gems(q), ...Object.values(q.exitRewards ?? {}).map((r) => gems({ ...q, reward: r })))));
    for (const q of QUESTS.filter((x) => x.depth === 'deep')) {
      expect(q.reward.effects).toContainEqual({ op: 'gainXp', n: 1 });
      expect(gems(q), q.id).toBeGreaterThan(shallow);
    }
  });
});

describe("Guide, Chemists' Guild: 2 forageables a brew, any 3 different for the XP brew, on both sides", () => {
  const chemists = content.locations.find((l) => l.id === 'chemists')!;

  it("Guide, Chemists' Guild: the blue and the red side's recipes take 2 forageables a brew and 3 different for the XP brew", () => {
    for (const side of [chemists.blue, chemists.red]) {
      for (const r of side.brews!.craft) {
        if ('needs' in r) expect(r.needs, `${side.banner} ${r.item}`).toHaveLength(2);
        else expect([r.item, r.differentForageables]).toEqual(['xpBrew', 3]);
      }
    }
    // the red side is harder by its prices
    expect(chemists.red.brews!.buy.lifeBrew).toBeGreaterThan(chemists.blue.brews!.buy.lifeBrew);
  });

  it("Guide, Chemists' Guild: the schema refuses a side whose brew takes 3 forageables or whose XP brew takes 4", () => {
    const red = structuredClone(chemists.red);
    red.brews!.craft[0] = { item: 'lifeBrew', needs: ['snail', 'feather', 'mushroom'] };
    expect(JSON.stringify(LocationSideSchema.safeParse(red).error?.issues)).toContain("A brew's recipe takes 2 forageables");
    const xp = structuredClone(chemists.red);
    (xp.brews!.craft as unknown[])[2] = { item: 'xpBrew', differentForageables: 4 };
    expect(JSON.stringify(LocationSideSchema.safeParse(xp).error?.issues)).toContain('The XP brew takes any 3 different forageables');
  });
});

import { describe, expect, it } from 'vitest';
import { HOUSE_RULES, HouseRulesSchema, QUESTS, QuestSchema, SPECIALS, SpecialsSchema } from './index';
import { timelessLoops, timelessSpecials } from './mapCheck';
import boydell from './finding-mr-boydell.json';

/** A copy of Finding Mr. Boydell to break. */
function boydellWith(change: (q: typeof boydell) => void): unknown {
  const q = structuredClone(boydell);
  change(q);
  return q;
}

function problems(input: unknown): string[] {
  const result = QuestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('quests in data/ (rulebook 7, data/README.md)', () => {
  it('Components: six quests, three shallow and three deep, each a quest card and a map', () => {
    expect(QUESTS).toHaveLength(6);
    expect(QUESTS.filter((q) => q.depth === 'shallow')).toHaveLength(3);
    expect(QUESTS.filter((q) => q.depth === 'deep')).toHaveLength(3);
    expect(new Set(QUESTS.map((q) => q.id)).size).toBe(6);
    expect(new Set(QUESTS.map((q) => q.goal.text)).size).toBe(6);
  });

  it('CONTENT: Finding Mr. Boydell is shallow, puts mine tokens in its quest chambers, token 4 is Mr. Boydell, reward 1 XP and 3 Gems', () => {
    const q = QUESTS.find((x) => x.name === 'Finding Mr. Boydell')!;
    expect(q.depth).toBe('shallow');
    const questChambers = q.map.chambers.filter((c) => c.kind === 'quest').map((c) => c.id);
    expect([...q.setup.tokens!.chambers].sort()).toEqual([...questChambers].sort());
    expect(q.setup.tokens!.numbers).toContain(4);
    expect(q.tokens!['4'].name).toBe('Mr. Boydell');
    expect(q.tokens!['4'].effects).toContainEqual({ op: 'progress', n: 1 });
    expect(q.reward.effects).toEqual([{ op: 'gainXp', n: 1 }, { op: 'gainGems', n: 3 }]);
  });

  it("Worked example 6-11: Boydell's map has entrance -> story -> action 'fish 2' -> story depth 2 -> quest chamber -> exit", () => {
    const q = QUESTS.find((x) => x.id === 'finding-mr-boydell')!;
    const at = (id: string) => q.map.chambers.find((c) => c.id === id)!;
    const joined = (a: string, b: string) => q.map.tunnels.some((t) => (t.a === a && t.b === b) || (t.a === b && t.b === a));
    const path = ['entrance', 's-lantern', 'a-drip', 's-sump', 'q-ledge', 'exit'];
    for (let i = 1; i < path.length; i++) expect(joined(path[i - 1], path[i])).toBe(true);
    expect(at('s-lantern').kind).toBe('story');
    expect(at('a-drip')).toMatchObject({ kind: 'action', action: 'fish', count: 2 });
    expect(at('s-sump')).toMatchObject({ kind: 'story', depth: 2 });
    expect(at('q-ledge').kind).toBe('quest');
  });

  it('CONTENT: The Flooded Vault is deep, with water that moves toward the treasure each turn and the wound on leaving a Story chamber', () => {
    const q = QUESTS.find((x) => x.name === 'The Flooded Vault')!;
    expect(q.depth).toBe('deep');
    const water = q.setup.movers!.find((m) => m.id === 'water')!;
    expect(water.perTurn).toBe(1);
    expect(water.path.at(-1)).toBe('q-vault');
    expect(q.onLeave).toEqual([{ from: 'story', effects: [expect.objectContaining({ op: 'if', flag: 'flooded' })] }]);
  });

  it('7a: every map has entrance, exit and each of the five chamber kinds between them somewhere in the six', () => {
    const kinds = new Set(QUESTS.flatMap((q) => q.map.chambers.map((c) => c.kind)));
    expect([...kinds].sort()).toEqual(['action', 'entrance', 'exit', 'penalty', 'quest', 'special', 'story']);
    for (const q of QUESTS) expect(q.map.chambers.filter((c) => c.kind === 'entrance')).toHaveLength(1);
  });

  it('Components: four Special cards lettered A-D, each saying whether it is kept', () => {
    expect(SPECIALS.map((s) => s.letter)).toEqual(['A', 'B', 'C', 'D']);
    expect(SPECIALS.some((s) => s.kept)).toBe(true);
    expect(SPECIALS.some((s) => !s.kept)).toBe(true);
    expect(SpecialsSchema.safeParse(SPECIALS.slice(0, 3)).success).toBe(false);
  });
});

describe('the map checker refuses bad maps, naming the chamber (7a, 7c)', () => {
  it('7a: accepts every map in data/', () => {
    for (const q of QUESTS) expect(problems(q)).toEqual([]);
  });

  it('7a: a chamber that cannot be reached from the entrance is refused with its name', () => {
    const bad = boydellWith((q) => {
      q.map.chambers.push({ id: 'q-lost', name: 'Lost Room', x: 50, y: 50, kind: 'story', depth: 1 } as never);
    });
    expect(problems(bad)).toContain("Chamber 'q-lost' cannot be reached from the entrance.");
  });

  it('7c: an exit that cannot be reached is refused with its name', () => {
    const bad = boydellWith((q) => {
      q.map.tunnels = q.map.tunnels.filter((t) => t.b !== 'exit');
    });
    expect(problems(bad)).toContain("Exit 'exit' cannot be reached from the entrance.");
  });

  it('7c: a chamber from which no exit can be reached (a trap) is refused with its name', () => {
    const bad = boydellWith((q) => {
      q.map.chambers.push({ id: 's-pit', name: 'Pit', x: 10, y: 90, kind: 'story', depth: 1 } as never);
      q.map.tunnels.push({ a: 'entrance', b: 's-pit' });
    });
    expect(problems(bad)).toContain("From chamber 's-pit' no exit can be reached.");
  });

  it('7a: refuses a tunnel to a chamber not on the map, and two entrances', () => {
    expect(problems(boydellWith((q) => q.map.tunnels.push({ a: 's-lantern', b: 'nowhere' })))).toContain(
      "A tunnel leads to chamber 'nowhere', which is not on the map.",
    );
    const two = boydellWith((q) => {
      q.map.chambers.push({ id: 'entrance-2', x: 1, y: 1, kind: 'entrance' } as never);
      q.map.tunnels.push({ a: 'entrance-2', b: 's-lantern' });
    });
    expect(problems(two)).toContain('A map has exactly one entrance; this one has 2.');
  });

  it('7a: refuses quest rules about chambers the map lacks, and a moving token with no tunnel to walk', () => {
    expect(problems(boydellWith((q) => (q.setup.tokens.chambers[0] = 's-lantern')))).toContain(
      "Mine tokens are set on 's-lantern', which is not a quest chamber of this map.",
    );
    const vault = structuredClone(QUESTS.find((q) => q.id === 'the-flooded-vault')!);
    vault.setup.movers![0].path = ['s-pump'];
    expect(problems(vault)).toContain("The water moves from 'a-silt' to 's-pump' with no tunnel between them.");
  });
});

describe('4 and 7a: no loop of tunnels without an hourglass (mapCheck.ts timelessLoops)', () => {
  it('4, 7a: refuses a looping map: Pick Gallery joined straight back to The Crawl closes a loop that spends no time', () => {
    const looping = boydellWith((q) => q.map.tunnels.push({ a: 'q-gallery', b: 'q-crawl' }));
    expect(problems(looping)).toEqual([
      "The tunnels through 'q-gallery', 'p-ceiling', 'q-crawl' and back to 'q-gallery' form a loop with no hourglass: a walk could go round it for ever without spending time. Put an hourglass on one of its tunnels.",
    ]);
    // the same loop with an hourglass on any one of its tunnels is accepted
    expect(problems(boydellWith((q) => q.map.tunnels.push({ a: 'q-gallery', b: 'q-crawl', time: 1 })))).toEqual([]);
    // two tunnels that spend nothing between the same two chambers are a loop too
    expect(problems(boydellWith((q) => q.map.tunnels.push({ a: 'p-ceiling', b: 'q-crawl' })))).toHaveLength(1);
  });

  it('4, 7a: a loop through the exit or the entrance is not walked round (you leave by the exit, never back up the entrance)', () => {
    expect(problems(boydellWith((q) => q.map.tunnels.push({ a: 'entrance', b: 'q-crawl' })))).toEqual([]);
  });

  it('4, 7a: every shipped map carries an hourglass on some tunnel of each of its loops', () => {
    for (const q of QUESTS) expect(timelessLoops(q.map), q.id).toEqual([]);
  });

  it('7a: refuses a Special chamber with a tunnel that spends no time (its card, drawn on every visit, would be free for ever)', () => {
    const free = boydellWith((q) => delete (q.map.tunnels.find((t) => t.a === 'q-well' || t.b === 'q-well') as { time?: number }).time);
    expect(problems(free)).toEqual(["Special chamber 'x-cupboard' is drawn from again on every visit, so its tunnel to 'q-well' must carry an hourglass."]);
    for (const q of QUESTS) expect(timelessSpecials(q.map), q.id).toEqual([]);
  });
});

describe('house rules (data/quests/house-rules.json)', () => {
  it('7b, house rule: the one house rule is cornered, and the schema refuses any other', () => {
    expect(HOUSE_RULES.cornered.section).toBe('7b');
    expect(HouseRulesSchema.safeParse({ ...HOUSE_RULES, retrace: { section: '7a', title: 'Retracing your steps', text: 'A visited chamber spends 1 hour.', time: 1 } }).success).toBe(false);
  });

  it('7b, house rule: every quest card lists the house rule after its own rules', () => {
    for (const q of QUESTS) expect(q.rules!.at(-1)).toBe(HOUSE_RULES.cornered.text);
  });
});

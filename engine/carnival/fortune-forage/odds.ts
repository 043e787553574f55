// The expected value of Fortune Forage's prize table, computed exactly: every order of a fresh, full Story deck is
// weighed by the chance of each next card, for the best stopping play and for two simple rules a player might follow.
// (No I/O here; data/carnival/expected-values.ts prints the figures for data/README.md.)
import { FORAGE_DATA } from '../../../data/carnival';
import { STORY_IDS, storyCard } from '../../../data';

interface Kind { icons: number; sting: boolean; count: number }

/** the fresh deck grouped by what Fortune Forage reads from a card: forageable count and sting */
export function forageKinds(ids: readonly string[] = STORY_IDS): Kind[] {
  const kinds = new Map<string, Kind>();
  for (const id of ids) {
    const f = storyCard(id).forage;
    const key = `${f.icons.length}${f.alert}`;
    const k = kinds.get(key) ?? { icons: f.icons.length, sting: f.alert, count: 0 };
    k.count++;
    kinds.set(key, k);
  }
  return [...kinds.values()];
}

export type StopRule = 'best' | 'always-forage' | { stopAtForageables: number; stopWhenStung: boolean };

/** Expected Gems won (before the 2-Gem price) when foraging from a fresh, full Story deck under the given rule. */
export function forageExpectedValue(rule: StopRule, kinds: Kind[] = forageKinds()): { ev: number; pSevenPlus: number } {
  const ladder = FORAGE_DATA.prizeByForageables;
  const prize = (n: number) => ladder[Math.min(n, ladder.length - 1)];
  const total = kinds.reduce((n, k) => n + k.count, 0);
  const memo = new Map<string, [number, number]>();
  // returns [expected Gems, chance of 7+ Gems] from a state where `drawn[i]` cards of kind i have been turned up
  const value = (drawn: number[]): [number, number] => {
    const key = drawn.join(',');
    const hit = memo.get(key);
    if (hit) return hit;
    const n = drawn.reduce((a, b) => a + b, 0);
    const forageables = drawn.reduce((a, d, i) => a + d * kinds[i].icons, 0);
    const stings = drawn.reduce((a, d, i) => a + (kinds[i].sting ? d : 0), 0);
    let result: [number, number];
    const stopHere: [number, number] = [prize(forageables), prize(forageables) >= 7 ? 1 : 0];
    if (stings >= FORAGE_DATA.stingsToSpill) result = [0, 0];
    else if (n >= FORAGE_DATA.maxDraws || n >= total) result = stopHere;
    else {
      let ev = 0;
      let p7 = 0;
      kinds.forEach((k, i) => {
        const left = k.count - drawn[i];
        if (left <= 0) return;
        const next = [...drawn];
        next[i]++;
        const [e, p] = value(next);
        ev += (left / (total - n)) * e;
        p7 += (left / (total - n)) * p;
      });
      const forage: [number, number] = [ev, p7];
      if (rule === 'best') result = forage[0] > stopHere[0] ? forage : stopHere;
      else if (rule === 'always-forage') result = forage;
      else result = forageables >= rule.stopAtForageables || (rule.stopWhenStung && stings > 0) ? stopHere : forage;
    }
    memo.set(key, result);
    return result;
  };
  const [ev, pSevenPlus] = value(kinds.map(() => 0));
  return { ev, pSevenPlus };
}

// data/README.md states the prize tables' expected values; they must be the ones computed from the current data
// (rerun `npx tsx data/carnival/expected-values.ts` and update the table when a prize, a stride or a Story card changes).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { forageOdds, forageOddsAfterSeer, makeUp } from '../../engine/carnival/index';
import { pestRaceExpectedValues } from '../../engine/carnival/index';
import { evenShareOdds } from '../../engine/carnival/index';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const f = (x: number) => x.toFixed(3);

describe('data/README.md, Bay Carnival stall games', () => {
  it('Prizes: Fortune Forage expected values are the computed ones', () => {
    const fresh = makeUp();
    const blind = forageOdds(fresh.sweet, fresh.stung);
    const seer = forageOddsAfterSeer(fresh, 4);
    expect(readme).toContain(`best calls, blind ${f(blind.ev)}; after the seer ${f(seer.ev)}`);
    expect(readme).toContain(`blind ${f(blind.pBig)}; after the seer ${f(seer.pBig)}`);
  });
  it('Prizes: Pest Race expected values and win chances are the computed ones', () => {
    for (const r of pestRaceExpectedValues()) expect(readme).toContain(`${r.pest} ${f(r.ev)} (wins ${f(r.chance)})`);
  });
  it('Prizes: the Lake Race even share is the computed one', () => {
    const lake = evenShareOdds();
    expect(readme).toContain(`an even share of places ${f(lake.ev)} | ${f(lake.pBig)} |`);
  });
});

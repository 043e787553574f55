// Issue 8: Lake Race as Bay Carnival's stall, played from the table in Chromium: the table mounts LakeRacePanel
// inside the stall, the person races one course against the crows with the panel's controls (steering as the
// cautious crews' planner advises from what the screen shows), and the campaign pays the prize for the place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type Harness } from './harness';
import { openTable } from './table-helpers';
import { perform, stateFromView } from './lake-race-helpers';
import { LAKE_STALL, plannedMove } from '../../engine/carnival/index';
import type { LakeView } from '../../engine/carnival/index';

let h: Harness;
beforeAll(async () => {
  h = await launch({ viewport: { width: 1440, height: 900 } });
});
afterAll(async () => {
  await h?.close();
});

const PANEL = '[data-testid="stall"] .lake-race';

/** The stall's view as the service shows it. */
async function stallView(id: string): Promise<LakeView | null> {
  const { view } = (await h.api('open', { id })) as unknown as { view: { stall: { game: string; view: LakeView } | null } };
  return view.stall?.game === 'lake-race' ? view.stall.view : null;
}

/** The person plays as a careful helmsman would: the cautious crews' choice on the race rebuilt from the screen. */
async function playTurn(v: LakeView): Promise<void> {
  const s = stateFromView(v);
  await perform(h.page, PANEL, s, plannedMove(s));
}

describe('Lake Race stall', () => {
  it('Bay Carnival: one race against the crows, played on the drawn lake, pays Gems by place', async () => {
    const id = await openTable(h, { seed: 'e2e-lake-stall' });
    const gemsBefore = ((await h.api('open', { id })) as unknown as { view: { gems: number } }).view.gems;
    await h.page.getByRole('button', { name: /^Play Lake Race/ }).first().click();
    await h.page.getByTestId('stall').waitFor();
    await h.page.locator(PANEL).waitFor({ timeout: 15_000 });
    expect(await h.page.locator(`${PANEL} svg.lake .buoy[data-buoy]`).count()).toBe(3);
    let v = await stallView(id);
    expect(v).not.toBeNull();
    const crews = v!.boats.filter((b) => b.crew).length;
    expect([2, 3]).toContain(crews);
    for (let turn = 0; v && turn < 400; turn++) {
      const before = JSON.stringify(v);
      await playTurn(v);
      await h.page.waitForFunction(() => true);
      for (let tries = 0; ; tries++) {
        if (tries > 100) throw new Error(`the stall did not change after ${JSON.stringify(v.phase)}`);
        const next = await stallView(id);
        if (!next || JSON.stringify(next) !== before) {
          v = next;
          break;
        }
        await h.page.waitForTimeout(100);
      }
    }
    expect(v).toBeNull(); // the race ended and the stall closed
    await h.page.getByTestId('stall').waitFor({ state: 'detached' });
    const { view } = (await h.api('open', { id })) as unknown as { view: { gems: number; ledger: { text: string }[] } };
    const texts = view.ledger.map((e) => e.text);
    const line = texts.find((l) => /^Lake Race is over: your boat/.test(l))!;
    expect(line, texts.slice(-5).join('\n')).toBeTruthy();
    const paid = Number(/Lake Race's stall: you pay (\d+) Gem/.exec(texts.join('\n'))?.[1] ?? NaN);
    const won = Number(/wins (\d+) Gem/.exec(line)![1]);
    const place = /finished (\d)/.exec(line);
    expect(place, line).not.toBeNull(); // the careful helmsman gets round
    const table = LAKE_STALL.prizesByBoats[String(crews + 1)]!;
    expect(won).toBe(place ? table[Number(place[1]) - 1] : 0);
    expect(view.gems).toBe(Math.min(60, gemsBefore - paid + won));
  }, 600_000);
});

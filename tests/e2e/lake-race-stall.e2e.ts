// Issue 8: Lake Race as Bay Carnival's stall, played from the table in Chromium: the table mounts LakeRacePanel
// inside the stall, the person races one course against the crows with the panel's controls, and the campaign
// pays the prize for the place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type Harness } from './harness';
import { openTable } from './table-helpers';
import { LAKE_STALL } from '../../engine/carnival/lake-race';
import type { LakeView } from '../../engine/carnival/lake-race';

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

/** A plain helmsman: one die re-rolled each turn (slow but rarely crashing), and the allowed heading that ends nearest the next mark. */
async function playTurn(v: LakeView): Promise<void> {
  const me = v.boats[v.current];
  const panel = h.page.locator(PANEL);
  if (v.phase === 'place') {
    const z = v.freeStarts[0];
    await panel.locator(`.free-start[data-hex="${z.q},${z.r}"]`).click();
  } else if (v.phase === 'roll') {
    for (let i = 0; i < me.dice.length; i++) await panel.locator(`.die[data-die="${i}"]`).click();
    const change = me.dice.length < 1 ? 1 : me.dice.length > 1 ? -1 : 0;
    await panel.locator(`[data-change="${change}"]`).click();
    await panel.getByTestId('lake-roll').click();
  } else if (v.phase === 'steer') {
    const mark =
      me.next <= 3
        ? (() => {
            const b = v.course.buoys[me.next - 1];
            return { q: b.hex.q, r: b.hex.r, ray: b.ray };
          })()
        : { q: v.course.tile[1].q, r: v.course.tile[1].r, ray: { x: -v.course.finishNormal.x, y: -v.course.finishNormal.y } };
    const target = { x: Math.sqrt(3) * (mark.q + mark.r / 2) + mark.ray.x * 3, y: 1.5 * mark.r + mark.ray.y * 3 };
    const dist = (o: LakeView['steer'][number]) => Math.hypot(Math.sqrt(3) * (o.end.q + o.end.r / 2) - target.x, 1.5 * o.end.r - target.y) + o.damage * 4;
    const pick = v.steer.filter((o) => o.allowed).sort((a, b) => dist(a) - dist(b))[0];
    await panel.locator(`.heading[data-turn="${pick.turn}"]`).click();
  }
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
      const before = v.ledger.length + v.ledger.join('').length;
      await playTurn(v);
      await h.page.waitForFunction(() => true);
      for (let tries = 0; tries < 50; tries++) {
        const next = await stallView(id);
        if (!next || next.ledger.length + next.ledger.join('').length !== before) {
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
    const line = texts.find((l) => /Lake Race: your boat/.test(l))!;
    expect(line, texts.slice(-5).join('\n')).toBeTruthy();
    const paid = Number(/Lake Race's stall: you pay (\d+) Gem/.exec(texts.join('\n'))?.[1] ?? NaN);
    const won = Number(/wins (\d+) Gem/.exec(line)![1]);
    const place = /finished (\d)/.exec(line);
    const table = LAKE_STALL.prizesByBoats[String(crews + 1)]!;
    expect(won).toBe(place ? table[Number(place[1]) - 1] : 0);
    expect(view.gems).toBe(Math.min(60, gemsBefore - paid + won));
  }, 600_000);
});

// Driving Lake Race's panel in the browser while the same engine runs here in Node: each person's move is chosen by
// the crews' planner, made with the panel's own controls, and the page's log must then match the engine's.
import type { Page } from 'playwright-core';
import { applyLakeAction as applyAction, plannedMove, type LakeAction, type LakeState, type LakeView } from '../../engine/carnival/index';

/** Make `a` with the panel's controls inside `root` (a CSS selector for the panel's container). */
export async function perform(page: Page, root: string, s: LakeState, a: LakeAction): Promise<void> {
  const panel = page.locator(root);
  if (a.type === 'place') {
    await panel.locator('.facing [role="radio"]').nth(a.heading).click();
    await panel.locator(`.free-start[data-hex="${a.q},${a.r}"]`).click();
  } else if (a.type === 'roll') {
    const dice = s.boats[s.current].dice;
    // every die starts held; release the ones not in the held multiset
    const keep = [...a.hold];
    for (let i = 0; i < dice.length; i++) {
      const k = keep.indexOf(dice[i]);
      if (k >= 0) keep.splice(k, 1);
      else await panel.locator(`.die[data-die="${i}"]`).click();
    }
    await panel.locator(`[data-change="${a.dice - dice.length}"]`).click();
    await panel.getByTestId('lake-roll').click();
  } else if (a.type === 'steer') {
    await panel.locator(`.heading[data-turn="${a.turn}"]`).click();
  } else {
    await panel.getByTestId('lake-next-race').click();
  }
}

/** The newest line of the race log shown in the panel. */
export async function newestLogLine(page: Page, root: string): Promise<string> {
  return (await page.locator(`${root} .log li`).first().textContent())?.trim() ?? '';
}

/** Play every person's move through the page until `done`, checking the page's log against the engine after each. */
export async function playThrough(page: Page, root: string, start: LakeState, done: (s: LakeState) => boolean): Promise<{ state: LakeState; moves: number }> {
  let s = start;
  let moves = 0;
  while (!done(s)) {
    // what a careful person would do now: the cautious crews' choice for this seat
    const a = plannedMove(s);
    await perform(page, root, s, a);
    s = applyAction(s, a).state;
    moves++;
    const want = s.ledger[s.ledger.length - 1];
    await page.waitForFunction(
      ([sel, text]) => document.querySelector(`${sel} .log li`)?.textContent?.trim() === text,
      [root, want] as const,
      { timeout: 15_000 },
    );
  }
  return { state: s, moves };
}

/** A race rebuilt from what the screen shows (the whole lake is open information), for the planner to advise on. */
export function stateFromView(v: LakeView, side: 'dark' | 'light' = v.side): LakeState {
  return {
    v: 1,
    setup: { seed: 0, side, races: 1, scoreVariant: false, boats: v.boats.map((b) => ({ boat: b.boat as LakeState['boats'][number]['boat'], name: b.name, crew: b.crew })) },
    rng: [0, 0, 0, 0],
    tiles: v.tiles,
    race: v.raceIndex,
    buoys: v.buoySpots,
    startPlayer: v.startPlayer,
    phase: v.phase,
    current: v.current,
    placing: v.placing,
    boats: v.boats.map((b) => ({
      boat: b.boat as LakeState['boats'][number]['boat'],
      name: b.name,
      crew: b.crew,
      pos: b.pos,
      heading: b.heading,
      dice: b.dice,
      damage: b.damage,
      heldDamage: b.heldDamage,
      stage: Math.min(4, b.next - 1),
      debt: b.debt,
      turns: b.turns,
      finishedTurn: b.place !== null ? b.turns : null,
      sunk: b.sunk,
    })),
    finishOrder: v.finishOrder,
    scores: v.boats.map((b) => b.score),
    results: v.results,
    ledger: [],
    stall: null,
  };
}

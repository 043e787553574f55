// The chart's search in WebAssembly (wasm/chart-search.ts) and in JavaScript (chart-search.ts searchInJs): the same
// charts, and the committed bytes are the source compiled. plan.test.ts holds the charts themselves to the plain
// definition of moves to go.
import { describe, expect, it } from 'vitest';
import { lakeMap } from './lake';
import { buildCourse, courseSpots } from './course';
import { LAKE_TILES } from '../../../data/carnival/lake-race';
import { chartSearchKind, chartWith } from './plan';
import { lakeRace } from './engine';
import { courseOf, lakeOf } from './race';
import { chartSearch, type ChartSearch } from './chart-search';
import { EDGES, STAGE3_DEBT, UNREACHABLE } from './chart-shape';
import { CHART_SEARCH_WASM } from './chart-search-wasm';
import { COURSE_LETTERS } from './state';
import { compileChartSearch } from '../../../scripts/build-wasm';

describe('the chart search (chart-search.ts, wasm/chart-search.ts)', () => {
  it('runs in WebAssembly under Node (the service, the advisor workers, the simulator)', () => {
    expect(chartSearchKind()).toBe('wasm');
  });

  it('gives the same chart in WebAssembly as in JavaScript, on 240 courses of both sides and all three letters', () => {
    const wasm = chartSearch();
    const js = chartSearch('js');
    expect([wasm.kind, js.kind]).toEqual(['wasm', 'js']);
    let compared = 0;
    const ids = LAKE_TILES.map((t) => t.id);
    for (let i = 0; i < 80; i++) {
      // tiles in a new order each time (rotated, and reversed every other lake), both sides
      const order = ids.map((_, k) => ids[(k + i) % ids.length]);
      const map = lakeMap(i % 2 ? 'dark' : 'light', i % 4 < 2 ? order : order.reverse());
      for (const letter of COURSE_LETTERS) {
        // the letter's four spots, their order (buoys 0..3) turned by the lake's number
        const spots = courseSpots(map, letter);
        const course = buildCourse(map, letter, spots.map((_, k) => spots[(k + i) % 4]));
        const a = chartWith(map, course, wasm).value;
        const b = chartWith(map, course, js).value;
        let differ = 0;
        for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) differ++;
        expect(differ, `lake ${i} course ${letter}`).toBe(0);
        compared++;
      }
    }
    expect(compared).toBe(240);
  });

  it('walks only inside its tables: the step table unchanged, the last layer (no step leads into it) left unvalued', () => {
    // a walk handed no layers once took bit -1 of the empty set and read and wrote outside the tables (issue 27,
    // slice LAKE3); checked on the search's own tables, between solve's filling them and copyStage3
    const wasm = chartSearch();
    let backBefore = new Int16Array(0);
    let strays = 0;
    const watched: ChartSearch = {
      kind: wasm.kind,
      tables: wasm.tables,
      run() {
        backBefore = wasm.tables.back.slice();
        wasm.run();
        for (let k = 0; k < EDGES; k++) if (wasm.tables.back[k] !== backBefore[k]) strays++;
        const last = wasm.tables.value.subarray(STAGE3_DEBT * EDGES);
        for (let k = 0; k < last.length; k++) if (last[k] !== UNREACHABLE) strays++;
      },
    };
    for (let i = 0; i < 60; i++) {
      const s = lakeRace.start({ seed: 31 + i * 7919, deck: [], discard: [] });
      chartWith(lakeOf(s), courseOf(s), watched);
    }
    expect(strays).toBe(0);
  });

  it('ships the bytes its AssemblyScript source compiles to (npm run build:wasm)', async () => {
    const fresh = await compileChartSearch();
    expect(Buffer.from(fresh).toString('base64')).toBe(CHART_SEARCH_WASM);
  }, 60_000);
});

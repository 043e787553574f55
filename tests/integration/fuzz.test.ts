// The door's fuzz, short version (scripts/fuzz-door.ts; `npm run fuzz-door -- --requests 10000` is the full run):
// malformed requests over every method, deep nesting and oversized inner actions included. No answer is a 5xx, no
// refused request changes the save file, and no answer shows a stack trace or a file path.
import { describe, expect, it } from 'vitest';
import { API_METHOD_NAMES } from '../../electron/service/schemas';
import { runFuzz } from '../../scripts/fuzz-door';

const REQUESTS = 1000;

describe('browser edition: malformed requests (issue 28)', () => {
  it(`answers ${REQUESTS} malformed requests over every method with no 5xx, no change and no leak`, async () => {
    const r = await runFuzz({ requests: REQUESTS, seed: 1 + (Date.now() % 100_000) });
    expect(r.requests).toBe(REQUESTS);
    expect(Object.keys(r.byMethod).sort()).toEqual([...API_METHOD_NAMES].sort());
    expect(r.fiveHundreds).toEqual([]);
    expect(r.changedByRefusal).toEqual([]);
    expect(r.leaks).toEqual([]);
  }, 120_000);

  it('catches what it looks for: a stack frame or a path of this machine', async () => {
    const { LEAK } = await import('../../scripts/fuzz-door');
    expect(LEAK.test('Error: x\n    at same (/opt/app/engine/quests/actions.ts:145:12)')).toBe(true);
    expect(LEAK.test("could not open '/home/p/.local/share/coppershell-bay/campaigns.db'")).toBe(true);
    expect(LEAK.test('The act request was refused (action: nests deeper than 4 levels, which no action does).')).toBe(false);
  });
});

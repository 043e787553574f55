// @vitest-environment happy-dom
// Issue 27, a lean door: the campaign store names the view it holds when it acts, puts the answer's change on that
// view, and asks for the whole result when a change does not fit the view it holds; a page opened at a table uses the
// answer asked for at start-up once (early-open.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { ApiError, setApi, type ActChange, type Api, type CampaignResult } from '../api';
import { useCampaignStore } from './campaign';
import { openEarly, takeEarly } from './early-open';

const held = {
  summary: { id: 'c1' },
  view: { gems: 3, day: 1, ledger: [{ n: 1, text: 'Set up.' }], history: [{ gems: 3 }] },
  actions: [],
  events: [],
  undo: { available: false },
  hash: 'h1',
} as unknown as CampaignResult;

const change: ActChange = {
  summary: { id: 'c1' } as CampaignResult['summary'],
  actions: [],
  events: [{ type: 'move', text: 'You walk to Coppersand.' }] as never,
  undo: { available: true },
  hash: 'h2',
  change: { from: 'h1', set: { day: 1, location: 'coppersand' } as never, grown: { ledger: { at: 1, add: [{ n: 2, text: 'You walk to Coppersand.' }] as never } } },
};

let calls: { method: string; input: unknown }[] = [];
function api(answers: Partial<Record<'act' | 'open', unknown>>): void {
  calls = [];
  setApi({
    act: (input: unknown) => (calls.push({ method: 'act', input }), Promise.resolve(answers.act)),
    open: (input: unknown) => (calls.push({ method: 'open', input }), Promise.resolve(answers.open ?? held)),
  } as unknown as Api);
}

beforeEach(() => setActivePinia(createPinia()));
afterEach(() => setApi(null));

describe('campaign store: the act answer as a change (issue 27)', () => {
  it('sends the hash of the view it holds and applies the change to it', async () => {
    api({ act: change });
    const store = useCampaignStore();
    await store.open('c1');
    expect(await store.act({ type: 'move', to: 'coppersand' } as never)).toBe(true);
    expect(calls[1]).toEqual({ method: 'act', input: { id: 'c1', action: { type: 'move', to: 'coppersand' }, since: 'h1' } });
    expect(store.current?.hash).toBe('h2');
    expect(store.view).toEqual({ gems: 3, day: 1, location: 'coppersand', ledger: [{ n: 1, text: 'Set up.' }, { n: 2, text: 'You walk to Coppersand.' }], history: [{ gems: 3 }] });
    expect(store.events).toEqual(change.events);
    expect(store.undoInfo).toEqual({ available: true });
  });

  it('takes a whole result as it comes, and asks for the whole result when a change was made from another view', async () => {
    const whole = { ...held, view: { ...held.view, gems: 9 }, hash: 'h9' } as CampaignResult;
    api({ act: whole });
    const store = useCampaignStore();
    await store.open('c1');
    await store.act({ type: 'relax' } as never);
    expect(store.view?.gems).toBe(9);

    api({ act: { ...change, change: { ...change.change, from: 'elsewhere' } }, open: whole });
    const fresh = useCampaignStore();
    await fresh.open('c1');
    await fresh.act({ type: 'relax' } as never);
    expect(calls.map((c) => c.method)).toEqual(['open', 'act', 'open']);
    expect(fresh.view?.gems).toBe(9);
  });

  it('names the table it holds in every act and undo, and on a stale refusal shows the table as it is now with the sentence (QA item 3)', async () => {
    const now = { ...held, view: { ...held.view, gems: 7 }, hash: 'h7' } as CampaignResult;
    const stale = new ApiError('stale', 'The table moved on since this window last saw it (another window, or a second click); it is shown as it is now.');
    calls = [];
    let opens = 0;
    setApi({
      act: (input: unknown) => (calls.push({ method: 'act', input }), Promise.reject(stale)),
      undo: (input: unknown) => (calls.push({ method: 'undo', input }), Promise.reject(stale)),
      open: (input: unknown) => (calls.push({ method: 'open', input }), Promise.resolve(opens++ === 0 ? held : now)),
    } as unknown as Api);
    const store = useCampaignStore();
    await store.open('c1');
    expect(await store.act({ type: 'relax' } as never)).toBe(false);
    expect(calls[1]).toEqual({ method: 'act', input: { id: 'c1', action: { type: 'relax' }, since: 'h1' } });
    expect(calls[2]).toEqual({ method: 'open', input: { id: 'c1' } });
    expect(store.view?.gems).toBe(7);
    expect(store.error).toBe(stale.message);
    expect(await store.undo()).toBe(false);
    expect(calls[3]).toEqual({ method: 'undo', input: { id: 'c1', since: 'h7' } });
    expect(store.current?.hash).toBe('h7');
    expect(store.error).toBe(stale.message);
  });

  it('uses the campaign asked for at start-up once, for that campaign only', async () => {
    api({});
    openEarly('#/table/c1');
    openEarly('#/rules/7b'); // not a table: the answer asked for stays
    expect(calls).toEqual([{ method: 'open', input: { id: 'c1' } }]);
    expect(takeEarly('c2')).toBeNull();
    const store = useCampaignStore();
    await store.open('c1');
    expect(calls).toHaveLength(1); // the early answer, not a second request
    expect(store.id).toBe('c1');
    await store.open('c1');
    expect(calls).toHaveLength(2); // later opens ask afresh
  });
});

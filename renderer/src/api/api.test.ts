// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createHttpApi, readToken } from './http';
import { createIpcApi } from './ipc';
import { ApiError } from './types';

describe('the browser edition door', () => {
  it('reads the injected token and ignores the unreplaced placeholder', () => {
    document.head.innerHTML = '<meta name="crows-token" content="__CROWS_TOKEN__">';
    expect(readToken()).toBeNull();
    document.head.innerHTML = '<meta name="crows-token" content="abc123">';
    expect(readToken()).toBe('abc123');
  });

  it('posts the input to /api/<method> with the token, and returns the body', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const api = createHttpApi('tok', 'http://h', async (url, init) => {
      calls.push({ url: String(url), init: init! });
      return new Response(JSON.stringify({ id: 'c1', name: 'Renamed' }), { status: 200 });
    });
    await expect(api.rename({ id: 'c1', name: 'Renamed' })).resolves.toEqual({ id: 'c1', name: 'Renamed' });
    expect(calls[0].url).toBe('http://h/api/rename');
    expect((calls[0].init.headers as Record<string, string>)['x-crows-token']).toBe('tok');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ id: 'c1', name: 'Renamed' });
  });

  it("a refusal becomes an ApiError carrying the service's sentence", async () => {
    const api = createHttpApi('tok', '', async () =>
      new Response(JSON.stringify({ error: { code: 'illegal-action', message: 'The seer costs 2 Gems; you have 1.' } }), { status: 422 }),
    );
    const err = await api.act({ id: 'c1', action: { type: 'seer' } }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'illegal-action', message: 'The seer costs 2 Gems; you have 1.' });
  });

  it('holds no method list of its own: every method of the contract is one POST, and the Api is no promise', async () => {
    const paths: string[] = [];
    const api = createHttpApi('tok', '', async (url) => {
      paths.push(String(url));
      return new Response('[]', { status: 200 });
    });
    await api.list();
    await api.startLesson();
    await api.cancelReview({ id: 'c' });
    expect(paths).toEqual(['/api/list', '/api/startLesson', '/api/cancelReview']);
    // awaiting the Api itself (as a store's async setup may) must give it back, not call a method named "then"
    await expect(Promise.resolve(api)).resolves.toBe(api);
    // nor anything Vue or a test tool probes: only method names are methods
    const probe = api as unknown as Record<string | symbol, unknown>;
    for (const key of ['__v_isReactive', '__v_raw', '__v_skip', '$id', 'toJSON', Symbol.toStringTag]) expect(probe[key]).toBeUndefined();
    expect(typeof probe.toString).toBe('function');
    expect(String(api)).toBe('[object Object]');
    expect(paths).toHaveLength(3);
  });

  it('a server that is gone is a network error with a sentence', async () => {
    const api = createHttpApi('tok', '', async () => {
      throw new TypeError('fetch failed');
    });
    await expect(api.list()).rejects.toMatchObject({ code: 'network' });
  });
});

describe('the desktop window door', () => {
  it('passes calls through window.crows and unwraps error bodies', async () => {
    const api = createIpcApi({
      list: async () => [],
      open: async () => ({ error: { code: 'not-found', message: 'There is no campaign with that id.' } }),
    });
    await expect(api.list()).resolves.toEqual([]);
    await expect(api.open({ id: 'x' })).rejects.toMatchObject({ code: 'not-found', message: 'There is no campaign with that id.' });
  });
  it("strips Electron's invoke prefix from a thrown error", async () => {
    const api = createIpcApi({
      undo: async () => {
        throw new Error("Error invoking remote method 'undo': Error: Nothing to undo since the last card drawn.");
      },
    });
    await expect(api.undo({ id: 'c' })).rejects.toMatchObject({ message: 'Nothing to undo since the last card drawn.' });
  });
});

// Picks the door at start-up: `window.crows` in the desktop window, HTTP with the injected token in the browser edition.
import { createHttpApi, readToken } from './http';
import { createIpcApi } from './ipc';
import type { Api } from './types';

export * from './types';

let current: Api | null = null;

export function pickApi(win: Window = window): Api {
  if (win.crows) return createIpcApi(win.crows);
  const token = readToken(win.document);
  if (token) return createHttpApi(token);
  throw new Error('No door to the game service: neither window.crows nor a crows-token in index.html');
}

/** The Api the stores use; tests install their own with setApi. */
export function useApi(): Api {
  current ??= pickApi();
  return current;
}

export function setApi(api: Api | null): void {
  current = api;
}

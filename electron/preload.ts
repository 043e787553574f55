// The desktop window's bridge: window.crows with exactly the service's methods (contract/methods.ts), each one IPC call.
// Nothing generic (no raw ipcRenderer, no send/on), so the page can do only what the Api allows.
import { contextBridge, ipcRenderer } from 'electron';
import type { Api } from '../contract/api';
import { API_METHODS, channelFor } from './channels';

// one function per method of the contract's list, each a single invoke on its own channel
const crows = Object.fromEntries(
  API_METHODS.map((method) => [method, (input?: unknown) => ipcRenderer.invoke(channelFor(method), input)]),
) as unknown as Api;

contextBridge.exposeInMainWorld('crows', crows);

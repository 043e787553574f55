// The desktop window's bridge: window.crows with exactly the service's methods (api.ts), each one IPC call.
// Nothing generic (no raw ipcRenderer, no send/on), so the page can do only what the Api allows.
import { contextBridge, ipcRenderer } from 'electron';
import type { Api } from './service/api';
import { channelFor } from './channels';

const crows: Api = {
  list: () => ipcRenderer.invoke(channelFor('list')),
  create: (input) => ipcRenderer.invoke(channelFor('create'), input),
  open: (input) => ipcRenderer.invoke(channelFor('open'), input),
  act: (input) => ipcRenderer.invoke(channelFor('act'), input),
  undo: (input) => ipcRenderer.invoke(channelFor('undo'), input),
  rename: (input) => ipcRenderer.invoke(channelFor('rename'), input),
  remove: (input) => ipcRenderer.invoke(channelFor('remove'), input),
  statistics: () => ipcRenderer.invoke(channelFor('statistics')),
  guide: () => ipcRenderer.invoke(channelFor('guide')),
  rules: () => ipcRenderer.invoke(channelFor('rules')),
  advise: (input) => ipcRenderer.invoke(channelFor('advise'), input),
  cancelAdvice: (input) => ipcRenderer.invoke(channelFor('cancelAdvice'), input),
  warmAdvisor: () => ipcRenderer.invoke(channelFor('warmAdvisor')),
  startLesson: () => ipcRenderer.invoke(channelFor('startLesson')),
  lesson: (input) => ipcRenderer.invoke(channelFor('lesson'), input),
};

contextBridge.exposeInMainWorld('crows', crows);

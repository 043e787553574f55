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
  daily: (input) => ipcRenderer.invoke(channelFor('daily'), input),
  startDaily: (input) => ipcRenderer.invoke(channelFor('startDaily'), input),
  achievements: () => ipcRenderer.invoke(channelFor('achievements')),
  guide: () => ipcRenderer.invoke(channelFor('guide')),
  rules: () => ipcRenderer.invoke(channelFor('rules')),
  advise: (input) => ipcRenderer.invoke(channelFor('advise'), input),
  cancelAdvice: (input) => ipcRenderer.invoke(channelFor('cancelAdvice'), input),
  warmAdvisor: () => ipcRenderer.invoke(channelFor('warmAdvisor')),
  replay: (input) => ipcRenderer.invoke(channelFor('replay'), input),
  branch: (input) => ipcRenderer.invoke(channelFor('branch'), input),
  exportCampaign: (input) => ipcRenderer.invoke(channelFor('exportCampaign'), input),
  importCampaign: (input) => ipcRenderer.invoke(channelFor('importCampaign'), input),
  startReview: (input) => ipcRenderer.invoke(channelFor('startReview'), input),
  review: (input) => ipcRenderer.invoke(channelFor('review'), input),
  cancelReview: (input) => ipcRenderer.invoke(channelFor('cancelReview'), input),
  startLesson: () => ipcRenderer.invoke(channelFor('startLesson')),
  lesson: (input) => ipcRenderer.invoke(channelFor('lesson'), input),
  // issue 22: the stand-alone stall games
  stallGames: () => ipcRenderer.invoke(channelFor('stallGames')),
  startStallGame: (input) => ipcRenderer.invoke(channelFor('startStallGame'), input),
  openStallGame: (input) => ipcRenderer.invoke(channelFor('openStallGame'), input),
  actStallGame: (input) => ipcRenderer.invoke(channelFor('actStallGame'), input),
  removeStallGame: (input) => ipcRenderer.invoke(channelFor('removeStallGame'), input),
};

contextBridge.exposeInMainWorld('crows', crows);

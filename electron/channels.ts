// The IPC channel of each Api method: 'crows:<method>'. Shared by the preload (sandboxed, so it imports
// nothing heavier than this) and the main process's handlers.
export const API_METHODS = ['list', 'create', 'open', 'act', 'undo', 'rename', 'remove', 'statistics', 'daily', 'startDaily', 'achievements', 'guide', 'rules', 'advise', 'cancelAdvice', 'warmAdvisor', 'replay', 'branch', 'exportCampaign', 'importCampaign', 'startReview', 'review', 'cancelReview', 'startLesson', 'lesson',
  // issue 22: the stand-alone stall games
  'stallGames', 'startStallGame', 'openStallGame', 'actStallGame', 'removeStallGame'] as const;
export type ApiMethod = (typeof API_METHODS)[number];

export function channelFor(method: ApiMethod): `crows:${ApiMethod}` {
  return `crows:${method}`;
}

// The game service's method names: the one list both doors are built from (the desktop window's IPC channels and
// preload bridge, the browser edition's /api/<method> routes). Each name has its input schema in ./inputs.ts and its
// answer in ./api.ts (ApiResults); the compiler refuses a name missing from either.
// Kept free of imports: the sandboxed preload bundles this file and nothing heavier.
//
// To add a method: its name here, its zod input in API_INPUTS, its answer in ApiResults, its body in
// electron/service/game-service.ts (docs/engine-contract.md, "Adding a method").
export const API_METHODS = [
  'list',
  'create',
  'open',
  'act',
  'undo',
  'rename',
  'remove',
  'statistics',
  'daily',
  'startDaily',
  'achievements',
  'guide',
  'rules',
  'advise',
  'cancelAdvice',
  'warmAdvisor',
  'replay',
  'branch',
  'exportCampaign',
  'importCampaign',
  'startReview',
  'review',
  'cancelReview',
  'startLesson',
  'lesson',
  // issue 22: the stand-alone stall games, saved games like campaigns
  'stallGames',
  'startStallGame',
  'openStallGame',
  'actStallGame',
  'removeStallGame',
] as const;

export type ApiMethod = (typeof API_METHODS)[number];

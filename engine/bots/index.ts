// The bots' public entry (issue 22; docs/architecture.md): the players that `npm run simulate` runs, the advisor's
// rollouts that the service runs in its worker threads, and the seeded generator a caller hands them. Everything
// outside engine/ imports the bots from here.

// The players
export type { Bot } from './types';
export { randomBot } from './random';
export { greedyBot } from './greedy';
export { strongBot, chooseStrong } from './strong';
export { plannerBot } from './planner';
export { LOOP_ACTIONS, loopBot } from './loop';
export { BOT_NAMES, botByName } from './registry';

// A campaign played out by a bot, and the seeded generator every bot draws from (never Math.random)
export { MAX_ACTIONS, noAction, playCampaign } from './campaign';
export { botRng, randomInt, type RandomGenerator } from './rng';

// A rollout session: the bots' and the advisor's door to the rules (the trust in the list just made, a town turn
// listed in two parts, states a rollout may change in place), so applyAction itself depends on its arguments alone
export { campaignSession, rolloutSession, isTownTurn, leftOut, RolloutSession, type LeftOut, type SessionOptions } from '../rollout-session';

// The advisor: every legal action's chance of winning by strong-bot rollouts (issue 7), and why (issue 24)
export { advise, rank, rollouts, rolloutEnd, rolloutOutcome, tallyRollouts, reasonsOf, type ActionChance } from './advisor';
// issue 27: the adaptive advisor, a race of doubling rounds on common dice
export { adviseRacing, Race, RACE, raceDice, raceRollouts, raceTable, raceTableBytes, type RaceSettings, type RaceTable, type Round } from './advisor-race';

// Simulations and their report (`npm run simulate`), the harder options they sweep and the balance targets
export { campaignCount, runCampaignAt, runSimulation, type SimulationJob } from './simulation';
export { buildReport, formatReport, type CampaignRecord, type SimulationReport } from './report';
export { HARDEST, NORMAL, OPTION_SETTINGS, parseHarder, settingName, type Setting } from './settings';
export { balanceChecks, formatChecks } from './balance';

// Every bot by the name `npm run simulate -- --bot NAME` takes.
import type { Bot } from './types';
import { randomBot } from './random';
import { greedyBot } from './greedy';
import { strongBot } from './strong';
import { plannerBot } from './planner';
import { LOOP_ACTIONS, loopBot } from './loop';

const BOTS: Record<string, Bot> = {
  random: randomBot,
  greedy: greedyBot,
  strong: strongBot,
  planner: plannerBot,
};

for (const type of LOOP_ACTIONS) BOTS[`loop:${type}`] = loopBot(type);

export const BOT_NAMES: readonly string[] = Object.keys(BOTS);

export function botByName(name: string): Bot {
  const bot = BOTS[name];
  if (!bot) throw new Error(`Unknown bot "${name}": choose one of ${BOT_NAMES.join(', ')}.`);
  return bot;
}

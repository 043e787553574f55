// Which campaign is number i of a simulation, and playing it. Campaign i's seed depends only on the
// simulation's seed and i's place within its setting, so every setting plays the same deals (common random
// numbers: the difference a harder option makes is not drowned by luck) and any split of the work across
// workers gives the same records.
import type { GameSetup } from '../contract';
import { playCampaign } from './campaign';
import { botByName } from './registry';
import type { CampaignRecord } from './report';
import { botRng } from './rng';
import type { Setting } from './settings';

export interface SimulationJob {
  bot: string;
  seed: string;
  /** campaigns per setting */
  games: number;
  settings: Setting[];
  characters: string[];
}

export function campaignCount(job: SimulationJob): number {
  return job.games * job.settings.length;
}

export function campaignAt(job: SimulationJob, index: number): { setting: Setting; seed: string; character: string } {
  if (index < 0 || index >= campaignCount(job)) throw new Error(`campaign ${index} is outside 0..${campaignCount(job) - 1}`);
  const k = index % job.games;
  return {
    setting: job.settings[Math.floor(index / job.games)],
    seed: `${job.seed}-${k}`,
    character: job.characters[k % job.characters.length],
  };
}

export function runCampaignAt(job: SimulationJob, index: number): CampaignRecord {
  const { setting, seed, character } = campaignAt(job, index);
  const bot = botByName(job.bot);
  const rng = botRng(`bot:${seed}`);
  const setup: GameSetup = { seed, character, ...bot.setup(character, rng), harder: setting.harder };
  const played = playCampaign(setup, bot, rng);
  return { index, seed, setting: setting.name, ...played.record };
}

/** The whole job in this thread (tests, and the advisor's small runs). */
export function runSimulation(job: SimulationJob): CampaignRecord[] {
  const records: CampaignRecord[] = [];
  for (let i = 0; i < campaignCount(job); i++) records.push(runCampaignAt(job, i));
  return records;
}

// A worker of `npm run simulate`: plays the campaigns it is handed (by index, so any split of the work
// gives the same records) and posts their records back in batches.
import { parentPort, workerData } from 'node:worker_threads';
import { runCampaignAt, type SimulationJob } from '../engine/bots/index';
import type { CampaignRecord } from '../engine/bots/index';

export type ToWorker = { type: 'range'; from: number; to: number } | { type: 'stop' };
export type FromWorker = { type: 'records'; records: CampaignRecord[] } | { type: 'idle' } | { type: 'error'; message: string };

const job = workerData as SimulationJob;
const port = parentPort;
if (!port) throw new Error('simulate-worker must run as a worker thread');

port.on('message', (msg: ToWorker) => {
  if (msg.type === 'stop') {
    port.close();
    return;
  }
  try {
    const records: CampaignRecord[] = [];
    for (let i = msg.from; i < msg.to; i++) records.push(runCampaignAt(job, i));
    port.postMessage({ type: 'records', records } satisfies FromWorker);
  } catch (err) {
    port.postMessage({ type: 'error', message: err instanceof Error ? (err.stack ?? err.message) : String(err) } satisfies FromWorker);
  }
});
port.postMessage({ type: 'idle' } satisfies FromWorker);

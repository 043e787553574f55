// Issue 27, start to table: a page opened at a campaign's table (#/table/<id>, a reload, the desktop app's last
// campaign) asks the service for that campaign as the very first thing the script does, so the answer travels while
// the rest of the app is still being evaluated and mounted. main.ts imports this first; the campaign store's open()
// takes the answer when it asks for that same campaign, once.
import { useApi, type CampaignResult } from '../api';

const TABLE = /^#\/table\/([A-Za-z0-9_-]{1,64})$/;

let early: { id: string; answer: Promise<CampaignResult> } | null = null;

/** Starts opening the campaign the address names, if it names one. */
export function openEarly(hash: string): void {
  const id = TABLE.exec(hash)?.[1];
  if (!id) return;
  const answer = useApi().open({ id });
  // a refusal is the store's to report when it takes the answer; until then it is not an unhandled one
  answer.catch(() => undefined);
  early = { id, answer };
}

/** The answer already asked for this campaign, handed over once (later opens ask afresh). */
export function takeEarly(id: string): Promise<CampaignResult> | null {
  if (early?.id !== id) return null;
  const { answer } = early;
  early = null;
  return answer;
}

if (typeof location !== 'undefined') {
  try {
    openEarly(location.hash);
  } catch {
    // no door yet (a page not served by the game): main.ts says so when it picks the door itself
  }
}

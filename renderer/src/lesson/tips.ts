// First-time tips in ordinary campaigns (issue 26): the first time a player meets a concept, one sentence of ours
// and a link to the rules reference. Each tip is shown once; which were shown, and whether tips are on at all, is
// kept in localStorage (the tips store). Tips are not shown in an active lesson, which explains as it goes.
import type { CampaignResult } from '../api';

export interface Tip {
  id: string;
  /** the rules reference section the tip links to */
  section: string;
  text: string;
  /** true when the service's answer shows the concept for the first time on the table */
  when: (r: CampaignResult) => boolean;
}

const happened = (r: CampaignResult, type: string) => r.events.some((e) => e.type === type);
const canTake = (r: CampaignResult, type: string) => r.actions.some((a) => a.legal && a.action.type === type);

/** In the order they are checked: when one answer shows two concepts, the earlier tip is shown now, the other later. */
export const TIPS: readonly Tip[] = [
  { id: 'story-end', section: '5', text: "The Story deck ran out: Story's End took its taxes and rot, and the cards were shuffled into a new deck.", when: (r) => happened(r, 'storyEnd') },
  { id: 'flip', section: '6', text: 'A Location turned to its red side: its actions are harder from now on, and it stays that way.', when: (r) => happened(r, 'flip') },
  { id: 'level-up', section: '8', text: 'Your XP reached a LEVEL square: choose a perk, and it lasts for the rest of the campaign.', when: (r) => r.view.pending?.kind === 'levelUp' },
  { id: 'full-supply', section: 'app', text: 'One kind of supply is over its limit: choose the cards to let go, or spend them first next time.', when: (r) => r.view.pending?.kind === 'discardExcess' },
  { id: 'hazard', section: '7b', text: 'A hazard blocks the way: fight it with a roll plus your Strength, or spend Pep to flee and test your Agility.', when: (r) => happened(r, 'hazard') },
  { id: 'quest', section: '7', text: 'You are in a mine: walk its map chamber by chamber, reach the quest chambers, and leave by the exit for the reward.', when: (r) => r.view.quest !== null },
  { id: 'stall', section: 'guide-bay-carnival', text: 'A carnival stall is a small game of its own: its stake is paid, and what you win comes back to your purse when it ends.', when: (r) => r.view.stall !== null },
  { id: 'night', section: '6-night', text: 'Night: the town is shut. Each square of the night buys a sleep, a dinner or a shift of work.', when: (r) => r.view.phase === 'night' },
  { id: 'crows-nest', section: 'guide-crows-nest', text: "Day 3: with 60 Gems, pay the Crows at their Nest before the day ends, then survive five rolls on their chart.", when: (r) => r.view.day === 3 || canTake(r, 'payCrows') },
];

/** The first tip this answer calls for that has not been shown yet. */
export function tipFor(r: CampaignResult, seen: ReadonlySet<string>): Tip | null {
  if (r.lesson || r.view.status !== 'playing') return null;
  return TIPS.find((t) => !seen.has(t.id) && t.when(r)) ?? null;
}
